/**
 * Outfit events (issue 20; spec 02 §2.1 Outfit Planning tab, §3 OutfitEvent, §4 event status and
 * details edit, §7 outfit calls): create, the caller's events, one event's details, edit /
 * finalize / reopen, delete.
 *
 * Writes are conditional: an event is created with its creator's EventMember row in one
 * transaction; every update is conditioned on the `version` read (a concurrent edit re-reads and
 * applies again, {@link UPDATE_ATTEMPTS} times); a new date rewrites the members' `dateKey` in
 * the same transaction. The profile's Outfits count and the wear log follow from the event's
 * stream images (`events/processors/outfit-stats.ts`), so every path — finalize, reopen, a new
 * final outfit, delete — keeps them right, once.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  OUTFIT_ERRORS,
  OUTFIT_LIMITS,
  type OutfitEvent,
  type OutfitEventDetails,
  type OutfitEventPage,
  type createOutfitEventSchema,
  type updateOutfitEventSchema,
} from '@seamline/shared/contracts/outfits';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden, NotFound } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { withCursor } from '../people/pages';
import { batchGetAll } from '../people/people-reads';
import { postAuthorsById } from '../posts/post-authors';
import { visibleAuthorsById } from './outfit-people';
import { logger } from '../_core/powertools';
import { eventById, requireEventCreator, requireEventMember, type EventRow, type SuggestionRow } from './event-access';
import { collaboratorDto, FORMER_MEMBER, outfitEventDto, suggestionDto, type MemberRow } from './event-views';
import { cardOfMember, memberCopyOf } from './event-card';
import { closetItemsByKey, resolveSuggestionItems, type ResolvedItem } from './outfit-items';
import { conditionsOf, contractReading, placeOf } from './stylist';
import { eventZoneOf, nextEventTime, storedEventTime, timeOfLocal } from './event-time';

type CreateInput = z.output<typeof createOutfitEventSchema>;
type UpdateInput = z.output<typeof updateOutfitEventSchema>;

/** Read → conditional write attempts of one update before it gives up (a 500: the event is too hot). */
export const UPDATE_ATTEMPTS = 4;

/** An event's member rows (≤ 51), strongly consistent: the rows an event write must rewrite. */
export async function membersOf(eventId: string): Promise<MemberRow[]> {
  const { data } = await db.entities.eventMember.query.byEvent({ eventId }).go({ consistent: true, limit: OUTFIT_LIMITS.collaboratorsPerEvent + 1 });
  return data as MemberRow[];
}

/** The person of `id` as outfit rows show them (a deleted account reads as a former member). */
async function personOf(id: string) {
  return (await postAuthorsById([id])).get(id) ?? FORMER_MEMBER(id);
}

/**
 * `POST /api/outfit-events`: the caller creates an event (fields validated and trimmed by the
 * contract; the location is resolved to a place with coordinates when the gazetteer knows it).
 * ONE transaction: the OutfitEvent and the creator's EventMember row, both `attribute_not_exists`.
 * @returns the new event (201), status planning, no collaborators, no items.
 */
export async function createEvent(callerId: string, input: CreateInput, now = new Date()): Promise<OutfitEvent> {
  const at = now.toISOString();
  const place = placeOf(input.location);
  // Issue 34 §3: the local date and time in the event's zone (its place's, else the one sent).
  // The local fields when sent, else the legacy instant (converted in that zone), else undated.
  const asked = input.localDate ? { localDate: input.localDate, localTime: input.localTime } : { eventDate: input.eventDate };
  const time = nextEventTime(timeOfLocal(null, null, 'UTC'), asked, eventZoneOf(place, input.timeZone));
  const event: EventRow = {
    eventId: randomUUID(),
    creatorId: callerId,
    eventName: input.eventName,
    ...(time.eventDate ? { eventDate: time.eventDate } : {}),
    ...(time.localDate ? { localDate: time.localDate } : {}),
    ...(time.localTime ? { localTime: time.localTime } : {}),
    timeZone: time.timeZone,
    vibe: input.vibe,
    ...(input.eventType ? { eventType: input.eventType } : {}),
    ...(input.location ? { location: input.location } : {}),
    ...(place ? { place: { name: place.name, latitude: place.latitude, longitude: place.longitude, ...(place.country ? { country: place.country } : {}) } } : {}),
    ...(input.timeOfDay ? { timeOfDay: input.timeOfDay } : {}),
    ...(input.notes ? { notes: input.notes } : {}),
    ...(input.weatherNote ? { weatherNote: input.weatherNote } : {}),
    isPublic: input.isPublic,
    status: 'planning',
    finalItemCount: 0,
    collaboratorCount: 0,
    suggestionCount: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ outfitEvent, eventMember }) => [
        outfitEvent.create(event).commit(),
        eventMember
          .create({ eventId: event.eventId, userId: callerId, role: 'creator', addedBy: callerId, addedAt: at, ...memberCopyOf(event) })
          .commit(),
      ])
      .go(),
  );
  if (canceled) throw new Error(`Event create transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  return outfitEventDto(event, await personOf(callerId), 'creator');
}

/**
 * `GET /api/outfit-events/{eventId}` (value: the caller's user id): the events the caller created
 * or collaborates on — ONE Query of their EventMember gsi1 partition, whose rows carry each
 * event's card (undated first, then latest date first; `limit` 1–200, default 100), + one BatchGet
 * of the few distinct creators' names; events of creators hidden from the caller (suspended; a
 * block ends the collaboration itself) are left out (issue 33 §1).
 * @throws Forbidden (403) 'You can only list your own events' for anyone else's id;
 *   BadRequest (400) 'Invalid cursor'.
 */
export async function listEvents(
  callerId: string,
  userId: string,
  { cursor, limit = OUTFIT_LIMITS.eventsPageDefault }: { cursor?: string; limit?: number },
): Promise<OutfitEventPage> {
  if (userId !== callerId) throw new Forbidden(OUTFIT_ERRORS.onlyOwnEvents);
  // Only the card and the role are read (a projection: the rest of the row is keys and copies).
  const page = await withCursor(cursor, db.entities.eventMember.query.byUser({ userId }), (q, c) =>
    q.go({ order: 'desc', limit, cursor: c, attributes: ['card', 'role'] }),
  );
  const cards = page.data.map((m) => ({ card: cardOfMember(m), role: m.role }));
  const people = await visibleAuthorsById(callerId, [...new Set(cards.map((c) => c.card.creatorId))]);
  const items = await Promise.all(
    cards.filter(({ card }) => !people.hidden.has(card.creatorId)).map(({ card, role }) => outfitEventDto(card, people.get(card.creatorId) ?? FORMER_MEMBER(card.creatorId), role)),
  );
  return { items, nextCursor: page.cursor };
}

/**
 * `GET /api/outfit-events/details/{eventId}`: the event with its suggestions (newest first, ≤ 50,
 * items resolved, the caller's favourite marks), collaborators, final outfit and the conditions
 * the stylist would use now. Reads: event + membership, then suggestions / members / the weather
 * in parallel, then ONE round of BatchGets (people, favourites, closet items, products) and the
 * caller's Block rows: suggestions and collaborators of people hidden from the caller (blocked
 * either way, suspended; issue 33 §1) are left out, a hidden final outfit reads as none.
 * @throws NotFound (404) 'Event not found' for anyone but the creator and collaborators.
 */
export async function eventDetails(callerId: string, eventId: string, now = new Date()): Promise<OutfitEventDetails> {
  const { event, role } = await requireEventMember(callerId, eventId);
  const [suggestionPage, memberPage, creatorUser] = await Promise.all([
    db.entities.outfitSuggestion.query.byEvent({ eventId }).go({ order: 'desc', limit: OUTFIT_LIMITS.suggestionsPerEvent }),
    db.entities.eventMember.query.byEvent({ eventId }).go({ limit: OUTFIT_LIMITS.collaboratorsPerEvent + 1 }),
    db.entities.user.get({ id: event.creatorId }).go({ attributes: ['location'] }),
  ]);
  const suggestions = suggestionPage.data as SuggestionRow[];
  const collaborators = (memberPage.data as MemberRow[]).filter((m) => m.role === 'collaborator');
  const [people, favourites, items, conditions] = await Promise.all([
    visibleAuthorsById(callerId, [event.creatorId, ...collaborators.map((m) => m.userId), ...suggestions.map((s) => s.suggestedBy)]),
    suggestions.length
      ? batchGetAll(
          suggestions.map((s) => ({ suggestionId: s.suggestionId, userId: callerId })),
          (k) => db.entities.suggestionFavorite.get(k).go(),
        )
      : Promise.resolve([]),
    resolveSuggestionItems(suggestions),
    conditionsOf(event, creatorUser.data?.location, now).catch((error: unknown) => {
      logger.warn('No weather for an event', { eventId, error: error as Error });
      return null;
    }),
  ]);
  const favourite = new Set(favourites.map((f) => f.suggestionId));
  const dtos = await Promise.all(
    suggestions.filter((s) => !people.hidden.has(s.suggestedBy)).map((s) =>
      suggestionDto(s, items.get(s.suggestionId) ?? [], people.get(s.suggestedBy) ?? FORMER_MEMBER(s.suggestedBy), favourite.has(s.suggestionId), event.finalOutfitId),
    ),
  );
  const base = await outfitEventDto(event, people.get(event.creatorId) ?? FORMER_MEMBER(event.creatorId), role);
  let finalOutfit = dtos.find((d) => d.id === event.finalOutfitId) ?? null;
  if (!finalOutfit && event.finalOutfitId && !suggestions.some((s) => s.suggestionId === event.finalOutfitId)) {
    // Older than the newest 50: read it on its own.
    const { data } = await db.entities.outfitSuggestion.get({ suggestionId: event.finalOutfitId }).go();
    const authors = data ? await visibleAuthorsById(callerId, [data.suggestedBy]) : null;
    if (data && authors && !authors.hidden.has(data.suggestedBy)) {
      const own = await resolveSuggestionItems([data]);
      const author = authors.get(data.suggestedBy) ?? FORMER_MEMBER(data.suggestedBy);
      const { data: fav } = await db.entities.suggestionFavorite.get({ suggestionId: data.suggestionId, userId: callerId }).go();
      finalOutfit = await suggestionDto(data, own.get(data.suggestionId) ?? [], author, Boolean(fav), event.finalOutfitId);
    }
  }
  return {
    ...base,
    suggestions: dtos,
    collaborators: collaborators.filter((m) => !people.hidden.has(m.userId)).map((m) => collaboratorDto(m, people.get(m.userId))),
    finalOutfit,
    conditions: conditions ? { season: conditions.season, weather: contractReading(conditions.weather) } : null,
  };
}

/** The card data of a final outfit: item count, ≤ 8 thumbnail references, and the creator's own closet items in it (its wears). */
export async function finalOutfitFacts(
  creatorId: string,
  suggestion: SuggestionRow,
): Promise<{ finalItemCount: number; finalThumbs: string[]; wornItemIds: string[] }> {
  const items: ResolvedItem[] = (await resolveSuggestionItems([suggestion])).get(suggestion.suggestionId) ?? [];
  const present = items.filter((i) => !i.missing);
  const finalThumbs = present.flatMap((i) => (i.thumbRef ? [i.thumbRef] : [])).slice(0, OUTFIT_LIMITS.cardThumbnails);
  // Worn by the creator: their own closet items, and catalogue products they keep in their closet.
  const own = suggestion.suggestedBy === creatorId ? present.flatMap((i) => (i.closetItemId ? [i.closetItemId] : [])) : [];
  const productItemIds = present.filter((i) => i.kind === 'product' && i.productId).map((i) => `p-${i.productId!}`);
  const inCloset = await closetItemsByKey(productItemIds.map((itemId) => ({ closetId: creatorId, itemId })));
  const worn = [...new Set([...own, ...productItemIds.filter((id) => inCloset.has(`${creatorId}/${id}`))])];
  return { finalItemCount: present.length, finalThumbs, wornItemIds: worn };
}

/** A suggestion of this event, for `finalOutfitId`. @throws BadRequest (400) when it is not one of the event's. */
async function requireEventSuggestion(eventId: string, suggestionId: string): Promise<SuggestionRow> {
  const { data } = await db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true });
  if (!data || data.eventId !== eventId) throw new BadRequest(OUTFIT_ERRORS.finalOutfitNotInEvent);
  return data;
}

/** Attribute changes of one update: values to SET and names to REMOVE. */
interface Changes {
  set: Partial<EventRow>;
  remove: (keyof EventRow)[];
}

/** Put `value` into `set`, or its name into `remove` when null (absent = untouched). */
function assign<K extends keyof EventRow>(changes: Changes, key: K, value: EventRow[K] | null | undefined): void {
  if (value === undefined) return;
  if (value === null) changes.remove.push(key);
  else changes.set[key] = value;
}

/**
 * The changes an update asks of `event` (pure except the final outfit's reads). Spec 02 §4:
 * setting a final outfit finalizes; `status: 'finalized'` needs one (set now or before);
 * `status: 'planning'` reopens and keeps it; clearing it (`null`) reopens.
 * @throws BadRequest (400) for a final outfit that is not one of the event's suggestions, or
 *   finalizing without one.
 */
async function changesOf(event: EventRow, input: UpdateInput, now: Date): Promise<Changes> {
  const changes: Changes = { set: {}, remove: [] };
  assign(changes, 'eventName', input.eventName);
  assign(changes, 'vibe', input.vibe);
  assign(changes, 'eventType', input.eventType);
  assign(changes, 'timeOfDay', input.timeOfDay);
  assign(changes, 'notes', input.notes);
  assign(changes, 'weatherNote', input.weatherNote);
  assign(changes, 'isPublic', input.isPublic);
  let place: { latitude: number; longitude: number; timeZone?: string } | null = event.place ?? null;
  if (input.location !== undefined) {
    assign(changes, 'location', input.location);
    const resolved = placeOf(input.location);
    place = resolved;
    assign(changes, 'place', resolved ? { name: resolved.name, latitude: resolved.latitude, longitude: resolved.longitude, ...(resolved.country ? { country: resolved.country } : {}) } : null);
  }
  // Issue 34 §3: the time in the event's (possibly new) zone; stored whenever it differs from the
  // row (which also upgrades a row stored before issue 34 on its first edit).
  const current = storedEventTime(event);
  // A new location decides the zone again; otherwise the event keeps its zone (a place's zone is
  // not looked up again by coordinates, which could answer a neighbour near a border), and a sent
  // zone only applies to an event without a place.
  const zone = input.location !== undefined ? eventZoneOf(place, input.timeZone, current.timeZone) : event.place ? current.timeZone : (input.timeZone ?? current.timeZone);
  const time = nextEventTime(current, input, zone);
  for (const key of ['eventDate', 'localDate', 'localTime', 'timeZone'] as const) {
    if ((event[key] ?? null) !== time[key]) assign(changes, key, time[key]);
  }
  let finalOutfitId = event.finalOutfitId ?? null;
  if (input.finalOutfitId === null) {
    finalOutfitId = null;
    changes.remove.push('finalOutfitId', 'finalThumbs', 'wornItemIds');
    changes.set.finalItemCount = 0;
  } else if (input.finalOutfitId !== undefined) {
    const suggestion = await requireEventSuggestion(event.eventId, input.finalOutfitId);
    finalOutfitId = suggestion.suggestionId;
    const facts = await finalOutfitFacts(event.creatorId, suggestion);
    changes.set.finalOutfitId = finalOutfitId;
    changes.set.finalItemCount = facts.finalItemCount;
    changes.set.finalThumbs = facts.finalThumbs;
    changes.set.wornItemIds = facts.wornItemIds;
  }
  const status = input.status ?? (input.finalOutfitId ? 'finalized' : input.finalOutfitId === null ? 'planning' : event.status);
  if (status === 'finalized' && !finalOutfitId) throw new BadRequest(OUTFIT_ERRORS.finalizeNeedsOutfit);
  if (status !== event.status || input.finalOutfitId) {
    changes.set.status = status;
    if (status === 'finalized') changes.set.finalizedAt = now.toISOString();
  }
  return changes;
}

/**
 * `PATCH /api/outfit-events/{eventId}` (creator only): any of the details, the final outfit and
 * the status (module doc and {@link changesOf}). ONE transaction: the event, conditioned on the
 * `version` read, and every member's copy of it (`card`, `dateKey`).
 * @throws NotFound (404) for people outside the event; Forbidden (403) 'Only the event creator
 *   can change this event' for a collaborator; BadRequest (400) as {@link changesOf}.
 */
export async function updateEvent(callerId: string, eventId: string, input: UpdateInput, now = new Date()): Promise<OutfitEvent> {
  for (let attempt = 1; ; attempt++) {
    const event = await requireEventCreator(callerId, eventId);
    const changes = await changesOf(event, input, now);
    const next: EventRow = { ...event, ...changes.set, version: event.version + 1, updatedAt: now.toISOString() };
    for (const key of changes.remove) delete next[key];
    const members = await membersOf(eventId);
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ outfitEvent, eventMember }) => [
          outfitEvent
            .patch({ eventId })
            .set({ ...changes.set, version: next.version, updatedAt: next.updatedAt })
            .remove(changes.remove as never[])
            .where((a, op) => op.eq(a.version, event.version))
            .commit(),
          ...members.map((m) => eventMember.patch({ eventId, userId: m.userId }).set(memberCopyOf(next)).commit()),
        ])
        .go(),
    );
    if (!canceled) return outfitEventDto(next, await personOf(event.creatorId), 'creator');
    if (attempt >= UPDATE_ATTEMPTS) throw new Error(`Event update kept conflicting: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    // Another write changed the event (or a member left) between read and write: read again.
  }
}

/**
 * `DELETE /api/outfit-events/{eventId}` (creator only): ONE transaction removes the event
 * (`version` as read) and every member row, so it is gone for everyone at once. Its suggestions,
 * comments, favourites and photos follow from the REMOVE record (processor `event-cleanup`,
 * retried until done, issue 35 §3), as do the Outfits count and wears (outfit-stats).
 * @throws NotFound (404) for people outside the event; Forbidden (403) 'Only the event creator
 *   can delete this event' for a collaborator.
 */
export async function deleteEvent(callerId: string, eventId: string): Promise<{ deleted: true }> {
  for (let attempt = 1; ; attempt++) {
    const event = await requireEventCreator(callerId, eventId, OUTFIT_ERRORS.onlyCreatorDeletes);
    const members = await membersOf(eventId);
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ outfitEvent, eventMember }) => [
          outfitEvent
            .delete({ eventId })
            .where((a, op) => op.eq(a.version, event.version))
            .commit(),
          ...members.map((m) => eventMember.delete({ eventId, userId: m.userId }).commit()),
        ])
        .go(),
    );
    if (!canceled) break;
    if (!(await eventById(eventId))) throw new NotFound(OUTFIT_ERRORS.eventNotFound);
    if (attempt >= UPDATE_ATTEMPTS) throw new Error(`Event delete kept conflicting: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  return { deleted: true };
}
