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
        colorFromPhoto: null,
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

  it("passes a colour named from the photo with its confidence, for the dialog's hint", () => {
    const result = { source: 'open-graph', name: 'Tee', brand: null, description: null, price: null, currency: null, category: null, storeUrl: 'https://s.example/t', photo: null } as const;
    expect(toInitialItem({ ...result, color: 'navy', colorFromPhoto: 'low' })).toMatchObject({ color: 'navy', colorFromPhoto: 'low' });
    expect(toInitialItem({ ...result, color: 'Sage green', colorFromPhoto: null })).not.toHaveProperty('colorFromPhoto');
  });
});
