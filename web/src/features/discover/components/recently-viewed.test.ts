import { describe, expect, it } from 'vitest';
import { recentProducts } from './recently-viewed';

describe('recentProducts', () => {
  it('keeps the newest find of each product, up to max', () => {
    const find = (id: string) => ({ productId: id, product: { id } });
    expect(recentProducts([find('a'), find('b'), find('a'), find('c')]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(recentProducts([find('a'), find('b'), find('c')], 2).map((p) => p.id)).toEqual(['a', 'b']);
    expect(recentProducts([])).toEqual([]);
  });
});
