/**
 * UserToken (spec 01 §3): one-time tokens for email verification and password reset.
 * Only the SHA-256 hex of the 256-bit random token is stored (`tokenHash`). A token is
 * consumed with ONE conditional update (`used = false AND expiresAt > now`), so it works
 * once even when two requests race. `ttl` (epoch seconds) lets DynamoDB remove it later.
 *
 * Access pattern: get / consume by tokenHash.
 */
import { Entity } from 'electrodb';

export const USER_TOKEN_TYPES = ['email_verification', 'password_reset'] as const;
export type UserTokenType = (typeof USER_TOKEN_TYPES)[number];

export const UserToken = new Entity({
  model: { entity: 'userToken', version: '1', service: 'seamline' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    type: { type: USER_TOKEN_TYPES, required: true },
    /** ISO-8601 instant after which the token is refused. */
    expiresAt: { type: 'string', required: true },
    used: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds: removal a day after expiry. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A person's tokens (account deletion, issue 22). */
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
});
