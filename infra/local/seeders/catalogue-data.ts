/**
 * The seeded catalogue (issue 6 "Catalogue"), generated deterministically: the same products,
 * prices, size charts, tags and illustrations on every machine and run.
 *
 * - Product `i` (0-based) is `prd-<i+1, 4 digits>` and depends only on `i` (its own PRNG,
 *   `mulberry32(CATALOGUE_SEED + i)`), so `catalogueProducts(200)` is the first 200 of
 *   `catalogueProducts(10_000)` (the benchmark's catalogue) and ids never repeat.
 * - `listedAt` counts back from the fixed {@link CATALOGUE_BASE_DATE} (never `now`), so a
 *   reseed writes identical items; `prd-0001` is the newest.
 * - Categories in the mix of {@link CATEGORY_MIX}; 8 fictional brands, 5 fictional retailers
 *   (`https://www.<retailer>.example/products/<slug>`); ~25 % on sale (`originalPrice` > `price`);
 *   mostly USD, some EUR/GBP; 1 main image + 0–4 extra views (`catalogue-art.ts`).
 * - Size charts ({@link SIZE_CHARTS}) are BODY ranges in cm, contiguous and ascending: women's
 *   letter XS–XL, women's numeric 0–16 (dresses and bottoms), men's letter S–XXL (tops, outerwear,
 *   bottoms); only the dimensions of the category are published (`CATEGORY_DIMENSIONS` of
 *   shared/domain/catalogue/product-fit.ts). Shoes (sizes 5–11) and accessories ('One Size')
 *   publish no ranges. The ranges follow common published women's/men's charts (US 0–16 steps
 *   of ~2.5 cm; letter sizes ~4–7 cm wide), rounded to whole cm.
 * - Styles: the first is `STYLE_CATEGORIES[i % 12]` (every style on 1/12 of the catalogue), plus
 *   0–2 of the garment's own styles.
 */
import type { FitType, ProductCategory, SizeChartRow } from '@seamline/shared/contracts/catalogue';
import { STYLE_CATEGORIES } from '@seamline/shared/contracts/profile';
import type { ProductItem } from '@seamline/shared/db/catalogue-items';
import { mulberry32 } from '@seamline/shared/domain/random';
import { CATEGORY_DIMENSIONS } from '@seamline/shared/domain/catalogue/product-fit';
import { productArt, type ArtShape, type ArtView } from './catalogue-art';

export const CATALOGUE_SEED = 6_2026;
/** The seeded catalogue's size (the local runtime; the benchmark grows it to 10,000). */
export const CATALOGUE_SIZE = 216;
/** The newest product's `listedAt`; each next one is 2–5 hours older. */
export const CATALOGUE_BASE_DATE = '2026-10-01T09:00:00.000Z';

type Style = (typeof STYLE_CATEGORIES)[number];
type Random = () => number;

/** A named colour and its swatch (hex). */
export interface NamedColor {
  name: string;
  hex: string;
}

export const COLORS: readonly NamedColor[] = [
  { name: 'Black', hex: '#26262b' },
  { name: 'White', hex: '#f6f4ef' },
  { name: 'Ivory', hex: '#efe8d8' },
  { name: 'Navy', hex: '#2b3a5c' },
  { name: 'Sage', hex: '#9cb08c' },
  { name: 'Terracotta', hex: '#c4674a' },
  { name: 'Camel', hex: '#c39a6b' },
  { name: 'Blush', hex: '#e9b7b9' },
  { name: 'Burgundy', hex: '#7c2e3e' },
  { name: 'Olive', hex: '#6f6f3d' },
  { name: 'Denim Blue', hex: '#4d6f9e' },
  { name: 'Charcoal', hex: '#45474e' },
  { name: 'Rust', hex: '#b24f2c' },
  { name: 'Lavender', hex: '#b8a8d8' },
  { name: 'Forest Green', hex: '#2f5240' },
  { name: 'Mustard', hex: '#d2a531' },
  { name: 'Sky Blue', hex: '#8fc3e6' },
  { name: 'Heather Grey', hex: '#a3a5aa' },
  { name: 'Chocolate', hex: '#5b3c2b' },
  { name: 'Cherry Red', hex: '#c23b3b' },
  { name: 'Emerald', hex: '#2f8a6b' },
  { name: 'Coral', hex: '#ef8a6d' },
  { name: 'Stone', hex: '#beb5a6' },
  { name: 'Cobalt', hex: '#3557b7' },
];
const COLOR_BY_NAME = new Map(COLORS.map((c) => [c.name, c]));
/** The hex of a catalogue colour name (grey for an unknown name). */
export const colorHex = (name: string): string => COLOR_BY_NAME.get(name)?.hex ?? '#a3a5aa';

export const BRANDS = [
  'Northwind Atelier',
  'Lumen & Loom',
  'Harbor Thread',
  'Velvet Fern',
  'Kestrel Supply',
  'Maison Ondine',
  'Copperleaf',
  'Studio Marlow',
] as const;

/** Retailers: display name and the host label of `https://www.<host>.example`. */
export const RETAILERS = [
  { name: 'Threadline', host: 'threadline' },
  { name: 'Atelier Row', host: 'atelierrow' },
  { name: 'Cloth & Co', host: 'clothandco' },
  { name: 'Outfitter Lane', host: 'outfitterlane' },
  { name: 'Wardrobe Market', host: 'wardrobemarket' },
] as const;

export const OCCASIONS = ['work', 'casual', 'party', 'formal', 'date', 'workout', 'travel'] as const;
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
type Occasion = (typeof OCCASIONS)[number];
type Season = (typeof SEASONS)[number];

/** Size chart families (see module doc). */
export type ChartFamily = 'womenLetter' | 'womenNumeric' | 'menLetter' | 'shoes' | 'oneSize';

/** A chart row before the category picks its dimensions: [size, bust, waist, hips] (cm). */
type FullRow = [size: string, bust: [number, number], waist: [number, number], hips: [number, number]];

const numericRow = (n: number): FullRow => {
  const k = n / 2;
  const r = (from: number): [number, number] => [Math.round((from + 2.5 * k) * 10) / 10, Math.round((from + 2.5 * (k + 1)) * 10) / 10];
  return [String(n), r(79), r(61), r(86)];
};

/** Full body charts per family (cm, contiguous, ascending); shoes and one-size have none. */
export const SIZE_CHARTS: Record<'womenLetter' | 'womenNumeric' | 'menLetter', readonly FullRow[]> = {
  womenLetter: [
    ['XS', [80, 84], [62, 66], [88, 92]],
    ['S', [84, 88], [66, 70], [92, 96]],
    ['M', [88, 93], [70, 75], [96, 101]],
    ['L', [93, 99], [75, 81], [101, 107]],
    ['XL', [99, 105], [81, 87], [107, 113]],
  ],
  womenNumeric: [0, 2, 4, 6, 8, 10, 12, 14, 16].map(numericRow),
  menLetter: [
    ['S', [88, 94], [73, 79], [88, 94]],
    ['M', [94, 100], [79, 85], [94, 100]],
    ['L', [100, 107], [85, 92], [100, 107]],
    ['XL', [107, 114], [92, 99], [107, 114]],
    ['XXL', [114, 121], [99, 106], [114, 121]],
  ],
};

/**
 * The sizes and chart rows of a family for a category (only the category's dimensions).
 * `rnd` picks the shoe size run (5–10 or 6–11, whole or half sizes).
 */
export function sizeChart(family: ChartFamily, category: ProductCategory, rnd: Random): { sizes: string[]; rows: SizeChartRow[] } {
  if (family === 'oneSize') return { sizes: ['One Size'], rows: [] };
  if (family === 'shoes') {
    const from = rnd() < 0.5 ? 5 : 6;
    const halves = rnd() < 0.4;
    const sizes: string[] = [];
    for (let s = from; s <= from + 5; s += halves ? 0.5 : 1) sizes.push(String(s));
    return { sizes, rows: [] };
  }
  const dims = CATEGORY_DIMENSIONS[category];
  const rows = SIZE_CHARTS[family].map(([size, bust, waist, hips]) => {
    const all = { bust, waist, hips };
    const row: SizeChartRow = { size };
    for (const d of dims) row[d] = [...all[d]];
    return row;
  });
  return { sizes: rows.map((r) => r.size), rows };
}

/** One kind of garment the generator makes. */
interface Garment {
  category: ProductCategory;
  shape: ArtShape;
  nouns: readonly string[];
  materials: readonly string[];
  /** Price range in USD-ish major units. */
  price: [number, number];
  styles: readonly Style[];
  occasions: readonly Occasion[];
  seasons: readonly Season[];
  fitTypes: readonly FitType[];
  charts: readonly ChartFamily[];
  /** Second sentences of the description. */
  details: readonly string[];
}

const ALL_SEASONS = SEASONS;
const GARMENTS: readonly Garment[] = [
  { category: 'tops', shape: 'tee', nouns: ['Crew Tee', 'V-Neck Tee', 'Boxy Tee', 'Pocket Tee'], materials: ['Organic cotton', 'Cotton jersey', 'Slub cotton'], price: [18, 48], styles: ['Casual', 'Minimalist', 'Streetwear', 'Athletic'], occasions: ['casual', 'travel', 'workout'], seasons: ['spring', 'summer'], fitTypes: ['regular', 'relaxed', 'oversized', 'slim'], charts: ['womenLetter', 'menLetter'], details: ['Pre-washed for softness from the first wear.', 'A wardrobe staple that layers under anything.'] },
  { category: 'tops', shape: 'shirt', nouns: ['Oxford Shirt', 'Poplin Shirt', 'Linen Shirt', 'Silk Blouse', 'Chambray Shirt'], materials: ['Cotton poplin', 'Linen', 'Silk', 'Chambray'], price: [39, 128], styles: ['Business', 'Preppy', 'Minimalist', 'Romantic'], occasions: ['work', 'date', 'casual'], seasons: ['spring', 'summer', 'fall'], fitTypes: ['slim', 'regular', 'relaxed'], charts: ['womenLetter', 'menLetter'], details: ['Mother-of-pearl buttons and a curved hem.', 'Crisp enough for the office, easy enough for the weekend.'] },
  { category: 'tops', shape: 'sweater', nouns: ['Merino Crewneck', 'Cable Knit Sweater', 'Cashmere Cardigan', 'Ribbed Turtleneck'], materials: ['Merino wool', 'Cashmere', 'Cotton-wool blend', 'Lambswool'], price: [59, 189], styles: ['Preppy', 'Minimalist', 'Vintage', 'Casual'], occasions: ['work', 'casual', 'travel'], seasons: ['fall', 'winter'], fitTypes: ['regular', 'relaxed', 'oversized'], charts: ['womenLetter', 'menLetter'], details: ['Knitted with ribbed cuffs and hem that keep their shape.', 'Warm without bulk, made to be worn for years.'] },
  { category: 'tops', shape: 'tank', nouns: ['Ribbed Tank', 'Sports Tank', 'Lace Camisole', 'Muscle Tank'], materials: ['Rib-knit cotton', 'Recycled polyester', 'Lace', 'Modal'], price: [15, 48], styles: ['Athletic', 'Casual', 'Romantic', 'Edgy', 'Gothic'], occasions: ['workout', 'casual', 'party'], seasons: ['spring', 'summer'], fitTypes: ['slim', 'regular'], charts: ['womenLetter', 'menLetter'], details: ['Breathable and quick-drying.', 'Lovely alone or under a blazer.'] },
  { category: 'bottoms', shape: 'jeans', nouns: ['Straight Jeans', 'Skinny Jeans', 'Wide-Leg Jeans', 'Mom Jeans'], materials: ['Stretch denim', 'Rigid denim', 'Organic denim'], price: [49, 148], styles: ['Casual', 'Streetwear', 'Vintage', 'Edgy'], occasions: ['casual', 'travel', 'date'], seasons: ALL_SEASONS, fitTypes: ['slim', 'regular', 'relaxed'], charts: ['womenNumeric', 'womenLetter', 'menLetter'], details: ['Five pockets and a high rise that holds its shape.', 'Washed for a lived-in look.'] },
  { category: 'bottoms', shape: 'trousers', nouns: ['Tailored Trousers', 'Pleated Chinos', 'Cargo Pants', 'Wide-Leg Trousers', 'Joggers'], materials: ['Wool blend', 'Cotton twill', 'Linen', 'Ripstop cotton'], price: [45, 158], styles: ['Business', 'Minimalist', 'Preppy', 'Streetwear', 'Athletic'], occasions: ['work', 'casual', 'travel', 'formal'], seasons: ALL_SEASONS, fitTypes: ['slim', 'regular', 'relaxed'], charts: ['womenNumeric', 'womenLetter', 'menLetter'], details: ['Pressed creases and deep side pockets.', 'A clean line from waist to hem.'] },
  { category: 'bottoms', shape: 'skirt', nouns: ['Pleated Midi Skirt', 'Denim Mini Skirt', 'Satin Slip Skirt', 'Wrap Skirt'], materials: ['Satin', 'Denim', 'Wool crepe', 'Viscose'], price: [35, 118], styles: ['Romantic', 'Bohemian', 'Vintage', 'Preppy', 'Gothic'], occasions: ['date', 'party', 'work'], seasons: ['spring', 'summer', 'fall'], fitTypes: ['slim', 'regular', 'relaxed'], charts: ['womenNumeric', 'womenLetter'], details: ['It moves beautifully when you walk.', 'A concealed side zip keeps the line smooth.'] },
  { category: 'bottoms', shape: 'shorts', nouns: ['Denim Shorts', 'Running Shorts', 'Linen Shorts', 'Bermuda Shorts'], materials: ['Denim', 'Recycled nylon', 'Linen', 'Cotton twill'], price: [25, 72], styles: ['Casual', 'Athletic', 'Bohemian', 'Preppy'], occasions: ['casual', 'workout', 'travel'], seasons: ['summer'], fitTypes: ['regular', 'relaxed'], charts: ['womenNumeric', 'womenLetter', 'menLetter'], details: ['Made for long summer days.', 'Light, airy and easy to pack.'] },
  { category: 'dresses', shape: 'dress', nouns: ['Wrap Dress', 'Slip Dress', 'Shirt Dress', 'Maxi Dress', 'Sheath Dress', 'Knit Midi Dress', 'Tiered Sundress', 'Little Black Dress'], materials: ['Viscose', 'Silk', 'Crepe', 'Cotton voile', 'Jersey', 'Linen'], price: [59, 268], styles: ['Romantic', 'Bohemian', 'Formal', 'Minimalist', 'Vintage', 'Gothic', 'Business'], occasions: ['party', 'formal', 'date', 'work', 'casual'], seasons: ALL_SEASONS, fitTypes: ['slim', 'regular', 'relaxed'], charts: ['womenLetter', 'womenNumeric'], details: ['Fully lined, with pockets.', 'Dress it up with heels or down with sneakers.', 'A flattering waist and a skirt that swings.'] },
  { category: 'outerwear', shape: 'coat', nouns: ['Wool Overcoat', 'Trench Coat', 'Puffer Coat', 'Teddy Coat'], materials: ['Wool blend', 'Cotton gabardine', 'Recycled down', 'Faux shearling'], price: [119, 429], styles: ['Minimalist', 'Business', 'Formal', 'Vintage', 'Preppy'], occasions: ['work', 'casual', 'travel', 'formal'], seasons: ['fall', 'winter'], fitTypes: ['regular', 'relaxed', 'oversized'], charts: ['womenLetter', 'menLetter'], details: ['Cut roomy enough to layer a knit underneath.', 'A coat you will reach for every cold morning.'] },
  { category: 'outerwear', shape: 'jacket', nouns: ['Denim Jacket', 'Leather Biker Jacket', 'Cropped Blazer', 'Bomber Jacket', 'Utility Jacket'], materials: ['Denim', 'Leather', 'Wool blend', 'Nylon', 'Cotton canvas'], price: [79, 329], styles: ['Edgy', 'Streetwear', 'Business', 'Casual', 'Gothic'], occasions: ['casual', 'work', 'party', 'date'], seasons: ['spring', 'fall'], fitTypes: ['slim', 'regular', 'oversized'], charts: ['womenLetter', 'menLetter'], details: ['Sturdy hardware and a tailored shoulder.', 'Throw it over anything for instant polish.'] },
  { category: 'shoes', shape: 'sneakers', nouns: ['Court Sneakers', 'Running Sneakers', 'High-Top Sneakers', 'Canvas Low-Tops'], materials: ['Leather', 'Recycled mesh', 'Canvas', 'Suede'], price: [59, 168], styles: ['Athletic', 'Streetwear', 'Casual', 'Minimalist'], occasions: ['casual', 'workout', 'travel'], seasons: ALL_SEASONS, fitTypes: ['regular'], charts: ['shoes'], details: ['A cushioned footbed for all-day comfort.', 'Grippy rubber soles.'] },
  { category: 'shoes', shape: 'boots', nouns: ['Chelsea Boots', 'Combat Boots', 'Knee-High Boots', 'Hiking Boots'], materials: ['Leather', 'Suede', 'Waxed leather'], price: [89, 289], styles: ['Edgy', 'Gothic', 'Vintage', 'Bohemian'], occasions: ['casual', 'work', 'travel'], seasons: ['fall', 'winter'], fitTypes: ['regular'], charts: ['shoes'], details: ['Stacked heel and a weatherproof sole.', 'Breaks in beautifully.'] },
  { category: 'shoes', shape: 'heels', nouns: ['Block Heel Pumps', 'Strappy Sandals', 'Slingback Heels', 'Kitten Heels'], materials: ['Leather', 'Satin', 'Patent leather', 'Suede'], price: [69, 229], styles: ['Formal', 'Romantic', 'Business'], occasions: ['party', 'formal', 'date', 'work'], seasons: ['spring', 'summer', 'fall'], fitTypes: ['regular'], charts: ['shoes'], details: ['A padded insole keeps you dancing.', 'A heel height you can actually walk in.'] },
  { category: 'accessories', shape: 'bag', nouns: ['Leather Tote', 'Crossbody Bag', 'Bucket Bag', 'Canvas Backpack'], materials: ['Leather', 'Vegan leather', 'Cotton canvas', 'Woven straw'], price: [45, 329], styles: ['Minimalist', 'Business', 'Bohemian', 'Casual'], occasions: ['work', 'casual', 'travel'], seasons: ALL_SEASONS, fitTypes: ['regular'], charts: ['oneSize'], details: ['Fits a laptop, a book and everything else.', 'An inner zip pocket keeps keys in place.'] },
  { category: 'accessories', shape: 'hat', nouns: ['Wool Fedora', 'Bucket Hat', 'Baseball Cap', 'Straw Sun Hat'], materials: ['Wool felt', 'Cotton twill', 'Straw'], price: [22, 95], styles: ['Vintage', 'Streetwear', 'Bohemian', 'Casual'], occasions: ['casual', 'travel'], seasons: ['spring', 'summer', 'fall'], fitTypes: ['regular'], charts: ['oneSize'], details: ['An adjustable inner band.', 'Packs flat and pops back into shape.'] },
  { category: 'accessories', shape: 'scarf', nouns: ['Silk Scarf', 'Chunky Knit Scarf', 'Plaid Wool Scarf'], materials: ['Silk', 'Merino wool', 'Lambswool'], price: [25, 128], styles: ['Romantic', 'Preppy', 'Vintage', 'Minimalist'], occasions: ['work', 'casual', 'date'], seasons: ['fall', 'winter', 'spring'], fitTypes: ['regular'], charts: ['oneSize'], details: ['Wear it knotted, draped or tied to a bag.', 'Soft against the skin.'] },
  { category: 'accessories', shape: 'belt', nouns: ['Leather Belt', 'Chain Belt', 'Woven Belt'], materials: ['Leather', 'Metal', 'Braided cotton'], price: [25, 98], styles: ['Edgy', 'Business', 'Bohemian', 'Gothic'], occasions: ['work', 'casual', 'party'], seasons: ALL_SEASONS, fitTypes: ['regular'], charts: ['oneSize'], details: ['A brushed buckle that goes with everything.', 'The finishing touch to high-waisted trousers.'] },
];

/** Share of each category in the catalogue (sums to 1). */
export const CATEGORY_MIX: Record<ProductCategory, number> = {
  tops: 0.24,
  bottoms: 0.18,
  dresses: 0.16,
  outerwear: 0.12,
  shoes: 0.15,
  accessories: 0.15,
};

/** Shares of products with 0, 1, 2, 3 and 4 extra images (fewer distinct images to upload). */
const EXTRA_VIEW_SHARES = [0.2, 0.3, 0.25, 0.15, 0.1];

const ADJECTIVES = ['Essential', 'Classic', 'Everyday', 'Soft', 'Modern', 'Heritage', 'Weekend', 'City', 'Studio', 'Coastal', 'Signature', 'Easy'];

const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
/** `n` distinct elements of `list` (order of first pick). */
function pickDistinct<T>(rnd: Random, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}
/** An index drawn with the given shares (summing to 1). */
function weighted(rnd: Random, shares: readonly number[]): number {
  let x = rnd();
  for (const [i, share] of shares.entries()) {
    x -= share;
    if (x < 0) return i;
  }
  return shares.length - 1;
}
const round2 = (n: number) => Math.round(n * 100) / 100;
const slugOf = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The category of product `i`: interleaved by the mix, so any prefix has every category. */
function categoryOf(i: number): ProductCategory {
  // A low-discrepancy walk over the mix (golden-ratio sequence) keeps shares exact on average.
  const x = (i * 0.6180339887498949) % 1;
  let acc = 0;
  for (const [category, share] of Object.entries(CATEGORY_MIX) as [ProductCategory, number][]) {
    acc += share;
    if (x < acc) return category;
  }
  return 'accessories';
}

/** The id of product `i` (0-based): `prd-0001`, …, `prd-10000`. */
export const productIdOf = (i: number) => `prd-${String(i + 1).padStart(4, '0')}`;

/** A generated product and its illustrations (SVG text by image key). */
export interface GeneratedProduct {
  item: ProductItem;
  art: ArtView[];
}

/**
 * Generate product `i` (0-based) with its art. Pure and deterministic (see module doc).
 * @returns the Product item (image keys `<sha256-12>.svg`, main first) and the SVGs.
 */
export function generateProduct(i: number): GeneratedProduct {
  const rnd = mulberry32(CATALOGUE_SEED * 100_003 + i);
  const category = categoryOf(i);
  const garment = pick(rnd, GARMENTS.filter((g) => g.category === category));
  const noun = pick(rnd, garment.nouns);
  const material = pick(rnd, garment.materials);
  const fitType = pick(rnd, garment.fitTypes);
  const family = pick(rnd, garment.charts);
  const { sizes, rows } = sizeChart(family, category, rnd);
  const colorCount = 1 + Math.floor(rnd() * rnd() * 3);
  const colors = pickDistinct(rnd, COLORS, colorCount).map((c) => c.name);
  const primaryStyle = STYLE_CATEGORIES[i % STYLE_CATEGORIES.length]!;
  const extraStyles = pickDistinct(rnd, garment.styles.filter((s) => s !== primaryStyle), Math.floor(rnd() * 3));
  const style = [primaryStyle, ...extraStyles];
  const occasion = pickDistinct(rnd, garment.occasions, 1 + Math.floor(rnd() * 2));
  const season = pickDistinct(rnd, garment.seasons, Math.min(garment.seasons.length, 1 + Math.floor(rnd() * 3)));
  const brand = pick(rnd, BRANDS);
  const retailer = pick(rnd, RETAILERS);
  const currencyRoll = rnd();
  const currency = currencyRoll < 0.08 ? 'EUR' : currencyRoll < 0.14 ? 'GBP' : 'USD';
  const [lo, hi] = garment.price;
  const listPrice = Math.round(lo + rnd() * (hi - lo)) - 0.01;
  const onSale = rnd() < 0.25;
  const discount = pick(rnd, [0.2, 0.25, 0.3, 0.4, 0.5]);
  const price = onSale ? round2(Math.floor(listPrice * (1 - discount)) - 0.01) : listPrice;
  const name = `${pick(rnd, ADJECTIVES)} ${noun}`;
  const productId = productIdOf(i);
  const colorText = colors.length === 1 ? colors[0]! : `${colors.slice(0, -1).join(', ')} and ${colors.at(-1)}`;
  const cut = garment.charts.some((c) => c in SIZE_CHARTS) ? `${fitType}-fit ` : '';
  const lead = `${cut}${noun.toLowerCase()}`;
  const description = `${/^[aeiou]/.test(lead) ? 'An' : 'A'} ${lead} in ${material.toLowerCase()}, in ${colorText.toLowerCase()}. ${pick(rnd, garment.details)}`;
  const hoursBack = i * 3.5 + Math.floor(rnd() * 90) / 60;
  const listedAt = new Date(Date.parse(CATALOGUE_BASE_DATE) - Math.round(hoursBack * 3600) * 1000).toISOString();
  const extraViews = weighted(rnd, EXTRA_VIEW_SHARES);
  const art = productArt({ shape: garment.shape, colors: colors.map(colorHex), material, extraViews });
  const item: ProductItem = {
    productId,
    name,
    brand,
    category,
    price,
    ...(onSale ? { originalPrice: listPrice } : {}),
    currency,
    images: art.map((a) => a.key),
    sizes,
    fitType,
    standardMeasurements: rows,
    style,
    occasion,
    season,
    material,
    colors,
    description,
    retailer: retailer.name,
    retailerUrl: `https://www.${retailer.host}.example/products/${slugOf(`${brand} ${name}`)}-${productId.slice(4)}`,
    listedAt,
  };
  return { item, art };
}

/**
 * The first `count` catalogue products (Product items), `prd-0001` first. Pure and
 * deterministic: the same items on every call; `count` ≤ 99,999 keeps ids unique.
 */
export function catalogueProducts(count: number): ProductItem[] {
  return Array.from({ length: count }, (_, i) => generateProduct(i).item);
}
