/**
 * Pure rules of the feed (issue 19): the one-line reasons, the size of a save's note, which AI
 * Picks a refresh adds, when it is due, and how a pulled author's `recent` list keeps its latest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_LIMITS } from '@seamline/shared/contracts/feed-constants';
import { aiReason, fitMatchReason, moodboardReason, postReason, shareReason, sizeOfNotes } from './feed-reasons';
import { aiPicksDue, nextPicks } from './ai-picks';
import { withoutRecent, withRecent } from './fan-out';
import { newestFirst } from './feed-rank';

const maya = { username: 'maya_k', firstName: 'Maya' };
const ben = { username: 'benji', firstName: null };

describe('reasons', () => {
  it("say why an item is here in one line, e.g. 'Maya · 96% fit match · kept it in M'", () => {
    expect(fitMatchReason(maya, 96, 'kept', 'M')).toBe('Maya · 96% fit match · kept it in M');
    expect(fitMatchReason(maya, 92.6, 'liked', null)).toBe('Maya · 93% fit match · liked it');
    expect(fitMatchReason(null, 94, 'saved', 'S')).toBe('Someone with your fit · 94% fit match · saved it in S');
    expect(postReason(maya, 'Linen Shirt')).toBe('Maya posted · Linen Shirt');
    expect(postReason(ben, null)).toBe('benji posted');
    expect(shareReason(ben, maya)).toBe("benji shared Maya's post");
    expect(aiReason('Fits you in M · Matches your Minimalist style')).toBe('AI pick · Fits you in M · Matches your Minimalist style');
    expect(aiReason('')).toBe('AI pick · Picked for you');
    expect(moodboardReason(maya, 1)).toBe("Maya's moodboard · 1 item");
    expect(moodboardReason(maya, 12)).toBe("Maya's moodboard · 12 items");
  });

  it("read the size of a Save dialog note ('Size: M')", () => {
    expect(sizeOfNotes('Size: M')).toBe('M');
    expect(sizeOfNotes('gift for mum, size:10.5')).toBe('10.5');
    expect(sizeOfNotes('no size here')).toBeNull();
    expect(sizeOfNotes(undefined)).toBeNull();
  });
});

describe('AI Picks refresh', () => {
  it('is due without a refresh and 24 h after the last one', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    expect(aiPicksDue(undefined, now)).toBe(true);
    expect(aiPicksDue('2026-03-01T12:00:00.001Z', now)).toBe(false);
    expect(aiPicksDue('2026-03-01T12:00:00.000Z', now)).toBe(true);
  });

  it('adds the best-ranked products not shown before, and repeats the best when none are left', () => {
    expect(nextPicks(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'c'], 4)).toEqual(['b', 'd', 'e', 'f']);
    expect(nextPicks(['a', 'b', 'c'], ['a', 'b', 'c'], 4)).toEqual(['a', 'b', 'c']);
    expect(nextPicks(['a', 'b', 'c'], ['b'], 4)).toEqual(['a', 'c', 'b']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 24 }), fc.array(fc.string()), (ranked, shown) => {
        const picks = nextPicks(ranked, shown, 4);
        expect(picks.length).toBe(Math.min(4, ranked.length));
        expect(new Set(picks).size).toBe(picks.length);
        expect(picks.every((p) => ranked.includes(p))).toBe(true);
      }),
    );
  });
});

describe("a pulled author's recent list", () => {
  const item = (s: number, id: string) => ({ entryId: id, type: 'friend_post' as const, rankAt: new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString(), postId: id });
  it('keeps each entry once, newest first, the latest 50 (a redelivered item changes nothing)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 80 })), { maxLength: 120 }), (adds) => {
        let recent: ReturnType<typeof withRecent> = [];
        for (const [s, id] of adds) recent = withRecent(recent, [item(s, `p:${id.toString()}`)]);
        expect(recent.length).toBeLessThanOrEqual(FEED_LIMITS.pulledRecentKept);
        expect(new Set(recent.map((r) => r.entryId)).size).toBe(recent.length);
        expect([...recent].sort(newestFirst)).toEqual(recent);
        expect(withRecent(recent, recent.slice(0, 1))).toEqual(recent);
      }),
    );
  });

  it('loses exactly the withdrawn entry (an un-share, issue 32), keeping the order; a second withdrawal changes nothing', () => {
    const recent = withRecent([], [item(3, 's:a'), item(2, 'p:b'), item(1, 's:c')]);
    const without = withoutRecent(recent, 's:a');
    expect(without.map((r) => r.entryId)).toEqual(['p:b', 's:c']);
    expect(withoutRecent(without, 's:a')).toEqual(without);
  });
});
