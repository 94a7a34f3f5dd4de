import { describe, expect, it } from 'vitest';
import { costPerWear, dueForWash, fitLabel, fitScore, freshnessScore, PERFECT_FIT_RATING, recentWearAges, washIntervalOf } from './care';
import { classify } from './garments';

describe('cost per wear', () => {
  it('divides the price by the wears, in cents', () => {
    expect(costPerWear(120, 8)).toBe(15);
    expect(costPerWear(100, 3)).toBe(33.33);
    expect(costPerWear(49.99, 1)).toBe(49.99);
  });
  it('is the whole price before the first wear, and null without a usable price', () => {
    expect(costPerWear(80, 0)).toBe(80);
    expect(costPerWear(80, -2)).toBe(80);
    expect(costPerWear(null, 3)).toBeNull();
    expect(costPerWear(undefined, 3)).toBeNull();
    expect(costPerWear(-5, 3)).toBeNull();
    expect(costPerWear(Number.NaN, 3)).toBeNull();
  });
});

describe('fit', () => {
  it("takes 'Fit Me Perfectly' from the spec 02 scale (3) and ranks the labels", () => {
    expect(PERFECT_FIT_RATING).toBe(3);
    expect(fitLabel(3)).toBe('Fit Me Perfectly');
    expect(fitScore(3)).toBe(100);
    expect(fitScore(5)).toBeGreaterThan(fitScore(2));
    expect(fitScore(2)).toBeGreaterThan(fitScore(1));
    expect(fitScore(null)).toBe(75);
    expect(fitScore(9)).toBe(75);
  });
});

describe('wash intervals (wardrowbe defaults)', () => {
  const interval = (name: string, category: string) => washIntervalOf({}, classify({ name, category }));
  it('T-shirt 1, jeans 6, coat 10, shirt 2, sweater 5, shoes 15, accessories 20', () => {
    expect(interval('Crew T-shirt', 'tops')).toBe(1);
    expect(interval('Straight Jeans', 'bottoms')).toBe(6);
    expect(interval('Wool Overcoat', 'outerwear')).toBe(10);
    expect(interval('Oxford Shirt', 'tops')).toBe(2);
    expect(interval('Cable Knit Sweater', 'tops')).toBe(5);
    expect(interval('Court Sneakers', 'shoes')).toBe(15);
    expect(interval('Leather Belt', 'accessories')).toBe(20);
    expect(interval('Running Leggings', 'activewear')).toBe(1);
  });
  it("uses the person's own interval first, and is due once worn that often", () => {
    const jeans = classify({ name: 'Jeans', category: 'bottoms' });
    expect(washIntervalOf({ washInterval: 3 }, jeans)).toBe(3);
    expect(dueForWash({ wearsSinceWash: 5 }, jeans)).toBe(false);
    expect(dueForWash({ wearsSinceWash: 6 }, jeans)).toBe(true);
    expect(dueForWash({}, jeans)).toBe(false);
  });
});

describe('recent wears', () => {
  it('counts wears of the last 7 days, ignoring planned (future) and invalid dates', () => {
    // 9 Jan: 1 day; 3 Jan: 7 days (out); 2 Jan: out; 12 Jan: planned; today's instant: 0.
    expect(recentWearAges(['2026-01-09', '2026-01-03', '2026-01-02', '2026-01-12', 'nope', '2026-01-10T08:00:00Z'], '2026-01-10')).toEqual([0, 1]);
  });
  it('costs a top more freshness than shoes', () => {
    const tee = classify({ name: 'Tee', category: 'tops' });
    const shoes = classify({ name: 'Sneakers', category: 'shoes' });
    expect(freshnessScore([], tee)).toBe(100);
    expect(freshnessScore([1], tee)).toBeLessThan(freshnessScore([1], shoes));
    expect(freshnessScore([0, 2], tee)).toBeLessThan(freshnessScore([0], tee));
  });
});
