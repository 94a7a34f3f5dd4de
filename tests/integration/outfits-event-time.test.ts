/**
 * Event time zones over HTTP (issue 34 §3): an event lives in its place's IANA zone — the API
 * stores and answers the local date, the optional local time (none = all-day) and `timeZone`,
 * plus the real instant for sorting; a resolved place's zone wins over the browser's; a new
 * location keeps the wall clock; events stored before (an instant only) are derived at read;
 * garbage is a 400 with the contract's message; 401 without a session, 404 for strangers; and the
 * .ics of the event as the API answers it (UTC converted in the event's zone, all-day dates, the
 * final outfit's pieces).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { isUpcomingEvent, OUTFIT_ERRORS } from '@seamline/shared/contracts/outfits';
import { icsText } from '@seamline/shared/domain/outfits/calendar';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, listEvents, patchEvent, readDetails } from './outfits-helpers';

/** A local date `days` from now (UTC calendar; far enough from the edges for every zone used here). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Unfold RFC 5545 content lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

describe('event time in its place’s zone (issue 34 §3)', () => {
  it("stores 19:00 in Tokyo as 19:00 + Asia/Tokyo (the browser's New York zone loses to the place's), the instant 10:00Z, in the list and the details", async () => {
    const date = dayIn(20);
    const event = await createEvent(a, { eventName: 'Tokyo party', location: 'Tokyo', localDate: date, localTime: '19:00', timeZone: 'America/New_York', eventDate: undefined });
    expect(event).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'Asia/Tokyo', eventDate: `${date}T10:00:00.000Z`, place: { name: 'Tokyo' } });
    expect(await readDetails(a, event.id)).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'Asia/Tokyo', eventDate: `${date}T10:00:00.000Z` });
    expect((await listEvents(a)).items.find((e) => e.id === event.id)).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'Asia/Tokyo' });
  });

  it('an event without a time is all-day: no local time, the instant is the start of its day there, upcoming until that day ends', async () => {
    const date = dayIn(10);
    const event = await createEvent(a, { location: 'Sydney', localDate: date, eventDate: undefined });
    expect(event).toMatchObject({ localDate: date, localTime: null, timeZone: 'Australia/Sydney' });
    // Midnight in Sydney is 13:00 or 14:00 UTC the day before (AEDT / AEST).
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Australia/Sydney', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(event.eventDate!))).toBe('00:00');
    expect(isUpcomingEvent(event)).toBe(true);
  });

  it("uses the sent zone when the location is not a known place, UTC when none; the legacy eventDate instant is converted in the event's zone", async () => {
    const date = dayIn(15);
    const paris = await createEvent(a, { location: 'Our garden', localDate: date, localTime: '18:30', timeZone: 'Europe/Paris', eventDate: undefined });
    expect(paris).toMatchObject({ place: null, timeZone: 'Europe/Paris', localTime: '18:30' });
    // Without a place, an edit's zone applies; with one, the place's zone stays.
    expect(await patchEvent(a, paris.id, { localTime: '19:00', timeZone: 'Asia/Kolkata' })).toMatchObject({ timeZone: 'Asia/Kolkata', localTime: '19:00' });
    const tokyo = await createEvent(a, { location: 'Tokyo', localDate: date, localTime: '19:00', eventDate: undefined });
    expect(await patchEvent(a, tokyo.id, { localTime: '20:00', timeZone: 'Europe/Paris' })).toMatchObject({ timeZone: 'Asia/Tokyo', localTime: '20:00' });
    expect(new Date(paris.eventDate!).getUTCHours()).toBeLessThan(18); // 16:30Z or 17:30Z
    expect(await createEvent(a, { location: undefined, localDate: date, localTime: '08:00', eventDate: undefined })).toMatchObject({ timeZone: 'UTC', eventDate: `${date}T08:00:00.000Z` });
    const legacy = await createEvent(a, { location: 'Boston, MA', eventDate: '2026-12-19T20:00:00+01:00' });
    expect(legacy).toMatchObject({ eventDate: '2026-12-19T19:00:00.000Z', localDate: '2026-12-19', localTime: '14:00', timeZone: 'America/New_York' });
  });

  it('a new location moves the event to its zone keeping the wall clock; clearing the time makes it all-day; a time alone needs a date', async () => {
    const date = dayIn(25);
    const event = await createEvent(a, { location: 'Tokyo', localDate: date, localTime: '19:00', eventDate: undefined });
    const moved = await patchEvent(a, event.id, { location: 'London', timeZone: 'America/New_York' });
    expect(moved).toMatchObject({ localDate: date, localTime: '19:00', timeZone: 'Europe/London' });
    expect(moved.eventDate).not.toBe(event.eventDate);
    expect(await patchEvent(a, event.id, { localTime: null })).toMatchObject({ localDate: date, localTime: null, timeZone: 'Europe/London' });
    expect(await patchEvent(a, event.id, { localDate: null })).toMatchObject({ localDate: null, localTime: null, eventDate: null });
    const res = await call('PATCH', `/api/outfit-events/${event.id}`, a, { localTime: '20:00' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: OUTFIT_ERRORS.timeNeedsDate });
  });

  it('sorts by the real instant: 20:00 in Tokyo comes before 09:00 in New York on the same day', async () => {
    const date = dayIn(30);
    const tokyo = await createEvent(a, { eventName: 'Tokyo', location: 'Tokyo', localDate: date, localTime: '20:00', eventDate: undefined });
    const ny = await createEvent(a, { eventName: 'New York', location: 'New York', localDate: date, localTime: '09:00', eventDate: undefined });
    const ids = (await listEvents(a)).items.map((e) => e.id);
    // The list is latest first: New York's 09:00 (13:00Z/14:00Z) is later than Tokyo's 20:00 (11:00Z).
    expect(ids.indexOf(ny.id)).toBeLessThan(ids.indexOf(tokyo.id));
  });

  it('derives the local fields of an event stored before issue 34 (an instant only) in its place’s zone; 00:00 there reads as all-day; an edit stores them', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const timed = await createEvent(a, { location: 'Tokyo', localDate: '2026-12-19', localTime: '19:00', eventDate: undefined });
    await db.entities.outfitEvent.patch({ eventId: timed.id }).remove(['localDate', 'localTime', 'timeZone']).go();
    expect(await readDetails(a, timed.id)).toMatchObject({ eventDate: '2026-12-19T10:00:00.000Z', localDate: '2026-12-19', localTime: '19:00', timeZone: 'Asia/Tokyo' });
    const midnight = await createEvent(a, { location: 'Tokyo', localDate: '2026-12-20', eventDate: undefined });
    await db.entities.outfitEvent.patch({ eventId: midnight.id }).remove(['localDate', 'localTime', 'timeZone']).go();
    expect(await readDetails(a, midnight.id)).toMatchObject({ localDate: '2026-12-20', localTime: null, timeZone: 'Asia/Tokyo' });
    await patchEvent(a, timed.id, { notes: 'Bring a gift' });
    const { data } = await db.entities.outfitEvent.get({ eventId: timed.id }).go();
    expect(data).toMatchObject({ localDate: '2026-12-19', localTime: '19:00', timeZone: 'Asia/Tokyo' });
  });

  it('refuses garbage with 400 and a clear message, and is 401 without a session and 404 for someone else', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ localDate: dayIn(3), timeZone: 'Mars/Olympus_Mons' }, OUTFIT_ERRORS.invalidTimeZone],
      [{ localDate: dayIn(3), timeZone: '+09:00' }, OUTFIT_ERRORS.invalidTimeZone],
      [{ localDate: dayIn(3), timeZone: 42 }, OUTFIT_ERRORS.invalidTimeZone],
      [{ localDate: '2026-02-30' }, OUTFIT_ERRORS.invalidLocalDate],
      [{ localDate: dayIn(3), localTime: '7pm' }, OUTFIT_ERRORS.invalidLocalTime],
      [{ localTime: '19:00' }, OUTFIT_ERRORS.timeNeedsDate],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/outfit-events', a, { eventName: 'Bad', vibe: 'party', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message });
    }
    const event = await createEvent(a, { location: 'Tokyo', localDate: dayIn(5), localTime: '19:00', eventDate: undefined });
    const garbage = await call('PATCH', `/api/outfit-events/${event.id}`, a, { timeZone: 'Not/AZone' });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ message: OUTFIT_ERRORS.invalidTimeZone });
    expect((await call('POST', '/api/outfit-events', undefined, { eventName: 'A', vibe: 'party', localDate: dayIn(3) })).status).toBe(401);
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, undefined, { localTime: '20:00' })).status).toBe(401);
    expect((await call('PATCH', `/api/outfit-events/${event.id}`, b, { localTime: '20:00' })).status).toBe(404);
    expect((await call('GET', `/api/outfit-events/details/${event.id}`, b)).status).toBe(404);
    expect((await readDetails(a, event.id)).localTime).toBe('19:00');
  });
});

describe('the .ics of an event as the API answers it (issue 34 §3)', () => {
  it("timed: DTSTART in UTC converted in the event's zone (19:00 Tokyo → 10:00Z) and the final outfit's pieces in DESCRIPTION", async () => {
    const date = dayIn(12);
    const event = await createEvent(a, { eventName: 'Tokyo dinner', location: 'Tokyo', localDate: date, localTime: '19:00', timeZone: 'America/New_York', eventDate: undefined });
    const [top, shoes] = [await closetProduct(a, 'tops'), await closetProduct(a, 'shoes')];
    const plan = await addSuggestion(a, event.id, { title: 'Dinner look', closetItemIds: [top, shoes] });
    await patchEvent(a, event.id, { finalOutfitId: plan.id });
    const details = await readDetails(a, event.id);
    const text = unfold(await icsText(details, details.finalOutfit, 'https://app.example'));
    expect(text).toContain(`DTSTART:${date.replace(/-/g, '')}T100000Z`);
    expect(text).toContain('Starts 7:00 PM in Tokyo (Asia/Tokyo)');
    expect(details.finalOutfit!.items).toHaveLength(2);
    for (const piece of details.finalOutfit!.items) expect(text).toContain(`- ${piece.name.replace(/,/g, '\\,').replace(/;/g, '\\;')}`);
    expect(text).toContain('Outfit: Dinner look');
  });

  it('all-day: VALUE=DATE start and end, no clock time', async () => {
    const date = dayIn(12);
    const event = await createEvent(a, { location: 'Tokyo', localDate: date, eventDate: undefined });
    const details = await readDetails(a, event.id);
    const text = unfold(await icsText(details, details.finalOutfit, 'https://app.example'));
    expect(text).toContain(`DTSTART;VALUE=DATE:${date.replace(/-/g, '')}`);
    expect(text).not.toMatch(/DTSTART:\d{8}T/);
  });
});
