import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAND_CM,
  bucketsWithin,
  FIT_TOLERANCE_CM,
  fitBodyOf,
  fitBucketOf,
  fitComparison,
  fitReasons,
  fitSimilarity,
  PERFECT_FIT_SCORE,
  reachCm,
  waistKeyOf,
  waistKeyRange,
  type FitBody,
} from './fit-similarity';

const KEYS = ['bustCm', 'waistCm', 'hipsCm', 'heightCm'] as const;
const cm = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
/** Adult bodies over the ranges the app accepts (cm). */
const body = fc.record({
  heightCm: cm(140, 205),
  bustCm: cm(70, 140),
  waistCm: cm(55, 130),
  hipsCm: cm(75, 150),
});
const base: FitBody = { heightCm: 168, bustCm: 90, waistCm: 72, hipsCm: 98 };
const with_ = (b: FitBody, patch: Partial<FitBody>): FitBody => ({ ...b, ...patch });

/** A second body near `a`: each measurement moved by up to 1.1 × its reach at 92. */
const nearPair = body.chain((a) => {
  const reach = reachCm(PERFECT_FIT_SCORE);
  const offset = (k: (typeof KEYS)[number]) => cm(-1.1 * reach[k], 1.1 * reach[k]);
  return fc
    .record({
      bustCm: offset('bustCm'),
      waistCm: offset('waistCm'),
      hipsCm: offset('hipsCm'),
      heightCm: offset('heightCm'),
    })
    .map((d) => ({
      a,
      b: {
        bustCm: a.bustCm + d.bustCm,
        waistCm: a.waistCm + d.waistCm,
        hipsCm: a.hipsCm + d.hipsCm,
        heightCm: a.heightCm + d.heightCm,
      },
    }));
});

describe('fitSimilarity (issue 5; spec 01 §3 UserCompatibilityMatch.fitSimilarity)', () => {
  it('is a number from 0 to 100 with at most two decimals', () => {
    fc.assert(
      fc.property(body, body, (a, b) => {
        const s = fitSimilarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(Math.round(s * 100) / 100).toBe(s);
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(body, body, (a, b) => {
        expect(fitSimilarity(a, b)).toBe(fitSimilarity(b, a));
      }),
    );
  });

  it('is 100 for identical bodies', () => {
    fc.assert(
      fc.property(body, (a) => {
        expect(fitSimilarity(a, { ...a })).toBe(100);
      }),
    );
  });

  it('never rises as any one difference grows', () => {
    fc.assert(
      fc.property(
        body,
        fc.constantFrom(...KEYS),
        cm(0, 40),
        cm(0, 40),
        fc.boolean(),
        (a, k, d1, d2, up) => {
          const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const sign = up ? 1 : -1;
          const closer = fitSimilarity(a, with_(a, { [k]: a[k] + sign * near }));
          const farther = fitSimilarity(a, with_(a, { [k]: a[k] + sign * far }));
          expect(farther).toBeLessThanOrEqual(closer);
        },
      ),
    );
  });

  it('scores one whole size step (5 cm) apart in waist 60.65, and in height (7 cm) the same', () => {
    expect(fitSimilarity(base, with_(base, { waistCm: base.waistCm + 5 }))).toBe(60.65);
    expect(
      fitSimilarity(base, with_(base, { heightCm: base.heightCm - FIT_TOLERANCE_CM.heightCm })),
    ).toBe(60.65);
    expect(fitSimilarity(base, with_(base, { bustCm: base.bustCm + 10 }))).toBe(13.53);
  });

  it("puts 'Perfect Fit' (≥ 92) at everything within 1 cm or only the waist 2 cm apart, not 2.1 cm", () => {
    const within1 = {
      heightCm: base.heightCm + 1,
      bustCm: base.bustCm - 1,
      waistCm: base.waistCm + 1,
      hipsCm: base.hipsCm - 1,
    };
    expect(fitSimilarity(base, within1)).toBe(93.22);
    expect(fitSimilarity(base, with_(base, { waistCm: base.waistCm + 2 }))).toBe(92.31);
    expect(fitSimilarity(base, with_(base, { waistCm: base.waistCm + 2.1 }))).toBe(91.56);
    expect(PERFECT_FIT_SCORE).toBe(92);
  });

  it('throws RangeError for a value that is not a finite positive number of cm', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fitSimilarity(with_(base, { waistCm: bad }), base)).toThrow(RangeError);
      expect(() => fitSimilarity(base, with_(base, { heightCm: bad }))).toThrow(RangeError);
    }
  });
});

describe('reachCm', () => {
  it('throws RangeError outside (0, 100]', () => {
    for (const bad of [0, -5, 100.01, Number.NaN]) expect(() => reachCm(bad)).toThrow(RangeError);
    expect(reachCm(100).waistCm).toBeGreaterThanOrEqual(0);
  });

  it('is the largest single difference that still scores at least minScore (after rounding)', () => {
    fc.assert(
      fc.property(
        body,
        fc.constantFrom(...KEYS),
        fc.integer({ min: 1, max: 99 }),
        (a, k, minScore) => {
          const reach = reachCm(minScore)[k];
          expect(
            fitSimilarity(a, with_(a, { [k]: a[k] + reach * (1 - 1e-6) })),
          ).toBeGreaterThanOrEqual(minScore);
          expect(fitSimilarity(a, with_(a, { [k]: a[k] + reach * 1.01 + 0.01 }))).toBeLessThan(
            minScore,
          );
        },
      ),
    );
  });
});

describe('fit index buckets (exactness: a perfect fit is always in the buckets read)', () => {
  it('finds every body scoring ≥ 92: its bucket is among bucketsWithin and its waist key within waistKeyRange', () => {
    fc.assert(
      fc.property(nearPair, ({ a, b }) => {
        fc.pre(fitSimilarity(a, b) >= PERFECT_FIT_SCORE);
        expect(bucketsWithin(a)).toContain(fitBucketOf(b));
        const { from, to } = waistKeyRange(a);
        const key = waistKeyOf(b.waistCm);
        expect(key >= from && key <= to).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every body ON the 92 boundary (raw score 91.995–92.005), in any direction', () => {
    const direction = fc
      .tuple(cm(-1, 1), cm(-1, 1), cm(-1, 1), cm(-1, 1))
      .filter((v) => Math.hypot(...v) > 1e-3)
      .map((v) => v.map((x) => x / Math.hypot(...v)));
    const boundaryPair = fc.tuple(body, direction, cm(91.995, 92.005)).map(([a, u, raw]) => {
      const d = Math.sqrt(2 * Math.log(100 / raw));
      const b = { ...a };
      KEYS.forEach((k, i) => (b[k] = a[k] + u[i]! * d * FIT_TOLERANCE_CM[k]));
      return { a, b };
    });
    fc.assert(
      fc.property(boundaryPair, ({ a, b }) => {
        fc.pre(fitSimilarity(a, b) >= PERFECT_FIT_SCORE);
        expect(bucketsWithin(a)).toContain(fitBucketOf(b));
        const { from, to } = waistKeyRange(a);
        const key = waistKeyOf(b.waistCm);
        expect(key >= from && key <= to).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('finds a body whose score only ROUNDS up to 92 across a hips band edge', () => {
    const edge = 16 * BAND_CM;
    const a = with_(base, { hipsCm: edge - 2.0419 });
    const b = with_(a, { hipsCm: a.hipsCm + 2.0422 });
    expect(fitSimilarity(a, b)).toBe(92);
    expect(fitBucketOf(b)).not.toBe(fitBucketOf(a));
    expect(bucketsWithin(a)).toContain(fitBucketOf(b));
  });

  it('reads 1 to 4 buckets, always including the body’s own', () => {
    fc.assert(
      fc.property(body, (a) => {
        const buckets = bucketsWithin(a);
        expect(buckets.length).toBeGreaterThanOrEqual(1);
        expect(buckets.length).toBeLessThanOrEqual(4);
        expect(new Set(buckets).size).toBe(buckets.length);
        expect(buckets).toContain(fitBucketOf(a));
      }),
    );
  });

  it('names buckets by 6 cm height × hips bands and keys waists in zero-padded millimetres', () => {
    expect(fitBucketOf({ heightCm: 170, hipsCm: 98 })).toBe('h28#p16');
    expect(waistKeyOf(74.2)).toBe('0742');
    expect(waistKeyOf(74.26)).toBe('0743');
    expect(waistKeyOf(120)).toBe('1200');
    expect(waistKeyRange(with_(base, { waistCm: 74.2 }))).toEqual({
      from: '0722',
      at: '0742',
      to: '0762',
    });
  });
});

describe('fitBodyOf and fitReasons', () => {
  it('needs all four fit measurements as positive numbers', () => {
    expect(fitBodyOf(base)).toEqual(base);
    expect(fitBodyOf({ ...base, hipsCm: null })).toBeNull();
    expect(fitBodyOf({ ...base, bustCm: undefined })).toBeNull();
    expect(fitBodyOf({ ...base, waistCm: 0 })).toBeNull();
  });

  it("explains a match closest first, and a low score names what differs most (issue 17 §6)", () => {
    const other = {
      heightCm: base.heightCm + 3,
      bustCm: base.bustCm + 4,
      waistCm: base.waistCm + 1,
      hipsCm: base.hipsCm + 20,
    };
    // Hips 20 cm apart make this a poor match: the reasons say so instead of only praising.
    expect(fitComparison(base, other).score).toBeLessThan(5);
    expect(fitReasons(base, other)).toEqual(['Waist within 1 in', 'Same height range', 'Hips differ by 8 in']);
    expect(fitReasons(base, other, 'cm')).toEqual(['Waist within 2 cm', 'Same height range', 'Hips differ by 20 cm']);
    expect(fitReasons(base, other, 'inches', 1)).toEqual(['Hips differ by 8 in']);
    // A close body: only what is close, closest first.
    const near = { heightCm: base.heightCm + 1, bustCm: base.bustCm + 1, waistCm: base.waistCm + 0.5, hipsCm: base.hipsCm + 1 };
    expect(fitComparison(base, near).score).toBeGreaterThanOrEqual(92);
    expect(fitReasons(base, near)).toEqual(['Waist within 1 in', 'Same height range', 'Bust within 1 in']);
    expect(fitReasons(base, with_(base, { heightCm: 190, waistCm: 90, bustCm: 110, hipsCm: 120 }))).toHaveLength(1);
  });

  it('score and reasons come from one comparison: a score under 92 always has a difference reason (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25, max: 25 }), fc.integer({ min: -25, max: 25 }), fc.integer({ min: -25, max: 25 }), fc.integer({ min: -25, max: 25 }), (h, b, w, p) => {
        const other = { heightCm: base.heightCm + h, bustCm: base.bustCm + b, waistCm: base.waistCm + w, hipsCm: base.hipsCm + p };
        const { score, reasons } = fitComparison(base, other, 'cm');
        expect(score).toBe(fitSimilarity(base, other));
        if (score < 92 && Math.max(Math.abs(h) / 7, Math.abs(b) / 5, Math.abs(w) / 5, Math.abs(p) / 5) > 0.5) {
          expect(reasons.at(-1)).toMatch(/differs? by/);
        }
      }),
    );
  });

});
