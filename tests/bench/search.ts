/**
 * Catalogue search bench (issue 17 §4): target p50 ≤ 30 ms for a 2-word query on a 10,000-product
 * catalogue. Builds the index the catalogue Lambda builds (functions/catalogue/search-index.ts)
 * over 10,000 generated products with realistic names, brands, categories, colours and tags, then
 * times 2,000 two-word queries (whole words, prefixes as typed, one-typo long words), and reports
 * build time, heap used by the index and the query percentiles. The index is in-process memory,
 * so this is the query cost a search request pays on a warm instance; the HTTP path adds the
 * gateway (see the gateway bench) and one BatchGet of the page's products.
 */
import { performance } from 'node:perf_hooks';
import { PRODUCT_CATEGORIES } from '@seamline/shared/contracts/catalogue';
import { createCatalogueIndex, searchIds, toSearchDoc, upsertDoc } from '@seamline/functions/catalogue/search-index';
import { percentile, round, writeResult } from './lib';

const BRANDS = ['Adidas', 'Nike', 'Uniqlo', 'Zara', 'Levi’s', 'Patagonia', 'Arket', 'Everlane', 'Madewell', 'Reformation', 'Gymshark', 'Columbia', 'Mango', 'Massimo Dutti', 'Lululemon', 'Carhartt', 'Birkenstock', 'Converse', 'Vans', 'Sézane'];
const NOUNS: Record<string, string[]> = {
  tops: ['T-Shirt', 'Shirt', 'Blouse', 'Sweater', 'Cardigan', 'Tank', 'Polo', 'Hoodie'],
  bottoms: ['Jeans', 'Trousers', 'Chinos', 'Shorts', 'Skirt', 'Leggings', 'Joggers'],
  dresses: ['Dress', 'Maxi Dress', 'Slip Dress', 'Shirt Dress', 'Wrap Dress'],
  outerwear: ['Jacket', 'Parka', 'Trench Coat', 'Blazer', 'Puffer', 'Raincoat'],
  shoes: ['Sneakers', 'Boots', 'Loafers', 'Sandals', 'Running Shoes', 'Mules'],
  accessories: ['Belt', 'Scarf', 'Tote Bag', 'Cap', 'Beanie', 'Sunglasses'],
};
const ADJECTIVES = ['Relaxed', 'Slim', 'Organic', 'Linen', 'Cotton', 'Wool', 'Cashmere', 'Denim', 'Recycled', 'Cropped', 'Oversized', 'Ribbed', 'Pleated', 'Quilted', 'Waterproof', 'Vintage', 'Essential', 'Tailored'];
const COLOURS = ['black', 'white', 'navy', 'beige', 'olive', 'burgundy', 'grey', 'camel', 'red', 'blue', 'green', 'pink', 'brown', 'cream'];
const STYLES = ['casual', 'business', 'formal', 'streetwear', 'bohemian', 'minimalist', 'vintage', 'athletic', 'preppy', 'romantic', 'edgy'];
const SEASONS = ['spring', 'summer', 'autumn', 'winter'];
const OCCASIONS = ['work', 'weekend', 'party', 'wedding', 'travel', 'gym'];
const MATERIALS = ['cotton', 'linen', 'wool', 'polyester', 'leather', 'silk', 'denim', 'cashmere'];

/** Deterministic pseudo-random numbers (mulberry32), so every run indexes the same catalogue. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function benchSearch(): Promise<void> {
  const random = rng(17);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const N = 10_000;
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = createCatalogueIndex();
  for (let i = 0; i < N; i++) {
    const category = pick(PRODUCT_CATEGORIES);
    upsertDoc(
      index,
      toSearchDoc({
        productId: `prd-${i}`,
        name: `${pick(ADJECTIVES)} ${pick(NOUNS[category]!)}`,
        brand: pick(BRANDS),
        category,
        colors: [pick(COLOURS), pick(COLOURS)],
        style: [pick(STYLES)],
        season: [pick(SEASONS)],
        occasion: [pick(OCCASIONS)],
        material: pick(MATERIALS),
        listedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
  }
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const typo = (w: string) => (w.length >= 5 ? w.slice(0, 2) + w.slice(3) : w);
  const queries: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const kind = i % 4;
    const brand = pick(BRANDS).split(' ')[0]!.toLowerCase();
    const colour = pick(COLOURS);
    const noun = pick(Object.values(NOUNS).flat()).split(' ')[0]!.toLowerCase();
    queries.push(
      kind === 0 ? `${colour} ${noun}` : kind === 1 ? `${brand} ${noun.slice(0, 3)}` : kind === 2 ? `${typo(brand)} ${colour}` : `${pick(ADJECTIVES).toLowerCase()} ${pick(STYLES)}`,
    );
  }
  for (const q of queries.slice(0, 100)) searchIds(index, q); // warm-up (JIT)
  const times: number[] = [];
  let hits = 0;
  for (const q of queries) {
    const t0 = performance.now();
    const ids = searchIds(index, q);
    times.push(performance.now() - t0);
    if (ids.length > 0) hits++;
  }
  const result = {
    products: N,
    queries: queries.length,
    queryKinds: ['colour noun', 'brand + 3-letter prefix', 'one-typo brand + colour', 'adjective + style'],
    queriesWithResults: hits,
    indexBuildMs: round(buildMs, 1),
    indexHeapMb: round(heapMb, 1),
    queryMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), max: round(Math.max(...times)) },
    targetP50Ms: 30,
    met: percentile(times, 50) <= 30,
  };
  console.log(result);
  writeResult('search', result);
}
