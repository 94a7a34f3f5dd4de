/**
 * Outfit events over HTTP (issue 20; spec 02 §2.1, §3 OutfitEvent, §4 event status and details
 * edit, §7): create, the caller's events (own id only, undated first then latest date, cursor),
 * details (creator and collaborators only), PATCH of details / final outfit / status (creator
 * only; finalOutfitId must be one of the event's suggestions), delete; the 401 / 403 / 404 / 400
 * matrix of each; and the route-key clash of the list and details routes.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, outfitEventPageSchema } from '@seamline/shared/contracts/outfits';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, follow, inDays, listEvents, patchEvent, readDetails } from './outfits-helpers';

/** A call as the web app sends it, with extra headers (Idempotency-Key). */
const api2 = (method: string, path: string, s: UserWithSession, body: unknown, headers: Record<string, string>) =>
  api(method, path, { cookie: s.cookie, body, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, ...headers } });

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

describe('POST /api/outfit-events', () => {
  it('creates an event (201): trimmed fields, the place of a known location, planning, no items; the creator is the caller', async () => {
    const res = await call('POST', '/api/outfit-events', a, {
      eventName: '  Winter gala  ',
      eventDate: '2026-12-19T20:00:00+01:00',
      vibe: 'formal',
      eventType: ' Gala ',
      location: 'Boston, MA',
      timeOfDay: 'evening',
      notes: '  Black tie  ',
      weatherNote: 'cold, maybe snow',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      creatorId: a.userId,
      creator: { id: a.userId, username: a.user.username },
      eventName: 'Winter gala',
      eventDate: '2026-12-19T19:00:00.000Z',
      vibe: 'formal',
      eventType: 'Gala',
      location: 'Boston, MA',
      place: { latitude: expect.any(Number), longitude: expect.any(Number) },
      timeOfDay: 'evening',
      notes: 'Black tie',
      weatherNote: 'cold, maybe snow',
      isPublic: false,
      status: 'planning',
      finalOutfitId: null,
      collaboratorCount: 0,
      itemCount: 0,
      thumbnails: [],
      viewerRole: 'creator',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"(pk|sk|gsi1pk|__edb_e__|version)"/);
    expect(JSON.stringify(res.body)).not.toContain(a.user.email);
  });

  it('accepts a null date and no location (place null), and defaults isPublic to false', async () => {
    const event = await createEvent(a, { eventDate: null, location: undefined });
    expect(event).toMatchObject({ eventDate: null, location: null, place: null, isPublic: false });
  });

  it('refuses garbage with 400 and the field messages, and is 401 without a session', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventName: '   ', vibe: 'party' }, OUTFIT_ERRORS.eventNameRequired],
      [{ eventName: 'x'.repeat(OUTFIT_LIMITS.eventNameMax + 1), vibe: 'party' }, OUTFIT_ERRORS.eventNameTooLong],
      [{ eventName: 'A', vibe: 'rave' }, OUTFIT_ERRORS.invalidVibe],
      [{ eventName: 'A', vibe: 'party', eventDate: 'tomorrow' }, OUTFIT_ERRORS.invalidDate],
      [{ eventName: 'A', vibe: 'party', timeOfDay: 'noon' }, OUTFIT_ERRORS.invalidTimeOfDay],
      [{ eventName: 'A', vibe: 'party', location: 'x'.repeat(OUTFIT_LIMITS.locationMax + 1) }, OUTFIT_ERRORS.locationTooLong],
      [{ eventName: 'A', vibe: 'party', notes: 'x'.repeat(OUTFIT_LIMITS.notesMax + 1) }, OUTFIT_ERRORS.notesTooLong],
      [{ eventName: 'A', vibe: 'party', weatherNote: 'x'.repeat(OUTFIT_LIMITS.weatherNoteMax + 1) }, OUTFIT_ERRORS.weatherNoteTooLong],
      [{ eventName: 'A', vibe: 'party', isPublic: 'yes' }, 'Invalid input'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/outfit-events', a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message.slice(0, 12));
    }
    expect((await call('POST', '/api/outfit-events', a, 'not json')).status).toBe(400);
    expect((await call('POST', '/api/outfit-events', undefined, { eventName: 'A', vibe: 'party' })).status).toBe(401);
  });

  it('creates one event for a repeated Idempotency-Key', async () => {
    const key = randomUUID();
    const send = () => api2('POST', '/api/outfit-events', a, { eventName: 'Once', vibe: 'casual' }, { 'idempotency-key': key });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((second.body as { id: string }).id).toBe((first.body as { id: string }).id);
    expect((await listEvents(a)).items.filter((e) => e.eventName === 'Once')).toHaveLength(1);
  });
});

describe('GET /api/outfit-events/{userId} (the events list)', () => {
  it('lists the events the caller created or collaborates on: undated first, then the latest date first', async () => {
    const past = await createEvent(a, { eventName: 'Past', eventDate: inDays(-10) });
    const soon = await createEvent(a, { eventName: 'Soon', eventDate: inDays(3) });
    const later = await createEvent(a, { eventName: 'Later', eventDate: inDays(30) });
    const undated = await createEvent(a, { eventName: 'Undated', eventDate: null });
    await follow(b, a);
    const theirs = await createEvent(b, { eventName: 'Friend party', eventDate: inDays(7), isPublic: true });
    expect((await call('POST', `/api/outfit-events/${theirs.id}/invitations`, b, { userIds: [a.userId] })).status).toBe(200);
    const { items, nextCursor } = outfitEventPageSchema.parse(await listEvents(a));
    expect(items.map((e) => e.eventName)).toEqual(['Undated', 'Later', 'Friend party', 'Soon', 'Past']);
    expect(items.map((e) => e.id)).toEqual([undated.id, later.id, theirs.id, soon.id, past.id]);
    expect(items.find((e) => e.id === theirs.id)).toMatchObject({ viewerRole: 'collaborator', creatorId: b.userId, collaboratorCount: 1 });
    expect(nextCursor).toBeNull();
  });

  it('pages with limit and cursor, never repeating an event', async () => {
    for (let i = 0; i < 5; i++) await createEvent(a, { eventName: `E${i.toString()}`, eventDate: inDays(i + 1) });
    const first = await listEvents(a, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await listEvents(a, `?limit=10&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(5);
  });

  it("is 403 for someone else's id, 400 for a bad cursor or limit, 401 without a session", async () => {
    const res = await call('GET', `/api/outfit-events/${b.userId}`, a);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: OUTFIT_ERRORS.onlyOwnEvents });
    expect((await call('GET', `/api/outfit-events/${a.userId}?cursor=bogus!`, a)).status).toBe(400);
    expect((await call('GET', `/api/outfit-events/${a.userId}?limit=500`, a)).status).toBe(400);
    expect((await call('GET', `/api/outfit-events/${a.userId}`)).status).toBe(401);
  });

  it("routes /details/{eventId} to the details route, not to the list with userId 'details'", async () => {
    const event = await createEvent(a);
    const details = await call('GET', `/api/outfit-events/details/${event.id}`, a);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: event.id, suggestions: [], collaborators: [] });
    // A one-segment 'details' is the list route with that value: not the caller's id → 403.
    expect((await call('GET', '/api/outfit-events/details', a)).status).toBe(403);
  });
});

describe('GET /api/outfit-events/details/{eventId}', () => {
  it('answers the event with suggestions, collaborators, final outfit and the conditions', async () => {
    const event = await createEvent(a, { location: 'Boston, MA', eventDate: inDays(40), weatherNote: 'freezing and windy' });
    const details = await readDetails(a, event.id);
    expect(details).toMatchObject({ id: event.id, suggestions: [], collaborators: [], finalOutfit: null });
    expect(details.conditions).toMatchObject({ weather: { source: 'user', summary: expect.any(String) } });
  });

  it('is 404 for anyone else and for unknown ids, 400 for a malformed id, 401 without a session', async () => {
    const event = await createEvent(a);
    const other = await call('GET', `/api/outfit-events/details/${event.id}`, b);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: OUTFIT_ERRORS.eventNotFound });
    expect((await call('GET', `/api/outfit-events/details/${randomUUID()}`, a)).status).toBe(404);
    expect((await call('GET', '/api/outfit-events/details/a%20b!', a)).status).toBe(400);
    expect((await call('GET', `/api/outfit-events/details/${event.id}`)).status).toBe(401);
  });
});

describe('PATCH /api/outfit-events/{eventId}', () => {
  it('changes only the fields sent; null clears; a new location is resolved again', async () => {
    const event = await createEvent(a, { notes: 'Old notes', location: 'Boston, MA', timeOfDay: 'evening' });
    const changed = await patchEvent(a, event.id, { vibe: 'formal', notes: null, eventDate: null, location: 'Sydney', timeOfDay: null });
    expect(changed).toMatchObject({ vibe: 'formal', notes: null, eventDate: null, location: 'Sydney', timeOfDay: null, eventName: event.eventName });
    expect(changed.place?.latitude).toBeLessThan(0);
    expect(await readDetails(a, event.id)).toMatchObject({ vibe: 'formal', notes: null, eventDate: null, location: 'Sydney' });
  });

  it('moves the event in the list when its date changes', async () => {
    const x = await createEvent(a, { eventName: 'X', eventDate: inDays(2) });
    const y = await createEvent(a, { eventName: 'Y', eventDate: inDays(4) });
    expect((await listEvents(a)).items.map((e) => e.id)).toEqual([y.id, x.id]);
    await patchEvent(a, x.id, { eventDate: inDays(9) });
    expect((await listEvents(a)).items.map((e) => e.id)).toEqual([x.id, y.id]);
  });

  it("finalizes with one of the event's suggestions (its real id), reopens keeping the plan, and clears", async () => {
    const event = await createEvent(a);
    const top = await closetProduct(a, 'tops');
    const plan = await addSuggestion(a, event.id, { closetItemIds: [top] });
    const finalized = await patchEvent(a, event.id, { finalOutfitId: plan.id });
    expect(finalized).toMatchObject({ status: 'finalized', finalOutfitId: plan.id, itemCount: 1 });
    expect(finalized.thumbnails).toHaveLength(1);
    const reopened = await patchEvent(a, event.id, { status: 'planning' });
    expect(reopened).toMatchObject({ status: 'planning', finalOutfitId: plan.id });
    expect(await patchEvent(a, event.id, { status: 'finalized' })).toMatchObject({ status: 'finalized', finalOutfitId: plan.id });
    expect((await readDetails(a, event.id)).finalOutfit).toMatchObject({ id: plan.id, isFinal: true });
    expect(await patchEvent(a, event.id, { finalOutfitId: null })).toMatchObject({ status: 'planning', finalOutfitId: null, itemCount: 0, thumbnails: [] });
  });

  it("is 400 for a finalOutfitId of another event or none at all, and for finalizing without an outfit", async () => {
    const event = await createEvent(a);
    const other = await createEvent(a);
    const top = await closetProduct(a, 'tops');
    const otherPlan = await addSuggestion(a, other.id, { closetItemIds: [top] });
    for (const finalOutfitId of [otherPlan.id, randomUUID(), '1']) {
      const res = await call('PATCH', `/api/outfit-events/${event.id}`, a, { finalOutfitId });
      expect(res.status, finalOutfitId).toBe(400);
      expect(res.body).toEqual({ message: OUTFIT_ERRORS.finalOutfitNotInEvent });
    }
    const noOutfit = await call('PATCH', `/api/outfit-events/${event.id}`, a, { status: 'finalized' });
    expect(noOutfit.status).toBe(400);
    expect(noOutfit.body).toEqual({ message: OUTFIT_ERRORS.finalizeNeedsOutfit });
  });

  it('is 403 for a collaborator, 404 for anyone else, 400 for nothing or garbage, 401 without a session', async () => {
    await follow(a, b);
    const event = await createEvent(a, { isPublic: true });
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
    const collaborator = await call('PATCH', `/api/outfit-events/${event.id}`, b, { notes: 'mine now' });
    expect(collaborator.status).toBe(403);
    expect(collaborator.body).toEqual({ message: OUTFIT_ERRORS.onlyCreatorEdits });
    const stranger = await createUserWithSession();
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, stranger, { notes: 'x' })).status).toBe(404);
    const nothing = await call('PATCH', `/api/outfit-events/${event.id}`, a, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ message: OUTFIT_ERRORS.nothingToChange });
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, a, { status: 'done' })).status).toBe(400);
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, a, { eventName: '' })).status).toBe(400);
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, undefined, { notes: 'x' })).status).toBe(401);
    expect((await readDetails(a, event.id)).notes).toBeNull();
  });
});

describe('DELETE /api/outfit-events/{eventId}', () => {
  it('deletes the event for everyone (404 afterwards) with its suggestions, comments and favourites', async () => {
    await follow(a, b);
    const event = await createEvent(a, { isPublic: true });
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
    const top = await closetProduct(a, 'tops');
    const plan = await addSuggestion(a, event.id, { closetItemIds: [top] });
    expect((await call('POST', `/api/outfit-suggestions/${plan.id}/comments`, b, { comment: 'Nice' })).status).toBe(201);
    expect((await call('PUT', `/api/outfit-suggestions/${plan.id}/favorite`, b)).status).toBe(200);
    const res = await call('DELETE', `/api/outfit-events/${event.id}`, a);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    for (const s of [a, b]) expect((await call('GET', `/api/outfit-events/details/${event.id}`, s)).status).toBe(404);
    expect((await listEvents(b)).items.some((e) => e.id === event.id)).toBe(false);
    expect((await call('GET', `/api/outfit-suggestions/${plan.id}/comments`, a)).status).toBe(404);
    expect((await call('DELETE', `/api/outfit-events/${event.id}`, a)).status).toBe(404);
  });

  it('is 403 for a collaborator, 404 for anyone else, 401 without a session', async () => {
    await follow(a, b);
    const event = await createEvent(a, { isPublic: true });
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
    const collaborator = await call('DELETE', `/api/outfit-events/${event.id}`, b);
    expect(collaborator.status).toBe(403);
    expect(collaborator.body).toEqual({ message: OUTFIT_ERRORS.onlyCreatorDeletes });
    expect((await call('DELETE', `/api/outfit-events/${event.id}`, await createUserWithSession())).status).toBe(404);
    expect((await call('DELETE', `/api/outfit-events/${event.id}`)).status).toBe(401);
    expect((await readDetails(a, event.id)).id).toBe(event.id);
  });
});
