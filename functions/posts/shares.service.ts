/**
 * Shares of posts (issue 18: "records a share (Interaction type share), increments shareCount,
 * notifies the author"; spec 02 §3 Interaction). Every share is its own PostShare item, created
 * in ONE transaction with the `post.shared` DomainEvent (the share item also carries the post's
 * product and its gsi1 keys, the sharer's shares newest first: issue 19's feed rebuild); for a catalogue product the sharer's
 * Interaction (user, product, `share`) also gets `ADD count 1` in that transaction, as
 * `POST /api/interactions` records a product share. The route's Idempotency-Key makes a
 * double click one share. `shareCount` is kept by the `post-counters` processor.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { shareResultSchema } from '@seamline/shared/contracts/posts';
import { BLOCK_ERRORS } from '@seamline/shared/contracts/people';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { postSharedEvent } from '@seamline/events/post-events';
import { db } from '../_core/aws-clients';
import { writeTransaction } from '../collections/transactions';
import { assertNotBlocked } from './caller';
import { countsOfPost, requirePost } from './post-reads';
import { takeLimited } from '../_core/rate-limit';

type ShareResult = z.infer<typeof shareResultSchema>;

/**
 * `POST /api/posts/{postId}/share`: record the caller's share of a post.
 * @returns {postId, shared: true, shareCount} (the stored count read before the write, plus this share).
 * @throws NotFound (404) 'Post not found'; Forbidden (403) 'You cannot share this post' when the
 *   author and the caller blocked one another; TooManyRequests (429) past 120 likes/unlikes/shares a minute.
 */
export async function sharePost(callerId: string, postId: string, now = new Date()): Promise<ShareResult> {
  const post = await requirePost(postId);
  await Promise.all([takeLimited('like', callerId, now), assertNotBlocked(callerId, post.userId, BLOCK_ERRORS.cannotShare)]);
  const counts = await countsOfPost(postId);
  const at = now.toISOString();
  // The post's product is copied (the Post is immutable): a feed entry of the share needs no Post read.
  const share = { postId, shareId: randomUUID(), userId: callerId, postAuthorId: post.userId, productId: post.productId, productSource: post.productSource, sharedAt: at };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ postShare, domainEvent, interaction }) => [
        postShare.create(share).commit(),
        domainEvent.create(domainEventItemOf(postSharedEvent(share), now)).commit(),
        ...(post.productSource === 'catalogue'
          ? [
              interaction
                .update({ userId: callerId, productId: post.productId, type: 'share' })
                .data((a, op) => {
                  op.add(a.count, 1);
                  op.set(a.lastAt, at);
                  op.ifNotExists(a.firstAt, at);
                })
                .commit(),
            ]
          : []),
      ])
      .go(),
  );
  if (canceled) throw new Error(`Share transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  return { postId, shared: true, shareCount: counts.shareCount + 1 };
}
