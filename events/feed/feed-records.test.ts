/**
 * Decisions of the feed processors without a table (issue 19): which records fan out what, which
 * follows sync, which actions reach fit-similar people, that the filter patterns of
 * `processors.ts` let exactly those records through, and the grouped batch's failure reporting.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { processors } from '../processors';
import { passesFilters } from '../../infra/local/streams/filter-patterns';
import { authorChangeOf, fitActionOf, followChangeOf, recordTime } from './feed-records';
import { processGrouped } from './grouped-batch';

type Image = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
const img = (i: Record<string, unknown>) => marshall(i, { removeUndefinedValues: true }) as Image;
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown>, old?: Record<string, unknown>, seq = '1'): DynamoDBRecord => ({
  eventID: `e${seq}`,
  eventName,
  dynamodb: {
    SequenceNumber: seq,
    ApproximateCreationDateTime: 1_772_323_200, // 2026-03-01T00:00:00Z
    ...(eventName === 'REMOVE' ? { OldImage: img(image) } : { NewImage: img(image), ...(old ? { OldImage: img(old) } : {}) }),
  },
});
const filtersOf = (name: string) => processors.find((p) => p.name === name)!.filterPatterns;

const post = { __edb_e__: 'post', postId: 'p1', userId: 'a1', productId: 'prd-1', productSource: 'catalogue', createdAt: '2026-02-01T10:00:00.000Z' };
const share = { __edb_e__: 'postShare', postId: 'p1', shareId: 's1', userId: 'b1', postAuthorId: 'a1', sharedAt: '2026-02-02T10:00:00.000Z' };
const board = { __edb_e__: 'moodboard', moodboardId: 'm1', userId: 'a1', name: 'Fall', isPublic: true, itemCount: 1, createdAt: '2026-01-01T00:00:00.000Z' };
const follow = { __edb_e__: 'follow', followerId: 'f1', followingId: 'a1', createdAt: '2026-01-01T00:00:00.000Z' };
const save = { __edb_e__: 'collectionItem', userId: 'u1', productId: 'prd-2', savedAt: '2026-02-03T00:00:00.000Z', notes: 'Size: M' };
const kept = { __edb_e__: 'closetItem', closetId: 'u1', itemId: 'p-prd-3', userId: 'u1', productId: 'prd-3', size: 'L', order: 'a0', savedAt: '2026-02-04T00:00:00.000Z' };
const like = { __edb_e__: 'interaction', userId: 'u1', productId: 'prd-4', type: 'like', count: 1, firstAt: '2026-02-05T00:00:00.000Z', lastAt: '2026-02-05T00:00:00.000Z' };

describe('feed-fanout: authorChangeOf', () => {
  it('fans a new post out from its author, ranked by its createdAt, id p:<postId>, with its product copied', () => {
    expect(authorChangeOf(record('INSERT', post))).toEqual({
      authorId: 'a1',
      item: { entryId: 'p:p1', type: 'friend_post', rankAt: post.createdAt, actorId: 'a1', postId: 'p1', postAuthorId: 'a1', productId: 'prd-1', productSource: 'catalogue' },
    });
    expect(authorChangeOf(record('INSERT', { ...post, productSource: 'elsewhere' }))).toBeNull();
  });

  it("fans a share out from the sharer (not someone's share of their own post)", () => {
    expect(authorChangeOf(record('INSERT', share))).toMatchObject({
      authorId: 'b1',
      item: { entryId: 's:s1', rankAt: share.sharedAt, actorId: 'b1', postId: 'p1', postAuthorId: 'a1', shareId: 's1' },
      needsPost: true,
    });
    expect(authorChangeOf(record('INSERT', { ...share, userId: 'a1' }))).toBeNull();
  });

  it('withdraws an un-shared share (PostShare REMOVE) by the same entry, and nothing for other removals', () => {
    expect(authorChangeOf(record('REMOVE', share))).toEqual({
      authorId: 'b1',
      item: { entryId: 's:s1', type: 'friend_post', rankAt: share.sharedAt, actorId: 'b1', postId: 'p1', postAuthorId: 'a1', shareId: 's1' },
      removed: true,
    });
    expect(authorChangeOf(record('REMOVE', { ...share, userId: 'a1' }))).toBeNull();
    expect(authorChangeOf(record('REMOVE', post))).toBeNull();
    expect(authorChangeOf(record('REMOVE', board))).toBeNull();
  });

  it('fans a public board out when it gains items or goes public, once per day key, at the record time', () => {
    const change = authorChangeOf(record('MODIFY', board, { ...board, itemCount: 0 }));
    expect(change).toEqual({
      authorId: 'a1',
      item: { entryId: 'm:m1:2026-03-01', type: 'moodboard', rankAt: '2026-03-01T00:00:00.000Z', actorId: 'a1', moodboardId: 'm1' },
      onceKey: 'm1:2026-03-01',
    });
    expect(authorChangeOf(record('MODIFY', board, { ...board, isPublic: false }))).not.toBeNull();
    expect(authorChangeOf(record('MODIFY', { ...board, name: 'Renamed' }, board))).toBeNull(); // a rename is not news
    expect(authorChangeOf(record('MODIFY', { ...board, itemCount: 1 }, { ...board, itemCount: 2 }))).toBeNull(); // an item removed
    expect(authorChangeOf(record('INSERT', { ...board, itemCount: 0 }))).toBeNull(); // empty
    expect(authorChangeOf(record('MODIFY', { ...board, isPublic: false }, board))).toBeNull(); // private
  });

  it('ignores MODIFY of posts, removals and other entities', () => {
    expect(authorChangeOf(record('MODIFY', post, post))).toBeNull();
    expect(authorChangeOf(record('REMOVE', post))).toBeNull();
    expect(authorChangeOf(record('INSERT', follow))).toBeNull();
    expect(authorChangeOf(record('INSERT', { ...post, userId: 7 }))).toBeNull();
  });

  it('its filter lets through exactly posts, shares and public boards', () => {
    const f = filtersOf('feed-fanout');
    expect(passesFilters(f, record('INSERT', post))).toBe(true);
    expect(passesFilters(f, record('INSERT', share))).toBe(true);
    expect(passesFilters(f, record('MODIFY', board, board))).toBe(true);
    expect(passesFilters(f, record('MODIFY', { ...board, isPublic: false }, board))).toBe(false);
    expect(passesFilters(f, record('REMOVE', post))).toBe(false);
    expect(passesFilters(f, record('REMOVE', share))).toBe(true);
    expect(passesFilters(f, record('INSERT', follow))).toBe(false);
  });
});

describe('feed-follows: followChangeOf', () => {
  it('reads follows and unfollows, not self-follows or other entities', () => {
    expect(followChangeOf(record('INSERT', follow))).toEqual({ followerId: 'f1', followingId: 'a1', followed: true });
    expect(followChangeOf(record('REMOVE', follow))).toEqual({ followerId: 'f1', followingId: 'a1', followed: false });
    expect(followChangeOf(record('INSERT', { ...follow, followingId: 'f1' }))).toBeNull();
    expect(followChangeOf(record('MODIFY', follow, follow))).toBeNull();
    expect(followChangeOf(record('INSERT', post))).toBeNull();
    const f = filtersOf('feed-follows');
    expect(passesFilters(f, record('INSERT', follow)) && passesFilters(f, record('REMOVE', follow))).toBe(true);
    expect(passesFilters(f, record('INSERT', post))).toBe(false);
  });
});

describe('feed-fit-matches: fitActionOf', () => {
  it('a save (size from its note), a closet add of a catalogue product (its size) and a product like', () => {
    expect(fitActionOf(record('INSERT', save))).toEqual({ userId: 'u1', productId: 'prd-2', action: 'saved', at: save.savedAt, size: 'M' });
    expect(fitActionOf(record('INSERT', kept))).toEqual({ userId: 'u1', productId: 'prd-3', action: 'kept', at: kept.savedAt, size: 'L' });
    expect(fitActionOf(record('INSERT', like))).toEqual({ userId: 'u1', productId: 'prd-4', action: 'liked', at: like.firstAt, size: null });
    expect(fitActionOf(record('INSERT', { ...save, notes: 'gift' }))!.size).toBeNull();
  });

  it('not custom closet items, views, shares or removals; the filter agrees', () => {
    expect(fitActionOf(record('INSERT', { ...kept, productId: undefined, itemId: 'c-1' }))).toBeNull();
    expect(fitActionOf(record('INSERT', { ...like, type: 'view' }))).toBeNull();
    expect(fitActionOf(record('REMOVE', save))).toBeNull();
    const f = filtersOf('feed-fit-matches');
    for (const r of [save, kept, like]) expect(passesFilters(f, record('INSERT', r))).toBe(true);
    expect(passesFilters(f, record('INSERT', { ...like, type: 'share' }))).toBe(false);
    expect(passesFilters(f, record('REMOVE', save))).toBe(false);
  });
});

describe('recordTime', () => {
  it("is the record's ApproximateCreationDateTime, else the fallback", () => {
    expect(recordTime(record('INSERT', post), new Date(0))).toBe('2026-03-01T00:00:00.000Z');
    expect(recordTime({ eventName: 'INSERT', dynamodb: {} }, new Date(5000))).toBe('1970-01-01T00:00:05.000Z');
  });
});

describe('processGrouped', () => {
  const event = (keys: string[]): DynamoDBStreamEvent => ({
    Records: keys.map((k, i) => ({ eventID: `e${i.toString()}`, eventName: 'INSERT', dynamodb: { SequenceNumber: String(i), Keys: img({ k }) } })),
  });
  const keyOfRecord = (r: DynamoDBRecord) => (r.dynamodb!.Keys!.k as { S: string }).S;

  it('runs one key’s records in order and reports a failed record with the later ones of its group', async () => {
    const seen: string[] = [];
    const out = await processGrouped(
      event(['a', 'b', 'a', 'b', 'a']),
      (r) => r,
      keyOfRecord,
      async (r) => {
        seen.push(r.dynamodb!.SequenceNumber!);
        if (r.dynamodb!.SequenceNumber === '2') throw new Error('boom');
      },
      () => undefined,
    );
    expect(seen.filter((s) => ['0', '2', '4'].includes(s))).toEqual(['0', '2']); // a: stops at its failure
    expect(seen.filter((s) => ['1', '3'].includes(s))).toEqual(['1', '3']);
    expect(out.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['2', '4']);
  });

  it('skips records that decode to nothing', async () => {
    const out = await processGrouped(event(['a']), () => null, () => 'x', () => Promise.reject(new Error('not called')), () => undefined);
    expect(out.batchItemFailures).toEqual([]);
  });
});
