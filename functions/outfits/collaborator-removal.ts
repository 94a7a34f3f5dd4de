/**
 * Taking a collaborator out of an outfit event (issue 20), shared by the remove / leave route
 * (`collaborators.service.ts`) and by blocking (issue 33 §1: "blocking removes pending
 * invitations" — an invitation IS a collaborator row, there is no separate pending state, so a
 * block takes the blocked person out of the blocker's events and the blocker out of theirs).
 * Kept apart from the events service so the people Lambda can call it without the stylist.
 */
import type { EntityItem } from 'electrodb';
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import type { EventMember } from '@seamline/shared/db/entities/event-member';
import { db } from '../_core/aws-clients';
import { writeTransaction } from '../collections/transactions';
import { eventById, type EventRow } from './event-access';
import { memberCopyOf } from './event-card';

type MemberRow = EntityItem<typeof EventMember>;

/** Read → conditional write attempts of one removal before it gives up (the event is too hot). */
const ATTEMPTS = 4;

/**
 * ONE transaction: delete `userId`'s member row (`attribute_exists`), ADD −1 to the event's
 * `collaboratorCount` conditioned on the `version` read, and rewrite the other members' copies.
 * @param members the event's member rows, read strongly consistent with `event`
 * @returns whether it was written (false: the event changed meanwhile, or the row is gone).
 */
export async function writeCollaboratorRemoval(event: EventRow, members: readonly MemberRow[], userId: string, now: Date) {
  const at = now.toISOString();
  const next: EventRow = { ...event, collaboratorCount: Math.max(0, event.collaboratorCount - 1), version: event.version + 1, updatedAt: at };
  const { eventId } = event;
  const result = await writeTransaction(() =>
    db.transaction
      .write(({ outfitEvent, eventMember }) => [
        outfitEvent
          .patch({ eventId })
          .add({ collaboratorCount: -1 })
          .set({ version: next.version, updatedAt: at })
          .where((a, op) => op.eq(a.version, event.version))
          .commit(),
        eventMember.remove({ eventId, userId }).commit(),
        ...members.filter((m) => m.userId !== userId).map((m) => eventMember.patch({ eventId, userId: m.userId }).set(memberCopyOf(next)).commit()),
      ])
      .go(),
  );
  return { ...result, collaboratorCount: next.collaboratorCount };
}

/** The events in which `creatorId` made `memberId` a collaborator (Query of the member's gsi1 rows, all pages, keys only). */
async function collaborationsOf(memberId: string, creatorId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { eventId: string }[]; cursor: string | null } = await db.entities.eventMember.query
      .byUser({ userId: memberId })
      .where((a, op) => `${op.eq(a.role, 'collaborator')} AND ${op.eq(a.addedBy, creatorId)}`)
      .go({ cursor, attributes: ['eventId'] });
    ids.push(...page.data.map((r) => r.eventId));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/** Take `userId` out of `eventId` if they are still a collaborator (retried on a concurrent event write). */
async function removeIfPresent(eventId: string, userId: string, now: Date): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const [event, { data: members }] = await Promise.all([
      eventById(eventId),
      db.entities.eventMember.query.byEvent({ eventId }).go({ consistent: true, limit: OUTFIT_LIMITS.collaboratorsPerEvent + 1 }),
    ]);
    if (!event || members.find((m) => m.userId === userId)?.role !== 'collaborator') return;
    if (!(await writeCollaboratorRemoval(event, members, userId, now)).canceled) return;
  }
  throw new Error(`Collaborator removal kept conflicting (event ${eventId})`);
}

/**
 * After a block between `a` and `b` (issue 33 §1): `b` leaves every event `a` created and `a`
 * every event `b` created. Idempotent (a retry of the block finishes what a failure left).
 * Reads: one filtered Query of each person's events (gsi1), then per shared event its row and
 * members; writes one transaction per shared event.
 */
export async function endCollaborationsBetween(a: string, b: string, now = new Date()): Promise<void> {
  const [bInA, aInB] = await Promise.all([collaborationsOf(b, a), collaborationsOf(a, b)]);
  await Promise.all([
    ...bInA.map((eventId) => removeIfPresent(eventId, b, now)),
    ...aInB.map((eventId) => removeIfPresent(eventId, a, now)),
  ]);
}
