import { describe, expect, it } from 'vitest';
import { formatPrice, isOnSale } from './format-price';

describe('formatPrice', () => {
  it('writes the symbol and two decimals', () => {
    expect(formatPrice(49.9, 'USD')).toBe('$49.90');
    expect(formatPrice(120, 'EUR')).toBe('€120.00');
    expect(formatPrice(35.5, 'GBP')).toBe('£35.50');
    expect(formatPrice(80, 'CAD')).toBe('C$80.00');
  });
  it('writes yen without decimals and falls back to $ for an unknown currency', () => {
    expect(formatPrice(5000, 'JPY')).toBe('¥5000');
    expect(formatPrice(10, 'XYZ')).toBe('$10.00');
  });
});

describe('isOnSale', () => {
  it('is true only with a different original price', () => {
    expect(isOnSale({ price: 30, originalPrice: 40 })).toBe(true);
    expect(isOnSale({ price: 30, originalPrice: 30 })).toBe(false);
    expect(isOnSale({ price: 30, originalPrice: null })).toBe(false);
  });
});
