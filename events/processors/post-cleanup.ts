/**
 * Processor: a post was deleted (`post.deleted` DomainEvent, written with the Post's delete) →
 * its likes, comments, shares and counts are removed, in bounded rounds (issue 18: "its likes,
 * comments and notifications go with it; asynchronously is fine; readers never show a deleted
 * post" — readers already answer 404 because the Post item is gone; the notifications are the
 * notifications area's own consumer of the same event).
 *
 * A round ({@link cleanupRound}) reads at most {@link ROUND_LIMIT} of each kind (likes and
 * shares: Query on the post's partition; comments: gsi1 Query) and deletes them with
 * BatchWriteItem. When any kind had more, it creates the PostCleanup item of the next round,
 * whose INSERT runs that round; the last round deletes the PostCounts item. So no invocation
 * does more than 3 × {@link ROUND_LIMIT} deletes however popular the post was.
 *
 * Idempotent: deletes of deleted items change nothing, and the next round's item is a
 * conditional create (a redelivered round finds it there). The deletions' REMOVE records reach
 * `post-counters`, which ignores records of deleted posts. A `post.deleted` whose post still
 * exists (impossible through the API) deletes nothing.
 *
 * Filter (`processors.ts`): INSERT of a DomainEvent with `type` `post.deleted`; INSERT of a
 * PostCleanup item.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { isConditionalFailure } from '@seamline/functions/_core/db-errors';
import { logger } from '@seamline/functions/_core/powertools';
import { POST_CLEANUP_TTL_SECONDS } from '@seamline/shared/db/entities/post-cleanup';
import { newImage, processBatch } from '../stream-records';

/** Items of each kind (likes, comments, shares) deleted per round. */
export const ROUND_LIMIT = 200;
/** Attempts at BatchWriteItem's unprocessed items. */
const UNPROCESSED_ATTEMPTS = 5;

/** The round a record starts, or null: `post.deleted` → round 0; PostCleanup INSERT → its round. */
export function cleanupStepOf(record: DynamoDBRecord): { postId: string; round: number } | null {
  if (record.eventName !== 'INSERT') return null;
  const image = newImage(record);
  if (image?.__edb_e__ === 'domainEvent' && image.type === 'post.deleted') {
    const postId = (image.payload as { postId?: unknown } | undefined)?.postId;
    return typeof postId === 'string' && postId ? { postId, round: 0 } : null;
  }
  if (image?.__edb_e__ === 'postCleanup' && typeof image.postId === 'string' && typeof image.round === 'number')
    return { postId: image.postId, round: image.round };
  return null;
}

/** BatchWriteItem deletes through ElectroDB until nothing is left unprocessed. */
async function deleteAll<K>(keys: K[], remove: (keys: K[]) => Promise<{ unprocessed: K[] }>): Promise<void> {
  let pending = keys;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > UNPROCESSED_ATTEMPTS) throw new Error(`${pending.length} deletes left unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** (attempt - 2)));
    pending = (await remove(pending)).unprocessed;
  }
}

/**
 * Run one cleanup round of `postId` (module doc).
 * @returns how many items it deleted and whether another round follows.
 * @throws on DynamoDB errors (the record is retried).
 */
export async function cleanupRound(postId: string, round: number, now = new Date()): Promise<{ deleted: number; more: boolean }> {
  const { data: post } = await db.entities.post.get({ postId }).go({ consistent: true, attributes: ['postId'] });
  if (post) {
    logger.warn('post.deleted for a post that exists; nothing deleted', { postId });
    return { deleted: 0, more: false };
  }
  const options = { limit: ROUND_LIMIT } as const;
  const [likes, comments, shares] = await Promise.all([
    db.entities.postLike.query.byPair({ postId }).go({ ...options, consistent: true, attributes: ['postId', 'userId'] }),
    db.entities.postComment.query.byPost({ postId }).go({ ...options, attributes: ['commentId'] }),
    db.entities.postShare.query.byPost({ postId }).go({ ...options, consistent: true, attributes: ['postId', 'userId'] }),
  ]);
  await Promise.all([
    deleteAll(likes.data, (k) => db.entities.postLike.delete(k).go()),
    deleteAll(comments.data, (k) => db.entities.postComment.delete(k).go()),
    deleteAll(shares.data, (k) => db.entities.postShare.delete(k).go()),
  ]);
  const deleted = likes.data.length + comments.data.length + shares.data.length;
  const more = [likes, comments, shares].some((page) => page.cursor !== null);
  if (more) {
    try {
      await db.entities.postCleanup
        .create({ postId, round: round + 1, ttl: Math.floor(now.getTime() / 1000) + POST_CLEANUP_TTL_SECONDS })
        .go();
    } catch (error) {
      // A redelivered round: its successor exists already.
      if (!isConditionalFailure(error)) throw error;
    }
  } else {
    await db.entities.postCounts.delete({ postId }).go();
  }
  return { deleted, more };
}

export const handler = (event: DynamoDBStreamEvent) =>
  processBatch(
    event,
    async (record) => {
      const step = cleanupStepOf(record);
      if (!step) return;
      const { deleted, more } = await cleanupRound(step.postId, step.round);
      logger.info('Post cleanup round', { ...step, deleted, more });
    },
    (record, error) => logger.error('post-cleanup failed', { eventID: record.eventID, error: error as Error }),
  );
