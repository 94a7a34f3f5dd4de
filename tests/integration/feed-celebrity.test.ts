/**
 * Issue 19 "Shown by": hybrid fan-out — an author with more followers than the celebrity threshold
 * (5 in the integration runtime; 5,000 by default) is not fanned out: the post is ONE write to the
 * author's FeedAuthor `recent` list and every follower's page merges it at read. A returning
 * (inactive) reader's feed is rebuilt from the people they follow on first read: their posts and
 * their shares of other people's posts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call } from './collections-helpers';
import { follow } from './people-helpers';
import { createPost, someProductId } from './posts-helpers';
import { STREAM_WAIT, lastReadDaysAgo, person, postIdsOf, readFeed, storedEntries, waitForItem } from './feed-helpers';

describe('celebrity path (followers above the threshold)', () => {
  let star: UserWithSession;
  let fans: UserWithSession[];
  beforeAll(async () => {
    star = await person('Stella');
    fans = await Promise.all(Array.from({ length: 6 }, (_, i) => person(`Fan${i.toString()}`)));
    await Promise.all(fans.map((f) => readFeed(f)));
    for (const f of fans) await follow(f, star);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await waitFor('6 followers counted', async () => (await db.entities.profileStats.get({ userId: star.userId }).go()).data?.followers === 6, STREAM_WAIT);
  });

  it("merges the star's post into every follower's page at read, with no entry written per follower", async () => {
    const post = await createPost(star, await someProductId(star), { caption: 'Hello fans' });
    for (const f of fans) {
      const item = await waitForItem(f, 'the star’s post', (i) => i.post?.id === post.id);
      expect(item).toMatchObject({ type: 'friend_post', actor: { id: star.userId }, post: { caption: 'Hello fans' } });
    }
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { data: author } = await db.entities.feedAuthor.get({ authorId: star.userId }).go();
    expect(author).toMatchObject({ pulled: true });
    expect(author!.recent!.map((r) => r.postId)).toContain(post.id);
    for (const f of fans) expect((await storedEntries(f.userId)).some((e) => e.postId === post.id)).toBe(false);
  });

  it('a new follower of the star sees their posts merged at once (FeedPull marker on follow)', async () => {
    const post = await createPost(star, await someProductId(star));
    await waitFor('the post in a fan’s recent list', async () => {
      const { db } = await import('@seamline/functions/_core/aws-clients');
      const { data } = await db.entities.feedAuthor.get({ authorId: star.userId }).go();
      return data?.recent?.some((r) => r.postId === post.id);
    }, STREAM_WAIT);
    const late = await person('Late');
    await readFeed(late);
    await follow(late, star);
    await waitForItem(late, 'the star’s post', (i) => i.post?.id === post.id);
  });

  it('the merged pages keep the cursor rules: the star’s posts and stored posts interleave by time, each once', async () => {
    const friend = await person('Fred');
    const reader = fans[0]!;
    await follow(reader, friend);
    const mine = await createPost(friend, await someProductId(friend));
    await waitForItem(reader, 'the friend’s post', (i) => i.post?.id === mine.id);
    const items = (await readFeed(reader, 'friends')).items;
    const ids = postIdsOf(items);
    expect(new Set(ids).size).toBe(ids.length);
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('returning reader (inactive: feed not read for 30 days)', () => {
  it('writes nothing into an inactive feed and rebuilds it on the first read', async () => {
    const [back, poster, witness] = await Promise.all([person('Bea'), person('Paz'), person('Wit')]);
    await Promise.all([readFeed(back), readFeed(witness)]);
    await follow(back, poster);
    await follow(witness, poster);
    await lastReadDaysAgo(back.userId, 31);
    const post = await createPost(poster, await someProductId(poster));
    // One fan-out serves both followers: once the active one has the post, Bea was skipped.
    await waitFor('the post in the active follower’s partition', async () => (await storedEntries(witness.userId)).some((e) => e.postId === post.id), STREAM_WAIT);
    expect((await storedEntries(back.userId)).some((e) => e.postId === post.id)).toBe(false);

    const page = await readFeed(back);
    expect(page.rebuilt).toBe(true);
    expect(postIdsOf(page.items)).toContain(post.id);
    expect((await storedEntries(back.userId)).some((e) => e.postId === post.id)).toBe(true);
    expect((await readFeed(back)).rebuilt).toBe(false);
  });

  it("rebuilds the shares of the people they follow too: 'Sol shared Ada's post' is in the rebuilt feed", async () => {
    const [back, sharer, author, witness] = await Promise.all([person('Rex'), person('Sol'), person('Ada'), person('Wyn')]);
    await Promise.all([readFeed(back), readFeed(witness)]);
    await follow(back, sharer);
    await follow(witness, sharer);
    const post = await createPost(author, await someProductId(author), { caption: 'Worth a share' });
    await lastReadDaysAgo(back.userId, 31);
    const shared = await call('POST', `/api/posts/${post.id}/share`, sharer);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const isShare = (e: { entryId: string; postId?: string }) => e.entryId.startsWith('s:') && e.postId === post.id;
    // The share's fan-out reached the active follower; the inactive one was skipped.
    await waitFor('the share in the active follower’s partition', async () => (await storedEntries(witness.userId)).some(isShare), STREAM_WAIT);
    expect((await storedEntries(back.userId)).some(isShare)).toBe(false);

    const page = await readFeed(back);
    expect(page.rebuilt).toBe(true);
    const item = page.items.find((i) => i.id.startsWith('s:') && i.post?.id === post.id);
    expect(item).toMatchObject({
      type: 'friend_post',
      actor: { id: sharer.userId },
      post: { id: post.id, author: { id: author.userId }, caption: 'Worth a share', shareCount: expect.any(Number) },
      product: { source: 'catalogue' },
      reason: "Sol shared Ada's post",
    });
    // Written into the partition with the post's product copied from the share (no Post read at fan-out or rebuild).
    const stored = (await storedEntries(back.userId)).find(isShare);
    expect(stored).toMatchObject({ actorId: sharer.userId, postAuthorId: author.userId, productId: item!.product!.id, productSource: 'catalogue' });
  });

  it('a person who never opened the feed gets it built from the people they follow on the first read', async () => {
    const [fresh, poster] = await Promise.all([person('Nia'), person('Oto')]);
    const post = await createPost(poster, await someProductId(poster));
    await follow(fresh, poster);
    const page = await readFeed(fresh);
    expect(page.rebuilt).toBe(true);
    expect(postIdsOf(page.items)).toContain(post.id);
  });
});
