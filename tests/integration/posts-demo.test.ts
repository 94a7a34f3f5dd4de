/**
 * The demo posts seed (issue 18 "Demo data"): after the runtime's seed step demo people have
 * posts about catalogue products with likes and comments among demo people; Dana Demo (signed in
 * as demo / demo-password) has her posts, each liked and commented on by demo people, with
 * counts the `post-counters` processor derived from the seeded items; a second run writes nothing.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { commentPageSchema, likerPageSchema, postPageSchema, postSchema } from '@seamline/shared/contracts/posts';
import { notificationPageSchema } from '@seamline/shared/contracts/notifications';
import { DEMO_USER, DEMO_USER_PASSWORD } from '@seamline/infra/local/seeders/demo-user';
import { demoSocial, DANA_POSTS } from '@seamline/infra/local/seeders/demo-posts-data';
import { demoPostsSeeder } from '@seamline/infra/local/seeders/demo-posts';
import { signIn } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';

const social = demoSocial();
let cookie: string;
beforeAll(async () => {
  cookie = await signIn(inject('baseUrl'), DEMO_USER.username, DEMO_USER_PASSWORD);
});
const get = (path: string) => api('GET', path, { cookie });

describe('demo posts seed', () => {
  it("shows Dana's posts newest first, each with the seeded likes, comments and shares counted exactly", async () => {
    const mine = social.posts.filter((p) => p.userId === DEMO_USER.id);
    const page = await waitFor(
      'Dana’s post counts',
      async () => {
        const res = postPageSchema.parse((await get(`/api/users/${DEMO_USER.id}/posts`)).body);
        const ok = mine.every((p) => {
          const post = res.items.find((i) => i.id === p.postId);
          return (
            post &&
            post.likeCount === social.likes.filter((l) => l.postId === p.postId).length &&
            post.commentCount === social.comments.filter((c) => c.postId === p.postId).length &&
            post.shareCount === social.shares.filter((x) => x.postId === p.postId).length
          );
        });
        return ok && res;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(page.items.slice(0, 2).map((p) => p.product?.id)).toEqual([...DANA_POSTS].sort((a, b) => a.minutesAgo - b.minutesAgo).map((p) => p.productId));
    const first = page.items[0]!;
    expect(first.likeCount).toBeGreaterThanOrEqual(5);
    const likers = likerPageSchema.parse((await get(`/api/posts/${first.id}/likes`)).body);
    expect(likers.total).toBe(first.likeCount);
    expect(likers.items.every((l) => l.userId.startsWith('demo-person-'))).toBe(true);
    const comments = commentPageSchema.parse((await get(`/api/posts/${first.id}/comments`)).body);
    expect(comments.items.length).toBe(first.commentCount);
    expect(comments.items.every((c) => c.canDelete)).toBe(true);
  });

  it("gives demo people posts about catalogue products that Dana can read, with likedByMe for the ones she liked", async () => {
    const danaLike = social.likes.find((l) => l.userId === DEMO_USER.id)!;
    const author = danaLike.postAuthorId;
    const res = postPageSchema.parse((await get(`/api/users/${author}/posts`)).body);
    expect(res.items.length).toBeGreaterThanOrEqual(1);
    expect(res.items.every((p) => p.product !== null && p.author.id === author)).toBe(true);
    expect(res.items.find((p) => p.id === danaLike.postId)?.likedByMe).toBe(true);
  });

  it("has Dana's share of a followed person's post (sharedByMe) and tells her who shared hers, aggregated per post", async () => {
    const danaShare = social.shares.find((x) => x.userId === DEMO_USER.id)!;
    const post = postSchema.parse((await get(`/api/posts/${danaShare.postId}`)).body);
    expect(post.sharedByMe).toBe(true);
    expect(post.shareCount).toBeGreaterThanOrEqual(1);
    const rows = await waitFor(
      'the share rows of Dana’s posts',
      async () => {
        const page = notificationPageSchema.parse((await get('/api/notifications?limit=50')).body);
        const shareRows = page.items.filter((n) => n.type === 'post_share');
        return shareRows.length === DANA_POSTS.length && shareRows.every((n) => n.actorCount >= 2) && shareRows;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    for (const row of rows) expect(row.message).toMatch(/ and (\d+ others|\S+) shared your post$/);
  });

  it('writes nothing on a second run', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await expect(demoPostsSeeder.run({ db, now: new Date() })).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
