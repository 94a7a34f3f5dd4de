/**
 * The DomainEvents of outfit planning (issue 20; catalogue: `catalogue.ts`, storage:
 * `domain-events.ts` `domainEventItemOf`). The outfits area writes each one in the SAME
 * TransactWriteItems as the change it reports.
 *
 * - `event.invited:<eventId>:<inviteeId>:<addedAt>` — one per invitation (the EventMember row's
 *   `addedAt`): removed and invited again is a new invitation, hence a new event. `userId` is the
 *   inviter (the event's creator), `inviteeId` the person notified (`event_invite`).
 */
import { domainEventSchema, type DomainEvent } from './catalogue';

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/**
 * `event.invited` of a collaborator row.
 * @throws ZodError when a field is not a string.
 */
export function eventInvitedEvent(member: { eventId: string; userId: string; addedBy: string; addedAt: string }): EventOf<'event.invited'> {
  return domainEventSchema.parse({
    type: 'event.invited',
    id: `event.invited:${member.eventId}:${member.userId}:${member.addedAt}`,
    occurredAt: member.addedAt,
    eventId: member.eventId,
    userId: member.addedBy,
    inviteeId: member.userId,
  }) as EventOf<'event.invited'>;
}
