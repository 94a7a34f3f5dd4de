/**
 * The pure parts of the catalogue area: 'Trending Now' assembly, recommendation candidates,
 * the fit body read from measurements, and the recent-find TTL. Routes are tested over HTTP
 * in tests/integration/catalogue-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { productFit } from '@seamline/shared/domain/catalogue/product-fit';
import { mergeTrending } from './products.service';
import { mergeCandidates } from './recommendations.service';
import { fitBodyOf } from './catalogue-reads';
import { recentFindTtl } from './activity.service';
import type { MeasurementsItem } from '../people/people-reads';

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  brand: 'Acme',
  category: 'tops',
  price: 10,
  originalPrice: null,
  currency: 'USD',
  images: [`/catalogue/${id}.svg`],
  sizes: ['S', 'M'],
  fitType: 'regular',
  standardMeasurements: [
    { size: 'S', bust: [80, 88], waist: [62, 70] },
    { size: 'M', bust: [88, 96], waist: [70, 78] },
  ],
  style: ['Minimalist'],
  occasion: [],
  season: [],
  material: 'cotton',
  colors: ['black'],
  description: '',
  retailer: 'Shop',
  retailerUrl: 'https://shop.example/p',
  ...over,
});

describe('mergeTrending', () => {
  const a = product('a');
  const b = product('b');
  const c = product('c');
  const d = product('d');
  const e = product('e');
  const all = new Map([a, b, c, d, e].map((p) => [p.id, p]));

  it('keeps the trends in score order with their counts, then fills with the newest not listed', () => {
    const items = mergeTrending(
      [
        { productId: 'c', saves: 3, likes: 2 },
        { productId: 'a', saves: 0, likes: 1 },
      ],
      all,
      [a, e, d, b],
    );
    expect(items.map((i) => [i.product.id, i.saves, i.likes])).toEqual([
      ['c', 3, 2],
      ['a', 0, 1],
      ['e', 0, 0],
      ['d', 0, 0],
    ]);
  });

  it('skips trends whose product vanished, and never answers more than 4', () => {
    const items = mergeTrending(
      [
        { productId: 'gone', saves: 9 },
        { productId: 'b', saves: 1 },
        { productId: 'c' },
        { productId: 'd' },
        { productId: 'e' },
      ],
      all,
      [a],
    );
    expect(items.map((i) => i.product.id)).toEqual(['b', 'c', 'd', 'e']);
    expect(items[1]).toMatchObject({ saves: 0, likes: 0 });
  });

  it('is just the newest products when nothing trends, and empty for an empty catalogue', () => {
    expect(mergeTrending([], all, [e, d]).map((i) => i.product.id)).toEqual(['e', 'd']);
    expect(mergeTrending([], new Map(), [])).toEqual([]);
  });
});

describe('mergeCandidates', () => {
  it('deduplicates across reads and orders newest first (ties by id, descending)', () => {
    const out = mergeCandidates([
      [
        { product: product('p1'), listedAt: '2026-01-01T00:00:00.000Z' },
        { product: product('p3'), listedAt: '2026-01-03T00:00:00.000Z' },
      ],
      [
        { product: product('p3'), listedAt: '2026-01-03T00:00:00.000Z' },
        { product: product('p2'), listedAt: '2026-01-01T00:00:00.000Z' },
      ],
      [],
    ]);
    expect(out.map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
  });
});

describe('fitBodyOf', () => {
  const m = (over: Partial<MeasurementsItem>): MeasurementsItem =>
    ({
      userId: 'u',
      versionId: 'v',
      unit: 'cm',
      weightUnit: 'kg',
      updatedAt: 'now',
      ...over,
    }) as MeasurementsItem;

  it('is null without measurements, so the fit is the spec default', () => {
    expect(fitBodyOf(null)).toBeNull();
    expect(productFit(fitBodyOf(null), product('x'))).toEqual({
      fitScore: 70,
      confidence: 'medium',
      recommendation: 'Standard fit expected',
      recommendedSize: null,
    });
  });

  it('takes the canonical cm values (not the ones as entered) and the measurements confidence', () => {
    const body = fitBodyOf(
      m({ unit: 'inches', bust: 36, waist: 29, bustCm: 91.4, waistCm: 73.7, confidence: 'high' }),
    );
    expect(body).toEqual({ bustCm: 91.4, waistCm: 73.7, hipsCm: null, confidence: 'high' });
    // Inside M on both dimensions: high score in M (hand check: both within the M ranges).
    expect(productFit(body, product('x'))).toMatchObject({
      recommendedSize: 'M',
      confidence: 'high',
    });
    expect(productFit(body, product('x')).fitScore).toBeGreaterThanOrEqual(95);
  });

  it('defaults a missing confidence to medium', () => {
    expect(fitBodyOf(m({ waistCm: 70 }))).toEqual({
      bustCm: null,
      waistCm: 70,
      hipsCm: null,
      confidence: 'medium',
    });
  });
});

describe('recentFindTtl', () => {
  it('is 90 days after now, in epoch seconds', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(recentFindTtl(now)).toBe(Date.UTC(2026, 3, 1) / 1000);
  });
});
