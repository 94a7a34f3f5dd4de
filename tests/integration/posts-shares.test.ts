/**
 * Shares once per person (issue 32 §4) over HTTP: a share is a person's repost of a post to their
 * followers, ONE per (person, post). 20 simultaneous shares by one person make exactly one share,
 * one `post.shared` event, one feed entry per follower and one notification; a repeat answers the
 * existing share (200, same count); `DELETE /api/posts/{postId}/share` undoes it (count 0, the feed
 * entries withdrawn, the sharer out of the author's row) and a share after it works again; two
 * people are 'X and Y shared your post' (aggregated per post like likes); `sharedByMe`; the
 * 401 / 403 / 404 / 400 matrix.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareResultSchema, type Post } from '@seamline/shared/contracts/posts';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { follow } from './people-helpers';
import { person, readFeed, storedEntries } from './feed-helpers';
import { bell, waitForBell } from './notifications-helpers';
import { createPost, readPost, share, someProductId, STREAM_WAIT, unshare, waitForCounts } from './posts-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');

/** The share entries (`s:…`) of `postId` stored in `ownerId`'s feed partition. */
const shareEntries = async (ownerId: string, postId: string) => (await storedEntries(ownerId)).filter((e) => e.entryId.startsWith('s:') && e.postId === postId);

/** Every PostShare of the post (table Query on its partition). */
const sharesOf = async (postId: string) => (await db.entities.postShare.query.byPost({ postId }).go({ consistent: true })).data;

/** The `post.shared` DomainEvents `userId` caused. */
const shareEventsBy = async (userId: string, postId: string) => {
  const { data } = await db.entities.domainEvent.query.byActor({ actorId: userId }).go({ pages: 'all' });
  return data.filter((e) => e.type === 'post.shared' && e.eventId.startsWith(`post.shared:${postId}:`));
};

/** The author's post_share rows of `postId`. */
const shareRows = async (author: UserWithSession, postId: string) => (await bell(author, '?limit=100')).items.filter((n) => n.type === 'post_share' && n.postId === postId);

let maya: UserWithSession;
let dee: UserWithSession;
let fans: UserWithSession[];
let post: Post;
beforeAll(async () => {
  [maya, dee, ...fans] = await Promise.all([person('Maya'), person('Dee'), person('Fan'), person('Fin')]);
  // Maya's followers read their feeds (active), so the fan-out writes into their partitions.
  await Promise.all(fans.map((f) => readFeed(f)));
  await Promise.all(fans.map((f) => follow(f, maya)));
  post = await createPost(dee, await someProductId(dee), { caption: 'Share me' });
});

describe('POST /api/posts/{postId}/share: once per person', () => {
  it('20 simultaneous shares by one person: one share, count 1, one event, one feed entry per follower, one notification', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => share(maya, post.id)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    for (const r of answers) expect(shareResultSchema.parse(r.body)).toEqual({ postId: post.id, shared: true, shareCount: 1 });

    const shares = await sharesOf(post.id);
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ userId: maya.userId, postAuthorId: dee.userId });
    expect(await shareEventsBy(maya.userId, post.id)).toHaveLength(1);
    expect(await waitForCounts(maya, post.id, { shareCount: 1 })).toMatchObject({ shareCount: 1, sharedByMe: true });

    for (const fan of fans) {
      await waitFor(`the share in ${fan.user.firstName}'s feed`, async () => (await shareEntries(fan.userId, post.id)).length > 0, STREAM_WAIT);
    }
    const row = await waitForBell(dee, "Dee's share row", (p) => p.items.some((n) => n.type === 'post_share' && n.postId === post.id));
    expect(row.items.filter((n) => n.type === 'post_share' && n.postId === post.id)).toEqual([
      expect.objectContaining({ message: 'Maya shared your post', actorCount: 1 }),
    ]);
    // The counters have settled; nothing more arrives: one entry per follower, one row, count 1.
    for (const fan of fans) expect(await shareEntries(fan.userId, post.id)).toHaveLength(1);
    expect(await shareRows(dee, post.id)).toHaveLength(1);
    expect((await readPost(dee, post.id)).shareCount).toBe(1);
  });

  it('a sequential repeat answers the existing share (200, same count) and writes nothing', async () => {
    const before = await sharesOf(post.id);
    const again = await share(maya, post.id);
    expect(again.status).toBe(200);
    expect(shareResultSchema.parse(again.body)).toEqual({ postId: post.id, shared: true, shareCount: 1 });
    expect(await sharesOf(post.id)).toEqual(before);
    expect(await shareEventsBy(maya.userId, post.id)).toHaveLength(1);
  });

  it('sharedByMe is the sharer’s only', async () => {
    expect((await readPost(maya, post.id)).sharedByMe).toBe(true);
    expect((await readPost(dee, post.id)).sharedByMe).toBe(false);
    const item = (await readFeed(fans[0]!)).items.find((i) => i.id.startsWith('s:') && i.post?.id === post.id);
    expect(item?.post).toMatchObject({ shareCount: 1, sharedByMe: false });
  });
});

describe('DELETE /api/posts/{postId}/share', () => {
  it('un-shares: count 0, the feed entries and the notification row go; un-sharing again is a no-op 200', async () => {
    const res = await unshare(maya, post.id);
    expect(res.status).toBe(200);
    expect(shareResultSchema.parse(res.body)).toEqual({ postId: post.id, shared: false, shareCount: 0 });
    expect(await sharesOf(post.id)).toEqual([]);
    expect(await waitForCounts(maya, post.id, { shareCount: 0 })).toMatchObject({ sharedByMe: false });
    for (const fan of fans) {
      await waitFor(`the share out of ${fan.user.firstName}'s feed`, async () => (await shareEntries(fan.userId, post.id)).length === 0, STREAM_WAIT);
    }
    // The only sharer left the row, so the row is gone (nobody shares the post).
    expect(await shareRows(dee, post.id)).toEqual([]);

    const again = await unshare(maya, post.id);
    expect(again.status).toBe(200);
    expect(shareResultSchema.parse(again.body)).toEqual({ postId: post.id, shared: false, shareCount: 0 });
  });

  it('a share after an un-share works again: a new share, fanned out and told', async () => {
    const res = await share(maya, post.id);
    expect(res.status).toBe(200);
    expect(shareResultSchema.parse(res.body)).toMatchObject({ shared: true, shareCount: 1 });
    expect(await waitForCounts(dee, post.id, { shareCount: 1 })).toMatchObject({ shareCount: 1 });
    for (const fan of fans) {
      await waitFor(`the new share in ${fan.user.firstName}'s feed`, async () => (await shareEntries(fan.userId, post.id)).length === 1, STREAM_WAIT);
    }
    await waitForBell(dee, 'the new share row', (p) => p.items.some((n) => n.type === 'post_share' && n.postId === post.id && n.message === 'Maya shared your post'));
  });

  it("two people's shares are counted 2 and told in ONE row: 'Ben and Maya shared your post'", async () => {
    const ben = await person('Ben');
    expect((await share(ben, post.id)).status).toBe(200);
    expect(await waitForCounts(dee, post.id, { shareCount: 2 })).toMatchObject({ shareCount: 2 });
    await waitForBell(dee, 'the merged share row', (p) => p.items.some((n) => n.type === 'post_share' && n.postId === post.id && n.actorCount === 2));
    const rows = await shareRows(dee, post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Ben and Maya shared your post');
    // Ben un-shares: the row keeps Maya only, the count is 1.
    expect((await unshare(ben, post.id)).status).toBe(200);
    expect(await waitForCounts(dee, post.id, { shareCount: 1 })).toMatchObject({ shareCount: 1 });
    expect(await shareRows(dee, post.id)).toEqual([expect.objectContaining({ message: 'Maya shared your post', actorCount: 1 })]);
  });
});

describe('the share limit (20 shares created an hour)', () => {
  it('share → un-share toggling is refused at the 21st share created (429, the row’s message); repeats and un-shares never count', async () => {
    const [toggler, author] = await Promise.all([person('Tog'), person('Auth')]);
    const theirs = await createPost(author, await someProductId(author));
    const max = RATE_LIMITS.share.max;
    for (let created = 1; created <= max; created++) {
      const res = await share(toggler, theirs.id);
      expect(res.status, `share ${created.toString()}: ${JSON.stringify(res.body)}`).toBe(200);
      // A repeat answers the existing share and takes nothing of the share limit.
      expect((await share(toggler, theirs.id)).status).toBe(200);
      expect((await unshare(toggler, theirs.id)).status).toBe(200);
    }
    // Un-sharing keeps only the like limit; a share created now would be the 21st.
    expect((await unshare(toggler, theirs.id)).status).toBe(200);
    const refused = await share(toggler, theirs.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.share.message });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await sharesOf(theirs.id)).toEqual([]);
  });

  it('simultaneous shares of one person count ONE share created: the losers give their count back', async () => {
    const [sharer, author] = await Promise.all([person('Sim'), person('Auth')]);
    const theirs = await createPost(author, await someProductId(author));
    const answers = await Promise.all(Array.from({ length: 8 }, () => share(sharer, theirs.id)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const { data: slots } = await db.entities.limitSlot.query.byKey({ key: `${RATE_LIMITS.share.key}#${sharer.userId}` }).go({ consistent: true });
    expect(slots.filter((s) => s.expiresAt > Date.now())).toHaveLength(1);
  });
});

describe("un-share and the author's aggregated row", () => {
  it('a row naming fewer people than it counts survives an un-share by someone it counts but no longer names', async () => {
    const [author, d, c, e, f] = await Promise.all([person('Auth'), person('Dan'), person('Cy'), person('Eli'), person('Fay')]);
    const theirs = await createPost(author, await someProductId(author));
    // In this order, each merged before the next: names [Fay, Eli, Cy], count 4 (Dan counted beyond the names).
    for (const [i, sharer] of [d, c, e, f].entries()) {
      expect((await share(sharer, theirs.id)).status).toBe(200);
      await waitForBell(author, `share ${(i + 1).toString()} merged`, (p) => p.items.some((n) => n.type === 'post_share' && n.postId === theirs.id && n.actorCount === i + 1));
    }
    // Fay and Eli un-share: the row names [Cy] and counts 2.
    for (const sharer of [f, e]) expect((await unshare(sharer, theirs.id)).status).toBe(200);
    expect(await shareRows(author, theirs.id)).toEqual([expect.objectContaining({ message: 'Cy and 1 other shared your post', actorCount: 2 })]);
    // Dan un-shares: Cy's share is still told.
    expect((await unshare(d, theirs.id)).status).toBe(200);
    expect(await shareRows(author, theirs.id)).toEqual([expect.objectContaining({ message: 'Cy shared your post', actorCount: 1 })]);
    // Cy, the last one counted, un-shares: the row goes.
    expect((await unshare(c, theirs.id)).status).toBe(200);
    expect(await shareRows(author, theirs.id)).toEqual([]);
  });
});

describe('the refusals', () => {
  it('401 without a session; 404 for an unknown or deleted post; 400 for a malformed id', async () => {
    expect((await share(undefined, post.id)).status).toBe(401);
    expect((await unshare(undefined, post.id)).status).toBe(401);
    expect((await share(maya, randomUUID())).status).toBe(404);
    expect((await unshare(maya, randomUUID())).status).toBe(404);
    const gone = await createPost(dee, await someProductId(dee));
    expect((await call('DELETE', `/api/posts/${gone.id}`, dee)).status).toBe(200);
    expect((await share(maya, gone.id)).status).toBe(404);
    expect((await unshare(maya, gone.id)).status).toBe(404);
    for (const bad of [encodeURIComponent('x y'), 'a'.repeat(300), encodeURIComponent('<script>')]) {
      expect((await share(maya, bad)).status).toBe(400);
      expect((await unshare(maya, bad)).status).toBe(400);
    }
  });

  it('404 between people who blocked one another (issue 33: the post does not exist for them), share and un-share alike', async () => {
    const [author, sharer] = await Promise.all([person('Ada'), person('Sol')]);
    const theirs = await createPost(author, await someProductId(author));
    expect((await share(sharer, theirs.id)).status).toBe(200);
    expect((await call('POST', `/api/users/${sharer.userId}/block`, author)).status).toBe(200);
    const refused = await share(sharer, theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Post not found' });
    const undone = await unshare(sharer, theirs.id);
    expect(undone.status).toBe(404);
    expect(undone.body).toEqual({ message: 'Post not found' });
    expect((await share(author, theirs.id)).status).toBe(200);
  });
});

describe('the share migration (npm run admin:migrate-shares)', () => {
  it('folds old-shape shares (one item per share) into one per person: the earliest kept, the count settles at the people', async () => {
    const { documentClient } = await import('@seamline/functions/_core/aws-clients');
    const { env } = await import('@seamline/functions/_core/env');
    const { currentShapeOf, migrateShares } = await import('@seamline/functions/admin/share-migration');
    const [author, ann, bo] = await Promise.all([person('Ada'), person('Ann'), person('Bo')]);
    const theirs = await createPost(author, await someProductId(author));
    // Shares as they were stored before issue 32: Ann three times, Bo once.
    const old = [
      { userId: ann.userId, sharedAt: '2026-01-01T10:00:00.000Z' },
      { userId: ann.userId, sharedAt: '2026-01-01T09:00:00.000Z' },
      { userId: ann.userId, sharedAt: '2026-01-01T11:00:00.000Z' },
      { userId: bo.userId, sharedAt: '2026-01-02T10:00:00.000Z' },
    ].map((s) => {
      const shareId = randomUUID();
      const attributes = { postId: theirs.id, shareId, postAuthorId: author.userId, ...s };
      const item = currentShapeOf({ ...attributes, pk: '', sk: '' });
      return { ...item, shareId, sk: `$postshare_1#sharedat_${s.sharedAt.toLowerCase()}#shareid_${shareId}` };
    });
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    for (const Item of old) await documentClient.send(new PutCommand({ TableName: env.TABLE_NAME, Item }));
    await waitForCounts(author, theirs.id, { shareCount: 4 });

    const report = await migrateShares({ client: documentClient, tableName: env.TABLE_NAME, segments: 2 });
    expect(report).toMatchObject({ pairs: expect.any(Number), written: expect.any(Number) });
    expect(report.oldItems).toBeGreaterThanOrEqual(4);
    const shares = await sharesOf(theirs.id);
    expect(shares.map((s) => [s.userId, s.sharedAt]).sort()).toEqual(
      [
        [ann.userId, '2026-01-01T09:00:00.000Z'],
        [bo.userId, '2026-01-02T10:00:00.000Z'],
      ].sort(),
    );
    expect(shares.find((s) => s.userId === ann.userId)!.shareId).toBe(old[1]!.shareId);
    await waitForCounts(author, theirs.id, { shareCount: 2 });
    expect((await readPost(ann, theirs.id)).sharedByMe).toBe(true);
    // Run again: nothing left to fold; Ann can un-share the folded share.
    expect((await migrateShares({ client: documentClient, tableName: env.TABLE_NAME })).written).toBe(0);
    expect(shareResultSchema.parse((await unshare(ann, theirs.id)).body)).toMatchObject({ shared: false });
    await waitForCounts(author, theirs.id, { shareCount: 1 });
  });
});
