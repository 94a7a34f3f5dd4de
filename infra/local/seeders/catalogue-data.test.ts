/**
 * The seeded catalogue's generator: size, categories, charts, tags, prices, determinism,
 * unique ids at benchmark scale, and every product valid as the API's Product DTO.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES, productSchema } from '@seamline/shared/contracts/catalogue';
import { STYLE_CATEGORIES } from '@seamline/shared/contracts/profile';
import { productDtoOf } from '@seamline/shared/db/catalogue-items';
import { CATEGORY_DIMENSIONS } from '@seamline/shared/domain/catalogue/product-fit';
import { BRANDS, CATALOGUE_BASE_DATE, CATALOGUE_SIZE, OCCASIONS, RETAILERS, SEASONS, catalogueProducts, generateProduct } from './catalogue-data';
import { MAX_EXTRA_VIEWS } from './catalogue-art';

const products = catalogueProducts(CATALOGUE_SIZE);
const count = <T>(list: readonly T[], key: (x: T) => string) =>
  list.reduce<Record<string, number>>((acc, x) => ({ ...acc, [key(x)]: (acc[key(x)] ?? 0) + 1 }), {});

describe('catalogue generator', () => {
  it('makes at least 200 products with ids prd-0001… in order', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(products[0]!.productId).toBe('prd-0001');
    expect(products[199]!.productId).toBe('prd-0200');
  });

  it('covers every category with a fair share (at least 8 % each)', () => {
    const byCategory = count(products, (p) => p.category);
    for (const category of PRODUCT_CATEGORIES) expect(byCategory[category] ?? 0).toBeGreaterThanOrEqual(products.length * 0.08);
  });

  it('covers every style category with many products, 1–3 distinct styles each', () => {
    for (const p of products) {
      expect(p.style.length).toBeGreaterThanOrEqual(1);
      expect(p.style.length).toBeLessThanOrEqual(3);
      expect(new Set(p.style).size).toBe(p.style.length);
    }
    const byStyle = count(products.flatMap((p) => p.style), (s) => s);
    for (const style of STYLE_CATEGORIES) expect(byStyle[style] ?? 0).toBeGreaterThanOrEqual(15);
  });

  it('uses the known occasions and seasons, 1–3 named colours, ~8 brands and ~5 retailers with .example URLs', () => {
    for (const p of products) {
      expect(p.occasion.length).toBeGreaterThan(0);
      expect(p.occasion.every((o) => (OCCASIONS as readonly string[]).includes(o))).toBe(true);
      expect(p.season.length).toBeGreaterThan(0);
      expect(p.season.every((s) => (SEASONS as readonly string[]).includes(s))).toBe(true);
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(3);
      expect(p.description).toMatch(/^An? .+\. .+\.$/);
      expect(p.material.length).toBeGreaterThan(0);
      const retailer = RETAILERS.find((r) => r.name === p.retailer)!;
      expect(p.retailerUrl).toMatch(new RegExp(`^https://www\\.${retailer.host}\\.example/products/[a-z0-9-]+$`));
    }
    expect(new Set(products.map((p) => p.brand)).size).toBe(BRANDS.length);
    expect(new Set(products.map((p) => p.retailer)).size).toBe(RETAILERS.length);
  });

  it('puts about a quarter on sale (originalPrice above price) and prices mostly in USD with some EUR and GBP', () => {
    const sale = products.filter((p) => p.originalPrice !== undefined);
    expect(sale.length / products.length).toBeGreaterThan(0.15);
    expect(sale.length / products.length).toBeLessThan(0.35);
    for (const p of sale) expect(p.originalPrice!).toBeGreaterThan(p.price);
    for (const p of products) {
      expect(p.price).toBeGreaterThan(0);
      expect(Math.round(p.price * 100) / 100).toBe(p.price);
    }
    const byCurrency = count(products, (p) => p.currency ?? 'USD');
    expect(byCurrency.USD! / products.length).toBeGreaterThan(0.75);
    expect(byCurrency.EUR).toBeGreaterThan(0);
    expect(byCurrency.GBP).toBeGreaterThan(0);
  });

  it("publishes ordered, sane body ranges (cm) for exactly the category's dimensions, one row per size", () => {
    for (const p of products.filter((x) => x.category !== 'shoes' && x.category !== 'accessories')) {
      const rows = p.standardMeasurements;
      expect(rows.map((r) => r.size)).toEqual(p.sizes);
      expect(['XS,S,M,L,XL', 'S,M,L,XL,XXL', '0,2,4,6,8,10,12,14,16']).toContain(p.sizes.join(','));
      for (const d of ['bust', 'waist', 'hips'] as const) {
        const published = CATEGORY_DIMENSIONS[p.category].includes(d);
        rows.forEach((row, k) => {
          const range = row[d];
          if (!published) return expect(range).toBeUndefined();
          expect(range![0]).toBeLessThan(range![1]);
          expect(range![0]).toBeGreaterThanOrEqual(55);
          expect(range![1]).toBeLessThanOrEqual(125);
          expect(range![1] - range![0]).toBeLessThanOrEqual(8);
          // Ascending and contiguous: each size starts where the previous ended.
          if (k > 0) expect(range![0]).toBe(rows[k - 1]![d]![1]);
        });
      }
    }
  });

  it('keeps numeric sizes to dresses and bottoms', () => {
    for (const p of products.filter((x) => x.sizes[0] === '0')) expect(['dresses', 'bottoms']).toContain(p.category);
  });

  it('gives shoes numeric sizes and accessories One Size, both without body ranges', () => {
    for (const p of products.filter((x) => x.category === 'shoes')) {
      expect(p.standardMeasurements).toEqual([]);
      expect(p.sizes.every((s) => /^\d+(\.5)?$/.test(s) && Number(s) >= 5 && Number(s) <= 11)).toBe(true);
    }
    for (const p of products.filter((x) => x.category === 'accessories')) {
      expect(p.standardMeasurements).toEqual([]);
      expect(p.sizes).toEqual(['One Size']);
    }
  });

  it('lists from the fixed base date backwards (never now), newest first, and has 1 main + up to 4 extra content-addressed images', () => {
    expect(products[0]!.listedAt <= CATALOGUE_BASE_DATE).toBe(true);
    for (let i = 1; i < products.length; i += 1) expect(products[i]!.listedAt < products[i - 1]!.listedAt).toBe(true);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(1 + MAX_EXTRA_VIEWS);
      for (const key of p.images) expect(key).toMatch(/^[0-9a-f]{12}\.svg$/);
    }
    const extras = count(products, (p) => String(p.images.length - 1));
    expect(Object.keys(extras).sort()).toEqual(['0', '1', '2', '3', '4']);
  });

  it('is deterministic: the same items on every call, and the 200 are the first of the 10,000', () => {
    expect(catalogueProducts(CATALOGUE_SIZE)).toEqual(products);
    expect(generateProduct(41)).toEqual(generateProduct(41));
    const big = catalogueProducts(10_000);
    expect(big.slice(0, CATALOGUE_SIZE)).toEqual(products);
    expect(new Set(big.map((p) => p.productId)).size).toBe(10_000);
    expect(big.at(-1)!.productId).toBe('prd-10000');
  });

  it('gives every product a valid Product DTO (productSchema after productDtoOf) with /catalogue/ image URLs', () => {
    for (const p of products) {
      const dto = productSchema.parse(productDtoOf(p));
      expect(dto.images.every((url) => /^\/catalogue\/[0-9a-f]{12}\.svg$/.test(url))).toBe(true);
      expect(dto.originalPrice === null || dto.originalPrice > dto.price).toBe(true);
    }
  });
});
