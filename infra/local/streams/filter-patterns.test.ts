import { describe, expect, it } from 'vitest';
import { processors } from '@seamline/events/processors';
import { passesFilters } from './filter-patterns';

const sessionRemove = {
  eventName: 'REMOVE',
  dynamodb: {
    OldImage: { __edb_e__: { S: 'session' }, ttl: { N: '5' } },
    Keys: { pk: { S: '$seamline#x' } },
  },
};

describe('stream filter patterns', () => {
  it('matches arrays of exact values inside nested objects', () => {
    const patterns = [
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['session'] } } } },
    ];
    expect(passesFilters(patterns, sessionRemove)).toBe(true);
    expect(passesFilters(patterns, { ...sessionRemove, eventName: 'INSERT' })).toBe(false);
    expect(
      passesFilters(patterns, {
        eventName: 'REMOVE',
        dynamodb: { OldImage: { __edb_e__: { S: 'user' } } },
      }),
    ).toBe(false);
    expect(passesFilters(patterns, { eventName: 'REMOVE', dynamodb: {} })).toBe(false);
  });

  it('supports prefix, exists, anything-but and numeric rules', () => {
    expect(
      passesFilters(
        [{ dynamodb: { Keys: { pk: { S: [{ prefix: '$seamline#' }] } } } }],
        sessionRemove,
      ),
    ).toBe(true);
    expect(passesFilters([{ dynamodb: { NewImage: [{ exists: false }] } }], sessionRemove)).toBe(
      true,
    );
    expect(passesFilters([{ dynamodb: { OldImage: [{ exists: true }] } }], sessionRemove)).toBe(
      true,
    );
    expect(
      passesFilters([{ dynamodb: { NewImage: { x: { S: [{ exists: false }] } } } }], sessionRemove),
    ).toBe(true);
    expect(passesFilters([{ eventName: [{ 'anything-but': ['INSERT'] }] }], sessionRemove)).toBe(
      true,
    );
    expect(passesFilters([{ eventName: [{ 'anything-but': 'REMOVE' }] }], sessionRemove)).toBe(
      false,
    );
    expect(passesFilters([{ n: [{ numeric: ['>', 1, '<=', 5] }] }], { n: 5 })).toBe(true);
    expect(passesFilters([{ n: [{ numeric: ['>', 1, '<=', 5] }] }], { n: 6 })).toBe(false);
  });

  it('passes a record matching any one of several patterns, and every record without patterns', () => {
    expect(
      passesFilters([{ eventName: ['INSERT'] }, { eventName: ['REMOVE'] }], sessionRemove),
    ).toBe(true);
    expect(passesFilters([], sessionRemove)).toBe(true);
  });

  it("accepts every processor's own patterns", () => {
    for (const p of processors)
      expect(() => passesFilters(p.filterPatterns, sessionRemove)).not.toThrow();
  });
});
