/**
 * Per-person rate limits of the outfit routes (issue 20, `OUTFIT_RATE_LIMITS`: AI suggestions
 * 10/min, comments 20/min) on the table's sliding-window Attempt items
 * (`functions/_core/rate-limit.ts`). Limiter keys: `outfit-<kind>#<userId>`. Counted when allowed,
 * before the work; Idempotency-Key replays never reach the route.
 */
import { OUTFIT_RATE_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { TooManyRequests } from '../_core/http-errors';
import { recordAttempt, secondsUntilAllowed } from '../_core/rate-limit';

export type OutfitAction = keyof typeof OUTFIT_RATE_LIMITS;

/**
 * Count one `action` of `userId`, or refuse it when the window is full.
 * @throws TooManyRequests (429, `Retry-After` in seconds) with the limit's message.
 */
export async function takeOutfitAction(action: OutfitAction, userId: string, now = new Date()): Promise<void> {
  (await checkOutfitAction(action, userId, now))();
  await recordOutfitAction(action, userId, now);
}

/**
 * The check half of {@link takeOutfitAction}, to run alongside other reads: resolves to a function
 * that throws TooManyRequests (429) when the window is full, and otherwise does nothing.
 */
export async function checkOutfitAction(action: OutfitAction, userId: string, now = new Date()): Promise<() => void> {
  const limit = OUTFIT_RATE_LIMITS[action];
  const wait = await secondsUntilAllowed(`outfit-${action}#${userId}`, limit, now);
  return () => {
    if (wait > 0) throw new TooManyRequests(limit.message, wait);
  };
}

/** The record half of {@link takeOutfitAction}: count one allowed action. */
export function recordOutfitAction(action: OutfitAction, userId: string, now = new Date()): Promise<void> {
  return recordAttempt(`outfit-${action}#${userId}`, OUTFIT_RATE_LIMITS[action], now);
}
