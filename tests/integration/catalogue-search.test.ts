/**
 * Catalogue search over HTTP (issue 17 §4): `GET /api/products?q=` searches the whole catalogue
 * (not the first page), by name, brand, category, colour and tag, prefix as you type, one typo in
 * long words, paginated with a cursor; products written to the catalogue become searchable through
 * the change feed (stream → catalogue-search processor → the instance's index).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema, type Product } from '@seamline/shared/contracts/catalogue';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { waitFor } from '../fixtures/poll';
import { call } from './collections-helpers';

let me: UserWithSession;
let catalogue: Product[];
beforeAll(async () => {
  me = await createUserWithSession();
  const all: Product[] = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, me);
    const page = productPageSchema.parse(res.body);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  catalogue = all;
});

const search = async (q: string, extra = '') => {
  const res = await call('GET', `/api/products?q=${encodeURIComponent(q)}${extra}`, me);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return productPageSchema.parse(res.body);
};

describe('GET /api/products?q=', () => {
  it('finds a product from outside the first page by its name, and by a brand prefix', async () => {
    const last = catalogue.at(-1)!;
    expect(catalogue.slice(0, 24).some((p) => p.id === last.id)).toBe(false);
    const byName = await search(last.name);
    expect(byName.items[0]!.id).toBe(last.id);
    const brand = last.brand;
    const byBrand = await search(brand.slice(0, 3), '&limit=100');
    expect(byBrand.items.length).toBeGreaterThan(0);
    expect(byBrand.items.every((p) => `${p.brand} ${p.name}`.toLowerCase().split(/\W+/).some((w) => w.startsWith(brand.slice(0, 3).toLowerCase())))).toBe(true);
  });

  it('tolerates one typo in a long word, searches colours, and combines with a category', async () => {
    const withLongBrand = catalogue.find((p) => p.brand.length >= 6 && /^[a-z]+$/i.test(p.brand))!;
    const typo = withLongBrand.brand.slice(0, 2) + withLongBrand.brand.slice(3); // one letter dropped
    expect((await search(typo, '&limit=100')).items.some((p) => p.id === withLongBrand.id)).toBe(true);
    const coloured = catalogue.find((p) => p.colors.length > 0)!;
    const byColour = await search(`${coloured.colors[0]} ${coloured.category}`, `&category=${coloured.category}&limit=100`);
    expect(byColour.items.some((p) => p.id === coloured.id)).toBe(true);
    expect(byColour.items.every((p) => p.category === coloured.category)).toBe(true);
  });

  it('pages with a cursor: no product twice, none skipped; a malformed cursor → 400; too long → 400; no session → 401', async () => {
    const all = await search('a', '&limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search('a', `&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 300);
    expect(seen).toEqual(all.items.map((p) => p.id).concat(seen.slice(all.items.length)).slice(0, seen.length));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await call('GET', '/api/products?q=dress&cursor=%%%', me)).status).toBe(400);
    expect((await call('GET', '/api/products?q=dress&cursor=bm9wZQ', me)).body).toEqual({ message: 'Invalid cursor' });
    expect((await call('GET', `/api/products?q=${'x'.repeat(101)}`, me)).status).toBe(400);
    expect((await call('GET', '/api/products?q=dress', undefined)).status).toBe(401);
    expect((await search('zzqqxxnothing')).items).toEqual([]);
  });

  it('a product added, renamed and removed in the catalogue follows in search (change feed)', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { data: template } = await db.entities.product.get({ productId: catalogue[0]!.id }).go();
    const productId = `prd-search-${Date.now()}`;
    await db.entities.product.put({ ...template!, productId, name: 'Quokkafrost Parka', listedAt: new Date().toISOString() }).go();
    await waitFor('the new product is found', async () => (await search('quokkafrost')).items.some((p) => p.id === productId));
    await db.entities.product.patch({ productId }).set({ name: 'Wombatglow Parka' }).go();
    await waitFor('the renamed product is found by its new name', async () => (await search('wombatglow')).items.some((p) => p.id === productId));
    expect((await search('quokkafrost')).items).toEqual([]);
    await db.entities.product.delete({ productId }).go();
    await waitFor('the removed product is gone', async () => (await search('wombatglow')).items.length === 0);
  });
});
