/**
 * Product fit score (issue 6; spec 02 §3 Fit score result, §7 fit-score). Seamline's own
 * formula, pure and browser-safe. Lengths in cm.
 *
 * 1. The category decides which body circumferences matter ({@link CATEGORY_DIMENSIONS}):
 *    tops and outerwear bust + waist, bottoms waist + hips, dresses all three; shoes and
 *    accessories none (their charts publish no body ranges).
 * 2. Every size row of the product's chart (`standardMeasurements`) is scored with the
 *    size-match formula of the brand charts (shared/domain/sizing/size-match.ts: 100 at the
 *    centre of a range, 95 at its edges, linear to 0 at `falloff` cm outside; weights bust 0.4,
 *    waist 0.35, hips 0.25, renormalised). The fit type sets the falloff
 *    ({@link FIT_TYPE_FALLOFF_CM}): a slim cut forgives 5 cm outside a range, regular 8,
 *    relaxed 10, oversized 12 (more ease, more bodies fit).
 * 3. The best size wins (ties: least distance outside, then chart order); `fitScore` is its
 *    rounded score, `recommendedSize` its label.
 * 4. `confidence`: high when every dimension of the category was compared, medium when two,
 *    low when one; never above the measurements' own confidence.
 * 5. Without measurements the spec's default applies (70, medium, 'Standard fit expected');
 *    with measurements but nothing comparable (shoes, accessories, a chart without those
 *    dimensions): 70, low, 'Check the size guide for this item'.
 */
import type { ConfidenceLevel, FitScoreResult, FitType, ProductCategory, SizeChartRow } from '../../contracts/catalogue';
import { DEFAULT_FIT_RESULT } from '../../contracts/catalogue';
import { DIMENSION_WEIGHTS, bestSize, type BodyCm, type Dimension, type SizeRange } from '../sizing/size-match';

/** Body circumferences that decide the fit of each category (see module doc). */
export const CATEGORY_DIMENSIONS: Record<ProductCategory, readonly Dimension[]> = {
  tops: ['bust', 'waist'],
  outerwear: ['bust', 'waist'],
  dresses: ['bust', 'waist', 'hips'],
  bottoms: ['waist', 'hips'],
  shoes: [],
  accessories: [],
};

/** cm outside a size's range at which its score reaches 0, per fit type (module doc step 2). */
export const FIT_TYPE_FALLOFF_CM: Record<FitType, number> = { slim: 5, regular: 8, relaxed: 10, oversized: 12 };

/** A person's body for fit: circumferences in cm (null = unknown) and how sure they are. */
export interface FitBodyCm {
  bustCm: number | null;
  waistCm: number | null;
  hipsCm: number | null;
  confidence: ConfidenceLevel;
}

/** What the formula needs of a product. */
export interface FitProduct {
  category: ProductCategory;
  fitType: FitType;
  standardMeasurements: readonly SizeChartRow[];
}

export const NOTHING_TO_COMPARE = 'Check the size guide for this item';
const LEVELS: ConfidenceLevel[] = ['low', 'medium', 'high'];

function rangeOf(row: SizeChartRow, d: Dimension): SizeRange[Dimension] {
  const r = row[d];
  return r ? [r[0], r[1]] : null;
}

/** Signed cm the body sits above (+) or below (−) a size's ranges, weighted like the score. */
function offsetCm(body: BodyCm, row: SizeChartRow): number {
  let total = 0;
  for (const d of Object.keys(DIMENSION_WEIGHTS) as Dimension[]) {
    const v = body[d];
    const r = row[d];
    if (v == null || !r) continue;
    total += DIMENSION_WEIGHTS[d] * (v > r[1] ? v - r[1] : v < r[0] ? v - r[0] : 0);
  }
  return total;
}

function recommendationText(score: number, size: string, body: BodyCm, chart: readonly SizeChartRow[]): string {
  if (score >= 85) return `Size ${size} should fit you well`;
  if (score >= 70) return `Size ${size} is your closest fit`;
  const largest = chart[chart.length - 1]!;
  const smallest = chart[0]!;
  if (offsetCm(body, largest) > 0) return `Runs small for you: even ${largest.size} may feel tight`;
  if (offsetCm(body, smallest) < 0) return `Runs large for you: even ${smallest.size} may feel loose`;
  return `Between sizes: ${size} is closest, check the size guide`;
}

/**
 * The fit of a product for a body (module doc). `body` null = no measurements saved.
 * Chart rows must be in size order (smallest first) for the 'Runs small/large' texts.
 */
export function productFit(body: FitBodyCm | null, product: FitProduct): FitScoreResult {
  if (!body) return DEFAULT_FIT_RESULT;
  const dims = CATEGORY_DIMENSIONS[product.category];
  const values: BodyCm = { bust: body.bustCm, waist: body.waistCm, hips: body.hipsCm };
  const relevant: BodyCm = Object.fromEntries(dims.map((d) => [d, values[d] ?? null]));
  const sizes: SizeRange[] = product.standardMeasurements.map((row) => ({
    size: row.size,
    bust: rangeOf(row, 'bust'),
    waist: rangeOf(row, 'waist'),
    hips: rangeOf(row, 'hips'),
  }));
  const best = bestSize(relevant, sizes, FIT_TYPE_FALLOFF_CM[product.fitType]);
  if (!best) return { fitScore: 70, confidence: 'low', recommendation: NOTHING_TO_COMPARE, recommendedSize: null };
  const row = product.standardMeasurements.find((r) => r.size === best.size)!;
  const compared = dims.filter((d) => relevant[d] != null && row[d]).length;
  const byCoverage: ConfidenceLevel = compared === dims.length ? 'high' : compared >= 2 ? 'medium' : 'low';
  const confidence = LEVELS[Math.min(LEVELS.indexOf(byCoverage), LEVELS.indexOf(body.confidence))]!;
  return {
    fitScore: best.matchPercent,
    confidence,
    recommendation: recommendationText(best.matchPercent, best.size, relevant, product.standardMeasurements),
    recommendedSize: best.size,
  };
}
