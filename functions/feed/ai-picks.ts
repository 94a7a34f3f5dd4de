/**
 * ai_suggestion entries (issue 19: "the caller's product recommendations (existing recommender),
 * with fit score"). On a first-page read, when the last refresh is older than
 * {@link FEED_LIMITS.aiPicksRefreshHours} (or there was none), the recommender
 * (`recommendations.service.ts`: bounded reads, ≤ 24 ranked products) is asked once and its best
 * {@link FEED_LIMITS.aiPicksPerRefresh} products not shown in earlier refreshes become entries
 * ranked now (spec 02 §9 'up to 4 AI items'). Materialised, not merged at read, so they keep a
 * stable place for the cursor; the fit score is computed at read from current measurements.
 */
import { FEED_LIMITS } from '@seamline/shared/contracts/feed-constants';
import { MAX_RECOMMENDATIONS } from '@seamline/shared/contracts/catalogue-constants';
import { db } from '../_core/aws-clients';
import { recommendations } from '../catalogue/recommendations.service';
import { putEntries, type FeedEntryItem } from './feed-store';
import { entryIds, entryTtl } from './feed-rank';

const HOUR_MS = 60 * 60 * 1000;

/** True when AI Picks last refreshed at `aiPicksAt` are due again at `now`. */
export function aiPicksDue(aiPicksAt: string | undefined, now: Date): boolean {
  const at = aiPicksAt ? Date.parse(aiPicksAt) : NaN;
  return !Number.isFinite(at) || now.getTime() - at >= FEED_LIMITS.aiPicksRefreshHours * HOUR_MS;
}

/**
 * The products to put in (pure): the best-ranked ones not in `shown`; when fewer are left, the
 * best-ranked ones again (a person whose picks never change still gets today's picks).
 */
export function nextPicks(rankedIds: readonly string[], shown: readonly string[], count: number): string[] {
  const seen = new Set(shown);
  const fresh = rankedIds.filter((id) => !seen.has(id));
  return (fresh.length >= count ? fresh : [...fresh, ...rankedIds.filter((id) => seen.has(id))]).slice(0, count);
}

/** Refresh `userId`'s AI Picks (module doc). @returns the entries written. */
export async function refreshAiPicks(userId: string, shown: readonly string[], now = new Date()): Promise<number> {
  const { items } = await recommendations(userId, userId);
  const picks = nextPicks(items.map((r) => r.productId), shown, FEED_LIMITS.aiPicksPerRefresh);
  const byId = new Map(items.map((r) => [r.productId, r]));
  const entries = picks.map((productId, i): FeedEntryItem => {
    // Best first: each next pick ranks 1 ms older.
    const rankAt = new Date(now.getTime() - i).toISOString();
    return {
      ownerId: userId,
      entryId: entryIds.aiPick(productId, rankAt),
      type: 'ai_suggestion',
      rankAt,
      productId,
      reason: byId.get(productId)!.reasons.join(' · '),
      ttl: entryTtl(rankAt, now),
    };
  });
  await putEntries(entries);
  const aiShown = [...picks, ...shown.filter((id) => !picks.includes(id))].slice(0, MAX_RECOMMENDATIONS);
  await db.entities.feedState.upsert({ userId, aiPicksAt: now.toISOString(), aiShown }).go({ response: 'none' });
  return entries.length;
}
