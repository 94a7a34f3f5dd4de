/**
 * Helpers for DynamoDB stream Lambda events (ARCHITECTURE §8): unmarshalled images, the
 * ElectroDB entity of a record, and partial batch failures.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent, DynamoDBBatchResponse } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type Image = Record<string, unknown>;

export function newImage(record: DynamoDBRecord): Image | undefined {
  const img = record.dynamodb?.NewImage;
  return img ? unmarshall(img as Record<string, AttributeValue>) : undefined;
}
export function oldImage(record: DynamoDBRecord): Image | undefined {
  const img = record.dynamodb?.OldImage;
  return img ? unmarshall(img as Record<string, AttributeValue>) : undefined;
}

/** True when DynamoDB's TTL process (not a user request) deleted the item. */
export function isTtlDelete(record: DynamoDBRecord): boolean {
  const identity = (record as { userIdentity?: { type?: string; principalId?: string } }).userIdentity;
  return identity?.type === 'Service' && identity.principalId === 'dynamodb.amazonaws.com';
}

/**
 * Run `processRecord` for every record; failures are collected as partial batch failures
 * (`ReportBatchItemFailures`) so one bad record does not fail its neighbours.
 */
export async function processBatch(
  event: DynamoDBStreamEvent,
  processRecord: (record: DynamoDBRecord) => Promise<void>,
  onError: (record: DynamoDBRecord, error: unknown) => void,
): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processRecord(record);
    } catch (error) {
      onError(record, error);
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' });
    }
  }
  return { batchItemFailures };
}
