/**
 * Issue 19 "Shown by": fan-out on write over real requests — A follows B; B posts → A's feed has it
 * as friend_post within the stream latency, with real counts; a share reaches the sharer's
 * followers; a follow backfills the followed person's latest posts; unfollow and deleting a post
 * remove their items (at once at read, and from the table by the processor).
 */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@seamline/shared/contracts/posts';
import type { UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call } from './collections-helpers';
import { follow } from './people-helpers';
import { createPost, someProductId } from './posts-helpers';
import { STREAM_WAIT, person, postIdsOf, readFeed, storedEntries, unfollow, waitForItem } from './feed-helpers';
import { closeSockets, subscribedSocket, typeOf } from './notifications-helpers';

describe('feed fan-out on write', () => {
  let ana: UserWithSession;
  let ben: UserWithSession;
  beforeAll(async () => {
    [ana, ben] = await Promise.all([person('Ana'), person('Ben')]);
    await readFeed(ana); // Ana reads her feed: active, so the fan-out writes it
    await follow(ana, ben);
  });

  it("puts B's new post into A's feed as a friend_post with the post's real counts", async () => {
    const post = await createPost(ben, await someProductId(ben), { caption: 'New jacket!' });
    const like = await call('POST', `/api/posts/${post.id}/like`, ana, {});
    expect(like.status).toBe(200);
    const item = await waitForItem(ana, "Ben's post", (i) => i.post?.id === post.id && i.post.likeCount === 1);
    expect(item).toMatchObject({
      id: `p:${post.id}`,
      type: 'friend_post',
      label: 'Friend Post',
      createdAt: post.createdAt,
      actor: { id: ben.userId, firstName: 'Ben' },
      post: { id: post.id, caption: 'New jacket!', likedByMe: true, commentCount: 0, shareCount: 0 },
      product: { source: 'catalogue' },
    });
    expect(item.reason).toMatch(/^Ben posted/);
    expect(item.product!.fitScore).toBeGreaterThanOrEqual(0);
    // The post's product shows Ana's own product like (Discover's like), not the post's.
    expect(item.product!.likedByMe).toBe(false);
    const productLike = await call('POST', '/api/interactions', ana, { productId: item.product!.id, type: 'like', source: 'discover' });
    expect(productLike.status, JSON.stringify(productLike.body)).toBe(200);
    expect((await readFeed(ana)).items.find((i) => i.id === item.id)!.product!.likedByMe).toBe(true);
    // Written by the processor into Ana's partition.
    expect((await storedEntries(ana.userId)).map((e) => e.entryId)).toContain(`p:${post.id}`);
  });

  it("backfills a newly followed person's latest posts", async () => {
    const cleo = await person('Cleo');
    const products = await Promise.all([someProductId(cleo), someProductId(cleo)]);
    const posts: Post[] = [];
    for (const productId of new Set(products)) posts.push(await createPost(cleo, productId));
    await follow(ana, cleo);
    await waitFor('backfilled posts', async () => {
      const ids = postIdsOf((await readFeed(ana)).items);
      return posts.every((p) => ids.includes(p.id));
    }, STREAM_WAIT);
  });

  it("puts a share into the sharer's followers' feeds: 'Ben shared Dee's post'", async () => {
    const dee = await person('Dee');
    const post = await createPost(dee, await someProductId(dee));
    const share = await call('POST', `/api/posts/${post.id}/share`, ben);
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    const item = await waitForItem(ana, 'the share', (i) => i.id.startsWith('s:') && i.post?.id === post.id);
    expect(item).toMatchObject({ type: 'friend_post', actor: { id: ben.userId }, post: { author: { id: dee.userId } }, reason: "Ben shared Dee's post" });
  });

  it('drops a deleted post at once and an unfollowed person’s items, then the processor deletes them', async () => {
    const eve = await person('Eve');
    await follow(ana, eve);
    const kept = await createPost(eve, await someProductId(eve));
    const gone = await createPost(ben, await someProductId(ben));
    await waitFor('both posts in the feed', async () => {
      const ids = postIdsOf((await readFeed(ana)).items);
      return ids.includes(kept.id) && ids.includes(gone.id);
    }, STREAM_WAIT);

    expect((await call('DELETE', `/api/posts/${gone.id}`, ben)).status).toBe(200);
    expect(postIdsOf((await readFeed(ana)).items)).not.toContain(gone.id);

    await unfollow(ana, eve);
    expect(postIdsOf((await readFeed(ana)).items)).not.toContain(kept.id);
    await waitFor("Eve's entries deleted from Ana's partition", async () => {
      const stored = await storedEntries(ana.userId);
      return !stored.some((e) => e.actorId === eve.userId) && !stored.some((e) => e.postId === gone.id);
    }, STREAM_WAIT);
  });

  it("a share REMOVE of a deleted post (post-cleanup deletes its shares) withdraws nothing: readers already drop the post's entries", async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { handler } = await import('@seamline/events/processors/feed-fanout');
    const dee = await person('Dee');
    const post = await createPost(dee, await someProductId(dee));
    expect((await call('POST', `/api/posts/${post.id}/share`, ben)).status).toBe(200);
    const entryOfShare = async () => (await storedEntries(ana.userId)).find((e) => e.entryId.startsWith('s:') && e.postId === post.id);
    await waitFor("Ben's share in Ana's partition", entryOfShare, STREAM_WAIT);
    const { data: shareItem } = await db.entities.postShare.get({ postId: post.id, userId: ben.userId }).go({ consistent: true });
    // The post and its share are gone (as after a post deletion); the share's REMOVE reaches the processor.
    await db.entities.post.delete({ postId: post.id }).go();
    await db.entities.postShare.delete({ postId: post.id, userId: ben.userId }).go();
    const { Item } = db.entities.postShare.put(shareItem!).params() as { Item: Record<string, unknown> };
    const record = {
      eventID: randomUUID(),
      eventName: 'REMOVE',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        Keys: marshall({ pk: Item.pk, sk: Item.sk }),
        OldImage: marshall(Item, { removeUndefinedValues: true }),
        SequenceNumber: '1',
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    } as DynamoDBRecord;
    expect(await handler({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect(await entryOfShare()).toBeDefined();
    expect((await readFeed(ana)).items.some((i) => i.post?.id === post.id)).toBe(false);
  });

  afterEach(closeSockets);

  it("pushes feed_updated to the follower's subscribed socket when a new item reaches their feed (the 'New posts' pill)", async () => {
    const socket = await subscribedSocket(ana);
    const post = await createPost(ben, await someProductId(ben));
    const frame = await socket.waitForMessage((m) => typeOf(m) === 'feed_updated', STREAM_WAIT.timeoutMs);
    expect(frame).toEqual({ type: 'feed_updated', itemType: 'friend_post', createdAt: post.createdAt });
    expect(postIdsOf((await readFeed(ana)).items)[0]).toBe(post.id);
  });
});
