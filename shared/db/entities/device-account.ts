/**
 * DeviceAccount (issue 22): "account U signed in from the device whose token hash is H" — the
 * per-person index of KnownDevice (whose `userIds` list cannot be queried by person), so account
 * deletion can take the person out of every browser that remembers them. Written with the
 * KnownDevice on each successful sign-in; the same `ttl` (one year after that sign-in).
 *
 * Access pattern: pk `$seamline#userid_<id>`, sk `$deviceaccount_1#tokenhash_<sha256>`; Put;
 * Query the person's partition (account deletion).
 */
import { Entity } from 'electrodb';

export const DeviceAccount = new Entity({
  model: { entity: 'deviceAccount', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    tokenHash: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['tokenHash'] },
    },
  },
});
