/**
 * Rate-limit storage (issue 32 'Atomic limits'): an exact sliding-window log kept as at most
 * `max` SLOTS per limiter key, so every count is decided by one conditional write instead of a
 * Query followed by a separate write (which N simultaneous requests all passed).
 *
 * `LimitSlot` (≤ max per key): the attempt occupying slot `slot` until `expiresAt` (epoch ms =
 * the attempt's instant + the window). An attempt claims a slot with a conditional PutItem
 * `attribute_not_exists(expiresAt) OR expiresAt <= now`; a slot holds one unexpired attempt, so
 * no window ever holds more than `max` counted attempts, however many requests race.
 *
 * Access patterns: claim / release one slot (conditional PutItem / DeleteItem on `token`); list a
 * key's slots (Query, ≤ max items) when the first-choice slot is busy, and for account deletion.
 * `ttl` removes a slot once its window passed.
 */
import { Entity } from 'electrodb';

export const LimitSlot = new Entity({
  model: { entity: 'limitSlot', version: '1', service: 'seamline' },
  attributes: {
    key: { type: 'string', required: true },
    /** 0 … max − 1. */
    slot: { type: 'number', required: true },
    /** Epoch ms at which the counted attempt leaves the window. */
    expiresAt: { type: 'number', required: true },
    /** Random id of the attempt, so only its own request can release it (sign-in success). */
    token: { type: 'string', required: true },
    /** Epoch seconds (= expiresAt rounded up): DynamoDB TTL. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'] },
      sk: { field: 'sk', composite: ['slot'] },
    },
  },
});
