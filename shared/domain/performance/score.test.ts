/**
 * Score formulas of issue 21 at every threshold edge (table-driven): spec 02 §9's deduction score
 * with INP in the input-delay slot (strict `>`), web.dev vital ratings (good ≤ first, poor >
 * second), the weighted score (LCP 30, INP 30, CLS 15, FCP 15, TTFB 10; linear between good and
 * poor) and the dashboard's score rating (≥ 90 Excellent, ≥ 70 Good).
 */
import { describe, expect, it } from 'vitest';
import { scoreRating, specScore, vitalRating, weightedScore, type VitalValues } from './score';

describe('specScore (spec 02 §9, INP as input delay)', () => {
  it.each<[string, VitalValues, number]>([
    ['nothing measured', {}, 100],
    ['FCP 1800 (not > 1800)', { fcp: 1800 }, 100],
    ['FCP 1801', { fcp: 1801 }, 90],
    ['FCP 2500', { fcp: 2500 }, 90],
    ['FCP 2501', { fcp: 2501 }, 80],
    ['LCP 1800', { lcp: 1800 }, 100],
    ['LCP 1801', { lcp: 1801 }, 85],
    ['LCP 2500', { lcp: 2500 }, 85],
    ['LCP 2501', { lcp: 2501 }, 70],
    ['INP 50', { inp: 50 }, 100],
    ['INP 51', { inp: 51 }, 90],
    ['INP 100', { inp: 100 }, 90],
    ['INP 101', { inp: 101 }, 75],
    ['CLS 0.05', { cls: 0.05 }, 100],
    ['CLS 0.051', { cls: 0.051 }, 90],
    ['CLS 0.1', { cls: 0.1 }, 90],
    ['CLS 0.101', { cls: 0.101 }, 75],
    ['every deduction at its maximum (−100) → 0', { fcp: 9000, lcp: 9000, inp: 900, cls: 1 }, 0],
    ['TTFB does not count in the spec score', { ttfb: 5000 }, 100],
  ])('%s → %i', (_name, vitals, expected) => {
    expect(specScore(vitals)).toBe(expected);
  });
});

describe('vitalRating (web.dev thresholds)', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4000, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 201, 'needs-improvement'],
    ['inp', 500, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.11, 'needs-improvement'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['fcp', 1800, 'good'],
    ['fcp', 3000, 'needs-improvement'],
    ['fcp', 3001, 'poor'],
    ['ttfb', 800, 'good'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1801, 'poor'],
  ] as const)('%s %d → %s', (metric, value, expected) => {
    expect(vitalRating(metric, value)).toBe(expected);
  });
});

describe('weightedScore (LCP 30, INP 30, CLS 15, FCP 15, TTFB 10)', () => {
  it.each<[string, VitalValues, number | null]>([
    ['nothing measured', {}, null],
    ['everything at "good"', { lcp: 2500, inp: 200, cls: 0.1, fcp: 1800, ttfb: 800 }, 100],
    ['everything at "poor"', { lcp: 4000, inp: 500, cls: 0.25, fcp: 3000, ttfb: 1800 }, 0],
    ['LCP halfway, the rest good: 100 − 30 × ½', { lcp: 3250, inp: 0, cls: 0, fcp: 0, ttfb: 0 }, 85],
    ['TTFB past poor, the rest good: 100 − 10', { lcp: 1000, inp: 100, cls: 0, fcp: 1000, ttfb: 5000 }, 90],
    ['only LCP measured (weights renormalised), halfway', { lcp: 3250 }, 50],
    ['only CLS and INP: CLS poor (15) + INP good (30) → 30/45', { cls: 0.3, inp: 150 }, 66.7],
  ])('%s → %s', (_name, vitals, expected) => {
    expect(weightedScore(vitals)).toBe(expected);
  });
});

describe('scoreRating (spec §9 dashboard)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [70, 'Good'],
    [69.9, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ] as const)('%d → %s', (score, expected) => {
    expect(scoreRating(score)).toBe(expected);
  });
});
