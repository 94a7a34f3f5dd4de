/**
 * IdempotencyRecord (issue 17 §3, IETF draft-ietf-httpapi-idempotency-key-header): the first
 * answer to a creating POST sent with an `Idempotency-Key`, per (user, key), for 24 hours.
 * Claimed with a conditional create (`attribute_not_exists`) BEFORE the route runs, so of two
 * concurrent requests with one key only one creates anything; the other waits for and replays
 * the stored answer.
 *
 * Access pattern: get / create / complete / delete by (userId, key) (table). `ttl` = 24 h.
 */
import { Entity } from 'electrodb';

export const IdempotencyRecord = new Entity({
  model: { entity: 'idempotencyRecord', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    /** The client's opaque key (1–255 visible ASCII characters). */
    key: { type: 'string', required: true },
    /** SHA-256 hex of method, path and canonical JSON body: the same key for another request → 422. */
    fingerprint: { type: 'string', required: true },
    state: { type: ['in_progress', 'completed'] as const, required: true },
    /** Random id of the request holding the claim: only it completes or releases the record. */
    claimId: { type: 'string' },
    /**
     * Epoch ms: the claim's lease (issue 32) = the invocation's remaining time + a margin. Past it
     * an `in_progress` claim is abandoned (the request timed out) and a retry may take it over.
     */
    leaseUntil: { type: 'number' },
    /** The stored answer (once completed). */
    responseStatus: { type: 'number' },
    responseBody: { type: 'string' },
    createdAt: { type: 'string', required: true },
    /** Epoch seconds: 24 hours after the claim. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['userId', 'key'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A person's records (account deletion, issue 22). */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['key'] },
    },
  },
});
