/**
 * AWS SDK clients, created once per execution environment. Endpoints come from the SDK's
 * standard variables (`AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`), which is how the
 * local runtime points them at its stand-ins; no handler has a local branch.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { createDbService } from '@seamline/shared/db/service';
import { env } from './env';

const discard = (): void => undefined;
/**
 * The SDK clients' logger: discards everything, like the SDK's default `NoOpLogger`, but has NO
 * `info` method. The SDK's logger middleware calls `logger?.info?.({ input, output })` after every
 * command and builds both arguments first — walking the whole response through the schema's
 * sensitive-data filter — even when `info` then does nothing. Leaving `info` out skips that walk:
 * ~1.3 ms of CPU per 200-item Query in `npm run bench -- outfits` (issue 20). Every other SDK
 * call site uses `logger?.debug` / `warn` / `error` / `trace`, which are all here.
 */
export const sdkLogger = { debug: discard, warn: discard, error: discard, trace: discard } as unknown as NonNullable<DynamoDBClientConfig['logger']>;

/**
 * Fail fast when an endpoint is dead or stalled (issue 22 "faults": the API answers 503 with a
 * message, never hangs). A killed endpoint refuses or resets the connection: the call fails in
 * milliseconds. A stalled one trips the inactivity timeout, `AWS_SDK_SOCKET_TIMEOUT_MS` (1.5 s;
 * so ≈ 2 × 1.5 s with `SDK_MAX_ATTEMPTS`). Inactivity, not total time, so waiting for a pooled
 * socket under a local burst (1,000 likes at once in one process) does not count.
 * `connectionTimeout` 1,000 ms: a TCP connect on loopback / in-region takes ≪ 10 ms.
 */
export const SDK_TIMEOUTS = { connectionTimeout: 1_000, socketTimeout: env.AWS_SDK_SOCKET_TIMEOUT_MS } as const;
/** Attempts per SDK call (1 retry): ECONNREFUSED/ECONNRESET/timeouts are retried once, then thrown. */
export const SDK_MAX_ATTEMPTS = 2;
/** A request handler with {@link SDK_TIMEOUTS} (one per client: each keeps its own socket pool). */
export const fastFailHandler = (): NodeHttpHandler => new NodeHttpHandler(SDK_TIMEOUTS);

export const dynamo = new DynamoDBClient({
  region: env.AWS_REGION,
  logger: sdkLogger,
  requestHandler: fastFailHandler(),
  maxAttempts: SDK_MAX_ATTEMPTS,
});
export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true },
});
export const db = createDbService(documentClient, env.TABLE_NAME);

const managementClients = new Map<string, ApiGatewayManagementApiClient>();
/** Management API client for a WebSocket API endpoint (cached per endpoint). */
export function managementApi(endpoint: string): ApiGatewayManagementApiClient {
  let client = managementClients.get(endpoint);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ region: env.AWS_REGION, endpoint, logger: sdkLogger });
    managementClients.set(endpoint, client);
  }
  return client;
}
