/**
 * Seeder: the demo posts, likes, comments and shares (`demo-posts-data.ts`) so a fresh `npm start`
 * shows posts on profiles, liker lines, comment threads, share counts, shares in feeds and — for
 * Dana Demo — likes, comments and shares received (issue 18 "Demo data"; shares: issue 32).
 *
 * Writes SOURCE items as the API does, in the same transactions: per post the Post and its
 * PostByProduct item; per like the PostLike and its `post.liked` DomainEvent; per comment the
 * PostComment and its `post.commented` DomainEvent; per share the PostShare (keyed by post and
 * sharer, the post's product copied), its `post.shared` DomainEvent and the sharer's Interaction
 * `share` (so the notifications and feed processors see them like real ones). Every item is a conditional create, in transactions of up to 100 items
 * (`writeUnits`). The `post-counters` processor derives PostCounts from them like for real posts.
 *
 * One difference (issue 36 §4, seed time): a DomainEvent is written only when its notification
 * goes to Dana ({@link notifiesDana}). Its only readers are the notifications processor and a
 * person's data export; the demo people cannot sign in, so their ~370 notifications would never
 * be read, and storing them (≈ 9 DynamoDB calls each) was a third of the seed's processing.
 *
 * Idempotent: the marker is the first demo like, written LAST; when it exists the seeder writes
 * nothing (so a post Dana deleted is not brought back). Otherwise posts, likes and comments that
 * exist are read first (BatchGet) and skipped, so an interrupted run is completed; likes and
 * comments of a post that could not be written (Dana already has a post of that product) are
 * left out.
 */
import type { DomainEvent } from '@seamline/events/catalogue';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { planOf } from '@seamline/events/notifications/aggregation';
import { postCommentedEvent, postLikedEvent, postSharedEvent } from '@seamline/events/post-events';
import type { Seeder } from '../seed';
import { demoSocial, type DemoComment, type DemoLike, type DemoPost, type DemoShare } from './demo-posts-data';
import { writeUnits, type Unit } from './demo-people';
import { DEMO_USER } from './demo-user';

/**
 * True when `event`'s notification goes to Dana Demo, the one seeded person who signs in (the
 * notifications processor's own `planOf`): the demo seeds write only these DomainEvents (module doc).
 */
export function notifiesDana(event: DomainEvent): boolean {
  const plan = planOf(event);
  return plan.kind === 'notify' && plan.recipientId === DEMO_USER.id;
}

const MINUTE_MS = 60_000;

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

/** The items of the demo data as the API writes them, at `now`. */
export function demoSocialItems(now: Date, social = demoSocial()) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
  const post = (p: DemoPost) => ({
    postId: p.postId,
    userId: p.userId,
    productId: p.productId,
    productSource: 'catalogue' as const,
    ...(p.caption ? { caption: p.caption } : {}),
    images: [],
    createdAt: at(p.minutesAgo),
  });
  const like = (l: DemoLike) => ({ postId: l.postId, userId: l.userId, postAuthorId: l.postAuthorId, createdAt: at(l.minutesAgo) });
  const share = ({ minutesAgo, ...s }: DemoShare) => ({ ...s, productSource: 'catalogue' as const, sharedAt: at(minutesAgo) });
  return {
    posts: social.posts.map(post),
    likes: social.likes.map(like),
    comments: social.comments.map(({ minutesAgo, ...c }: DemoComment) => ({ ...c, createdAt: at(minutesAgo) })),
    shares: social.shares.map(share),
  };
}

export const demoPostsSeeder: Seeder = {
  name: 'demo posts',
  run: async ({ db, now }) => {
    const { posts, likes, comments, shares } = demoSocialItems(now);
    const [marker, ...otherLikes] = likes;
    if (!marker) throw alreadySeeded();
    const { data: seeded } = await db.entities.postLike.get({ postId: marker.postId, userId: marker.userId }).go();
    if (seeded) throw alreadySeeded();

    const [{ data: havePosts }, { data: haveLikes }, { data: haveComments }, { data: haveShares }] = await Promise.all([
      db.entities.post.get(posts.map(({ postId }) => ({ postId }))).go({ concurrency: 3 }),
      db.entities.postLike.get(otherLikes.map(({ postId, userId }) => ({ postId, userId }))).go({ concurrency: 3 }),
      db.entities.postComment.get(comments.map(({ commentId }) => ({ commentId }))).go({ concurrency: 3 }),
      db.entities.postShare.get(shares.map(({ postId, userId }) => ({ postId, userId }))).go({ concurrency: 3 }),
    ]);
    const present = new Set(havePosts.map((p) => p.postId));
    const liked = new Set(haveLikes.map((l) => `${l.postId}:${l.userId}`));
    const commented = new Set(haveComments.map((c) => c.commentId));
    const shared = new Set(haveShares.map((x) => `${x.postId}:${x.userId}`));

    const missingPosts = posts.filter((p) => !present.has(p.postId));
    const written = await writeUnits(
      db,
      missingPosts.map(
        (p): Unit => ({
          items: 2,
          build: (e) => [
            e.post.create(p).commit(),
            e.postByProduct.create({ userId: p.userId, productId: p.productId, postId: p.postId, createdAt: p.createdAt }).commit(),
          ],
        }),
      ),
    );
    missingPosts.forEach((p, k) => written[k] && present.add(p.postId));

    /** The item's create and, when it notifies Dana, its DomainEvent's (module doc). */
    const withEvent = <C>(create: C, event: DomainEvent, e: Parameters<Unit['build']>[0]) =>
      notifiesDana(event) ? [create, e.domainEvent.create(domainEventItemOf(event, now)).commit()] : [create];
    const likeUnit = (l: (typeof likes)[number]): Unit => ({
      items: 2,
      build: (e) => withEvent(e.postLike.create(l).commit(), postLikedEvent(l), e),
    });
    const units: Unit[] = [
      ...otherLikes.filter((l) => present.has(l.postId) && !liked.has(`${l.postId}:${l.userId}`)).map(likeUnit),
      ...comments
        .filter((c) => present.has(c.postId) && !commented.has(c.commentId))
        .map(
          (c): Unit => ({
            items: 2,
            build: (e) => withEvent(e.postComment.create(c).commit(), postCommentedEvent(c), e),
          }),
        ),
      ...shares
        .filter((x) => present.has(x.postId) && !shared.has(`${x.postId}:${x.userId}`))
        .map(
          (x): Unit => ({
            items: 3,
            build: (e) => [
              ...withEvent(e.postShare.create(x).commit(), postSharedEvent(x), e),
              e.interaction
                .update({ userId: x.userId, productId: x.productId, type: 'share' })
                .data((a, op) => {
                  op.add(a.count, 1);
                  op.set(a.lastAt, x.sharedAt);
                  op.ifNotExists(a.firstAt, x.sharedAt);
                })
                .commit(),
            ],
          }),
        ),
    ];
    await writeUnits(db, units);
    if (present.has(marker.postId)) await writeUnits(db, [likeUnit(marker)]);
  },
};
