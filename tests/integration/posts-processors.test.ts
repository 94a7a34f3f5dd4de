/**
 * The posts stream processors against the local runtime (issue 18):
 * - post-counters: PostLike / PostComment / PostShare INSERT / REMOVE → PostCounts (atomic ADD
 *   in one transaction with a StreamReceipt); a redelivered record changes nothing twice, alone
 *   or in a batch applied as a group; records of a deleted post change no count and late
 *   inserts are deleted; a failing record is reported alone in `batchItemFailures`;
 * - post-cleanup: `post.deleted` → the post's likes, comments, shares and counts removed in
 *   bounded rounds, each round idempotent.
 * Hand-built records name items never written to the table (so the runtime's own poller does
 * not count them as well), on posts created through the API.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '@seamline/shared/contracts/posts';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call } from './collections-helpers';
import { createPost, someProductId, STREAM_WAIT } from './posts-helpers';
import { batch, untilApplied } from '../fixtures/stream-batches';

// The failures provoked below are logged by the processor; keep the test output readable.
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const { db, documentClient } = await import('@seamline/functions/_core/aws-clients');
const { handler: postCounters, applyPostCounterRecord } = await import('@seamline/events/processors/post-counters');
const { cleanupRound, cleanupStepOf, ROUND_LIMIT } = await import('@seamline/events/processors/post-cleanup');
const { domainEventOfItem } = await import('@seamline/events/domain-events');

let a: UserWithSession;
let post: Post;
beforeEach(async () => {
  a = await createUserWithSession();
  post = await createPost(a, await someProductId(a));
});

type Entity = { put: (item: never) => { params: () => unknown } };
let sequence = 0;
/** A stream record of `item` of `entity` as DynamoDB delivers it (image = the item ElectroDB writes). */
function recordOf(entity: Entity, eventName: 'INSERT' | 'REMOVE', item: Record<string, unknown>, eventID: string = randomUUID()): DynamoDBRecord {
  const { Item } = entity.put(item as never).params() as { Item: Record<string, unknown> };
  const image = marshall(Item) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  sequence += 1;
  return {
    eventID,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'ddblocal',
    dynamodb: {
      Keys: marshall({ pk: Item.pk, sk: Item.sk }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      ...(eventName === 'INSERT' ? { NewImage: image } : { OldImage: image }),
      SequenceNumber: String(2e20 + sequence),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

const likeOf = (postId: string, userId = randomUUID()) => ({ postId, userId, postAuthorId: a.userId, createdAt: new Date().toISOString() });
const likeRecord = (name: 'INSERT' | 'REMOVE', like: ReturnType<typeof likeOf>, eventID?: string) =>
  recordOf(db.entities.postLike as unknown as Entity, name, like, eventID);

async function counts(postId: string) {
  const { data } = await db.entities.postCounts.get({ postId }).go({ consistent: true });
  return data && { likeCount: data.likeCount ?? 0, commentCount: data.commentCount ?? 0, shareCount: data.shareCount ?? 0 };
}

describe('post-counters processor', () => {
  it('a redelivered like INSERT changes the count once: applied, then redelivered; a batch holding it twice counts it once', async () => {
    const insert = likeRecord('INSERT', likeOf(post.id));
    expect(await applyPostCounterRecord(insert)).toBe('applied');
    expect(await applyPostCounterRecord(insert)).toBe('redelivered');
    expect(await postCounters(batch(insert, insert))).toEqual({ batchItemFailures: [] });
    expect(await counts(post.id)).toEqual({ likeCount: 1, commentCount: 0, shareCount: 0 });

    const twice = likeRecord('INSERT', likeOf(post.id));
    expect(await postCounters(batch(twice, twice))).toEqual({ batchItemFailures: [] });
    expect((await counts(post.id))?.likeCount).toBe(2);
  });

  it('a redelivered unlike REMOVE lowers the count once', async () => {
    const like = likeOf(post.id);
    await postCounters(batch(likeRecord('INSERT', like)));
    const remove = likeRecord('REMOVE', like);
    expect(await postCounters(batch(remove, remove))).toEqual({ batchItemFailures: [] });
    expect(await postCounters(batch(remove))).toEqual({ batchItemFailures: [] });
    expect((await counts(post.id))?.likeCount).toBe(0);
  });

  it('applies a batch of 150 likes, comments and shares of one post as groups, exactly; redelivering it, or a batch half of it, changes nothing twice', async () => {
    const likes = Array.from({ length: 150 }, () => likeRecord('INSERT', likeOf(post.id)));
    const comments = Array.from({ length: 3 }, () =>
      recordOf(db.entities.postComment as unknown as Entity, 'INSERT', {
        commentId: randomUUID(), postId: post.id, userId: randomUUID(), postAuthorId: a.userId, content: 'x', createdAt: new Date().toISOString(),
      }),
    );
    const shares = Array.from({ length: 2 }, () =>
      recordOf(db.entities.postShare as unknown as Entity, 'INSERT', {
        postId: post.id, shareId: randomUUID(), userId: randomUUID(), postAuthorId: a.userId, sharedAt: new Date().toISOString(),
      }),
    );
    const all = [...likes.slice(0, 60), ...comments, ...likes.slice(60), ...shares];
    expect(await postCounters(batch(...all))).toEqual({ batchItemFailures: [] });
    expect(await counts(post.id)).toEqual({ likeCount: 150, commentCount: 3, shareCount: 2 });
    expect(await postCounters(batch(...all))).toEqual({ batchItemFailures: [] });
    const more = Array.from({ length: 40 }, () => likeRecord('INSERT', likeOf(post.id)));
    expect(await postCounters(batch(...likes.slice(100), ...more, ...comments))).toEqual({ batchItemFailures: [] });
    expect(await counts(post.id)).toEqual({ likeCount: 190, commentCount: 3, shareCount: 2 });
  });

  it('a timed-out invocation and its retry running at once (same batch 3× concurrently, and record by record) count every record exactly once', async () => {
    const likes = Array.from({ length: 40 }, () => likeOf(post.id));
    const inserts = likes.map((l) => likeRecord('INSERT', l));
    const comments = Array.from({ length: 5 }, () =>
      recordOf(db.entities.postComment as unknown as Entity, 'INSERT', {
        commentId: randomUUID(), postId: post.id, userId: randomUUID(), postAuthorId: a.userId, content: 'x', createdAt: new Date().toISOString(),
      }),
    );
    const removes = likes.slice(0, 10).map((l) => likeRecord('REMOVE', l));
    const all = [...inserts, ...comments, ...removes];
    await Promise.all([untilApplied(postCounters, all), untilApplied(postCounters, all), untilApplied(postCounters, all), ...all.slice(0, 20).map((r) => applyPostCounterRecord(r))]);
    expect(await counts(post.id)).toEqual({ likeCount: 30, commentCount: 5, shareCount: 0 });
  });

  it('records of a deleted post change no count; a like written after the delete is deleted as an orphan', async () => {
    expect((await call('DELETE', `/api/posts/${post.id}`, a)).status).toBe(200);
    const late = likeOf(post.id);
    // The orphan is written for real: the runtime's poller hands its INSERT to the processor.
    await db.entities.postLike.create(late).go();
    await waitFor('the orphan like to be deleted', async () => (await db.entities.postLike.get({ postId: post.id, userId: late.userId }).go({ consistent: true })).data === null, STREAM_WAIT);
    expect(await applyPostCounterRecord(likeRecord('INSERT', likeOf(post.id)))).toBe('orphan');
    expect(await applyPostCounterRecord(likeRecord('REMOVE', likeOf(post.id)))).toBe('ignored');
    expect(await postCounters(batch(likeRecord('INSERT', likeOf(post.id)), likeRecord('REMOVE', likeOf(post.id))))).toEqual({ batchItemFailures: [] });
    await waitFor('the counts to be deleted', async () => (await counts(post.id)) === null, STREAM_WAIT);
  });

  it('a record that cannot be applied is reported in batchItemFailures (alone or as a group); its neighbours are applied', async () => {
    const other = await createPost(a, await someProductId(a));
    const third = await createPost(a, await someProductId(a));
    // A corrupted counter (a string): ADD fails, the transaction is cancelled for a reason other than the receipt.
    for (const p of [other, third]) {
      const { Item } = db.entities.postCounts.put({ postId: p.id }).params() as { Item: Record<string, unknown> };
      const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
      await documentClient.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...Item, likeCount: 'corrupted' } }));
    }
    const good = likeRecord('INSERT', likeOf(post.id));
    const bad = likeRecord('INSERT', likeOf(other.id));
    const badGroup = [likeRecord('INSERT', likeOf(third.id)), likeRecord('INSERT', likeOf(third.id))];
    const response = await postCounters(batch(good, bad, ...badGroup));
    expect(response.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(
      [bad, ...badGroup].map((r) => r.dynamodb!.SequenceNumber).sort(),
    );
    expect((await counts(post.id))?.likeCount).toBe(1);
  });

  it('ignores records it does not count (MODIFY, other entities, malformed images)', async () => {
    const modify = { ...likeRecord('INSERT', likeOf(post.id)), eventName: 'MODIFY' as const };
    expect(await applyPostCounterRecord(modify)).toBe('ignored');
    const follow = recordOf(db.entities.follow as unknown as Entity, 'INSERT', { followerId: 'x', followingId: 'y', createdAt: new Date().toISOString() });
    expect(await applyPostCounterRecord(follow)).toBe('ignored');
    expect(await counts(post.id)).toBeNull();
  });
});

describe('post-cleanup processor', () => {
  it('removes a popular post’s likes in bounded rounds, then its counts; the post.deleted event names the author', async () => {
    const n = 2 * ROUND_LIMIT + 50;
    const likes = Array.from({ length: n }, () => likeOf(post.id));
    await db.entities.postLike.put(likes).go({ concurrency: 4 });
    const comment = { commentId: randomUUID(), postId: post.id, userId: a.userId, postAuthorId: a.userId, content: 'x', createdAt: new Date().toISOString() };
    await db.entities.postComment.create(comment).go();
    await waitFor('the likes to be counted', async () => (await counts(post.id))?.likeCount === n && (await counts(post.id))?.commentCount === 1, STREAM_WAIT);

    expect((await call('DELETE', `/api/posts/${post.id}`, a)).status).toBe(200);
    const { data: event } = await db.entities.domainEvent.get({ eventId: `post.deleted:${post.id}` }).go();
    expect(domainEventOfItem(event!)).toMatchObject({ type: 'post.deleted', postId: post.id, authorId: a.userId });
    await waitFor(
      'the post’s likes, comment and counts to be gone',
      async () => {
        const [left, comments, c] = await Promise.all([
          db.entities.postLike.query.byPair({ postId: post.id }).go({ consistent: true, limit: 1 }),
          db.entities.postComment.get({ commentId: comment.commentId }).go({ consistent: true }),
          counts(post.id),
        ]);
        return left.data.length === 0 && comments.data === null && c === null;
      },
      { timeoutMs: 45_000 },
    );
    const { data: rounds } = await db.entities.postCleanup.query.byRound({ postId: post.id }).go({ consistent: true });
    expect(rounds.map((r) => r.round).sort()).toEqual([1, 2]);
    // A redelivered round finds nothing left and creates nothing new.
    expect(await cleanupRound(post.id, 1)).toEqual({ deleted: 0, more: false });
    expect((await db.entities.postCleanup.query.byRound({ postId: post.id }).go({ consistent: true })).data).toHaveLength(2);
  });

  it('starts at round 0 from a post.deleted event, continues from a PostCleanup insert, and deletes nothing of a post that exists', async () => {
    const { domainEventItemOf } = await import('@seamline/events/domain-events');
    const { postDeletedEvent } = await import('@seamline/events/post-events');
    const item = domainEventItemOf(postDeletedEvent({ postId: post.id, authorId: a.userId, deletedAt: new Date().toISOString() }));
    const started = recordOf(db.entities.domainEvent as unknown as Entity, 'INSERT', item as unknown as Record<string, unknown>);
    expect(cleanupStepOf(started)).toEqual({ postId: post.id, round: 0 });
    const next = recordOf(db.entities.postCleanup as unknown as Entity, 'INSERT', { postId: post.id, round: 3, ttl: 1 });
    expect(cleanupStepOf(next)).toEqual({ postId: post.id, round: 3 });
    expect(cleanupStepOf({ ...next, eventName: 'REMOVE' })).toBeNull();
    const like = likeOf(post.id);
    await db.entities.postLike.create(like).go();
    expect(await cleanupRound(post.id, 0)).toEqual({ deleted: 0, more: false });
    expect((await db.entities.postLike.get({ postId: post.id, userId: like.userId }).go()).data).not.toBeNull();
  });
});
