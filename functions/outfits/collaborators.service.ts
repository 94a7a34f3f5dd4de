/**
 * Collaborators (issue 20; spec 02 §2.8 'Invite Friends to Collaborate', §3 EventCollaborator,
 * §6 'Invite' only for public events, role defaults to collaborator). The creator invites people
 * they follow; each invitation is an EventMember row of role `collaborator` and an
 * `event.invited` DomainEvent (→ the invitee's `event_invite` notification through the
 * notifications processor), written in ONE transaction with the event's `collaboratorCount`
 * ADD, conditioned on the event's `version` (so a concurrent delete or edit is never missed) and
 * on every invitee's and the creator's User item having no `deletingAt` (`people/live-people.ts`,
 * issue 35 §3: an invitation never outlives an account whose deletion started meanwhile).
 */
import type * as z from 'zod';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, type inviteResultSchema } from '@seamline/shared/contracts/outfits';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { eventInvitedEvent } from '@seamline/events/outfit-events';
import { db } from '../_core/aws-clients';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized, ValidationFailed } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { releaseReservation, takeLimited, type Reservation } from '../_core/rate-limit';
import { batchGetAll } from '../people/people-reads';
import { deletingAmong, livePeopleChecks } from '../people/live-people';
import { visibleAuthorsById } from './outfit-people';
import { requireEventCreator, requireEventMember } from './event-access';
import { collaboratorDto, type MemberRow } from './event-views';
import { membersOf, UPDATE_ATTEMPTS } from './events.service';
import { memberCopyOf } from './event-card';
import type { EventRow } from './event-access';
import { writeCollaboratorRemoval } from './collaborator-removal';

type InviteResult = z.infer<typeof inviteResultSchema>;

/**
 * `POST /api/outfit-events/{eventId}/invitations` {userIds}: the creator invites 1–20 people
 * they follow to a public event. People already in it are left as they are (not notified again).
 * @returns the collaborators added now and the new count.
 * @throws NotFound (404) for people outside the event; Forbidden (403) for a collaborator;
 *   Conflict (409) for a private event or past 50 collaborators; BadRequest (400) for the
 *   creator's own id; ValidationFailed (400, `fieldErrors.userIds`) for people they do not follow
 *   (as are people hidden from the creator, issue 33 §1: exactly what an unknown id answers);
 *   NotFound (404) 'User not found' for a followed person whose account deletion has started
 *   (issue 35 §3, also when it started during the request); Unauthorized (401) when the
 *   creator's own deletion started;
 *   TooManyRequests (429) past `RATE_LIMITS.invitation` (10 invitation requests a minute, counted
 *   once the request is allowed, before its transaction).
 */
export async function inviteCollaborators(callerId: string, eventId: string, userIds: readonly string[], now = new Date()): Promise<InviteResult> {
  let reservation: Reservation | undefined;
  for (let attempt = 1; ; attempt++) {
    const event = await requireEventCreator(callerId, eventId, OUTFIT_ERRORS.onlyCreatorInvites);
    if (!event.isPublic) throw new Conflict(OUTFIT_ERRORS.inviteNeedsPublic);
    if (userIds.includes(callerId)) throw new BadRequest(OUTFIT_ERRORS.inviteSelf);
    const [follows, members, people] = await Promise.all([
      batchGetAll(
        userIds.map((followingId) => ({ followerId: callerId, followingId })),
        (k) => db.entities.follow.get(k).go(),
      ),
      membersOf(eventId),
      visibleAuthorsById(callerId, userIds),
    ]);
    // Issue 33 §1: a person hidden from the creator (suspended; a block already ended the follow)
    // answers exactly like a person the creator does not follow — as an unknown id does.
    const followed = new Set(follows.map((f) => f.followingId).filter((id) => !people.hidden.has(id)));
    const notFollowed = userIds.filter((id) => !followed.has(id));
    if (notFollowed.length) throw new ValidationFailed(OUTFIT_ERRORS.inviteNotFollowed, { userIds: [OUTFIT_ERRORS.inviteNotFollowed] });
    // Issue 35 §3: a followed person who is `missing` — their account deletion has started (or the
    // follow row outlived them a moment) — answers 404 'User not found', as a follow of them does.
    if (userIds.some((id) => !people.has(id))) throw new NotFound(PEOPLE_ERRORS.userNotFound);
    const present = new Set(members.map((m) => m.userId));
    const fresh = userIds.filter((id) => !present.has(id));
    if (attempt === 1) reservation = await takeLimited('invitation', callerId, now);
    if (fresh.length === 0) return { added: [], collaboratorCount: event.collaboratorCount };
    if (event.collaboratorCount + fresh.length > OUTFIT_LIMITS.collaboratorsPerEvent) throw new Conflict(OUTFIT_ERRORS.tooManyCollaborators);
    const addedAt = now.toISOString();
    const next: EventRow = { ...event, collaboratorCount: event.collaboratorCount + fresh.length, version: event.version + 1, updatedAt: addedAt };
    const rows: MemberRow[] = fresh.map((userId) => ({ eventId, userId, role: 'collaborator', addedBy: callerId, addedAt, ...memberCopyOf(next) }));
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ outfitEvent, eventMember, domainEvent, user }) => [
          outfitEvent
            .patch({ eventId })
            .add({ collaboratorCount: fresh.length })
            .set({ version: next.version, updatedAt: addedAt })
            .where((a, op) => op.eq(a.version, event.version))
            .commit(),
          ...members.map((m) => eventMember.patch({ eventId, userId: m.userId }).set(memberCopyOf(next)).commit()),
          ...rows.flatMap((row) => [
            eventMember.create(row).commit(),
            domainEvent.create(domainEventItemOf(eventInvitedEvent(row), now)).commit(),
          ]),
          ...livePeopleChecks(user, [...fresh, callerId]),
        ])
        .go(),
    );
    if (canceled) {
      // Issue 35 §3: an invitee (or the creator) whose deletion started after the reads above.
      // Its limiter slot is given back: the refused request leaves nothing.
      const deleting = deletingAmong(reasons, [...fresh, callerId], 1 + members.length + 2 * rows.length);
      if (deleting.length && reservation) await releaseReservation(reservation);
      if (deleting.includes(callerId)) throw new Unauthorized();
      if (deleting.length) throw new NotFound(PEOPLE_ERRORS.userNotFound);
    }
    if (!canceled) {
      return { added: rows.map((r) => collaboratorDto(r, people.get(r.userId))), collaboratorCount: event.collaboratorCount + fresh.length };
    }
    if (attempt >= UPDATE_ATTEMPTS) throw new Error(`Invitation kept conflicting: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
}

/**
 * `DELETE /api/outfit-events/{eventId}/collaborators/{userId}`: the creator removes a
 * collaborator, or a collaborator leaves (their own id). ONE transaction: the member row
 * (`attribute_exists`), the event's count conditioned on its `version`, and the other members'
 * copies of the event.
 * @throws NotFound (404) 'Event not found' for people outside the event, 'Collaborator not found'
 *   when `userId` is not a collaborator; Forbidden (403) when a collaborator names someone else.
 */
export async function removeCollaborator(callerId: string, eventId: string, userId: string, now = new Date()): Promise<{ removed: true; collaboratorCount: number }> {
  for (let attempt = 1; ; attempt++) {
    const { event, role } = await requireEventMember(callerId, eventId);
    if (role !== 'creator' && userId !== callerId) throw new Forbidden(OUTFIT_ERRORS.onlyCreatorEdits);
    const members = await membersOf(eventId);
    if (members.find((m) => m.userId === userId)?.role !== 'collaborator') throw new NotFound(OUTFIT_ERRORS.collaboratorNotFound);
    const { canceled, reasons, collaboratorCount } = await writeCollaboratorRemoval(event, members, userId, now);
    if (!canceled) return { removed: true, collaboratorCount };
    if (attempt >= UPDATE_ATTEMPTS) throw new Error(`Collaborator removal kept conflicting: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
}
