/**
 * Connection: one open WebSocket API connection (ARCHITECTURE §7), written on `$connect`,
 * deleted on `$disconnect` or when a push answers 410 Gone.
 *
 * `sessionHash` ties the socket to the session that authorized it, so ending the session
 * closes the socket (events/processors/session-ended.ts). `ttl` (epoch seconds) = connect time
 * + 2 h, API Gateway's maximum connection duration, so a lost `$disconnect` cannot leave
 * a stale row behind for long.
 *
 * `greetedAt` is set by the first frame the client sends (answered with `connection_established`
 * first: AWS cannot send a frame during `$connect`); `subscribedAt` by a successful
 * `authenticate`: only subscribed connections receive notification pushes (spec 02 §7).
 *
 * Access patterns: get by connectionId; list a user's connections (gsi1).
 */
import { Entity } from 'electrodb';

/** API Gateway WebSocket maximum connection duration: 2 hours, in seconds. */
export const CONNECTION_MAX_AGE_SECONDS = 2 * 60 * 60;

export const Connection = new Entity({
  model: { entity: 'connection', version: '1', service: 'seamline' },
  attributes: {
    connectionId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    sessionHash: { type: 'string', required: true },
    connectedAt: { type: 'string', required: true, readOnly: true },
    ttl: { type: 'number', required: true },
    greetedAt: { type: 'string' },
    subscribedAt: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['connectionId'] },
      sk: { field: 'sk', composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['connectionId'] },
    },
  },
});
