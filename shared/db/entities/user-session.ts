/**
 * UserSession: a base-table index of a user's sessions (issue 33 §4), written in ONE
 * TransactWriteItems with each user Session (`functions/_core/sessions.ts` `createSession`).
 * The Session's own per-user access pattern is a GSI, which is eventually consistent: a sweep of
 * it right after a suspension could miss a session created a moment before. This partition is
 * read with a consistent Query, so `endSessions` finds every session committed before it runs.
 * `ttl` is the session's, so a ref disappears with its session; `endSessions` deletes both.
 *
 * Access pattern: a user's sessions — table, pk `$seamline#userid_<id>`, sk
 * `$usersession_1#tokenhash_<hash>` (Query, consistent).
 */
import { Entity } from 'electrodb';

export const UserSession = new Entity({
  model: { entity: 'userSession', version: '1', service: 'seamline' },
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
