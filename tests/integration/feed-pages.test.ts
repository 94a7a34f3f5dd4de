/**
 * Issue 19 "Shown by": the feed's pages — 25 newest first with a cursor that stays stable while
 * new items arrive between pages (no item twice, none skipped), filters that return only their
 * type, and the 400 / 403 / 401 matrix.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIMITS } from '@seamline/shared/contracts/feed';
import type { UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call, seededProducts } from './collections-helpers';
import { follow } from './people-helpers';
import { STREAM_WAIT, getFeed, person, postIdsOf, readAll, readFeed, storedEntries } from './feed-helpers';

const MINUTE = 60_000;

/** Post items written straight to the table (as the seeders do), `minutesAgo` each; the processors fan them out. */
async function writePosts(author: UserWithSession, productIds: string[], minutesAgo: (i: number) => number): Promise<string[]> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const now = Date.now();
  const posts = productIds.map((productId, i) => ({
    postId: `fp-${randomUUID()}`,
    userId: author.userId,
    productId,
    productSource: 'catalogue' as const,
    caption: `Look ${i.toString()}`,
    images: [],
    createdAt: new Date(now - minutesAgo(i) * MINUTE).toISOString(),
  }));
  await db.entities.post.put(posts).go();
  return posts.map((p) => p.postId);
}

async function waitStored(ownerId: string, postIds: string[]): Promise<void> {
  await waitFor(`${postIds.length} entries fanned out`, async () => {
    const stored = new Set((await storedEntries(ownerId)).map((e) => e.postId));
    return postIds.every((id) => stored.has(id));
  }, STREAM_WAIT);
}

describe('feed pages', () => {
  let reader: UserWithSession;
  let author: UserWithSession;
  let first: string[];
  beforeAll(async () => {
    [reader, author] = await Promise.all([person('Rita'), person('Aldo')]);
    await readFeed(reader);
    await follow(reader, author);
    const products = (await seededProducts(reader, 40)).map((p) => p.id);
    first = await writePosts(author, products.slice(0, 32), (i) => 60 + i);
    await waitStored(reader.userId, first);
  });

  it('serves 25 items a page, newest first, each once, while new posts arrive between pages', async () => {
    const products = (await seededProducts(reader, 40)).map((p) => p.id);
    let arrived: string[] = [];
    const pages = await readAll(reader, 'friends', async (n) => {
      if (n === 1) {
        arrived = await writePosts(author, products.slice(32, 35), () => 0);
        await waitStored(reader.userId, arrived);
      }
    });
    expect(pages[0]).toHaveLength(FEED_LIMITS.pageSize);
    const served = pages.flatMap(postIdsOf);
    expect(new Set(served).size).toBe(served.length); // never twice
    expect(served).toEqual(first); // none skipped, newest first (first[0] is the newest)
    expect(served.some((id) => arrived.includes(id))).toBe(false); // new ones wait above page 1
    const times = pages.flat().map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Pull to refresh: the new posts are on top.
    expect(postIdsOf((await readFeed(reader, 'friends')).items).slice(0, 3).sort()).toEqual([...arrived].sort());
  });

  it('a cursor of one filter is refused by another, and forged or malformed cursors answer 400', async () => {
    const page = await readFeed(reader, 'friends');
    expect(page.nextCursor).not.toBeNull();
    const other = await getFeed(reader, reader.userId, `?filter=all&cursor=${page.nextCursor!}`);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ message: 'Invalid cursor' });
    for (const bad of ['not-base64!', 'eyJ2IjoyfQ', Buffer.from(JSON.stringify({ v: 1, f: 'all', r: 'yesterday', e: 'p:x', n: 1 })).toString('base64url')]) {
      const res = await getFeed(reader, reader.userId, `?cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid cursor' });
    }
  });

  it('answers 400 with a message for an unknown filter', async () => {
    const res = await getFeed(reader, reader.userId, '?filter=popular');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Unknown feed filter: use all, ai_picks, fit_matches, moodboards or friends' });
  });

  it("answers 403 for another person's feed and 401 without a session", async () => {
    const res = await getFeed(reader, author.userId);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'You can only see your own feed' });
    expect((await getFeed(undefined, reader.userId)).status).toBe(401);
  });

  it('every filter returns only its type, and All Updates holds them all', async () => {
    // A public board with an item by the followed author → a moodboard item.
    const board = await call<{ id: string }>('POST', '/api/moodboards', author, { name: `Board ${randomUUID().slice(0, 6)}`, isPublic: true });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const [product] = await seededProducts(author, 1);
    expect((await call('POST', `/api/moodboards/${board.body.id}/items`, author, { productId: product!.id })).status).toBe(201);
    await waitFor('the moodboard item', async () => (await readFeed(reader, 'moodboards')).items.some((i) => i.moodboard?.id === board.body.id), STREAM_WAIT);

    const expected = { friends: 'friend_post', moodboards: 'moodboard', ai_picks: 'ai_suggestion', fit_matches: 'fit_match' } as const;
    for (const [filter, type] of Object.entries(expected)) {
      const pages = await readAll(reader, filter as keyof typeof expected);
      expect(pages.flat().every((i) => i.type === type), filter).toBe(true);
    }
    expect((await readFeed(reader, 'ai_picks')).items.length).toBeGreaterThan(0);
    const all = (await readAll(reader, 'all')).flat();
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['friend_post', 'moodboard', 'ai_suggestion']));
    const moodboard = all.find((i) => i.type === 'moodboard')!;
    expect(moodboard).toMatchObject({ label: 'Moodboard', actor: { id: author.userId }, moodboard: { id: board.body.id, itemCount: 1 }, reason: "Aldo's moodboard · 1 item" });
  });
});
