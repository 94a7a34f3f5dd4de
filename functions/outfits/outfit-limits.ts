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
  const limit = OUTFIT_RATE_LIMITS[action];
  const key = `outfit-${action}#${userId}`;
  const wait = await secondsUntilAllowed(key, limit, now);
  if (wait > 0) throw new TooManyRequests(limit.message, wait);
  await recordAttempt(key, limit, now);
}
