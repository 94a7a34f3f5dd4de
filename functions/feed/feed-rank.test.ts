/**
 * The feed's order, cursor and page merge (issue 19 "the cursor is stable: no item twice and none
 * skipped while new items arrive between pages"), checked on random feeds with fast-check: a
 * simulated Query over stored entries + pulled authors' items, paged to the end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_LIMITS } from '@seamline/shared/contracts/feed-constants';
import { compareRank, decodeCursor, encodeCursor, entryTtl, isActive, mergePage, newestFirst, type RankKey } from './feed-rank';

type E = RankKey & { expired?: boolean };
const BASE = Date.parse('2026-03-01T00:00:00.000Z');
const at = (s: number) => new Date(BASE + s * 1000).toISOString();
const entry = (s: number, id: string): E => ({ rankAt: at(s), entryId: id });

/** What a DynamoDB Query descending, `lt` the cursor, Limit n answers over `stored`. */
function query(stored: readonly E[], after: RankKey | null, limit: number) {
  const older = [...stored].filter((e) => !after || compareRank(e, after) < 0).sort(newestFirst);
  return { data: older.slice(0, limit), hasMore: older.length > limit };
}

/** Page through stored + pulled; `between(n)` may add entries after page n. */
function pageAll(stored: E[], pulled: E[], limit: number, between?: (n: number) => void) {
  const pages: E[][] = [];
  let after: RankKey | null = null;
  for (let n = 1; n < 1000; n++) {
    const q = query(stored, after, limit);
    const page: { items: E[]; last: RankKey | null } = mergePage({ stored: q.data, storedHasMore: q.hasMore, pulled, after, limit });
    pages.push(page.items);
    between?.(n);
    if (!page.last) return pages;
    after = page.last;
  }
  throw new Error('never ends');
}

const idArb = fc.string({ unit: fc.constantFrom('a', 'B', 'c', '1', ':', '-'), minLength: 1, maxLength: 6 });
const entriesArb = fc.uniqueArray(fc.record({ s: fc.integer({ min: 0, max: 5000 }), id: idArb }), { selector: (e) => e.id.toLowerCase(), maxLength: 120 });

describe('compareRank', () => {
  it('orders by time, then by id, the way DynamoDB orders the lower-cased sort keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), idArb, idArb, (a, b, x, y) => {
        const skOf = (e: RankKey) => `$feedentry_1#rankat_${e.rankAt.toLowerCase()}#entryid_${e.entryId.toLowerCase()}`;
        const [ea, eb] = [entry(a, x), entry(b, y)];
        const bytes = skOf(ea) < skOf(eb) ? -1 : skOf(ea) > skOf(eb) ? 1 : 0;
        expect(Math.sign(compareRank(ea, eb))).toBe(bytes);
      }),
    );
  });
});

describe('mergePage', () => {
  it('pages stored and pulled entries to the end: each once, newest first, none lost', () => {
    fc.assert(
      fc.property(entriesArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 30 }), (all, split, limit) => {
        const items = all.map((e) => entry(e.s, e.id));
        const stored = items.slice(0, Math.min(split, items.length));
        const pulled = items.slice(stored.length);
        const served = pageAll(stored, pulled, limit).flat();
        expect(served).toEqual([...items].sort(newestFirst));
      }),
    );
  });

  it('stays stable while entries newer than the cursor arrive between pages (they wait above page 1)', () => {
    fc.assert(
      fc.property(entriesArb, fc.array(idArb, { maxLength: 20 }), fc.integer({ min: 1, max: 25 }), (all, arrivals, limit) => {
        const items = all.map((e) => entry(e.s, e.id));
        const stored = items.filter((_, i) => i % 3 !== 0);
        const pulled = items.filter((_, i) => i % 3 === 0);
        let k = 0;
        const served = pageAll(stored, pulled, limit, () => {
          // New posts arrive with newer times, into either source.
          const id = `new-${(k++).toString()}-${arrivals[k % Math.max(1, arrivals.length)] ?? 'x'}`;
          (k % 2 ? stored : pulled).push(entry(6000 + k, id));
        }).flat();
        expect(served).toEqual([...items].sort(newestFirst));
      }),
    );
  });

  it('never serves an entry twice and keeps the order whatever arrives, wherever (also older than the cursor)', () => {
    fc.assert(
      fc.property(entriesArb, fc.array(fc.integer({ min: 0, max: 7000 }), { maxLength: 30 }), fc.integer({ min: 1, max: 25 }), (all, times, limit) => {
        const stored = all.map((e) => entry(e.s, e.id));
        let k = 0;
        const served = pageAll(stored, [], limit, () => {
          const s = times[k];
          if (s !== undefined) stored.push(entry(s, `late-${(k++).toString()}`));
        }).flat();
        expect(new Set(served.map((e) => e.entryId.toLowerCase())).size).toBe(served.length);
        for (let i = 1; i < served.length; i++) expect(compareRank(served[i - 1]!, served[i]!)).toBeGreaterThan(0);
      }),
    );
  });

  it('counts a post both fanned out and pulled once, and consumes expired entries without serving them', () => {
    const a = entry(10, 'p:1');
    const b = entry(9, 'p:2');
    const expired = { ...entry(8, 'p:3'), expired: true };
    const page = mergePage({ stored: [a, b, expired], storedHasMore: false, pulled: [a], after: null, limit: 25 });
    expect(page.items).toEqual([a, b]);
    expect(page.last).toBeNull();
  });

  it('holds back a pulled entry older than the last stored one read while more stored entries follow', () => {
    const stored = [entry(10, 'p:a'), entry(9, 'p:b')];
    const old = entry(1, 'p:old');
    const page = mergePage({ stored, storedHasMore: true, pulled: [old], after: null, limit: 2 });
    expect(page.items).toEqual(stored);
    expect(page.last).toEqual({ rankAt: at(9), entryId: 'p:b' });
  });
});

describe('cursor', () => {
  it('decodes what it encodes, for its own filter only', () => {
    const c = { filter: 'friends' as const, rankAt: at(5), entryId: 'fm:u1:prd-1:saved', served: 25 };
    expect(decodeCursor(encodeCursor(c), 'friends')).toEqual(c);
    expect(decodeCursor(encodeCursor(c), 'all')).toBeNull();
  });

  it('refuses anything else without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(() => decodeCursor(raw, 'all')).not.toThrow();
      }),
    );
    const forged = (v: Record<string, unknown>) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const bad of [
      'x!',
      forged({ v: 2, f: 'all', r: at(1), e: 'p:1', n: 1 }),
      forged({ v: 1, f: 'all', r: 'yesterday', e: 'p:1', n: 1 }),
      forged({ v: 1, f: 'all', r: at(1), e: 'p 1', n: 1 }),
      forged({ v: 1, f: 'all', r: at(1), e: 'p:1', n: 0 }),
      forged({ v: 1, f: 'all', r: at(1), e: 'p:1', n: FEED_LIMITS.entriesKept + 1 }),
      forged({ v: 1, f: 'all', r: at(1), e: 'p:1', n: 1.5 }),
    ])
      expect(decodeCursor(bad, 'all'), bad).toBeNull();
  });
});

describe('active rule and TTL', () => {
  const now = new Date('2026-03-31T12:00:00.000Z');
  it('a feed read within 30 days is active; never read or older is not', () => {
    expect(isActive('2026-03-01T12:00:00.000Z', now)).toBe(true);
    expect(isActive('2026-03-01T11:59:59.999Z', now)).toBe(false);
    expect(isActive(undefined, now)).toBe(false);
    expect(isActive('garbage', now)).toBe(false);
  });
  it('entries expire 60 days after their rank, and never within the hour', () => {
    expect(entryTtl('2026-03-31T12:00:00.000Z', now)).toBe(Date.parse('2026-05-30T12:00:00.000Z') / 1000);
    expect(entryTtl('2020-01-01T00:00:00.000Z', now)).toBe(now.getTime() / 1000 + 3600);
  });
});
