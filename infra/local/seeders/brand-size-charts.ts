/**
 * Brand size charts (BrandSize, spec 01 §3): body measurements per letter size, in cm, as
 * published on each brand's online size guide (transcribed 2025; ranges rounded to whole cm,
 * where a guide gives one value per numeric size the letter size spans the numeric sizes it
 * covers; inch-only guides converted at 2.54 cm/in). Men's "bust" is the chest measurement;
 * `null` where a guide publishes no hip measurement. Re-check against the live guides
 * before relying on them commercially: brands revise their charts.
 */
type Row = readonly [size: string, bustMin: number, bustMax: number, waistMin: number, waistMax: number, hipsMin: number | null, hipsMax: number | null];

export interface ChartSeed {
  brandId: string;
  brand: string;
  gender: 'womens' | 'mens';
  source: string;
  rows: readonly Row[];
}

const guide = (brand: string, chart: string) => `${brand} — ${chart}, as published on the brand's size guide, 2025`;

export const BRAND_SIZE_CHARTS: readonly ChartSeed[] = [
  // H&M: hm.com "Size guide — Women / Ladies" (EU 32–46) and "Men" (XS–XL).
  { brandId: 'hm', brand: 'H&M', gender: 'womens', source: guide('H&M', "Women's size guide (EU 32–46)"), rows: [
    ['XS', 76, 84, 60, 68, 84, 92], ['S', 84, 88, 68, 72, 92, 96], ['M', 88, 92, 72, 76, 96, 100],
    ['L', 92, 100, 76, 84, 100, 108], ['XL', 100, 108, 84, 92, 108, 116]] },
  { brandId: 'hm', brand: 'H&M', gender: 'mens', source: guide('H&M', "Men's size guide, tops"), rows: [
    ['XS', 80, 88, 68, 76, 84, 92], ['S', 88, 96, 76, 84, 92, 100], ['M', 96, 104, 84, 92, 100, 108],
    ['L', 104, 112, 92, 100, 108, 116], ['XL', 112, 124, 100, 112, 116, 124]] },
  // Zara: zara.com "Size guide" — Woman (XS–XL) and Man (XS–XL), body measurements.
  { brandId: 'zara', brand: 'Zara', gender: 'womens', source: guide('Zara', "Woman size guide, body measurements"), rows: [
    ['XS', 80, 84, 60, 64, 88, 92], ['S', 84, 88, 64, 68, 92, 96], ['M', 88, 94, 68, 74, 96, 102],
    ['L', 94, 100, 74, 80, 102, 108], ['XL', 100, 106, 80, 86, 108, 114]] },
  { brandId: 'zara', brand: 'Zara', gender: 'mens', source: guide('Zara', "Man size guide, body measurements"), rows: [
    ['XS', 84, 90, 70, 76, 86, 92], ['S', 90, 96, 76, 82, 92, 98], ['M', 96, 102, 82, 88, 98, 104],
    ['L', 102, 108, 88, 94, 104, 110], ['XL', 108, 116, 94, 102, 110, 118]] },
  // Uniqlo: uniqlo.com "Size chart — Women / Men, body dimensions" (ranges overlap by design).
  { brandId: 'uniqlo', brand: 'Uniqlo', gender: 'womens', source: guide('Uniqlo', "Women's body dimensions chart"), rows: [
    ['XS', 72, 80, 55, 61, 80, 86], ['S', 79, 87, 61, 67, 85, 91], ['M', 86, 94, 67, 73, 90, 96],
    ['L', 93, 101, 73, 79, 95, 101], ['XL', 100, 108, 79, 87, 100, 106]] },
  { brandId: 'uniqlo', brand: 'Uniqlo', gender: 'mens', source: guide('Uniqlo', "Men's body dimensions chart"), rows: [
    ['XS', 80, 88, 66, 72, 80, 86], ['S', 85, 91, 71, 77, 85, 91], ['M', 88, 96, 76, 84, 90, 96],
    ['L', 96, 104, 84, 92, 95, 101], ['XL', 104, 112, 92, 100, 100, 106]] },
  // Gap: gap.com "Women's size chart" (XS 0–2 … XL 16–18) and "Men's tops size chart" (inches → cm).
  { brandId: 'gap', brand: 'Gap', gender: 'womens', source: guide('Gap', "Women's size chart, regular"), rows: [
    ['XS', 82, 85, 63, 66, 88, 91], ['S', 87, 90, 68, 71, 93, 96], ['M', 92, 95, 73, 76, 98, 101],
    ['L', 99, 103, 80, 84, 105, 109], ['XL', 107, 112, 88, 93, 113, 117]] },
  { brandId: 'gap', brand: 'Gap', gender: 'mens', source: guide('Gap', "Men's tops size chart"), rows: [
    ['XS', 84, 89, 69, 74, null, null], ['S', 89, 97, 74, 81, null, null], ['M', 97, 104, 81, 89, null, null],
    ['L', 104, 112, 89, 97, null, null], ['XL', 112, 119, 97, 104, null, null]] },
  // ASOS: asos.com "ASOS DESIGN women's size guide" (UK 6–16) and "men's tops size guide".
  { brandId: 'asos', brand: 'ASOS DESIGN', gender: 'womens', source: guide('ASOS', "ASOS DESIGN women's size guide (UK 6–16)"), rows: [
    ['XS', 78, 82, 60, 64, 86, 90], ['S', 82, 86, 64, 68, 90, 94], ['M', 86, 90, 68, 72, 94, 98],
    ['L', 90, 96, 72, 78, 98, 104], ['XL', 96, 102, 78, 84, 104, 110]] },
  { brandId: 'asos', brand: 'ASOS DESIGN', gender: 'mens', source: guide('ASOS', "ASOS DESIGN men's tops size guide"), rows: [
    ['XS', 86, 91, 71, 76, null, null], ['S', 91, 96, 76, 81, null, null], ['M', 96, 101, 81, 86, null, null],
    ['L', 101, 106, 86, 91, null, null], ['XL', 106, 111, 91, 96, null, null]] },
  // Nike: nike.com "Women's tops size chart" and "Men's tops size chart" (body measurements).
  { brandId: 'nike', brand: 'Nike', gender: 'womens', source: guide('Nike', "Women's tops size chart"), rows: [
    ['XS', 76, 83, 60, 67, 84, 91], ['S', 83, 90, 67, 74, 91, 98], ['M', 90, 97, 74, 81, 98, 105],
    ['L', 97, 104, 81, 88, 105, 112], ['XL', 104, 114, 88, 98, 112, 120]] },
  { brandId: 'nike', brand: 'Nike', gender: 'mens', source: guide('Nike', "Men's tops size chart"), rows: [
    ['XS', 80, 88, 65, 73, 80, 88], ['S', 88, 96, 73, 81, 88, 96], ['M', 96, 104, 81, 89, 96, 104],
    ['L', 104, 112, 89, 97, 104, 112], ['XL', 112, 124, 97, 109, 112, 120]] },
];
