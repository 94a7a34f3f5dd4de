/**
 * Processor `feed-fanout` (issue 19): a new post, a share of someone else's post, or a public
 * moodboard that gained items / went public → the author's followers' feeds, by the hybrid
 * fan-out of `functions/feed/fan-out.ts` (push to active followers' partitions, or one write to
 * the pulled author's `recent` list for authors above the celebrity threshold).
 *
 * A board is fanned out at most once per UTC day: a StreamReceipt `feed-moodboard` /
 * `<moodboardId>:<day>` is created AFTER its fan-out succeeded (a retry before it runs the
 * idempotent fan-out again; a second update that day finds it and is skipped).
 *
 * A share's entry copies the shared post's product from the Post (one GetItem), so readers need no
 * second round; a share of a post deleted meanwhile is skipped.
 *
 * An un-shared share (PostShare REMOVE, issue 32) is withdrawn: its entry `s:<shareId>` is deleted
 * from the sharer's followers' feeds (and the pulled sharer's `recent`) by the same deterministic
 * key — unless a share with that `shareId` exists again (the share migration rewrites an item under
 * its new key: its old key's REMOVE is not an un-share) or the post no longer exists: deleting a
 * post makes `post-cleanup` delete all its shares, and withdrawing each from every follower feed of
 * its sharer (followers read, batch deletes) would be a storm for a much-shared post, for nothing —
 * feed hydration drops entries of a deleted post (`feed-hydrate.ts`), as it does for the post's own
 * entries. One GetItem of the Post decides. Except when the post went with its author's ACCOUNT
 * (issue 35 §3: the User has `deletingAt` or is gone, one more GetItem): the entries name the
 * person, so they are withdrawn like an un-share and no share of theirs outlives them anywhere. One sharer's records run in stream order
 * (grouped by sharer), so a share and its un-share are applied in the order they happened.
 *
 * Idempotent: entries have deterministic keys (the post's or share's own time, the board
 * record's ApproximateCreationDateTime), so a redelivered record PUTs (or DELETEs) the same items.
 * Filter (`processors.ts`): INSERT of `post` / `postShare`; REMOVE of `postShare`; INSERT / MODIFY
 * of public `moodboard`.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { isConditionalFailure } from '@seamline/functions/_core/db-errors';
import { logger } from '@seamline/functions/_core/powertools';
import { fanOut, withdraw } from '@seamline/functions/feed/fan-out';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { authorChangeOf } from '../feed/feed-records';
import { processGrouped } from '../feed/grouped-batch';

export const FEED_MOODBOARD_ONCE = 'feed-moodboard';

/** Is `userId`'s account deletion under way or done (`deletingAt` set, or no User)? One GetItem. */
async function authorDeleting(userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const { data } = await db.entities.user.get({ id: userId }).go({ consistent: true, attributes: ['deletingAt'] });
  return !data || Boolean(data.deletingAt);
}

export const handler = (event: DynamoDBStreamEvent) =>
  processGrouped(
    event,
    (record) => authorChangeOf(record),
    (change) => change.authorId,
    async (change) => {
      if (change.removed) {
        const { item } = change;
        const [{ data: again }, { data: post }] = await Promise.all([
          db.entities.postShare.get({ postId: item.postId!, userId: change.authorId }).go({ consistent: true, attributes: ['shareId'] }),
          db.entities.post.get({ postId: item.postId! }).go({ consistent: true, attributes: ['postId'] }),
        ]);
        if (again?.shareId === item.shareId) return;
        // The post was deleted (post-cleanup deletes its shares): readers drop its entries anyway —
        // unless its author's account is being deleted (issue 35 §3): then the entry, which names
        // them (`postAuthorId`), is withdrawn from the sharer's followers' feeds, so nothing of the
        // person stays in third parties' feeds.
        if (!post && !(await authorDeleting(item.postAuthorId))) return;
        const result = await withdraw(change.authorId, item);
        logger.debug('Feed withdraw', { entryId: item.entryId, ...result });
        return;
      }
      const now = new Date();
      if (change.onceKey) {
        const { data } = await db.entities.streamReceipt.get({ processor: FEED_MOODBOARD_ONCE, eventId: change.onceKey }).go();
        if (data) return;
      }
      let item = change.item;
      if (change.needsPost && item.postId) {
        // A share shows the post's product: copied from the (immutable) Post; a deleted post is not news.
        const { data: post } = await db.entities.post.get({ postId: item.postId }).go({ attributes: ['productId', 'productSource'] });
        if (!post) return;
        item = { ...item, productId: post.productId, productSource: post.productSource };
      }
      const result = await fanOut(change.authorId, item, { now });
      if (change.onceKey) {
        try {
          const ttl = Math.floor(now.getTime() / 1000) + STREAM_RECEIPT_TTL_SECONDS;
          await db.entities.streamReceipt.create({ processor: FEED_MOODBOARD_ONCE, eventId: change.onceKey, ttl }).go({ response: 'none' });
        } catch (error) {
          if (!isConditionalFailure(error)) throw error;
        }
      }
      logger.debug('Feed fan-out', { entryId: change.item.entryId, ...result });
    },
    (record, error) => logger.error('feed-fanout failed', { eventID: record.eventID, error: error as Error }),
  );
