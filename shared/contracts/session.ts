/**
 * Session cookie names and lifetime (ARCHITECTURE §6). Kept free of zod so the authorizer's
 * bundle does not carry the schema library.
 */
/** Users and admins are separate auth stages with separate cookies. */
export const SESSION_COOKIE = 'sl_session';
export const ADMIN_SESSION_COOKIE = 'sl_admin';
/** Session lifetime: 30 days, in seconds (cookie Max-Age and table TTL). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Header every request of the web app carries: with `content-type: application/json` it is
 * what the API's CSRF guard accepts as proof of a same-origin script (ARCHITECTURE §6).
 */
export const APP_REQUEST_HEADER = { name: 'x-requested-with', value: 'seamline' } as const;
