/** Stored items → DTOs of the collections contracts (collection-views.ts). */
import { describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import {
  collectionItemSchema,
  moodboardItemSchema,
  moodboardSchema,
} from '@seamline/shared/contracts/collections';
import { collectionItemDto, moodboardDto, moodboardItemDto, withProducts } from './collection-views';

const product = (id: string): Product => ({
  id,
  name: `Tee ${id}`,
  brand: 'Brand',
  category: 'tops',
  price: 25,
  originalPrice: null,
  currency: 'USD',
  images: [`/catalogue/${id}.svg`],
  sizes: ['S', 'M'],
  fitType: 'regular',
  standardMeasurements: [],
  style: [],
  occasion: [],
  season: [],
  material: '',
  colors: [],
  description: '',
  retailer: 'Shop',
  retailerUrl: 'https://shop.example/tee',
});

describe('collectionItemDto', () => {
  it('maps a stored item with absent notes to null and keeps the notes when present', () => {
    const row = { userId: 'u1', productId: 'prd-0001', savedAt: '2026-01-01T00:00:00.000Z', sourceType: 'discover' as const, priority: 'medium' as const, tags: [] };
    const dto = collectionItemDto(row, product('prd-0001'));
    expect(collectionItemSchema.parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({ notes: null, priority: 'medium', tags: [], sourceType: 'discover' });
    expect(collectionItemDto({ ...row, notes: 'Size: M' }, product('prd-0001')).notes).toBe('Size: M');
  });
});

describe('moodboardDto', () => {
  it('answers a new board with no cover, no items and a null description, and never key fields', () => {
    const row = { moodboardId: 'b1', userId: 'u1', name: 'Summer', isPublic: false, itemCount: 0, createdAt: '2026-01-01T00:00:00.000Z', pk: 'x', sk: 'y' };
    const dto = moodboardDto(row);
    expect(dto).toEqual({ id: 'b1', userId: 'u1', name: 'Summer', description: null, isPublic: false, coverImage: null, itemCount: 0, createdAt: row.createdAt });
    expect(moodboardSchema.parse(dto)).toEqual(dto);
  });

  it('keeps the cover and the count of a board with items', () => {
    const dto = moodboardDto({ moodboardId: 'b1', userId: 'u1', name: 'N', itemCount: 3, coverImage: '/catalogue/a.svg', createdAt: 'c' });
    expect(dto).toMatchObject({ itemCount: 3, coverImage: '/catalogue/a.svg', isPublic: true });
  });
});

describe('withProducts', () => {
  it('pairs rows with products in row order and leaves out rows whose product is gone', () => {
    const rows = ['prd-2', 'prd-1', 'prd-3'].map((productId) => ({ moodboardId: 'b', productId, userId: 'u', addedAt: 't', sourceType: 'discover' as const }));
    const products = new Map([['prd-1', product('prd-1')], ['prd-2', product('prd-2')]]);
    const items = withProducts(rows, products, moodboardItemDto);
    expect(items.map((i) => i.productId)).toEqual(['prd-2', 'prd-1']);
    expect(items.map((i) => moodboardItemSchema.parse(i))).toEqual(items);
    expect(items[0]).toMatchObject({ sourceId: null, notes: null, product: { id: 'prd-2' } });
  });
});
