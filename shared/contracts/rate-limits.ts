/**
 * Every per-person / per-address rate limit of Seamline in ONE table (issue 22 'Sessions and
 * abuse'). The server counts atomically on the table's sliding-window slots
 * (`functions/_core/rate-limit.ts`: `takeLimited` / `tryTake`, issue 32), and the
 * README's 'Rate limits' table must list the same rows (a unit test compares them).
 *
 * A refused request answers 429 with `Retry-After` (seconds until the oldest counted attempt
 * leaves the window, ≥ 1) and `message` (through `limitMessage`) as `{ message }`. Attempts are
 * counted when allowed, before the write, with one conditional write (N simultaneous requests
 * against a limit of M: exactly min(N, M) pass); Idempotency-Key replays never reach a route, so they are never counted.
 *
 * Sources: issue 18 (posts, comments, likes: 10 / 20 / 120 a minute), issue 20 (AI suggestions
 * 10, suggestion comments 20 a minute), issue 3 and 17 §5 (sign-in, verification, reset,
 * registration), issue 21 (performance reports 60 a minute per address), issue 22 (follows,
 * invitations, store imports, uploads, moodboards, custom closet items), issue 32 (body scans 10 an
 * hour per person; shares created 20 an hour per person).
 */

/** Whose attempts a limit counts: the signed-in person, or the client address (`clientAddress`). */
export type RateLimitSubject = 'user' | 'address' | 'account' | 'email';

export interface RateLimitRule {
  /** Attempts allowed inside the window. */
  max: number;
  /** Sliding window, seconds. */
  windowSeconds: number;
  /** What one counter is kept for. */
  per: RateLimitSubject;
  /** Limiter key prefix of the slot items (`<key>#<subject>`); stable across releases. */
  key: string;
  /** The 429's message; `null` when the limit refuses quietly (password reset: no enumeration). */
  message: string | null;
}

const minute = 60;
const hour = 60 * 60;

/** Sign-in failures message (issue 3): the 429 of every sign-in limit. */
export const LOGIN_LIMITED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** The one table. Names are stable identifiers used by `takeLimited(name, subject)`. */
export const RATE_LIMITS = {
  /** Creating a post (also the lazy post, only when it creates one). */
  post: { max: 10, windowSeconds: minute, per: 'user', key: 'social-post', message: "You're posting too fast. Please wait a minute and try again." },
  /** A comment on a post. */
  comment: { max: 20, windowSeconds: minute, per: 'user', key: 'social-comment', message: "You're commenting too fast. Please wait a minute and try again." },
  /** Like, unlike, share and un-share of a post (every request, a repeat too). */
  like: { max: 120, windowSeconds: minute, per: 'user', key: 'social-like', message: "You're liking too fast. Please wait a minute and try again." },
  /**
   * Shares CREATED (issue 32 §4; not repeats, not un-shares): each one fans out to up to 5,000
   * followers and notifies the author, so share → un-share → share toggling is bounded by this.
   */
  share: { max: 20, windowSeconds: hour, per: 'user', key: 'social-share', message: "You're sharing too fast. Please wait a while and try again." },
  /** AI outfit suggestions: the stylist searches the whole closet. */
  outfitAi: { max: 10, windowSeconds: minute, per: 'user', key: 'outfit-ai', message: "You're asking the stylist too fast. Please wait a minute and try again." },
  /** Comments on outfit suggestions, like comments on posts. */
  outfitComment: { max: 20, windowSeconds: minute, per: 'user', key: 'outfit-comment', message: "You're commenting too fast. Please wait a minute and try again." },
  /** Follow and unfollow (both readings): each follow notifies its person. */
  follow: { max: 30, windowSeconds: minute, per: 'user', key: 'follow', message: "You're following too fast. Please wait a minute and try again." },
  /** Invitation requests to an outfit event (1–20 people each; each invitee is notified). */
  invitation: { max: 10, windowSeconds: minute, per: 'user', key: 'invitation', message: "You're inviting people too fast. Please wait a minute and try again." },
  /** Store imports: each one fetches an outside page. */
  storeImport: { max: 10, windowSeconds: minute, per: 'user', key: 'store-import', message: "You're importing too fast. Please wait a minute and try again." },
  /** Presigned uploads: profile photo, closet photos, outfit images (one count per request). */
  upload: { max: 30, windowSeconds: minute, per: 'user', key: 'upload', message: "You're uploading too fast. Please wait a minute and try again." },
  /**
   * Creating a custom closet item: each stores up to 3 photos (read, 2 resized writes, delete).
   * Moodboards (≤ 100 per person, one PutItem, nobody notified), saved items, moodboard items and
   * catalogue adds (idempotent per product) are bounded already and have no limit here.
   */
  customItem: { max: 20, windowSeconds: minute, per: 'user', key: 'custom-item', message: "You're adding items too fast. Please wait a minute and try again." },
  /**
   * Logging a wear of a closet item by hand (issue 34 §4): one UpdateItem each, but every log
   * grows the item's wear log (≤ MAX_WEARS_PER_ITEM); a person logs a few a day.
   */
  wearLog: { max: 60, windowSeconds: minute, per: 'user', key: 'wear-log', message: "You're logging wears too fast. Please wait a minute and try again." },
  /**
   * Body scans (issue 32): `POST /api/scan-to-fit` and `POST /api/analyze-fit` together. Counted
   * once the request is valid and before the vision models run, so a refused photo (422) counts
   * too: in AWS each scan is three paid Rekognition calls.
   */
  scan: { max: 10, windowSeconds: hour, per: 'user', key: 'body-scan', message: 'You can run 10 body scans an hour. Please try again in {minutes}.' },
  /** Data exports (issue 22, GDPR Art. 20): each one reads everything the person owns and zips their photos. */
  dataExport: { max: 1, windowSeconds: hour, per: 'user', key: 'data-export', message: 'You can request one data export per hour. Please try again later.' },
  /**
   * Reports of content or people (issue 33 §3) CREATED per person (a repeat of the same report is
   * not counted): each one lands in the admins' queue.
   */
  contentReport: { max: 20, windowSeconds: hour, per: 'user', key: 'content-report', message: "You've sent a lot of reports. Please try again in {minutes}." },
  /** Performance reports (issue 21) per client address. */
  report: { max: 60, windowSeconds: minute, per: 'address', key: 'rum-report', message: 'Too many performance reports. Please slow down.' },
  /** Registrations, refused ones included, per client address (env REGISTRATIONS_PER_HOUR overrides `max`). */
  registration: { max: 20, windowSeconds: hour, per: 'address', key: 'register-ip', message: 'Too many accounts were created from your network. Please try again later.' },
  /** Verification email resends per person. */
  verificationResend: { max: 3, windowSeconds: hour, per: 'user', key: 'resend-verification', message: 'You can request at most 3 verification emails per hour. Please try again later.' },
  /** One verification resend a minute (issue 17 §5); the message names the seconds left. */
  verificationCooldown: { max: 1, windowSeconds: minute, per: 'user', key: 'resend-cooldown', message: 'Please wait {seconds} seconds before requesting another verification email.' },
  /** Password reset requests per email address (quiet: the answer stays the same). */
  passwordResetEmail: { max: 3, windowSeconds: hour, per: 'email', key: 'forgot-email', message: null },
  /** Password reset requests per client address (quiet). */
  passwordResetAddress: { max: 10, windowSeconds: hour, per: 'address', key: 'forgot-ip', message: null },
  /** Failed sign-ins per (account, address) or per known device; admins per account and per address. */
  signInFailures: { max: 10, windowSeconds: 15 * minute, per: 'account', key: 'login-account-ip', message: LOGIN_LIMITED_MESSAGE },
  /** Failed sign-ins of unknown clients of one address, across accounts (credential stuffing). */
  signInAddress: { max: 30, windowSeconds: 15 * minute, per: 'address', key: 'login-ip', message: LOGIN_LIMITED_MESSAGE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * A row's 429 message for a refusal that may retry in `retryAfterSeconds`: `{seconds}` becomes the
 * number of seconds, `{minutes}` 'N minutes' (rounded up, '1 minute' for one).
 */
export function limitMessage(message: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return message.replace('{seconds}', String(retryAfterSeconds)).replace('{minutes}', minutes === 1 ? '1 minute' : `${minutes} minutes`);
}
