/**
 * Create the one table from the shared definition (ARCHITECTURE §5) when it is absent and
 * switch TTL on, idempotently, so a second `npm start` on the same data changes nothing.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, tableDefinition } from '@seamline/shared/db/table';

export interface TableSetupResult {
  /** True when this call created the table (a fresh database). */
  created: boolean;
  /** The table's latest stream ARN (DynamoDB Local ARNs use region `ddblocal`). */
  streamArn: string;
}

async function describe(client: DynamoDBClient, tableName: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Ensure `tableName` exists (from `createTableInput`) with TTL on `ttl` and its stream on.
 * @throws Error when an existing table has no stream (a database made by something else).
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<TableSetupResult> {
  let table = await describe(client, tableName);
  const created = !table;
  if (!table) {
    table = (await client.send(new CreateTableCommand(createTableInput(tableName))))
      .TableDescription;
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
  }
  const streamArn = table?.LatestStreamArn;
  if (!streamArn)
    throw new Error(`Table ${tableName} has no stream; delete the data folder and restart`);
  return { created, streamArn };
}
