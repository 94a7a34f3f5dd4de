/**
 * Writes and batch reads of the feed (issue 19), shared by the feed area (rebuild, AI Picks) and
 * the fan-out processors (`events/processors/feed-*.ts`):
 * - {@link putEntries}: BatchWriteItem, 25 PUTs a request, {@link WRITE_CONCURRENCY} requests in
 *   flight, unprocessed items retried with exponential backoff (25 ms, 50 ms, … 6 attempts);
 *   PUTs of deterministic keys, so a retried batch or a redelivered record writes the same items;
 * - {@link deleteEntryKeys}: the same for DELETEs;
 * - {@link feedStatesOf} / {@link activeAmong}: which of many people read their feed in the last 30
 *   days, and which of those may be online (BatchGetItem of FeedState, 100 keys a request);
 * - {@link pushFeedUpdated}: `feed_updated` to the online ones' subscribed sockets.
 */
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import type { FeedEntry } from '@seamline/shared/db/entities/feed-entry';
import { db, documentClient } from '../_core/aws-clients';
import { env } from '../_core/env';
import { batchGetAll } from '../people/people-reads';
import { isActive } from './feed-rank';
import type { FeedItemType } from '@seamline/shared/contracts/feed-constants';
import { pushToUser } from '../_core/push';
import { logger } from '../_core/powertools';

export type FeedEntryItem = EntityItem<typeof FeedEntry>;
export type FeedEntryKey = Pick<FeedEntryItem, 'ownerId' | 'rankAt' | 'entryId'>;

/** DynamoDB's BatchWriteItem limit. */
export const BATCH_WRITE_MAX = 25;
/** BatchWriteItem requests in flight at once per fan-out. */
export const WRITE_CONCURRENCY = 8;
/** Attempts per batch (the first + retries of unprocessed items). */
const WRITE_ATTEMPTS = 6;

/** Run `work` over `items` with at most `concurrency` in flight; resolves when all are done. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** One BatchWriteItem of ≤ 25 requests, retrying what DynamoDB leaves unprocessed. @throws when some are left after the attempts. */
async function batchWrite(requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > WRITE_ATTEMPTS) throw new Error(`BatchWriteItem left ${pending.length} requests unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** (attempt - 2)));
    const out = await documentClient.send(new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME]: pending } }));
    pending = out.UnprocessedItems?.[env.TABLE_NAME] ?? [];
  }
}

/** Run write requests in batches of 25, {@link WRITE_CONCURRENCY} at a time. */
async function writeAll(requests: WriteRequest[]): Promise<void> {
  await inParallel(chunks(requests, BATCH_WRITE_MAX), WRITE_CONCURRENCY, batchWrite);
}

/**
 * PUT feed entries (idempotent: deterministic keys). ElectroDB builds each item (keys, gsi1 keys,
 * entity markers) so the stored shape is the entity's.
 * @returns how many entries were written.
 */
export async function putEntries(entries: readonly FeedEntryItem[]): Promise<number> {
  const requests = entries.map((e) => ({ PutRequest: { Item: db.entities.feedEntry.put(e).params().Item as Record<string, unknown> } }));
  await writeAll(requests);
  return entries.length;
}

/** PUT FeedPull markers (the owner pulls `authorId`'s posts at read). */
export async function putPulls(pulls: readonly { ownerId: string; authorId: string; since: string }[]): Promise<void> {
  await writeAll(pulls.map((p) => ({ PutRequest: { Item: db.entities.feedPull.put(p).params().Item as Record<string, unknown> } })));
}

/** DELETE feed entries by key (a missing one is a no-op). */
export async function deleteEntryKeys(keys: readonly FeedEntryKey[]): Promise<void> {
  await writeAll(keys.map((k) => ({ DeleteRequest: { Key: db.entities.feedEntry.delete(k).params().Key as Record<string, unknown> } })));
}

/** FeedState keys per BatchGetItem (DynamoDB's limit). */
const STATE_BATCH = 100;

/**
 * Among `userIds`: whose feed is `active` at `now` (read within 30 days) and who of those may have
 * a subscribed WebSocket (`live`: `liveUntil` after now). BatchGet of their FeedState items, 100
 * keys a request, 4 requests at a time.
 */
export async function feedStatesOf(userIds: readonly string[], now: Date): Promise<{ active: Set<string>; live: Set<string> }> {
  const active = new Set<string>();
  const live = new Set<string>();
  const at = now.toISOString();
  await inParallel(chunks([...new Set(userIds)], STATE_BATCH), 4, async (ids) => {
    const states = await batchGetAll(
      ids.map((userId) => ({ userId })),
      (k) => db.entities.feedState.get(k).go({ attributes: ['userId', 'lastReadAt', 'liveUntil'] }),
    );
    for (const s of states) {
      if (!isActive(s.lastReadAt, now)) continue;
      active.add(s.userId);
      if (s.liveUntil && s.liveUntil > at) live.add(s.userId);
    }
  });
  return { active, live };
}

/** The ids among `userIds` whose feed is active at `now` ({@link feedStatesOf}). */
export async function activeAmong(userIds: readonly string[], now: Date): Promise<Set<string>> {
  return (await feedStatesOf(userIds, now)).active;
}

/** Pushes of `feed_updated` in flight at once. */
const PUSH_CONCURRENCY = 16;

/**
 * Tell the live people whose feed just got `item` (their subscribed connections: `feed_updated`,
 * the 'New posts' pill). Best effort: a failed push is logged, never fails the fan-out.
 * @returns how many connections received it.
 */
export async function pushFeedUpdated(userIds: Iterable<string>, item: { type: FeedItemType; rankAt: string }): Promise<number> {
  let delivered = 0;
  await inParallel([...userIds], PUSH_CONCURRENCY, async (userId) => {
    try {
      delivered += await pushToUser(userId, { type: 'feed_updated', itemType: item.type, createdAt: item.rankAt }, { subscribedOnly: true });
    } catch (error) {
      logger.warn('feed_updated push failed', { userId, error: error as Error });
    }
  });
  return delivered;
}

/** The celebrity threshold in force (env `FEED_CELEBRITY_FOLLOWERS`, default 5,000). */
export const celebrityThreshold = (): number => env.FEED_CELEBRITY_FOLLOWERS;
