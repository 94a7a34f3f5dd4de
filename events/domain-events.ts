/**
 * Building and emitting domain events (ARCHITECTURE §8; catalogue: `catalogue.ts`).
 *
 * "Emit" = write a DomainEvent item (`shared/db/entities/domain-event.ts`) in the SAME
 * DynamoDB transaction as the change it reports; consumers (e.g. the notifications issue)
 * read it from the table stream with a filter on `__edb_e__` = `domainEvent` and rebuild the
 * validated event with {@link domainEventOfItem}.
 *
 * Event ids are DETERMINISTIC for the change they report, so a redelivered stream record
 * produces the same id and the item's `attribute_not_exists(pk)` condition refuses a second
 * copy:
 * - `user.followed`: `user.followed:<followerId>:<followingId>:<follow createdAt>` — one event
 *   per follow relation; unfollowing and following again creates a new relation (new
 *   `createdAt`) and therefore a new event.
 * - `user.registered`: `user.registered:<userId>` — one per account, ever.
 */
import { DOMAIN_EVENT_TTL_SECONDS } from '@seamline/shared/db/entities/domain-event';
import { domainEventSchema, type DomainEvent } from './catalogue';

/** Attributes of a DomainEvent item (`entities/domain-event.ts`). */
export interface DomainEventItem {
  eventId: string;
  type: DomainEvent['type'];
  payload: Record<string, unknown>;
  occurredAt: string;
  /** Epoch seconds. */
  ttl: number;
  /** Who acted and whom the event names (`peopleOfEvent`): the gsi1 / gsi2 keys that let account deletion find it. */
  actorId: string;
  subjectId: string;
}

/**
 * The person who acted and the other person an event names (issue 22: account deletion finds a
 * person's events by either through DomainEvent gsi1 / gsi2). Events naming one person give it
 * as both.
 */
export function peopleOfEvent(event: DomainEvent): { actorId: string; subjectId: string } {
  switch (event.type) {
    case 'user.followed':
      return { actorId: event.followerId, subjectId: event.followingId };
    case 'post.liked':
    case 'post.commented':
    case 'post.shared':
      return { actorId: event.userId, subjectId: event.authorId };
    case 'post.deleted':
      return { actorId: event.authorId, subjectId: event.authorId };
    case 'event.invited':
      return { actorId: event.userId, subjectId: event.inviteeId };
    default:
      return { actorId: event.userId, subjectId: event.userId };
  }
}

/**
 * The `user.followed` event of a follow relation (spec 01 §4 Follow), id as in the module doc.
 * @throws ZodError when a field is not a string (catalogue schema).
 */
export function userFollowedEvent(follow: {
  followerId: string;
  followingId: string;
  createdAt: string;
}): DomainEvent {
  return domainEventSchema.parse({
    type: 'user.followed',
    id: `user.followed:${follow.followerId}:${follow.followingId}:${follow.createdAt}`,
    occurredAt: follow.createdAt,
    followerId: follow.followerId,
    followingId: follow.followingId,
  });
}

/**
 * The `user.registered` event of a new account (issue 18: the welcome notification), written
 * in the registration transaction; id as in the module doc.
 * @throws ZodError when a field is not a string (catalogue schema).
 */
export function userRegisteredEvent(user: { id: string; createdAt: string }): DomainEvent {
  return domainEventSchema.parse({
    type: 'user.registered',
    id: `user.registered:${user.id}`,
    occurredAt: user.createdAt,
    userId: user.id,
  });
}

/**
 * The DomainEvent item that emits `event` (validated again, so no caller can store an event
 * outside the catalogue); it expires {@link DOMAIN_EVENT_TTL_SECONDS} after `now`.
 * @throws ZodError when `event` does not match the catalogue.
 */
export function domainEventItemOf(event: DomainEvent, now = new Date()): DomainEventItem {
  const parsed = domainEventSchema.parse(event);
  const { id, type, occurredAt, ...payload } = parsed;
  return {
    eventId: id,
    type,
    payload,
    occurredAt,
    ttl: Math.floor(now.getTime() / 1000) + DOMAIN_EVENT_TTL_SECONDS,
    ...peopleOfEvent(parsed),
  };
}

/**
 * The event stored in a DomainEvent item (an ElectroDB item or a stream image), validated.
 * @throws ZodError when the item does not hold a catalogue event.
 */
export function domainEventOfItem(item: {
  eventId: unknown;
  type: unknown;
  occurredAt: unknown;
  payload: unknown;
}): DomainEvent {
  const payload = typeof item.payload === 'object' && item.payload !== null ? item.payload : {};
  return domainEventSchema.parse({
    ...payload,
    id: item.eventId,
    type: item.type,
    occurredAt: item.occurredAt,
  });
}
