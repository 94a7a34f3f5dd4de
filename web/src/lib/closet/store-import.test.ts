import { describe, expect, it } from 'vitest';
import { isStoreUrl, toInitialItem } from './store-import';

describe('isStoreUrl', () => {
  it('accepts http(s) addresses only', () => {
    expect(isStoreUrl(' https://store.example/p/1 ')).toBe(true);
    expect(isStoreUrl('http://store.example')).toBe(true);
    for (const bad of ['', 'store.example/p', 'ftp://store.example/x', 'javascript:alert(1)'])
      expect(isStoreUrl(bad), bad).toBe(false);
  });
});

describe('toInitialItem', () => {
  it('keeps the fields the page gave and leaves out the nulls', () => {
    const photo = { key: 'uploads/closet/u/1', previewUrl: 'http://s3/x' };
    expect(
      toInitialItem({
        source: 'json-ld',
        name: 'Linen Wrap Dress',
        brand: null,
        description: 'd',
        price: 0,
        currency: 'EUR',
        category: 'dresses',
        color: null,
        storeUrl: 'https://store.example/p',
        photo,
      }),
    ).toEqual({
      name: 'Linen Wrap Dress',
      price: 0,
      currency: 'EUR',
      category: 'dresses',
      storeUrl: 'https://store.example/p',
      photo,
    });
  });
});
