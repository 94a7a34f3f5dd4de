/**
 * AI Picks ranking (issue 6; spec 02 §2.11 AI Picks, §3 Recommendation). Seamline's own
 * formula, pure and browser-safe.
 *
 * rank = 0.6 · fitScore (0–100, {@link productFit}) + 25 · styleMatch + 15 · affinity, where
 * - styleMatch (0–1) = |product styles ∩ the person's style categories| / min(|product styles|,
 *   |person's styles|), 0 when either is empty;
 * - affinity (0–1) = 0.5 when the person saved something of this brand before + 0.5 × the share
 *   of their saves in this category.
 * Products the person already saved are left out. Ties keep the candidates' order (newest
 * first). `matchPercentage` is the fit score; reasons explain the rank in words.
 */
import type { ConfidenceLevel, Product } from '../../contracts/catalogue';
import { productFit, type FitBodyCm } from './product-fit';

export const RANK_WEIGHTS = { fit: 0.6, style: 25, affinity: 15 } as const;

/** What a person's saves say about their taste: counts by brand and category, and what is saved. */
export interface SaveProfile {
  brands: ReadonlyMap<string, number>;
  categories: ReadonlyMap<string, number>;
  total: number;
  productIds: ReadonlySet<string>;
}

export const EMPTY_SAVES: SaveProfile = { brands: new Map(), categories: new Map(), total: 0, productIds: new Set() };

/** Build a {@link SaveProfile} from saved products. */
export function saveProfileOf(saved: readonly Pick<Product, 'id' | 'brand' | 'category'>[]): SaveProfile {
  const brands = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const p of saved) {
    brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
    categories.set(p.category, (categories.get(p.category) ?? 0) + 1);
  }
  return { brands, categories, total: saved.length, productIds: new Set(saved.map((p) => p.id)) };
}

export interface RankedProduct {
  product: Product;
  matchPercentage: number;
  recommendedSize: string | null;
  confidence: ConfidenceLevel;
  rank: number;
  reasons: string[];
}

/** styleMatch of the module doc (0–1) and the first shared style. */
export function styleMatch(productStyles: readonly string[], personStyles: readonly string[]): { score: number; shared: string | null } {
  if (productStyles.length === 0 || personStyles.length === 0) return { score: 0, shared: null };
  const mine = new Set(personStyles);
  const shared = productStyles.filter((s) => mine.has(s));
  return { score: shared.length / Math.min(productStyles.length, personStyles.length), shared: shared[0] ?? null };
}

/** affinity of the module doc (0–1). */
export function affinity(product: Pick<Product, 'brand' | 'category'>, saves: SaveProfile): number {
  if (saves.total === 0) return 0;
  const brand = saves.brands.has(product.brand) ? 0.5 : 0;
  return brand + 0.5 * ((saves.categories.get(product.category) ?? 0) / saves.total);
}

/**
 * Rank candidate products for a person (module doc), best first, at most `limit`.
 * Duplicate candidates (same id) count once.
 */
export function rankProducts(
  candidates: readonly Product[],
  person: { body: FitBodyCm | null; styles: readonly string[]; saves: SaveProfile },
  limit: number,
): RankedProduct[] {
  const seen = new Set<string>();
  const ranked: RankedProduct[] = [];
  for (const product of candidates) {
    if (seen.has(product.id) || person.saves.productIds.has(product.id)) continue;
    seen.add(product.id);
    const fit = productFit(person.body, product);
    const style = styleMatch(product.style, person.styles);
    const aff = affinity(product, person.saves);
    const rank = RANK_WEIGHTS.fit * fit.fitScore + RANK_WEIGHTS.style * style.score + RANK_WEIGHTS.affinity * aff;
    const reasons: string[] = [];
    if (person.body && fit.recommendedSize) reasons.push(`Fits you in ${fit.recommendedSize}`);
    if (style.shared) reasons.push(`Matches your ${style.shared} style`);
    if (person.saves.brands.has(product.brand)) reasons.push(`Like your saved ${product.brand} pieces`);
    ranked.push({
      product,
      matchPercentage: fit.fitScore,
      recommendedSize: fit.recommendedSize,
      confidence: fit.confidence,
      rank,
      reasons,
    });
  }
  // Array.prototype.sort is stable: equal ranks keep the candidates' order.
  return ranked.sort((a, b) => b.rank - a.rank).slice(0, limit);
}
