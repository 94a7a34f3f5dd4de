import { describe, expect, it } from 'vitest';
import { validateDiscoverSearch } from './discover-search';

describe('validateDiscoverSearch', () => {
  it('keeps valid values', () => {
    expect(validateDiscoverSearch({ mode: 'products', category: 'tops', product: 'p1' })).toEqual({ mode: 'products', category: 'tops', product: 'p1' });
    expect(validateDiscoverSearch({ mode: 'recommendations', category: 'outerwear' })).toEqual({ mode: 'recommendations', category: 'outerwear', product: undefined });
  });
  it('drops unknown or malformed values to the defaults', () => {
    expect(validateDiscoverSearch({ mode: 'people', category: 'hats', product: '' })).toEqual({ mode: undefined, category: undefined, product: undefined });
    expect(validateDiscoverSearch({ mode: 3, category: ['tops'], product: 'x'.repeat(65) })).toEqual({ mode: undefined, category: undefined, product: undefined });
    expect(validateDiscoverSearch({})).toEqual({ mode: undefined, category: undefined, product: undefined });
  });
});
