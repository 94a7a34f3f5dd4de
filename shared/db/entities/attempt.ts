/**
 * Attempt: one item per counted event of a rate limit (a failed sign-in, a verification
 * resend, a reset request), under a limiter key such as `login-account#alice` or
 * `login-ip#203.0.113.7`. Recent attempts are counted with a bounded Query on the key with
 * `at >= now - window` (never a Scan); `ttl` removes them once the window has passed.
 *
 * Access pattern: list a key's attempts since an instant (at most limit + 1 read).
 */
import { Entity } from 'electrodb';

export const Attempt = new Entity({
  model: { entity: 'attempt', version: '1', service: 'seamline' },
  attributes: {
    key: { type: 'string', required: true },
    /** ISO-8601 instant of the attempt. */
    at: { type: 'string', required: true },
    /** Random suffix so two attempts in the same millisecond are two items. */
    id: { type: 'string', required: true },
    /** Epoch seconds: the end of the longest window this key is counted in. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'] },
      sk: { field: 'sk', composite: ['at', 'id'] },
    },
  },
});
