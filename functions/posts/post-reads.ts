/**
 * Reads of the posts area: a post by id, many posts' counts and the viewer's likes and shares (BatchGet),
 * and whole post DTOs for a page of posts. Every read is a GetItem, BatchGet or Query on a
 * designed key (`shared/db/README.md`), bounded by the ids asked for (a page, ≤ 100).
 */
import { SOCIAL_ERRORS, type Post } from '@seamline/shared/contracts/posts';
import type { RateLimitName } from '@seamline/shared/contracts/rate-limits';
import { releaseReservation, takeLimited, type Reservation } from '../_core/rate-limit';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { batchGetAll, usersById } from '../people/people-reads';
import { canSeeContent, peopleVisibility, personVisibility } from '../people/visibility';
import { postAuthorOf } from './post-authors';
import { postImageUrls } from './post-photos';
import { productKey, productsOfPosts } from './post-products';
import { countsOf, postDto, type PostCountsView, type PostItem } from './post-views';

/** One post, or null when it does not exist (never created, or deleted). */
export async function postById(postId: string): Promise<PostItem | null> {
  return (await db.entities.post.get({ postId }).go()).data;
}

/**
 * One post.
 * @throws NotFound (404) 'Post not found' (also for a deleted post: readers never show one).
 */
export async function requirePost(postId: string): Promise<PostItem> {
  const post = await postById(postId);
  if (!post) throw new NotFound(SOCIAL_ERRORS.postNotFound);
  return post;
}

/**
 * Throws unless `viewerId` may see `post` (issue 33 §1, §4; the rule: `shared/domain/privacy/visibility.ts`):
 * a removed post is hidden from everyone, its author included; another person's post is hidden
 * when either blocked the other or the author is suspended. Reads nothing for a removed post or
 * one's own; else one Query of the pair's Block rows and one GetItem of the author, in parallel.
 * @throws NotFound (404) 'Post not found' — exactly the answer of a post that does not exist.
 */
export async function assertCanSeePost(viewerId: string, post: Pick<PostItem, 'userId' | 'removedAt'>): Promise<void> {
  // A removed post needs no read: canSeeContent is false whoever the author is.
  const authorVisible = !post.removedAt && (await personVisibility(viewerId, post.userId)) === 'visible';
  if (!canSeeContent(post, authorVisible)) throw new NotFound(SOCIAL_ERRORS.postNotFound);
}

/**
 * Count one attempt of `callerId` against limit `name` for a write on `post` (like, comment,
 * share and their undoing), with {@link assertCanSeePost} started beside it so the check adds no
 * latency. When the post is hidden (or the check fails otherwise) the attempt is given back
 * (`releaseReservation`, one conditional DeleteItem on that path only), so requests answered 404
 * use none of the caller's limit; the 404 is answered even when the limit also refused.
 * @returns the attempt's reservation (release it if the request then stores nothing).
 * @throws NotFound (404) 'Post not found' as {@link assertCanSeePost}; TooManyRequests (429)
 *   past the limit (`takeLimited`).
 */
export async function takeLimitedOnVisiblePost(
  name: RateLimitName,
  callerId: string,
  post: Pick<PostItem, 'userId' | 'removedAt'>,
  now: Date,
): Promise<Reservation> {
  const [limit, check] = await Promise.allSettled([takeLimited(name, callerId, now), assertCanSeePost(callerId, post)]);
  if (check.status === 'rejected') {
    if (limit.status === 'fulfilled') await releaseReservation(limit.value);
    throw check.reason;
  }
  if (limit.status === 'rejected') throw limit.reason;
  return limit.value;
}

/**
 * One post `viewerId` may see: {@link requirePost} then {@link assertCanSeePost}. Likes, comments
 * and shares (and their undoing) of a hidden post answer 404 to both people (issue 33 §1).
 * @throws NotFound (404) 'Post not found' (missing, deleted, removed, or hidden from the viewer).
 */
export async function requireVisiblePost(viewerId: string, postId: string): Promise<PostItem> {
  const post = await requirePost(postId);
  await assertCanSeePost(viewerId, post);
  return post;
}

/** The counts of one post (strongly consistent GetItem; no item = all 0). */
export async function countsOfPost(postId: string): Promise<PostCountsView> {
  const { data } = await db.entities.postCounts.get({ postId }).go({ consistent: true });
  return countsOf(data);
}

/** The counts of many posts (BatchGet; missing = all 0). */
export async function countsByPost(postIds: readonly string[]): Promise<Map<string, PostCountsView>> {
  const keys = [...new Set(postIds)].map((postId) => ({ postId }));
  const items = keys.length ? await batchGetAll(keys, (k) => db.entities.postCounts.get(k).go()) : [];
  const found = new Map(items.map((c) => [c.postId, c]));
  return new Map(keys.map(({ postId }) => [postId, countsOf(found.get(postId))]));
}

/** The ids among `postIds` that `viewerId` likes (BatchGet of the PostLike pairs). */
export async function likedByViewer(viewerId: string, postIds: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(postIds)].map((postId) => ({ postId, userId: viewerId }));
  if (keys.length === 0) return new Set();
  const items = await batchGetAll(keys, (k) => db.entities.postLike.get(k).go({ attributes: ['postId'] }));
  return new Set(items.map((l) => l.postId));
}

/** The ids among `postIds` that `viewerId` shares (BatchGet of the PostShare pairs, issue 32). */
export async function sharedByViewer(viewerId: string, postIds: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(postIds)].map((postId) => ({ postId, userId: viewerId }));
  if (keys.length === 0) return new Set();
  const items = await batchGetAll(keys, (k) => db.entities.postShare.get(k).go({ attributes: ['postId'] }));
  return new Set(items.map((s) => s.postId));
}

/**
 * Post DTOs of stored posts as `viewerId` sees them, in order: authors, the viewer's hidden people
 * (one Query of their Block rows, none when every post is their own), products, counts and the
 * viewer's likes and shares in six parallel reads; image URLs signed locally. Left out: posts
 * whose author no longer exists, removed posts (for everyone, the author included) and posts of
 * authors hidden from the viewer — blocked either way or suspended (issue 33 §1, §4).
 */
export async function hydratePosts(viewerId: string, posts: readonly PostItem[]): Promise<Post[]> {
  const ids = posts.map((p) => p.postId);
  const authorIds = posts.map((p) => p.userId);
  const [users, see, products, counts, liked, shared] = await Promise.all([
    usersById(authorIds),
    peopleVisibility(viewerId, authorIds),
    productsOfPosts(posts),
    countsByPost(ids),
    likedByViewer(viewerId, ids),
    sharedByViewer(viewerId, ids),
  ]);
  const out: Post[] = [];
  for (const post of posts) {
    const user = users.get(post.userId);
    if (!user || !canSeeContent(post, see(user) === 'visible')) continue;
    out.push(
      postDto(post, {
        author: postAuthorOf(user),
        product: products.get(productKey(post)) ?? null,
        counts: counts.get(post.postId) ?? countsOf(null),
        likedByMe: liked.has(post.postId),
        sharedByMe: shared.has(post.postId),
        images: await postImageUrls(post.userId, post.images ?? []),
      }),
    );
  }
  return out;
}
