/**
 * DynamoDB Streams records (as the SDK returns them from GetRecords) → the records of a
 * DynamoDB stream Lambda event, as an event source mapping delivers them: images in
 * DynamoDB JSON with binary values base64, `ApproximateCreationDateTime` in epoch seconds,
 * `eventSourceARN` set. DynamoDB Local reports TTL deletions with a non-standard eventName
 * (`UNKNOWN_TO_SDK_VERSION`); AWS sends `REMOVE` with the DynamoDB service as `userIdentity`,
 * so that is what processors receive.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import type { _Record as StreamRecord, AttributeValue } from '@aws-sdk/client-dynamodb-streams';

type JsonAttribute = Record<string, unknown>;
const STANDARD_EVENTS = new Set(['INSERT', 'MODIFY', 'REMOVE']);
export const TTL_IDENTITY = { type: 'Service', principalId: 'dynamodb.amazonaws.com' } as const;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** One AttributeValue in Lambda's JSON form (B/BS as base64 strings, M/L recursively). */
export function toJsonAttribute(value: AttributeValue): JsonAttribute {
  if (value.B !== undefined) return { B: b64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(b64) };
  if (value.M !== undefined) return { M: toJsonImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(toJsonAttribute) };
  const { $unknown: _unknown, ...rest } = value as AttributeValue & { $unknown?: unknown };
  return rest as JsonAttribute;
}

function toJsonImage(image: Record<string, AttributeValue>): Record<string, JsonAttribute> {
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, toJsonAttribute(v)]));
}

/** Convert one stream record for a Lambda event from `streamArn` in `region`. */
export function toLambdaRecord(
  record: StreamRecord,
  streamArn: string,
  region: string,
): DynamoDBRecord {
  const d = record.dynamodb ?? {};
  const isStandard = STANDARD_EVENTS.has(record.eventName ?? '');
  const userIdentity = record.userIdentity ?? (isStandard ? undefined : TTL_IDENTITY);
  const created = d.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: (isStandard ? record.eventName : 'REMOVE') as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: record.eventSource ?? 'aws:dynamodb',
    awsRegion: region,
    dynamodb: {
      ...(created
        ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) }
        : {}),
      ...(d.Keys ? { Keys: toJsonImage(d.Keys) } : {}),
      ...(d.NewImage ? { NewImage: toJsonImage(d.NewImage) } : {}),
      ...(d.OldImage ? { OldImage: toJsonImage(d.OldImage) } : {}),
      SequenceNumber: d.SequenceNumber,
      SizeBytes: d.SizeBytes,
      StreamViewType: d.StreamViewType,
    },
    eventSourceARN: streamArn,
    ...(userIdentity ? { userIdentity } : {}),
  } as DynamoDBRecord;
}
