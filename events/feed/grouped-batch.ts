/**
 * Run a stream batch's records concurrently by group (issue 19 feed processors): records with the
 * same key (an author, a follower–followee pair, a person) run one after another in stream order;
 * different keys run {@link GROUP_CONCURRENCY} at a time. A fan-out is I/O-bound (BatchGet and
 * BatchWriteItem round trips), so a batch of 25 records of different authors takes about the time
 * of the slowest instead of the sum.
 *
 * Partial batch failures: a failed record and every later record of its group are reported
 * (`batchItemFailures`), so the event source retries from the earliest of them; the feed writes
 * are idempotent, so records of other groups retried with them change nothing twice.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

export const GROUP_CONCURRENCY = 8;

export async function processGrouped<T>(
  event: DynamoDBStreamEvent,
  decode: (record: DynamoDBRecord) => T | null,
  keyOf: (change: T) => string,
  apply: (change: T, record: DynamoDBRecord) => Promise<void>,
  onError: (record: DynamoDBRecord, error: unknown) => void,
  concurrency = GROUP_CONCURRENCY,
): Promise<DynamoDBBatchResponse> {
  const groups = new Map<string, { record: DynamoDBRecord; change: T }[]>();
  for (const record of event.Records) {
    const change = decode(record);
    if (change === null) continue;
    const key = keyOf(change);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push({ record, change });
  }
  const failed: DynamoDBRecord[] = [];
  const queue = [...groups.values()];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (let i = 0; i < group.length; i++) {
        const { record, change } = group[i]!;
        try {
          await apply(change, record);
        } catch (error) {
          onError(record, error);
          failed.push(...group.slice(i).map((g) => g.record));
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return {
    batchItemFailures: failed.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? r.eventID ?? '' })),
  };
}
