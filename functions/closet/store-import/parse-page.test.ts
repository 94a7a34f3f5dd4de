import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessCategory, parsePrice, parseProductPage } from './parse-page';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../tests/fixtures/store-pages/${name}`, import.meta.url), 'utf8');
const BASE = 'https://store.example/p/1';

describe('parseProductPage', () => {
  it('reads a JSON-LD Product in @graph with a Brand object, AggregateOffer, ImageObject and relative URLs', () => {
    expect(parseProductPage(fixture('product-jsonld.html'), BASE)).toEqual({
      source: 'json-ld',
      name: 'Linen Wrap Dress',
      brand: 'Acme Atelier',
      description: 'A breezy linen dress.',
      price: 89.5,
      currency: 'EUR',
      category: 'dresses',
      color: 'Sage green',
      imageUrl: 'https://store.example/image.png',
      storeUrl: 'https://store.example/products/linen-wrap-dress',
    });
  });

  it('reads a top-level array, string brand, image string array and an Offer array; unknown currency → null', () => {
    const html = `<script type="application/ld+json">[{"@type":"Organization"},{"@type":"Product","name":"Leather Belt",
      "brand":"Strap Co","image":["https://cdn.example/b.jpg","x.jpg"],
      "offers":[{"@type":"Offer","price":25,"priceCurrency":"XYZ"}]}]</script>`;
    const r = parseProductPage(html, BASE);
    expect(r).toMatchObject({
      source: 'json-ld',
      name: 'Leather Belt',
      brand: 'Strap Co',
      price: 25,
      currency: null,
      category: 'accessories',
    });
    expect(r.imageUrl).toBe('https://cdn.example/b.jpg');
    expect(r.storeUrl).toBe(BASE);
  });

  it('falls back to Open Graph (og:site_name is not the brand), resolving a relative og:image', () => {
    expect(parseProductPage(fixture('product-og.html'), BASE)).toEqual({
      source: 'open-graph',
      name: 'Straight Leg Jeans',
      brand: 'Blue Mill',
      description: null,
      price: 59,
      currency: 'USD',
      category: 'bottoms',
      color: null,
      imageUrl: 'https://store.example/p/image.png',
      storeUrl: 'https://shop.example/jeans',
    });
  });

  it('falls back to the title with source none; malformed JSON-LD is ignored', () => {
    expect(parseProductPage(fixture('no-data.html'), BASE)).toMatchObject({
      source: 'none',
      name: 'Just a page',
      brand: null,
      price: null,
      imageUrl: null,
      storeUrl: BASE,
    });
    expect(parseProductPage('', BASE)).toMatchObject({ source: 'none', name: null });
  });

  it('ignores javascript: image URLs', () => {
    const html =
      '<meta property="og:title" content="Tee"><meta property="og:image" content="javascript:alert(1)">';
    expect(parseProductPage(html, BASE)).toMatchObject({
      name: 'Tee',
      imageUrl: null,
      category: 'tops',
    });
  });
});

describe('guessCategory and parsePrice', () => {
  it.each([
    ['Summer Dress', 'dresses'],
    ['Wool Trousers', 'bottoms'],
    ['Mini Skirt', 'bottoms'],
    ['Rain Jacket', 'outerwear'],
    ['Chelsea Boots', 'shoes'],
    ['Running Sneakers', 'shoes'],
    ['Bucket Hat', 'accessories'],
    ['Cashmere Sweater', 'tops'],
    ['Basic Tee', 'tops'],
    ['Gift card', null],
  ])('%s → %s', (name, expected) => {
    expect(guessCategory(null, name)).toBe(expected);
  });
  it('parses prices', () => {
    expect(parsePrice('1,299.00')).toBe(1299);
    expect(parsePrice('49,95')).toBe(49.95);
    expect(parsePrice('$12')).toBe(12);
    expect(parsePrice('free')).toBeNull();
  });
});
