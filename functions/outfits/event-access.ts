/**
 * Who may see and change an outfit event (issue 20; spec 02 §6). The creator does everything;
 * a collaborator (an EventMember row of role `collaborator`) sees the event and its
 * suggestions, adds suggestions, favourites and comments, and may leave; anyone else gets 404
 * — an event's existence is not disclosed to people outside it. An event whose creator is hidden
 * from a collaborator (suspended, or a block — which also ends the collaboration), and a
 * suggestion whose author is hidden from the caller, answer the same 404 (issue 33 §1).
 */
import type { EntityItem } from 'electrodb';
import { OUTFIT_ERRORS, type EventViewerRole } from '@seamline/shared/contracts/outfits-constants';
import type { OutfitEvent as OutfitEventEntity } from '@seamline/shared/db/entities/outfit-event';
import type { OutfitSuggestion as OutfitSuggestionEntity } from '@seamline/shared/db/entities/outfit-suggestion';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound } from '../_core/http-errors';
import { isHiddenFrom } from '../people/visibility';

export type EventRow = EntityItem<typeof OutfitEventEntity>;
export type SuggestionRow = EntityItem<typeof OutfitSuggestionEntity>;

/** An event and the caller's role in it. */
export interface EventAccess {
  event: EventRow;
  role: EventViewerRole;
}

/** The event (strongly consistent, so a write just made is seen), or null. */
export async function eventById(eventId: string): Promise<EventRow | null> {
  const { data } = await db.entities.outfitEvent.get({ eventId }).go({ consistent: true });
  return data;
}

/**
 * The event as `callerId` may see it: its creator, or one of its collaborators to whom the
 * creator is visible (for them, one more GetItem and Query: `isHiddenFrom`).
 * @throws NotFound (404) 'Event not found' when it does not exist, the caller is neither, or the
 *   creator is hidden from the collaborator.
 */
export async function requireEventMember(callerId: string, eventId: string): Promise<EventAccess> {
  const [event, member] = await Promise.all([
    eventById(eventId),
    db.entities.eventMember.get({ eventId, userId: callerId }).go({ consistent: true }),
  ]);
  if (!event) throw new NotFound(OUTFIT_ERRORS.eventNotFound);
  if (event.creatorId === callerId) return { event, role: 'creator' };
  if (member.data?.role === 'collaborator' && !(await isHiddenFrom(callerId, event.creatorId)))
    return { event, role: 'collaborator' };
  throw new NotFound(OUTFIT_ERRORS.eventNotFound);
}

/**
 * The event, when `callerId` created it.
 * @throws NotFound (404) for people outside the event; Forbidden (403) `message` for a collaborator.
 */
export async function requireEventCreator(
  callerId: string,
  eventId: string,
  message: string = OUTFIT_ERRORS.onlyCreatorEdits,
): Promise<EventRow> {
  const { event, role } = await requireEventMember(callerId, eventId);
  if (role !== 'creator') throw new Forbidden(message);
  return event;
}

/**
 * A suggestion and its event, as a member of the event sees them.
 * @throws NotFound (404) 'Outfit suggestion not found' when it does not exist, the caller is
 *   not the event's creator or a collaborator, or its author is hidden from the caller.
 */
export async function requireSuggestionMember(
  callerId: string,
  suggestionId: string,
): Promise<EventAccess & { suggestion: SuggestionRow }> {
  const { data: suggestion } = await db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true });
  if (!suggestion) throw new NotFound(OUTFIT_ERRORS.suggestionNotFound);
  try {
    const [access, hidden] = await Promise.all([
      requireEventMember(callerId, suggestion.eventId),
      isHiddenFrom(callerId, suggestion.suggestedBy),
    ]);
    if (hidden) throw new NotFound(OUTFIT_ERRORS.suggestionNotFound);
    return { ...access, suggestion };
  } catch (error) {
    if (error instanceof NotFound) throw new NotFound(OUTFIT_ERRORS.suggestionNotFound);
    throw error;
  }
}
