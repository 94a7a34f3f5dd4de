/**
 * AWS SDK clients, created once per execution environment. Endpoints come from the SDK's
 * standard variables (`AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`), which is how the
 * local runtime points them at its stand-ins; no handler has a local branch.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { createDbService } from '@seamline/shared/db/service';
import { env } from './env';

export const dynamo = new DynamoDBClient({ region: env.AWS_REGION });
export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
export const db = createDbService(documentClient, env.TABLE_NAME);

const managementClients = new Map<string, ApiGatewayManagementApiClient>();
/** Management API client for a WebSocket API endpoint (cached per endpoint). */
export function managementApi(endpoint: string): ApiGatewayManagementApiClient {
  let client = managementClients.get(endpoint);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ region: env.AWS_REGION, endpoint });
    managementClients.set(endpoint, client);
  }
  return client;
}
