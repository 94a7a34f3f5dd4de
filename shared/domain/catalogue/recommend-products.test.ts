import { describe, expect, it } from 'vitest';
import type { Product } from '../../contracts/catalogue';
import { EMPTY_SAVES, affinity, rankProducts, saveProfileOf, styleMatch } from './recommend-products';

const chart = [
  { size: 'S', bust: [82, 86], waist: [64, 68], hips: [88, 92] },
  { size: 'M', bust: [86, 90], waist: [68, 72], hips: [92, 96] },
] as Product['standardMeasurements'];

function product(id: string, over: Partial<Product> = {}): Product {
  return {
    id, name: id, brand: 'Acme', category: 'tops', price: 40, originalPrice: null, currency: 'USD',
    images: ['/catalogue/x.svg'], sizes: ['S', 'M'], fitType: 'regular', standardMeasurements: chart,
    style: [], occasion: [], season: [], material: 'cotton', colors: ['black'], description: '',
    retailer: 'Shop', retailerUrl: 'https://shop.example/p', ...over,
  };
}
const body = { bustCm: 88, waistCm: 70, hipsCm: 94, confidence: 'medium' as const };

describe('styleMatch / affinity', () => {
  it('divides shared styles by the smaller list', () => {
    expect(styleMatch(['Casual', 'Minimalist'], ['Minimalist'])).toEqual({ score: 1, shared: 'Minimalist' });
    expect(styleMatch(['Casual', 'Edgy'], ['Edgy', 'Boho', 'Preppy'])).toEqual({ score: 0.5, shared: 'Edgy' });
    expect(styleMatch([], ['Edgy'])).toEqual({ score: 0, shared: null });
  });
  it('is half for a saved brand plus half the category share of saves', () => {
    const saves = saveProfileOf([
      { id: 'a', brand: 'Acme', category: 'tops' },
      { id: 'b', brand: 'Other', category: 'tops' },
      { id: 'c', brand: 'Other', category: 'shoes' },
      { id: 'd', brand: 'Other', category: 'shoes' },
    ]);
    expect(affinity({ brand: 'Acme', category: 'tops' }, saves)).toBe(0.75);
    expect(affinity({ brand: 'New', category: 'dresses' }, saves)).toBe(0);
    expect(affinity({ brand: 'Acme', category: 'tops' }, EMPTY_SAVES)).toBe(0);
  });
});

describe('rankProducts', () => {
  it('ranks by 0.6·fit + 25·style + 15·affinity (hand-computed)', () => {
    const fits = product('fits'); // fit 100, no style → 60
    const styled = product('styled', { style: ['Minimalist'], standardMeasurements: [{ size: 'XL', bust: [100, 104], waist: [84, 88] }] });
    // styled: bust 12 cm under XL → 0, waist 14 under → 0 → fit 0; style 1 → 25.
    const ranked = rankProducts([styled, fits], { body, styles: ['Minimalist'], saves: EMPTY_SAVES }, 10);
    expect(ranked.map((r) => [r.product.id, r.rank])).toEqual([['fits', 60], ['styled', 25]]);
    expect(ranked[0]).toMatchObject({ matchPercentage: 100, recommendedSize: 'M', reasons: ['Fits you in M'] });
    expect(ranked[1]!.reasons).toContain('Matches your Minimalist style');
  });

  it('lets style and saves lift an equal fit, and leaves saved products and duplicates out', () => {
    const plain = product('plain');
    const liked = product('liked', { brand: 'Loved', style: ['Casual'] });
    const saved = product('saved');
    const saves = saveProfileOf([{ id: 'saved', brand: 'Loved', category: 'tops' }]);
    const ranked = rankProducts([plain, liked, liked, saved], { body, styles: ['Casual'], saves }, 10);
    // liked: 60 + 25 + 15·(0.5 + 0.5·1) = 100; plain: 60 + 0 + 15·0.5 = 67.5.
    expect(ranked.map((r) => [r.product.id, r.rank])).toEqual([['liked', 100], ['plain', 67.5]]);
    expect(ranked[0]!.reasons).toEqual(['Fits you in M', 'Matches your Casual style', 'Like your saved Loved pieces']);
  });

  it('keeps the candidates order on equal ranks and honours the limit', () => {
    const ranked = rankProducts([product('a'), product('b'), product('c')], { body: null, styles: [], saves: EMPTY_SAVES }, 2);
    expect(ranked.map((r) => r.product.id)).toEqual(['a', 'b']);
    expect(ranked[0]).toMatchObject({ matchPercentage: 70, confidence: 'medium', reasons: [] });
  });
});
