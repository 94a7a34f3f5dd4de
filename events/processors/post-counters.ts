/**
 * Processor: PostLike / PostComment / PostShare items inserted or removed → the post's
 * PostCounts (`likeCount`, `commentCount`, `shareCount`) ± 1 by atomic `ADD` (issue 18;
 * ARCHITECTURE §5: counters by `ADD`, never counted by a Query), like `follow-counters`.
 *
 * One record is applied in ONE TransactWriteItems ({@link applyPostCounterRecord}):
 * StreamReceipt (this processor + the record's eventID, `attribute_not_exists`) + PostCounts
 * `ADD field ±1` + a ConditionCheck that the Post still exists. So:
 * - a redelivered record finds its receipt: the transaction is cancelled by that condition alone
 *   and nothing changes (`'redelivered'`);
 * - a record of a deleted post changes no count (the `post-cleanup` processor deletes the
 *   counts; a late `ADD` would bring them back): a REMOVE is ignored, and an INSERT is an
 *   orphan written while the post was being deleted — the item is deleted (`'orphan'`);
 * - any other cancellation (a write conflict, a corrupted counter) throws, and the record is
 *   reported in `batchItemFailures` and retried.
 *
 * Many records of one post (1,000 people liking at once) are applied together: per post, up to
 * {@link GROUP_MAX} distinct records in ONE transaction of their receipts + ONE `ADD` of the
 * net deltas + the ConditionCheck ({@link applyPostCounterRecords}); if that transaction does
 * not commit (e.g. one record was applied before), each record of the group is applied on its
 * own as above. Either way every record is counted exactly once.
 *
 * Filter (`processors.ts`): INSERT with NewImage / REMOVE with OldImage of entities
 * `postLike`, `postComment`, `postShare`.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { newImage, oldImage } from '../stream-records';

export const POST_COUNTERS = 'post-counters';
/** Records of one post applied in one transaction (≤ 100 actions: receipts + ADD + check). */
export const GROUP_MAX = 90;

export type CounterField = 'likeCount' | 'commentCount' | 'shareCount';

/** The item a record is about, enough to delete it when it is an orphan. */
export type CountedItem =
  | { entity: 'postLike'; key: { postId: string; userId: string } }
  | { entity: 'postComment'; key: { commentId: string } }
  | { entity: 'postShare'; key: { postId: string; userId: string } };

/** What one stream record changes: `delta` on `field` of `postId`'s counts. */
export interface CounterChange {
  eventId: string;
  postId: string;
  field: CounterField;
  delta: 1 | -1;
  inserted: boolean;
  item: CountedItem;
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * The counter change of a stream record (pure), or null for a record this processor does not
 * count (other entities, MODIFY, malformed images).
 */
export function counterChangeOf(record: DynamoDBRecord): CounterChange | null {
  const inserted = record.eventName === 'INSERT';
  if (!inserted && record.eventName !== 'REMOVE') return null;
  const image = inserted ? newImage(record) : oldImage(record);
  if (!image || !str(record.eventID) || !str(image.postId)) return null;
  const base = { eventId: record.eventID, postId: image.postId, delta: inserted ? 1 : -1, inserted } as const;
  switch (image.__edb_e__) {
    case 'postLike':
      return str(image.userId) ? { ...base, field: 'likeCount', item: { entity: 'postLike', key: { postId: image.postId, userId: image.userId } } } : null;
    case 'postComment':
      return str(image.commentId) ? { ...base, field: 'commentCount', item: { entity: 'postComment', key: { commentId: image.commentId } } } : null;
    case 'postShare':
      // One share per (post, person) since issue 32: the pair is the key.
      return str(image.userId) ? { ...base, field: 'shareCount', item: { entity: 'postShare', key: { postId: image.postId, userId: image.userId } } } : null;
    default:
      return null;
  }
}

/** The net ADD of a group of changes (pure): `{ likeCount: +3, commentCount: -1 }`, zero fields left out. */
export function netDeltas(changes: readonly CounterChange[]): Partial<Record<CounterField, number>> {
  const out: Partial<Record<CounterField, number>> = {};
  for (const c of changes) out[c.field] = (out[c.field] ?? 0) + c.delta;
  for (const k of Object.keys(out) as CounterField[]) if (out[k] === 0) delete out[k];
  return out;
}

type Reason = { code?: string };
const receiptTtl = (now: Date) => Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;

/** Delete an orphan item (its post is gone); its REMOVE record is then ignored. */
async function deleteOrphan(item: CountedItem): Promise<void> {
  if (item.entity === 'postLike') await db.entities.postLike.delete(item.key).go();
  else if (item.entity === 'postComment') await db.entities.postComment.delete(item.key).go();
  else await db.entities.postShare.delete(item.key).go();
}

/** True when the post exists (strongly consistent GetItem). Deleted posts never come back (ids are never reused). */
async function postExists(postId: string): Promise<boolean> {
  const { data } = await db.entities.post.get({ postId }).go({ consistent: true, attributes: ['postId'] });
  return data !== null;
}

export type Outcome = 'applied' | 'redelivered' | 'ignored' | 'orphan';

/**
 * Apply one record (module doc): receipt + ADD + post ConditionCheck in one transaction.
 * @throws Error on a cancellation that is neither a redelivery nor a deleted post, or any
 *   DynamoDB error (the record is then reported and retried).
 */
export async function applyPostCounterRecord(record: DynamoDBRecord, now = new Date()): Promise<Outcome> {
  const change = counterChangeOf(record);
  if (!change) return 'ignored';
  const { canceled, data } = await db.transaction
    .write(({ streamReceipt, postCounts, post }) => [
      streamReceipt.create({ processor: POST_COUNTERS, eventId: change.eventId, ttl: receiptTtl(now) }).commit(),
      postCounts.update({ postId: change.postId }).add({ [change.field]: change.delta }).commit(),
      post.check({ postId: change.postId }).where((a, op) => op.exists(a.postId)).commit(),
    ])
    .go();
  if (!canceled) return 'applied';
  const [receipt, counts, check] = data as Reason[];
  const okOrRefused = (r: Reason | undefined) => !r?.code || r.code === 'None' || r.code === 'ConditionalCheckFailed';
  if (receipt?.code === 'ConditionalCheckFailed' && okOrRefused(counts) && okOrRefused(check)) return 'redelivered';
  if (check?.code === 'ConditionalCheckFailed' && okOrRefused(receipt) && okOrRefused(counts)) {
    if (!change.inserted) return 'ignored';
    await deleteOrphan(change.item);
    return 'orphan';
  }
  throw new Error(`post-counters transaction cancelled: ${(data as Reason[]).map((r) => r.code ?? '?').join(', ')}`);
}

/**
 * Apply the changes of ONE post together (module doc): when the post is gone, orphans are
 * deleted and removals ignored without a transaction; else one transaction of every receipt +
 * one ADD of {@link netDeltas} + the ConditionCheck. Any cancellation or error → `false`
 * (the caller then applies the records one by one).
 */
async function applyGroup(changes: readonly CounterChange[], now: Date): Promise<boolean> {
  const postId = changes[0]!.postId;
  if (!(await postExists(postId))) {
    for (const c of changes) if (c.inserted) await deleteOrphan(c.item);
    return true;
  }
  const deltas = netDeltas(changes);
  try {
    const { canceled } = await db.transaction
      .write(({ streamReceipt, postCounts, post }) => [
        ...changes.map((c) => streamReceipt.create({ processor: POST_COUNTERS, eventId: c.eventId, ttl: receiptTtl(now) }).commit()),
        ...(Object.keys(deltas).length ? [postCounts.update({ postId }).add(deltas).commit()] : []),
        post.check({ postId }).where((a, op) => op.exists(a.postId)).commit(),
      ])
      .go();
    return !canceled;
  } catch (error) {
    logger.warn('post-counters group transaction failed; applying records one by one', { postId, error: error as Error });
    return false;
  }
}

/**
 * Apply a batch of stream records: records are grouped by post (a record repeated in the batch
 * counts once), groups of up to {@link GROUP_MAX} are applied in one transaction, and a group
 * that does not commit is applied record by record.
 * @returns the partial batch response: the sequence numbers of the records that failed.
 */
export async function applyPostCounterRecords(records: readonly DynamoDBRecord[], now = new Date()): Promise<DynamoDBBatchResponse> {
  const byPost = new Map<string, { change: CounterChange; record: DynamoDBRecord }[]>();
  const seen = new Set<string>();
  for (const record of records) {
    const change = counterChangeOf(record);
    if (!change || seen.has(change.eventId)) continue;
    seen.add(change.eventId);
    const group = byPost.get(change.postId) ?? [];
    group.push({ change, record });
    byPost.set(change.postId, group);
  }
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const group of byPost.values()) {
    for (let i = 0; i < group.length; i += GROUP_MAX) {
      const chunk = group.slice(i, i + GROUP_MAX);
      if (chunk.length > 1 && (await applyGroup(chunk.map((c) => c.change), now))) continue;
      for (const { record } of chunk) {
        try {
          const outcome = await applyPostCounterRecord(record, now);
          if (outcome === 'redelivered') logger.info('Post counter record already applied', { eventID: record.eventID });
        } catch (error) {
          logger.error('post-counters failed', { eventID: record.eventID, error: error as Error });
          batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' });
        }
      }
    }
  }
  return { batchItemFailures };
}

export const handler = (event: DynamoDBStreamEvent) => applyPostCounterRecords(event.Records);
