import { describe, expect, it } from 'vitest';
import { createCatalogueIndex, removeDoc, searchIds, toSearchDoc, upsertDoc } from './search-index';

const product = (id: string, name: string, brand: string, extra: Partial<Parameters<typeof toSearchDoc>[0]> = {}) =>
  toSearchDoc({ productId: id, name, brand, category: 'tops', colors: ['black'], style: ['casual'], listedAt: `2026-01-0${id.length}`, ...extra });

function index() {
  const i = createCatalogueIndex();
  upsertDoc(i, product('a', 'Ultraboost Running Shoe', 'Adidas', { category: 'shoes', colors: ['white'] }));
  upsertDoc(i, product('bb', 'Linen Shirt', 'Uniqlo', { colors: ['blue'], season: ['summer'] }));
  upsertDoc(i, product('ccc', 'Air Max', 'Nike', { category: 'shoes', colors: ['black', 'red'] }));
  upsertDoc(i, product('dddd', 'Bike Shorts', 'Gymshark', { category: 'bottoms' }));
  return i;
}

describe('catalogue search index (issue 17 §4)', () => {
  it('finds by name, brand, category, colour and tag, prefix as you type', () => {
    const i = index();
    expect(searchIds(i, 'linen')).toEqual(['bb']);
    expect(searchIds(i, 'adid')).toEqual(['a']);
    expect(searchIds(i, 'shoes').sort()).toEqual(['a', 'ccc']);
    expect(searchIds(i, 'red')).toEqual(['ccc']);
    expect(searchIds(i, 'summer')).toEqual(['bb']);
  });

  it("tolerates one typo in words of ≥ 5 letters ('adiddas' → Adidas) but not in shorter ones", () => {
    const i = index();
    expect(searchIds(i, 'adiddas')).toEqual(['a']);
    expect(searchIds(i, 'ultrabost')).toEqual(['a']);
    expect(searchIds(i, 'mike')).toEqual([]);
  });

  it('needs every word (AND), ranks name matches first, filters by category', () => {
    const i = index();
    expect(searchIds(i, 'nike red')).toEqual(['ccc']);
    expect(searchIds(i, 'nike blue')).toEqual([]);
    expect(searchIds(i, 'shoes', 'shoes').sort()).toEqual(['a', 'ccc']);
    expect(searchIds(i, 'black', 'bottoms')).toEqual(['dddd']);
  });

  it('replaces and removes products (change events)', () => {
    const i = index();
    upsertDoc(i, product('bb', 'Linen Trousers', 'Uniqlo', { category: 'bottoms' }));
    expect(searchIds(i, 'shirt')).toEqual([]);
    expect(searchIds(i, 'trousers')).toEqual(['bb']);
    removeDoc(i, 'bb');
    removeDoc(i, 'missing');
    expect(searchIds(i, 'linen')).toEqual([]);
  });
});
