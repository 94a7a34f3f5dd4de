/**
 * Closet order keys (fractional-indexing) survive the trip into the gsi1 sort key: the
 * ClosetItem `inOrder` key keeps its case, so DynamoDB's byte order of gsi1sk is the order the
 * keys were made in, across the upper/lower case digits (…aY, aZ, aa…) and prepends (Z…).
 */
import { describe, expect, it } from 'vitest';
import { generateKeyBetween } from 'fractional-indexing';
import { db } from '../_core/aws-clients';
import { closetItemDto, productItemId } from './closet-views';

const gsi1skOf = (order: string, itemId: string) =>
  (db.entities.closetItem
    .put({ closetId: 'c1', itemId, userId: 'c1', sectionId: 'unsectioned', order, savedAt: '2026-01-01T00:00:00.000Z' })
    .params() as { Item: { gsi1sk: string } }).Item.gsi1sk;

/** DynamoDB compares string sort keys by their UTF-8 bytes. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('closet order keys in gsi1sk', () => {
  it('sort in the order they were appended, for 150 appends crossing the digit cases', () => {
    const orders: string[] = [];
    for (let i = 0; i < 150; i++) orders.push(generateKeyBetween(orders.at(-1) ?? null, null));
    expect(orders.some((o) => /[A-Z]/.test(o.slice(1))) && orders.some((o) => /[a-z]/.test(o.slice(1)))).toBe(true);
    const keys = orders.map((o, i) => gsi1skOf(o, productItemId(`prd-${String(i).padStart(4, '0')}`)));
    expect([...keys].sort(byBytes)).toEqual(keys);
  });

  it('keep prepended keys (upper-case heads) before appended ones', () => {
    const first = generateKeyBetween(null, null);
    const before = generateKeyBetween(null, generateKeyBetween(null, first));
    const keys = [gsi1skOf(before, 'p-a'), gsi1skOf(first, 'p-b')];
    expect(before < first).toBe(true);
    expect([...keys].sort(byBytes)).toEqual(keys);
  });
});

describe('closetItemDto', () => {
  it('answers a product item with its product, and nulls for absent section and notes', () => {
    const dto = closetItemDto(
      { closetId: 'u1', itemId: productItemId('prd-0001'), userId: 'u1', productId: 'prd-0001', order: 'a0', savedAt: 't' },
      null,
    );
    expect(dto).toMatchObject({ id: 'p-prd-0001', kind: 'product', closetId: 'u1', userId: 'u1', productId: 'prd-0001', sectionId: null, order: 'a0', notes: null, savedAt: 't', product: null, photos: [], images: [] });
  });

  it('answers a custom item with its own fields and photo URLs, and maps the unsectioned marker to null', () => {
    const dto = closetItemDto(
      {
        closetId: 'u1', itemId: 'c-1', userId: 'u1', sectionId: 'unsectioned', order: 'a1', savedAt: 't', name: 'Linen shirt',
        size: 'M', color: 'white', price: 40, currency: 'EUR', fitRating: 4, photos: [{ id: 'ph1', width: 1200, height: 1600 }],
      },
      null,
    );
    expect(dto).toMatchObject({
      kind: 'custom', sectionId: null, name: 'Linen shirt', size: 'M', color: 'white', price: 40, currency: 'EUR', fitRating: 4,
      photos: [{ id: 'ph1', url: '/api/closets/u1/photos/ph1', thumbUrl: '/api/closets/u1/photos/ph1?size=thumb', width: 1200, height: 1600 }],
      images: [{ url: '/api/closets/u1/photos/ph1', thumbUrl: '/api/closets/u1/photos/ph1?size=thumb' }],
    });
  });
});
