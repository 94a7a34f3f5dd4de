/**
 * The demo activity on the catalogue: deterministic, inside the trending window, distinct per
 * person and kind, and skewed so the leaders clearly lead 'Trending Now'.
 */
import { describe, expect, it } from 'vitest';
import { TRENDING_WINDOW_DAYS } from '@seamline/shared/contracts/catalogue';
import { CATALOGUE_SIZE, productIdOf } from './catalogue-data';
import { DANA_MOODBOARD, DANA_SAVES, TRENDING_LEADERS, demoActivity } from './catalogue';
import { demoPeople } from './demo-people-data';

const activity = demoActivity();
const catalogueIds = new Set(Array.from({ length: CATALOGUE_SIZE }, (_, i) => productIdOf(i)));

describe('demo catalogue activity', () => {
  it('is deterministic and within the trending window', () => {
    expect(demoActivity()).toEqual(activity);
    for (const a of activity) {
      expect(a.minutesAgo).toBeGreaterThan(0);
      expect(a.minutesAgo).toBeLessThan((TRENDING_WINDOW_DAYS - 1) * 24 * 60);
      expect(catalogueIds.has(a.productId)).toBe(true);
    }
  });

  it('gives every demo person 1–3 saves and 1–4 likes of distinct products', () => {
    for (const { id } of demoPeople()) {
      const mine = activity.filter((a) => a.userId === id);
      const saves = mine.filter((a) => a.kind === 'save').map((a) => a.productId);
      const likes = mine.filter((a) => a.kind === 'like').map((a) => a.productId);
      expect(saves.length).toBeGreaterThanOrEqual(1);
      expect(saves.length).toBeLessThanOrEqual(3);
      expect(likes.length).toBeGreaterThanOrEqual(1);
      expect(likes.length).toBeLessThanOrEqual(4);
      expect(new Set(saves).size).toBe(saves.length);
      expect(new Set(likes).size).toBe(likes.length);
    }
  });

  it('makes the leaders the top 4 by saves + likes, each well ahead of the 5th', () => {
    const tally = new Map<string, number>();
    for (const a of activity) tally.set(a.productId, (tally.get(a.productId) ?? 0) + 1);
    const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked.slice(0, 4).map(([id]) => id)).toEqual([...TRENDING_LEADERS]);
    expect(ranked[3]![1]).toBeGreaterThanOrEqual(ranked[4]![1] * 1.5);
  });

  it("keeps Dana's saves and board to catalogue products", () => {
    for (const id of [...DANA_SAVES, ...DANA_MOODBOARD.items]) expect(catalogueIds.has(id)).toBe(true);
    expect(DANA_MOODBOARD.items).toHaveLength(3);
  });
});
