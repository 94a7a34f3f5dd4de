/**
 * Decisions of the `product-trends` processor, without a table: which records count, the
 * counts and ProductTrend item they lead to, and what a cancelled transaction means.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { processors } from '../processors';
import { passesFilters } from '../../infra/local/streams/filter-patterns';
import { nextCounts, outcomeOf, signalIdOf, trendChangeOf, trendItemOf } from './product-trends';

type Image = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
const record = (
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  image: Record<string, unknown>,
): DynamoDBRecord => ({
  eventID: 'e1',
  eventName,
  dynamodb:
    eventName === 'REMOVE'
      ? { OldImage: marshall(image, { removeUndefinedValues: true }) as Image }
      : { NewImage: marshall(image, { removeUndefinedValues: true }) as Image },
});

const save = {
  __edb_e__: 'collectionItem',
  userId: 'u1',
  productId: 'prd-0001',
  savedAt: '2026-01-01T00:00:00.000Z',
};
const boardSave = {
  __edb_e__: 'moodboardItem',
  moodboardId: 'b1',
  userId: 'u1',
  productId: 'prd-0001',
};
const like = {
  __edb_e__: 'interaction',
  userId: 'u2',
  productId: 'prd-0002',
  type: 'like',
  count: 1,
};
const signal = {
  __edb_e__: 'trendSignal',
  signalId: 'like:u2:prd-0002',
  productId: 'prd-0002',
  kind: 'like',
  ttl: 1,
};

describe('product-trends: which records count', () => {
  it('a collection or moodboard save INSERT is a save with one signal id per person and product', () => {
    expect(trendChangeOf(record('INSERT', save))).toEqual({
      op: 'count',
      kind: 'save',
      userId: 'u1',
      productId: 'prd-0001',
      signalId: 'save:u1:prd-0001',
    });
    // The same product saved to a board by the same person: the same signal (counts once).
    expect(trendChangeOf(record('INSERT', boardSave))?.signalId).toBe(
      signalIdOf('save', 'u1', 'prd-0001'),
    );
  });

  it('a like INSERT is a like; views, shares, modifies and removes of saves are nothing', () => {
    expect(trendChangeOf(record('INSERT', like))).toMatchObject({
      op: 'count',
      kind: 'like',
      signalId: 'like:u2:prd-0002',
    });
    expect(trendChangeOf(record('INSERT', { ...like, type: 'view' }))).toBeNull();
    expect(trendChangeOf(record('INSERT', { ...like, type: 'share' }))).toBeNull();
    expect(trendChangeOf(record('MODIFY', like))).toBeNull();
    expect(trendChangeOf(record('REMOVE', save))).toBeNull();
    expect(trendChangeOf(record('INSERT', { ...save, __edb_e__: 'follow' }))).toBeNull();
    expect(trendChangeOf(record('INSERT', { ...save, userId: undefined }))).toBeNull();
  });

  it('a TrendSignal REMOVE (TTL expiry) takes its kind off its product', () => {
    expect(trendChangeOf(record('REMOVE', signal))).toEqual({
      op: 'expire',
      kind: 'like',
      productId: 'prd-0002',
      signalId: 'like:u2:prd-0002',
    });
    expect(trendChangeOf(record('REMOVE', { ...signal, kind: 'poke' }))).toBeNull();
    expect(trendChangeOf(record('INSERT', signal))).toBeNull();
  });

  it('the filter patterns deliver exactly these records', () => {
    const def = processors.find((p) => p.name === 'product-trends')!;
    const passes = (r: DynamoDBRecord) => passesFilters(def.filterPatterns, r as never);
    expect(passes(record('INSERT', save))).toBe(true);
    expect(passes(record('INSERT', boardSave))).toBe(true);
    expect(passes(record('INSERT', like))).toBe(true);
    expect(passes(record('REMOVE', signal))).toBe(true);
    expect(passes(record('INSERT', { ...like, type: 'view' }))).toBe(false);
    expect(passes(record('REMOVE', save))).toBe(false);
    expect(passes(record('INSERT', signal))).toBe(false);
  });
});

describe('product-trends: counts and the ProductTrend item', () => {
  it('adds and subtracts one of a kind, never below 0', () => {
    expect(nextCounts(null, 'save', 1)).toEqual({ saves: 1, likes: 0 });
    expect(nextCounts({ saves: 2, likes: 3 }, 'like', 1)).toEqual({ saves: 2, likes: 4 });
    expect(nextCounts({ saves: 2, likes: 3 }, 'save', -1)).toEqual({ saves: 1, likes: 3 });
    expect(nextCounts({ saves: 0, likes: 0 }, 'like', -1)).toEqual({ saves: 0, likes: 0 });
    expect(nextCounts(null, 'like', -1)).toEqual({ saves: 0, likes: 0 });
  });

  it('score = saves + likes, on the trending board only while > 0', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(trendItemOf('p', { saves: 2, likes: 1 }, now)).toEqual({
      productId: 'p',
      saves: 2,
      likes: 1,
      score: 3,
      board: 'trending',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(trendItemOf('p', { saves: 0, likes: 0 }, now)).not.toHaveProperty('board');
  });
});

describe('product-trends: a cancelled transaction', () => {
  const CCF = { code: 'ConditionalCheckFailed' };
  const NONE = { code: 'None' };
  it('only the receipt refused = redelivery', () => {
    expect(outcomeOf('count', [CCF, NONE, NONE])).toBe('redelivered');
    expect(outcomeOf('expire', [CCF, NONE])).toBe('redelivered');
    // Applied before: the signal and the trend moved on too.
    expect(outcomeOf('count', [CCF, CCF, CCF])).toBe('redelivered');
  });
  it('the signal exists = this person already counts for the product in the window', () => {
    expect(outcomeOf('count', [NONE, CCF, NONE])).toBe('already-counted');
    expect(outcomeOf('count', [NONE, CCF, CCF])).toBe('already-counted');
  });
  it('only the trend refused = a lost race (read again and retry)', () => {
    expect(outcomeOf('count', [NONE, NONE, CCF])).toBe('lost-race');
    expect(outcomeOf('expire', [NONE, CCF])).toBe('lost-race');
  });
  it('anything else is an error', () => {
    expect(outcomeOf('count', [NONE, NONE, { code: 'ThrottlingError' }])).toBe('error');
    expect(outcomeOf('count', [NONE, NONE, NONE])).toBe('error');
    expect(outcomeOf('expire', [{ code: 'TransactionConflict' }, NONE])).toBe('error');
  });
});
