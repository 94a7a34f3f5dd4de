/**
 * DomainEvent: one item per emitted domain event (ARCHITECTURE §8; catalogue and schema:
 * `events/catalogue.ts`, builders: `events/domain-events.ts`). "Emitting" an event means
 * writing this item in the SAME transaction as the change that caused it, so an event exists
 * if and only if its change was applied. Consumers (notifications, feed) react to the INSERT
 * on the table stream with a filter on `__edb_e__` = `domainEvent` (and `type`).
 *
 * - `eventId` is deterministic for the change it reports (e.g.
 *   `user.followed:<followerId>:<followingId>:<followCreatedAt>`) and the item is created with
 *   `attribute_not_exists(pk)`, so a redelivered stream record can never emit it twice.
 * - `payload` is the event without `id`, `type` and `occurredAt`, stored as a DynamoDB map.
 * - `ttl` (epoch seconds): 30 days after the write; events are a feed for consumers, not an
 *   archive.
 *
 * Access pattern: get by event id (table, pk `$seamline#eventid_<id>`, sk `$domainevent_1`).
 */
import { Entity } from 'electrodb';

/** Domain events are kept 30 days, in seconds. */
export const DOMAIN_EVENT_TTL_SECONDS = 30 * 24 * 60 * 60;

export const DomainEvent = new Entity({
  model: { entity: 'domainEvent', version: '1', service: 'seamline' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    /** Catalogue type, e.g. `user.followed`. */
    type: { type: 'string', required: true, readOnly: true },
    /** The event's own fields (everything but id, type, occurredAt). */
    payload: { type: 'any', required: true },
    /** ISO-8601 instant of the change the event reports. */
    occurredAt: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
    /** The person who acted (follower, liker, registrant…; `domainEventItemOf`). */
    actorId: { type: 'string', readOnly: true },
    /** The other person the event names (followed person, post author, invitee), else the actor. */
    subjectId: { type: 'string', readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Events a person caused (account deletion, issue 22). */
    byActor: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['actorId'] },
      sk: { field: 'gsi1sk', composite: ['eventId'] },
    },
    /** Events that name a person as their subject (account deletion, issue 22). */
    bySubject: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['subjectId'] },
      sk: { field: 'gsi2sk', composite: ['eventId'] },
    },
  },
});
