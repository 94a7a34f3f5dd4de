/**
 * Per-user rate limits of the social routes (issue 18: comments 20/min, posts 10/min, likes
 * 120/min; `SOCIAL_RATE_LIMITS`), on the table's sliding-window Attempt items
 * (`functions/_core/rate-limit.ts`). Limiter keys: `social-<kind>#<userId>`.
 *
 * An action is counted when it is allowed (before its write), so a burst cannot slip past
 * the ceiling by failing later; Idempotency-Key replays never reach the route, so they are
 * not counted. Which action counts as what: creating a post (also the lazy post, only when it
 * creates one) → `post`; a comment → `comment`; like, unlike and share → `like`.
 */
import { SOCIAL_RATE_LIMITS } from '@seamline/shared/contracts/posts';
import { TooManyRequests } from '../_core/http-errors';
import { recordAttempt, secondsUntilAllowed } from '../_core/rate-limit';

export type SocialAction = keyof typeof SOCIAL_RATE_LIMITS;

/** The limiter key of a person's `action`s. */
export const socialLimitKey = (action: SocialAction, userId: string) => `social-${action}#${userId}`;

/**
 * Count one `action` of `userId`, or refuse it when the window is full.
 * @throws TooManyRequests (429, `Retry-After` = seconds until the oldest counted action leaves
 *   the 60 s window, ≥ 1) with the limit's message, e.g. "You're commenting too fast. Please
 *   wait a minute and try again."
 */
export async function takeSocialAction(action: SocialAction, userId: string, now = new Date()): Promise<void> {
  const limit = SOCIAL_RATE_LIMITS[action];
  const key = socialLimitKey(action, userId);
  const wait = await secondsUntilAllowed(key, limit, now);
  if (wait > 0) throw new TooManyRequests(limit.message, wait);
  await recordAttempt(key, limit, now);
}
