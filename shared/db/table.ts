/**
 * The one DynamoDB table (ARCHITECTURE §5), defined once and used by the CDK data stack,
 * the local runtime and the tests, so infrastructure and models cannot drift.
 *
 * Keys are generic: `pk`/`sk` on the table, `gsi1pk/gsi1sk` and `gsi2pk/gsi2sk` on the two
 * global secondary indexes (all strings, projection ALL). `ttl` holds an expiry in epoch
 * SECONDS; the stream carries NEW_AND_OLD_IMAGES for the `events/` processors.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'ttl',
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** `CreateTable` input for the local runtime and tests (on-demand billing, stream on). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const d = tableDefinition;
  const keyAttrs = [
    d.partitionKey,
    d.sortKey,
    ...d.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttrs.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: d.partitionKey, KeyType: 'HASH' },
      { AttributeName: d.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: d.globalSecondaryIndexes.map((g) => ({
      IndexName: g.indexName,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' },
        { AttributeName: g.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: d.streamViewType },
  };
}
