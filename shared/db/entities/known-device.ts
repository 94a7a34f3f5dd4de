/**
 * KnownDevice (issue 17 §5, OWASP 'Slow down online guessing attacks with device cookies'):
 * a browser that has signed in before carries a random 256-bit device token in the
 * `sl_device` cookie; only its SHA-256 hex is stored here, with the accounts (at most 5) that
 * signed in from it. Sign-in failures from a known device count against that device alone, so
 * nobody else's failures can lock it out.
 *
 * Access pattern: get by tokenHash (table). `ttl` (epoch seconds) = one year after the last
 * successful sign-in.
 */
import { Entity } from 'electrodb';

export const KnownDevice = new Entity({
  model: { entity: 'knownDevice', version: '1', service: 'seamline' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    /** Accounts that signed in from this browser, most recent last (≤ 5). */
    userIds: { type: 'list', items: { type: 'string' }, required: true },
    updatedAt: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
