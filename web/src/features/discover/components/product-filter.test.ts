import { describe, expect, it } from 'vitest';
import { matchesTerm } from './product-filter';

describe('matchesTerm', () => {
  const product = { name: 'Linen Wrap Dress', brand: 'Acme Studio' };
  it('matches name or brand, ignoring case', () => {
    expect(matchesTerm(product, 'wrap')).toBe(true);
    expect(matchesTerm(product, 'ACME')).toBe(true);
    expect(matchesTerm(product, 'denim')).toBe(false);
  });
  it('matches everything for an empty term', () => {
    expect(matchesTerm(product, '')).toBe(true);
  });
});
