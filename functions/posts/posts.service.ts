/**
 * Posts (issue 18; spec 02 §3 Post, §4 Like toggle's lazy post, §7 posts calls): create, the
 * caller's post of a product (get-or-create, one per (caller, product)), read, delete, and a
 * person's posts newest first. Counts come from PostCounts (kept by the `post-counters`
 * processor); deleting emits `post.deleted` in the same transaction and the `post-cleanup`
 * processor removes the post's likes, comments, shares and counts afterwards.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { SOCIAL_ERRORS, SOCIAL_LIMITS, type createPostSchema, type Post, type postPageSchema } from '@seamline/shared/contracts/posts';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { postDeletedEvent } from '@seamline/events/post-events';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { writeTransaction } from '../collections/transactions';
import { withCursor } from '../people/pages';
import { assertCanSeePerson, canSeeContent } from '../people/visibility';
import { assertCallerId } from './caller';
import { deletePostPhotos } from './post-photos';
import { storePostPhotos } from './post-photo-store';
import { fileImageReview } from '../media/image-moderation';
import { resolvePostProduct, type ProductRef } from './post-products';
import { hydratePosts, postById, requirePost } from './post-reads';
import type { PostItem } from './post-views';
import { takeLimited } from '../_core/rate-limit';

type CreatePostInput = z.infer<typeof createPostSchema>;
type PostPage = z.infer<typeof postPageSchema>;

/** The DTO of one stored post as `viewerId` sees it. @throws NotFound (404) when its author is gone. */
async function viewOf(viewerId: string, post: PostItem): Promise<Post> {
  const [dto] = await hydratePosts(viewerId, [post]);
  if (!dto) throw new NotFound(SOCIAL_ERRORS.postNotFound);
  return dto;
}

const newPost = (authorId: string, ref: ProductRef, now: Date, extra: { caption?: string; images?: string[] } = {}): PostItem => ({
  postId: randomUUID(),
  userId: authorId,
  productId: ref.productId,
  productSource: ref.productSource,
  ...(extra.caption ? { caption: extra.caption } : {}),
  images: extra.images ?? [],
  createdAt: now.toISOString(),
});

/**
 * `POST /api/posts`: the caller posts about a product, with an optional caption (trimmed by the
 * contract; blank = none) and up to 4 photos they uploaded. The post also becomes the caller's
 * post of that product (PostByProduct) when they have none yet — or when theirs was removed by
 * an admin (issue 33 §4: a removed post counts as absent; the marker is repointed with a
 * conditional write on the removed post's id) — so a later like on the item lands on it.
 * Order: caller check, product check, rate limit, photos (re-encoded), then the Post item.
 * @throws Forbidden (403) for another person's `userId` or an upload key outside the caller's
 *   prefix; NotFound (404) 'Product not found'; TooManyRequests (429) past 10 posts a minute;
 *   BadRequest (400) for a missing upload, bytes that are not an image, or a photo refused by
 *   image moderation (issue 33 §5).
 */
export async function createPost(callerId: string, input: CreatePostInput, now = new Date()): Promise<Post> {
  assertCallerId(callerId, input.userId);
  const ref = await resolvePostProduct(callerId, input.productId);
  await takeLimited('post', callerId, now);
  const photos = input.images?.length ? await storePostPhotos(callerId, input.images) : { photoIds: [], review: null };
  const images = photos.photoIds;
  const post = newPost(callerId, ref, now, { caption: input.caption, images });
  try {
    await db.entities.post.create(post).go();
  } catch (error) {
    await deletePostPhotos(callerId, images);
    throw error;
  }
  try {
    await db.entities.postByProduct.create({ userId: callerId, productId: ref.productId, postId: post.postId, createdAt: post.createdAt }).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    // The caller already has a post of this product: that one stays the item's post, unless removed.
    const existing = await existingProductPost(callerId, ref.productId);
    if (existing && isRemoved(existing)) await repointProductPost(callerId, existing.postId, post).catch(ignoreConditionalFailure);
  }
  // Issue 33 §5: a borderline photo is stored, and the post is queued for an admin's review.
  await fileImageReview({ targetType: 'post', targetId: post.postId, what: 'Post photo' }, photos.review, now);
  return viewOf(callerId, post);
}

/** A conditional write that lost its condition changed nothing: the other writer's state stands. */
const ignoreConditionalFailure = (error: unknown): void => {
  if (!isConditionalFailure(error)) throw error;
};

/**
 * Removed by an admin (`canSeeContent` false whoever the author: issue 33 §4)? For creating, such
 * a post counts as absent: the author gets a new post of the product.
 */
const isRemoved = (post: PostItem): boolean => !canSeeContent(post, true);

/**
 * Point the caller's PostByProduct marker from `fromPostId` (a removed post) to `post`, only while
 * it still names `fromPostId` (`POST /api/posts`: the post is already stored).
 * @throws the conditional failure when the marker moved meanwhile.
 */
async function repointProductPost(callerId: string, fromPostId: string, post: PostItem): Promise<void> {
  // A conditional PutItem: the marker's attributes are readOnly (never patched, only replaced whole).
  await db.entities.postByProduct
    .put({ userId: callerId, productId: post.productId, postId: post.postId, createdAt: post.createdAt })
    .where((a, op) => op.eq(a.postId, fromPostId))
    .go({ response: 'none' });
}

/** The caller's post of a product through its PostByProduct item (a removed one too), or null (a stale item is removed). */
async function existingProductPost(callerId: string, productId: string): Promise<PostItem | null> {
  const { data: marker } = await db.entities.postByProduct.get({ userId: callerId, productId }).go({ consistent: true });
  if (!marker) return null;
  const post = await postById(marker.postId);
  if (post) return post;
  // Its post was deleted without it (cannot normally happen: they go in one transaction).
  await db.entities.postByProduct
    .delete({ userId: callerId, productId })
    .where((a, op) => op.eq(a.postId, marker.postId))
    .go()
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
  return null;
}

/** Attempts of the get-or-create (a lost race re-reads the winner's post). */
const PRODUCT_POST_ATTEMPTS = 3;

/**
 * `PUT /api/posts/by-product/{productId}`: the caller's post of a product, created once (spec 02
 * §4: "If the item has no post yet, a post is created first"). The PostByProduct item and the
 * Post are created in ONE transaction, the item with `attribute_not_exists(pk)`: of two
 * concurrent calls (double click, two tabs) one creates, the other's transaction is cancelled
 * and it answers the winner's post. Creating counts as a post for the rate limit; finding does not.
 * A post removed by an admin counts as absent (issue 33 §4): a new post is created and the marker
 * repointed in the same kind of transaction, conditional on the marker still naming the removed
 * post (so concurrent calls again create one).
 * @throws NotFound (404) 'Product not found'; TooManyRequests (429) when it would create past
 *   10 posts a minute.
 */
export async function productPost(callerId: string, productId: string, now = new Date()): Promise<Post> {
  for (let attempt = 1; ; attempt++) {
    const existing = await existingProductPost(callerId, productId);
    if (existing && !isRemoved(existing)) return viewOf(callerId, existing);
    if (attempt > PRODUCT_POST_ATTEMPTS) throw new Error('The post of this product keeps changing');
    const ref = await resolvePostProduct(callerId, productId);
    if (attempt === 1) await takeLimited('post', callerId, now);
    const post = newPost(callerId, ref, now);
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ postByProduct, post: posts }) => [
          existing
            ? // Its post was removed (issue 33 §4): the marker moves to the new post, only while it still names the removed one.
              postByProduct.put({ userId: callerId, productId, postId: post.postId, createdAt: post.createdAt }).where((a, op) => op.eq(a.postId, existing.postId)).commit()
            : postByProduct.create({ userId: callerId, productId, postId: post.postId, createdAt: post.createdAt }).commit(),
          posts.create(post).commit(),
        ])
        .go(),
    );
    if (!canceled) return viewOf(callerId, post);
    if (reasons[0]?.code !== 'ConditionalCheckFailed')
      throw new Error(`Product post transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    // Another request created it first: read theirs on the next turn.
  }
}

/**
 * `GET /api/posts/{postId}`: one post with its counts and whether the viewer likes it.
 * @throws NotFound (404) 'Post not found' (never created, deleted, its author is gone; issue 33:
 *   removed — for its author too —, or its author blocked the viewer or was blocked by them, or is
 *   suspended: {@link hydratePosts} leaves it out).
 */
export async function getPost(viewerId: string, postId: string): Promise<Post> {
  return viewOf(viewerId, await requirePost(postId));
}

/**
 * `DELETE /api/posts/{postId}`: the author deletes their post. ONE transaction: the Post
 * (`attribute_exists`), its PostByProduct item when it names this post, and the `post.deleted`
 * DomainEvent (which starts the `post-cleanup` processor: likes, comments, shares, counts;
 * notifications are the notifications area's consumer). Then its photos are deleted (best effort).
 * @throws NotFound (404) 'Post not found'; Forbidden (403) 'Only the author can delete this post.'
 */
export async function deletePost(callerId: string, postId: string, now = new Date()): Promise<{ deleted: true }> {
  const post = await requirePost(postId);
  if (post.userId !== callerId) throw new Forbidden(SOCIAL_ERRORS.notYourPost);
  const { data: marker } = await db.entities.postByProduct.get({ userId: callerId, productId: post.productId }).go({ consistent: true });
  const event = domainEventItemOf(postDeletedEvent({ postId, authorId: callerId, deletedAt: now.toISOString() }), now);
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ post: posts, postByProduct, domainEvent }) => [
        posts.remove({ postId }).commit(),
        domainEvent.create(event).commit(),
        ...(marker?.postId === postId
          ? [postByProduct.delete({ userId: callerId, productId: post.productId }).where((a, op) => op.eq(a.postId, postId)).commit()]
          : []),
      ])
      .go(),
  );
  if (canceled) {
    // Deleted by a concurrent request (the post's or the event's condition): it is gone.
    if (reasons[0]?.code === 'ConditionalCheckFailed' || reasons[1]?.code === 'ConditionalCheckFailed') throw new NotFound(SOCIAL_ERRORS.postNotFound);
    throw new Error(`Post delete transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  await deletePostPhotos(callerId, post.images ?? []);
  return { deleted: true };
}

/**
 * `GET /api/users/{userId}/posts`: a person's posts, newest first (Post gsi1), 20 a page by
 * default (`limit` 1–100), for any signed-in viewer; removed posts are left out (a page can hold
 * fewer than `limit`; the cursor goes on).
 * @throws NotFound (404) 'User not found' — also when the person is hidden from the viewer (a
 *   block either way, or suspended; issue 33 §1), exactly as for an unknown id; BadRequest (400)
 *   'Invalid cursor'.
 */
export async function userPosts(
  viewerId: string,
  userId: string,
  { cursor, limit = SOCIAL_LIMITS.postsPage }: { cursor?: string; limit?: number },
): Promise<PostPage> {
  const [, page] = await Promise.all([
    assertCanSeePerson(viewerId, userId, PEOPLE_ERRORS.userNotFound),
    withCursor(cursor, db.entities.post.query.byAuthor({ userId }), (q, c) => q.go({ order: 'desc', limit, cursor: c })),
  ]);
  return { items: await hydratePosts(viewerId, page.data), nextCursor: page.cursor };
}
