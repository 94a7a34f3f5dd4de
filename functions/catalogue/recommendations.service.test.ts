/**
 * AI Picks' reads with a stand-in table (the db service mocked): the candidate reads are
 * bounded and parallel per style, the shared candidate lists are kept by a warm function for
 * CANDIDATE_CACHE_MS, another person's id is refused before any read, and the answer has the
 * Recommendation shape with saved products left out. Over HTTP: catalogue-routes.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';

const product = (id: string, style: Product['style']): Product => ({
  id,
  name: id,
  brand: id === 'p1' ? 'Saved Brand' : 'Other',
  category: 'accessories',
  price: 1,
  originalPrice: null,
  currency: 'USD',
  images: ['/catalogue/x.svg'],
  sizes: ['One Size'],
  fitType: 'regular',
  standardMeasurements: [],
  style,
  occasion: [],
  season: [],
  material: '',
  colors: [],
  description: '',
  retailer: 'R',
  retailerUrl: 'https://r.example/x',
});

const calls: string[] = [];
const tagged: Record<string, Product[]> = {
  Minimalist: [product('p1', ['Minimalist']), product('p2', ['Minimalist'])],
  Casual: [product('p3', ['Casual'])],
};
const go = <T>(name: string, data: T) => ({ go: async () => (calls.push(name), { data }) });

vi.mock('../_core/aws-clients', () => ({
  db: {
    entities: {
      stylePreferences: { get: () => go('styles', { styleCategories: ['Minimalist', 'Casual'] }) },
      measurements: { query: { byUser: () => go('measurements', []) } },
      collectionItem: { query: { newestOfUser: () => go('saves', [{ productId: 'p1' }]) } },
      productTag: {
        query: {
          byTag: ({ tag }: { tag: string }) =>
            go(
              `tag:${tag}`,
              (tagged[tag] ?? []).map((p) => ({
                product: p,
                listedAt: `2026-01-0${p.id.slice(1)}`,
              })),
            ),
        },
      },
      product: {
        query: { all: () => go('newest', []) },
        get: (keys: { productId: string }[]) => ({
          go: async () => {
            calls.push('batchGet');
            const all = Object.values(tagged).flat();
            const data = keys.flatMap(({ productId }) => {
              const p = all.find((x) => x.id === productId);
              return p
                ? [{ ...p, productId: p.id, images: ['x.svg'], listedAt: '2026-01-01' }]
                : [];
            });
            return { data, unprocessed: [] };
          },
        }),
      },
    },
  },
}));

const { recommendations, clearCandidateCache, CANDIDATE_CACHE_MS } =
  await import('./recommendations.service');

beforeEach(() => {
  calls.length = 0;
  clearCandidateCache();
});
afterEach(() => vi.useRealTimers());

describe('recommendations (stand-in table)', () => {
  it('answers the Recommendation shape, saved products left out, newest first on equal rank', async () => {
    const { items } = await recommendations('u1', 'u1');
    expect(items.map((r) => r.productId)).toEqual(['p3', 'p2']);
    expect(items[0]).toMatchObject({
      id: 'u1:p3',
      userId: 'u1',
      matchPercentage: 70,
      recommendedSize: null,
      reasons: ['Matches your Casual style'],
    });
    expect(calls.filter((c) => c.startsWith('tag:')).sort()).toEqual([
      'tag:Casual',
      'tag:Minimalist',
    ]);
  });

  it('keeps the candidate lists for CANDIDATE_CACHE_MS, then reads them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await recommendations('u1', 'u1');
    calls.length = 0;
    await recommendations('u1', 'u1');
    expect(calls.sort()).toEqual(['batchGet', 'measurements', 'saves', 'styles']);
    vi.setSystemTime(Date.now() + CANDIDATE_CACHE_MS + 1);
    calls.length = 0;
    await recommendations('u1', 'u1');
    expect(calls).toEqual(expect.arrayContaining(['tag:Minimalist', 'tag:Casual', 'newest']));
  });

  it("refuses another person's id before reading anything", async () => {
    await expect(recommendations('u1', 'u2')).rejects.toMatchObject({ status: 403 });
    expect(calls).toEqual([]);
  });
});
