/**
 * Decisions of the `post-counters` and `post-cleanup` processors, without a table: which
 * records count and how, the net ADD of a group, which records start a cleanup round, and
 * that the filter patterns of `processors.ts` let exactly those records through.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { processors } from '../processors';
import { passesFilters } from '../../infra/local/streams/filter-patterns';
import { counterChangeOf, netDeltas, type CounterChange } from './post-counters';
import { cleanupStepOf } from './post-cleanup';

type Image = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown>, eventID = 'e1'): DynamoDBRecord => ({
  eventID,
  eventName,
  dynamodb: eventName === 'REMOVE' ? { OldImage: marshall(image, { removeUndefinedValues: true }) as Image } : { NewImage: marshall(image, { removeUndefinedValues: true }) as Image },
});

const like = { __edb_e__: 'postLike', postId: 'p1', userId: 'u1', postAuthorId: 'a1', createdAt: '2026-01-01T00:00:00.000Z' };
const comment = { __edb_e__: 'postComment', commentId: 'c1', postId: 'p1', userId: 'u1', postAuthorId: 'a1', content: 'x', createdAt: '2026-01-01T00:00:00.000Z' };
const share = { __edb_e__: 'postShare', postId: 'p1', shareId: 's1', userId: 'u1', postAuthorId: 'a1', sharedAt: '2026-01-01T00:00:00.000Z' };

const filtersOf = (name: string) => processors.find((p) => p.name === name)!.filterPatterns;

describe('post-counters: counterChangeOf', () => {
  it('counts a like, comment or share INSERT as +1 and its REMOVE as −1 on the right field', () => {
    expect(counterChangeOf(record('INSERT', like))).toEqual({
      eventId: 'e1', postId: 'p1', field: 'likeCount', delta: 1, inserted: true, item: { entity: 'postLike', key: { postId: 'p1', userId: 'u1' } },
    });
    expect(counterChangeOf(record('REMOVE', like))).toMatchObject({ field: 'likeCount', delta: -1, inserted: false });
    expect(counterChangeOf(record('INSERT', comment))).toMatchObject({ field: 'commentCount', delta: 1, item: { entity: 'postComment', key: { commentId: 'c1' } } });
    expect(counterChangeOf(record('REMOVE', comment))).toMatchObject({ field: 'commentCount', delta: -1 });
    expect(counterChangeOf(record('INSERT', share))).toMatchObject({
      field: 'shareCount', delta: 1, item: { entity: 'postShare', key: { postId: 'p1', userId: 'u1' } },
    });
  });

  it('ignores MODIFY, other entities, records without an event id and malformed images', () => {
    expect(counterChangeOf(record('MODIFY', like))).toBeNull();
    expect(counterChangeOf(record('INSERT', { ...like, __edb_e__: 'follow' }))).toBeNull();
    expect(counterChangeOf(record('INSERT', like, ''))).toBeNull();
    expect(counterChangeOf(record('INSERT', { ...like, userId: 7 }))).toBeNull();
    expect(counterChangeOf(record('INSERT', { ...comment, commentId: '' }))).toBeNull();
    expect(counterChangeOf(record('INSERT', { ...share, postId: undefined }))).toBeNull();
  });

  it('nets a group of changes into one ADD per field, leaving zero fields out', () => {
    const c = (field: CounterChange['field'], delta: 1 | -1) => ({ field, delta }) as CounterChange;
    expect(netDeltas([c('likeCount', 1), c('likeCount', 1), c('commentCount', 1), c('likeCount', -1), c('shareCount', 1), c('shareCount', -1)])).toEqual({
      likeCount: 1,
      commentCount: 1,
    });
    expect(netDeltas([])).toEqual({});
  });

  it('its filter lets through INSERT and REMOVE of likes, comments and shares only', () => {
    const filters = filtersOf('post-counters');
    for (const image of [like, comment, share]) {
      expect(passesFilters(filters, record('INSERT', image))).toBe(true);
      expect(passesFilters(filters, record('REMOVE', image))).toBe(true);
      expect(passesFilters(filters, record('MODIFY', image))).toBe(false);
    }
    expect(passesFilters(filters, record('INSERT', { __edb_e__: 'post', postId: 'p1' }))).toBe(false);
  });
});

describe('post-cleanup: cleanupStepOf', () => {
  const deleted = { __edb_e__: 'domainEvent', eventId: 'post.deleted:p1', type: 'post.deleted', payload: { postId: 'p1', authorId: 'a1' }, occurredAt: 'x', ttl: 1 };

  it('starts round 0 from a post.deleted event and round n from a PostCleanup insert', () => {
    expect(cleanupStepOf(record('INSERT', deleted))).toEqual({ postId: 'p1', round: 0 });
    expect(cleanupStepOf(record('INSERT', { __edb_e__: 'postCleanup', postId: 'p1', round: 2, ttl: 1 }))).toEqual({ postId: 'p1', round: 2 });
  });

  it('ignores other events, removals and malformed images', () => {
    expect(cleanupStepOf(record('INSERT', { ...deleted, type: 'post.liked' }))).toBeNull();
    expect(cleanupStepOf(record('REMOVE', deleted))).toBeNull();
    expect(cleanupStepOf(record('INSERT', { ...deleted, payload: {} }))).toBeNull();
    expect(cleanupStepOf(record('INSERT', { __edb_e__: 'postCleanup', postId: 'p1', round: '2' }))).toBeNull();
  });

  it('its filter lets through post.deleted events and PostCleanup inserts only', () => {
    const filters = filtersOf('post-cleanup');
    expect(passesFilters(filters, record('INSERT', deleted))).toBe(true);
    expect(passesFilters(filters, record('INSERT', { ...deleted, type: 'user.followed' }))).toBe(false);
    expect(passesFilters(filters, record('INSERT', { __edb_e__: 'postCleanup', postId: 'p1', round: 1 }))).toBe(true);
    expect(passesFilters(filters, record('REMOVE', { __edb_e__: 'postCleanup', postId: 'p1', round: 1 }))).toBe(false);
  });
});
