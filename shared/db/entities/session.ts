/**
 * Session: the spec's session store (sid, sess, expire; spec 01 §3) as one item per session.
 *
 * - `tokenHash` (the sid) is SHA-256 (hex) of the 256-bit random cookie token; the token
 *   itself is never stored (ARCHITECTURE §6).
 * - `kind` separates the user and admin auth stages.
 * - `expiresAt` (ISO-8601) is authoritative; `ttl` (epoch seconds, same instant) lets DynamoDB
 *   delete expired items, which can lag by up to days, so readers check `expiresAt` too.
 *
 * Access patterns: get by tokenHash (authorizer); list a user's sessions (gsi1, newest last).
 */
import { Entity } from 'electrodb';

export const Session = new Entity({
  model: { entity: 'session', version: '1', service: 'seamline' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    kind: { type: ['user', 'admin'] as const, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
    userAgent: { type: 'string' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
});
