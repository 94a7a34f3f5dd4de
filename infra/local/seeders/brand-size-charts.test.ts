/**
 * The seeded brand size charts: well-formed ranges, provenance stated on every chart, and the
 * values corrected against a source pinned (recomputed by hand from the cited pages).
 */
import { describe, expect, it } from 'vitest';
import { BRAND_SIZE_CHARTS } from './brand-size-charts';

const chart = (brandId: string, gender: 'womens' | 'mens') => {
  const found = BRAND_SIZE_CHARTS.find((c) => c.brandId === brandId && c.gender === gender);
  if (!found) throw new Error(`no chart ${brandId} ${gender}`);
  return found;
};

describe('BRAND_SIZE_CHARTS', () => {
  it('has six brands, women\'s and men\'s, XS–XL each', () => {
    expect(new Set(BRAND_SIZE_CHARTS.map((c) => c.brandId)).size).toBe(6);
    for (const c of BRAND_SIZE_CHARTS) expect(c.rows.map((r) => r[0])).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    for (const c of BRAND_SIZE_CHARTS) expect(BRAND_SIZE_CHARTS.filter((o) => o.brandId === c.brandId)).toHaveLength(2);
  });

  it('has min ≤ max in every range, hips both or neither, and no range shrinking to a smaller size', () => {
    for (const c of BRAND_SIZE_CHARTS) {
      for (const [size, bMin, bMax, wMin, wMax, hMin, hMax] of c.rows) {
        const where = `${c.brandId} ${c.gender} ${size}`;
        expect(bMin, where).toBeLessThanOrEqual(bMax);
        expect(wMin, where).toBeLessThanOrEqual(wMax);
        expect(hMin === null, where).toBe(hMax === null);
        if (hMin !== null && hMax !== null) expect(hMin, where).toBeLessThanOrEqual(hMax);
      }
      for (let i = 1; i < c.rows.length; i += 1) {
        const [prev, next] = [c.rows[i - 1]!, c.rows[i]!];
        for (const col of [1, 2, 3, 4] as const) expect(next[col], `${c.brandId} ${c.gender} ${next[0]}`).toBeGreaterThan(prev[col]);
      }
    }
  });

  it('says on every chart which page it was checked against, or that it is unverified', () => {
    for (const c of BRAND_SIZE_CHARTS) expect(c.source, `${c.brandId} ${c.gender}`).toMatch(/https?:\/\/|unverified/);
  });

  it("H&M women's XL ends at EUR 48's published bust/waist/hips (110 / 94 / 117 cm)", () => {
    expect(chart('hm', 'womens').rows[4]).toEqual(['XL', 100, 110, 84, 94, 108, 117]);
  });

  it("H&M men's XS is EUR 42 (chest 84, waist 72) up to EUR 44 (88, 76), no hips", () => {
    expect(chart('hm', 'mens').rows[0]).toEqual(['XS', 84, 88, 72, 76, null, null]);
  });

  it("Gap men's chest and waist are the cited inch ranges × 2.54, rounded", () => {
    // Chest in: 35–36, 37–38, 39–41, 42–44, 45–48 → 88.9–91.44, 93.98–96.52, 99.06–104.14,
    // 106.68–111.76, 114.3–121.92 cm. Waist in: 28–29, 30–31, 32–33, 35–37, 38–41 →
    // 71.12–73.66, 76.2–78.74, 81.28–83.82, 88.9–93.98, 96.52–104.14 cm.
    expect(chart('gap', 'mens').rows).toEqual([
      ['XS', 89, 91, 71, 74, null, null],
      ['S', 94, 97, 76, 79, null, null],
      ['M', 99, 104, 81, 84, null, null],
      ['L', 107, 112, 89, 94, null, null],
      ['XL', 114, 122, 97, 104, null, null],
    ]);
  });
});
