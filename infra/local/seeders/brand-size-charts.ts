/**
 * Brand size charts (BrandSize, spec 01 §3): body measurements per letter size, in cm. Men's
 * "bust" is the chest measurement; `null` where the source publishes no hip measurement.
 *
 * Provenance. The charts were first transcribed without access to the brands' live guides.
 * They were then checked (Nov 2026, offline) against stored copies of public web pages; each
 * chart's `source` says which page it was checked against and what changed, or says
 * "unverified" with what was searched. Where a source gives one value per numeric size, a
 * letter size's range runs from the value of the first numeric size it covers to the value of
 * the next numeric size after the last one it covers (so neighbouring sizes share an edge).
 * Inch figures are converted at 1 in = 2.54 cm (shared/domain/units.ts) and rounded to whole
 * cm. Third-party transcriptions are named as such. Re-check against the brands' live guides
 * before relying on these commercially: brands revise their charts.
 */
/** One size: label, then bust/chest, waist and hip ranges in cm (hips null when unpublished). */
type Row = readonly [size: string, bustMin: number, bustMax: number, waistMin: number, waistMax: number, hipsMin: number | null, hipsMax: number | null];

/** One brand's chart for one family (women's or men's): its rows and where they come from. */
export interface ChartSeed {
  brandId: string;
  brand: string;
  gender: 'womens' | 'mens';
  source: string;
  rows: readonly Row[];
}

/** The six brands' charts the local runtime seeds (see the file comment for provenance). */
export const BRAND_SIZE_CHARTS: readonly ChartSeed[] = [
  { brandId: 'hm', brand: 'H&M', gender: 'womens',
    source: "H&M women's: checked against H&M's own archived page 'Size guide Ladies' (http://www.hm.com/ca/sizeguide/sizeguide_ladies; tops, blouses, dresses and skirts; cm; one value per EUR size 32–58). Letter sizes read as XS = EUR 32–34, S = 36, M = 38, L = 40–42, XL = 44–46 (our mapping: the stored page text does not show its letter row). XS–L agree; XL corrected to end at EUR 48's published values (bust 110, waist 94, hips 117) instead of an extrapolated 108/92/116.",
    rows: [
    ['XS', 76, 84, 60, 68, 84, 92], ['S', 84, 88, 68, 72, 92, 96], ['M', 88, 92, 72, 76, 96, 100],
    ['L', 92, 100, 76, 84, 100, 108], ['XL', 100, 110, 84, 94, 108, 117]] },
  { brandId: 'hm', brand: 'H&M', gender: 'mens',
    source: "H&M men's tops: checked against a third-party transcription of H&M's men's tops chart, 'H&M mens size guide' on paulie.jp (https://paulie.jp/hm-mens-size-guide/; cm; XS = EUR 42, S = 44/46, M = 48/50, L = 52/54 with chest 84/88/92/96/100/104/108 and waist 72/76/80/84/88/92/96). S and M agree; XS corrected from 80–88 / 68–76 to 84–88 / 72–76 (EUR 42 only); L's upper edge (EUR 56: 112 / 100) and the whole XL row are extrapolated at the chart's 4 cm step and unverified (the page stops at L). Hips removed: the chart publishes none.",
    rows: [
    ['XS', 84, 88, 72, 76, null, null], ['S', 88, 96, 76, 84, null, null], ['M', 96, 104, 84, 92, null, null],
    ['L', 104, 112, 92, 100, null, null], ['XL', 112, 124, 100, 112, null, null]] },
  { brandId: 'zara', brand: 'Zara', gender: 'womens',
    source: "Zara woman: unverified. Searched the stored pages for Zara's woman size guide (body measurements, XS–XL, cm) and found no copy of zara.com's guide; only blogs giving loose examples (https://flanderseagleshikers.com/blog/zara-sizes-eur-usa-mex-1761736136514: EUR 38 ≈ bust 88–92, waist 68–72, hips 94–98; https://shuaigo.com/?p=3810: 'a women's M may list' 92 / 74 / 100), which are consistent with M here but are not the brand's chart. Values as first transcribed.",
    rows: [
    ['XS', 80, 84, 60, 64, 88, 92], ['S', 84, 88, 64, 68, 92, 96], ['M', 88, 94, 68, 74, 96, 102],
    ['L', 94, 100, 74, 80, 102, 108], ['XL', 100, 106, 80, 86, 108, 114]] },
  { brandId: 'zara', brand: 'Zara', gender: 'mens',
    source: "Zara man: unverified. Searched the stored pages for Zara's man size guide (chest, waist, hips in cm) and found no copy of it nor a transcription with numbers. Values as first transcribed.",
    rows: [
    ['XS', 84, 90, 70, 76, 86, 92], ['S', 90, 96, 76, 82, 92, 98], ['M', 96, 102, 82, 88, 98, 104],
    ['L', 102, 108, 88, 94, 104, 110], ['XL', 108, 116, 94, 102, 110, 118]] },
  { brandId: 'uniqlo', brand: 'Uniqlo', gender: 'womens',
    source: "Uniqlo women's: unverified, and one known disagreement. No copy of uniqlo.com's body-dimensions chart was found. A blog quoting Uniqlo's US chart (https://newdenizen.com/uniqlo-us-japan-sizing/) gives US XS bust 31–33 in (79–84 cm) and waist 24–25 in (61–64 cm), larger than XS here (72–80 / 55–61); the bust column here matches a generic Japanese women's size chart (S–3L: 72–80 … 100–108 cm, https://www.japanesesewingpatterns.com/understanding-japanese-patterns/2015/08/24/japanese-clothing-size-conversion-chart-to-western-size.html), so these rows are probably Japanese sizing. Kept as first transcribed rather than splicing one US row into them.",
    rows: [
    ['XS', 72, 80, 55, 61, 80, 86], ['S', 79, 87, 61, 67, 85, 91], ['M', 86, 94, 67, 73, 90, 96],
    ['L', 93, 101, 73, 79, 95, 101], ['XL', 100, 108, 79, 87, 100, 106]] },
  { brandId: 'uniqlo', brand: 'Uniqlo', gender: 'mens',
    source: "Uniqlo men's: mostly unverified. Only M's chest 88–96 cm is confirmed, by a blog quoting Uniqlo (Japan) sizing (https://paulie.jp/hm-mens-size-guide/: M for height 165–175 cm, chest 88–96 cm). No copy of uniqlo.com's chart was found for the other values. Values as first transcribed.",
    rows: [
    ['XS', 80, 88, 66, 72, 80, 86], ['S', 85, 91, 71, 77, 85, 91], ['M', 88, 96, 76, 84, 90, 96],
    ['L', 96, 104, 84, 92, 95, 101], ['XL', 104, 112, 92, 100, 100, 106]] },
  { brandId: 'gap', brand: 'Gap', gender: 'womens',
    source: "Gap women's: unverified. Searched the stored pages for gap.com's women's size chart (bust, waist, hips; XS 0–2 … XL 16–18) and found no copy and no transcription with numbers (only Gap jeans waist/hip tables on https://perfectsizefinder.com/en/brand/gap, which are by jeans waist size, not letter size). Values as first transcribed.",
    rows: [
    ['XS', 82, 85, 63, 66, 88, 91], ['S', 87, 90, 68, 71, 93, 96], ['M', 92, 95, 73, 76, 98, 101],
    ['L', 99, 103, 80, 84, 105, 109], ['XL', 107, 112, 88, 93, 113, 117]] },
  { brandId: 'gap', brand: 'Gap', gender: 'mens',
    source: "Gap men's: corrected to a third-party transcription of Gap's men's charts, 'Gap Men's Conversion Size Chart' (https://sizechartly.com/gap-mens-conversion-size-chart/), inches converted at 2.54 cm/in and rounded. Chest from its 'Men's Tops & Outerwear' (XS 35–36, S 37–38, M 39–41, L 42–44, XL 45–48 in; was 84–89 … 112–119 cm). Waist from its 'Men's Bottoms' US waist sizes per letter size (XS 28–29, S 30–31, M 32–33, L 35–37, XL 38–41 in; its M row also lists 32–34 under UK, the US figure is used). No hips published.",
    rows: [
    ['XS', 89, 91, 71, 74, null, null], ['S', 94, 97, 76, 79, null, null], ['M', 99, 104, 81, 84, null, null],
    ['L', 107, 112, 89, 94, null, null], ['XL', 114, 122, 97, 104, null, null]] },
  { brandId: 'asos', brand: 'ASOS DESIGN', gender: 'womens',
    source: "ASOS DESIGN women's (UK 6–16): unverified. Searched the stored pages for asos.com's women's size guide and found no copy and no transcription with numbers (only generic UK size tables not attributed to ASOS). Values as first transcribed.",
    rows: [
    ['XS', 78, 82, 60, 64, 86, 90], ['S', 82, 86, 64, 68, 90, 94], ['M', 86, 90, 68, 72, 94, 98],
    ['L', 90, 96, 72, 78, 98, 104], ['XL', 96, 102, 78, 84, 104, 110]] },
  { brandId: 'asos', brand: 'ASOS DESIGN', gender: 'mens',
    source: "ASOS DESIGN men's tops: unverified. Searched the stored pages for asos.com's men's size guide (chest, waist) and found no copy and no transcription with numbers. Values as first transcribed.",
    rows: [
    ['XS', 86, 91, 71, 76, null, null], ['S', 91, 96, 76, 81, null, null], ['M', 96, 101, 81, 86, null, null],
    ['L', 101, 106, 86, 91, null, null], ['XL', 106, 111, 91, 96, null, null]] },
  { brandId: 'nike', brand: 'Nike', gender: 'womens',
    source: "Nike women's tops: unverified. Searched the stored pages for nike.com's women's tops size chart and found no copy; the Nike sizing pages found (e.g. https://eatsip365.com/a-sizing-guide-for-womens-nike-clothing) discuss fits but quote no body measurements. Values as first transcribed.",
    rows: [
    ['XS', 76, 83, 60, 67, 84, 91], ['S', 83, 90, 67, 74, 91, 98], ['M', 90, 97, 74, 81, 98, 105],
    ['L', 97, 104, 81, 88, 105, 112], ['XL', 104, 114, 88, 98, 112, 120]] },
  { brandId: 'nike', brand: 'Nike', gender: 'mens',
    source: "Nike men's tops: unverified. Searched the stored pages for nike.com's men's tops size chart and found no copy; the Nike sizing pages found (e.g. https://visualfoodie.com/a-sizing-guide-for-a-mens-nike-shirt) quote no body measurements. Values as first transcribed.",
    rows: [
    ['XS', 80, 88, 65, 73, 80, 88], ['S', 88, 96, 73, 81, 88, 96], ['M', 96, 104, 81, 89, 96, 104],
    ['L', 104, 112, 89, 97, 104, 112], ['XL', 112, 124, 97, 109, 112, 120]] },
];
