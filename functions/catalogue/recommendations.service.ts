/**
 * AI Picks (spec 02 §2.11, §3 Recommendation, §7 `GET /api/users/{userId}/recommendations`):
 * products ranked for a person by `rankProducts` (shared/domain/catalogue/recommend-products.ts:
 * fit, style preferences, saves).
 *
 * Reads, all bounded and started as early as their inputs allow (budget p50 ≤ 50 ms at 10,000
 * products through the gateway):
 * - the latest measurements (Query Limit 1) and the StylePreferences (GetItem);
 * - the latest {@link SAVES_READ} saved items (CollectionItem gsi1, Query descending) and their
 *   products (BatchGet): the person's taste, and what is left out;
 * - candidates: for up to {@link STYLES_READ} of the person's styles, ProductTag gsi1 Query
 *   Limit {@link CANDIDATES_PER_STYLE} each IN PARALLEL (tag items carry the Product DTO, no
 *   BatchGet), plus the newest {@link NEWEST_CANDIDATES} products (Product gsi2);
 *   deduplicated, newest first (the ranking's tie order).
 * So one request reads at most 1 + 1 + 50 + 50 + 4 × 60 + 60 items, whatever the catalogue's size.
 *
 * The candidate lists (per style, and the newest) are the same for everyone and the catalogue is
 * read-only for the API (the seeder writes it), so a warm function keeps each list for
 * {@link CANDIDATE_CACHE_MS} (at most 12 styles + 1 lists): a new product reaches AI Picks
 * within a minute, and a warm request reads only the person's own items (4 reads, 2 rounds).
 */
import {
  MAX_RECOMMENDATIONS,
  type Product,
  type Recommendation,
} from '@seamline/shared/contracts/catalogue';
import { rankProducts, saveProfileOf } from '@seamline/shared/domain/catalogue/recommend-products';
import { db } from '../_core/aws-clients';
import { assertOwner } from '../_core/http-errors';
import { latestMeasurementsOf } from '../people/people-reads';
import { fitBodyOf, newestProducts, productsById } from './catalogue-reads';

/** Saved items read for the taste profile. */
export const SAVES_READ = 50;
/** Style categories whose products are candidates. */
export const STYLES_READ = 4;
/** Candidates read per style (ProductTag gsi1 Limit). */
export const CANDIDATES_PER_STYLE = 60;
/** Newest products added to the candidates. */
export const NEWEST_CANDIDATES = 60;

/** How long a warm function keeps a candidate list (ms). */
export const CANDIDATE_CACHE_MS = 60_000;
/** Lists kept at most (12 style categories + the newest); the cache is emptied beyond. */
const CANDIDATE_CACHE_MAX = 16;

const candidateCache = new Map<string, { at: number; list: Promise<Candidate[]> }>();

/** The list under `key`, read by `read` unless a fresh one is cached (a failed read is not kept). */
function cachedCandidates(key: string, read: () => Promise<Candidate[]>): Promise<Candidate[]> {
  const now = Date.now();
  const hit = candidateCache.get(key);
  if (hit && now - hit.at < CANDIDATE_CACHE_MS) return hit.list;
  if (candidateCache.size >= CANDIDATE_CACHE_MAX) candidateCache.clear();
  const list = read();
  candidateCache.set(key, { at: now, list });
  list.catch(() => candidateCache.delete(key));
  return list;
}

/** Forget the cached candidate lists (benchmarks and tests measure the uncached reads). */
export function clearCandidateCache(): void {
  candidateCache.clear();
}

/** A candidate product and when it was listed (ISO-8601). */
export interface Candidate {
  product: Product;
  listedAt: string;
}

/** Candidates from several reads: each product once, newest first (ties: by id, descending). */
export function mergeCandidates(lists: readonly (readonly Candidate[])[]): Product[] {
  const byId = new Map<string, Candidate>();
  for (const list of lists)
    for (const c of list) if (!byId.has(c.product.id)) byId.set(c.product.id, c);
  return [...byId.values()]
    .sort((a, b) =>
      a.listedAt === b.listedAt
        ? b.product.id.localeCompare(a.product.id)
        : b.listedAt.localeCompare(a.listedAt),
    )
    .map((c) => c.product);
}

async function stylesOf(userId: string): Promise<string[]> {
  const { data } = await db.entities.stylePreferences.get({ userId }).go();
  return data?.styleCategories ?? [];
}

async function styleCandidates(styles: readonly string[]): Promise<Candidate[][]> {
  return Promise.all(
    styles.slice(0, STYLES_READ).map((tag) =>
      cachedCandidates(`tag:${tag}`, async () => {
        const { data } = await db.entities.productTag.query
          .byTag({ tag })
          .go({ order: 'desc', limit: CANDIDATES_PER_STYLE });
        return data.map((t) => ({ product: t.product as Product, listedAt: t.listedAt }));
      }),
    ),
  );
}

async function savedProducts(userId: string): Promise<Product[]> {
  const { data } = await db.entities.collectionItem.query
    .newestOfUser({ userId })
    .go({ order: 'desc', limit: SAVES_READ });
  const products = await productsById(data.map((s) => s.productId));
  return data.flatMap((s) => products.get(s.productId) ?? []);
}

/**
 * AI Picks for `userId` (the caller only), best first, at most MAX_RECOMMENDATIONS; products
 * among the latest saves are left out.
 * @throws Forbidden (403) for another person's id.
 */
export async function recommendations(
  callerId: string,
  userId: string,
): Promise<{ items: Recommendation[] }> {
  assertOwner(callerId, userId);
  const styles = stylesOf(userId);
  const [measurements, personStyles, saved, byStyle, newest] = await Promise.all([
    latestMeasurementsOf(userId),
    styles,
    savedProducts(userId),
    styles.then(styleCandidates),
    cachedCandidates('newest', () => newestProducts(NEWEST_CANDIDATES)),
  ]);
  const ranked = rankProducts(
    mergeCandidates([...byStyle, newest]),
    { body: fitBodyOf(measurements), styles: personStyles, saves: saveProfileOf(saved) },
    MAX_RECOMMENDATIONS,
  );
  return {
    items: ranked.map((r) => ({
      id: `${userId}:${r.product.id}`,
      userId,
      productId: r.product.id,
      product: r.product,
      matchPercentage: r.matchPercentage,
      recommendedSize: r.recommendedSize,
      confidence: r.confidence,
      reasons: r.reasons,
    })),
  };
}
