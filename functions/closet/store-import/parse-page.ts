/**
 * Read a store product page (issue 7, spec 02 §2.15 made real): schema.org Product JSON-LD
 * first, else Open Graph / product meta tags, else the `<title>`. Pure (no I/O), cheerio.
 */
import { load, type CheerioAPI } from 'cheerio';
import {
  CLOSET_CATEGORIES,
  CLOSET_ITEM_LIMITS,
  type ClosetCategory,
} from '@seamline/shared/contracts/closet';
import { CURRENCIES } from '@seamline/shared/contracts/catalogue';

/** What a page gave (every field may be null); `imageUrl` is absolute (resolved against the page). */
export interface ParsedProductPage {
  source: 'json-ld' | 'open-graph' | 'none';
  name: string | null;
  brand: string | null;
  description: string | null;
  price: number | null;
  currency: (typeof CURRENCIES)[number] | null;
  category: ClosetCategory | null;
  color: string | null;
  imageUrl: string | null;
  /** The page's canonical URL (JSON-LD `url`, `og:url`, else the page's own URL). */
  storeUrl: string;
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const arr = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** Trimmed, whitespace-collapsed text cut to `max` characters, or null when empty. */
function text(v: Json, max = 500): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : null;
}

/** A price ≥ 0 (string like '49.99' or '1,299.00' or a number), rounded to cents, or null. */
export function parsePrice(v: Json): number | null {
  const s =
    typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[^\d.,]/g, '') : '';
  if (!s) return null;
  const normalised =
    /,\d{1,2}$/.test(s) && !s.includes('.') ? s.replace(',', '.') : s.replace(/,/g, '');
  const n = Number(normalised);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

/** The currency when it is one of CURRENCIES (spec 02 §3), else null. */
export function parseCurrency(v: Json): ParsedProductPage['currency'] {
  const s = typeof v === 'string' ? v.trim().toUpperCase() : '';
  return (CURRENCIES as readonly string[]).includes(s)
    ? (s as ParsedProductPage['currency'])
    : null;
}

const CATEGORY_WORDS: [RegExp, ClosetCategory][] = [
  [/\bdress(es)?\b/, 'dresses'],
  [/\b(jeans|trousers?|pants|skirts?|shorts|leggings)\b/, 'bottoms'],
  [/\b(jackets?|coats?|blazers?|parkas?|outerwear)\b/, 'outerwear'],
  [/\b(sneakers?|boots?|shoes?|sandals?|heels|loafers?|trainers?)\b/, 'shoes'],
  [
    /\b(bags?|belts?|hats?|scarf|scarves|handbags?|wallets?|sunglasses|accessories)\b/,
    'accessories',
  ],
  [/\b(shirts?|t-shirts?|tees?|tops?|sweaters?|blouses?|hoodies?|cardigans?|jumpers?)\b/, 'tops'],
];

/** A CLOSET_CATEGORIES guess from the page's category and name words, else null. */
export function guessCategory(...sources: (string | null)[]): ClosetCategory | null {
  for (const source of sources) {
    if (!source) continue;
    const lower = source.toLowerCase();
    if ((CLOSET_CATEGORIES as readonly string[]).includes(lower)) return lower as ClosetCategory;
    for (const [re, cat] of CATEGORY_WORDS) if (re.test(lower)) return cat;
  }
  return null;
}

function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

const isProduct = (node: Record<string, Json>): boolean =>
  arr(node['@type']).some(
    (t) =>
      typeof t === 'string' &&
      /^(schema:|https?:\/\/schema\.org\/)?(Product|ProductGroup)$/.test(t),
  );

/** Every Product node of the page's JSON-LD blocks (arrays, `@graph`, nested), malformed blocks skipped. */
function jsonLdProducts($: CheerioAPI): Record<string, Json>[] {
  const found: Record<string, Json>[] = [];
  const visit = (node: Json, depth: number): void => {
    if (depth > 5) return;
    for (const n of arr(node)) {
      if (!isObj(n)) continue;
      if (isProduct(n)) found.push(n);
      if (n['@graph']) visit(n['@graph'], depth + 1);
      if (isObj(n.mainEntity)) visit(n.mainEntity, depth + 1);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()), 0);
    } catch {
      // a malformed block is ignored
    }
  });
  return found;
}

function imageOf(v: Json): string | null {
  for (const i of arr(v)) {
    if (typeof i === 'string' && i.trim()) return i.trim();
    if (isObj(i)) {
      const u = text(i.url, CLOSET_ITEM_LIMITS.url) ?? text(i.contentUrl, CLOSET_ITEM_LIMITS.url);
      if (u) return u;
    }
  }
  return null;
}

function offerOf(v: Json): { price: number | null; currency: ParsedProductPage['currency'] } {
  for (const o of arr(v)) {
    if (!isObj(o)) continue;
    const spec = arr(o.priceSpecification).find(isObj);
    const price = parsePrice(o.price ?? o.lowPrice ?? spec?.price);
    if (price !== null)
      return { price, currency: parseCurrency(o.priceCurrency ?? spec?.priceCurrency) };
    if (o.offers) {
      const nested = offerOf(o.offers);
      if (nested.price !== null) return nested;
    }
  }
  return { price: null, currency: null };
}

function fromJsonLd(p: Record<string, Json>, pageUrl: string): ParsedProductPage {
  const name = text(p.name, CLOSET_ITEM_LIMITS.name);
  const brandRaw = arr(p.brand)[0];
  const brand = text(isObj(brandRaw) ? brandRaw.name : brandRaw, CLOSET_ITEM_LIMITS.brand);
  const category = text(arr(p.category)[0], 200);
  const { price, currency } = offerOf(p.offers);
  return {
    source: 'json-ld',
    name,
    brand,
    description: text(p.description, CLOSET_ITEM_LIMITS.notes),
    price,
    currency,
    category: guessCategory(category, name),
    color: text(arr(p.color)[0], CLOSET_ITEM_LIMITS.color),
    imageUrl: absolute(imageOf(p.image), pageUrl),
    storeUrl: absolute(text(p.url, CLOSET_ITEM_LIMITS.url), pageUrl) ?? pageUrl,
  };
}

/**
 * Parse a product page.
 * @param html the page (already size-capped by the fetch).
 * @param pageUrl the final URL of the page (after redirects): base of relative URLs.
 */
export function parseProductPage(html: string, pageUrl: string): ParsedProductPage {
  const $ = load(html);
  const product = jsonLdProducts($)[0];
  if (product) return fromJsonLd(product, pageUrl);

  const meta = (...names: string[]): string | null => {
    for (const n of names) {
      const v =
        $(`meta[property="${n}"]`).attr('content') ?? $(`meta[name="${n}"]`).attr('content');
      const t = text(v ?? null, CLOSET_ITEM_LIMITS.url);
      if (t) return t;
    }
    return null;
  };
  const ogTitle = meta('og:title');
  const ogImage = meta('og:image', 'og:image:url', 'og:image:secure_url');
  const price = parsePrice(meta('product:price:amount', 'og:price:amount'));
  if (ogTitle || ogImage || price !== null) {
    const name = ogTitle?.slice(0, CLOSET_ITEM_LIMITS.name) ?? null;
    return {
      source: 'open-graph',
      name,
      // og:site_name is the shop, not the brand: never used as brand.
      brand: meta('product:brand', 'og:brand')?.slice(0, CLOSET_ITEM_LIMITS.brand) ?? null,
      description: meta('og:description')?.slice(0, CLOSET_ITEM_LIMITS.notes) ?? null,
      price,
      currency: parseCurrency(meta('product:price:currency', 'og:price:currency')),
      category: guessCategory(meta('product:category'), name),
      color: meta('product:color')?.slice(0, CLOSET_ITEM_LIMITS.color) ?? null,
      imageUrl: absolute(ogImage, pageUrl),
      storeUrl: absolute(meta('og:url'), pageUrl) ?? pageUrl,
    };
  }
  const title = text($('title').first().text(), CLOSET_ITEM_LIMITS.name);
  return {
    source: 'none',
    name: title,
    brand: null,
    description: null,
    price: null,
    currency: null,
    category: guessCategory(title),
    color: null,
    imageUrl: null,
    storeUrl: pageUrl,
  };
}
