import { describe, expect, it } from 'vitest';
import type { OutfitEvent, OutfitItem } from '../../contracts/outfits';
import { calendarAttributes, eventClockText, icsFileName, icsText } from './calendar';

/** Unfold RFC 5545 content lines (a CRLF followed by a space continues the line). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const person = { id: 'me', username: 'dana', firstName: 'Dana', lastName: 'Demo', profileImageUrl: null };
/** A party in Tokyo at 19:00 local time (10:00 UTC). */
const eventOf = (overrides: Partial<OutfitEvent> = {}): OutfitEvent => ({
  id: 'e1',
  creatorId: 'me',
  creator: person,
  eventName: 'Winter Gala',
  eventDate: '2026-12-24T10:00:00.000Z',
  localDate: '2026-12-24',
  localTime: '19:00',
  timeZone: 'Asia/Tokyo',
  vibe: 'formal',
  eventType: null,
  location: 'Tokyo',
  place: { name: 'Tokyo', latitude: 35.69, longitude: 139.69, country: 'JP' },
  timeOfDay: 'evening',
  notes: 'Black tie',
  weatherNote: null,
  isPublic: false,
  status: 'planning',
  finalOutfitId: null,
  collaboratorCount: 0,
  itemCount: 0,
  thumbnails: [],
  viewerRole: 'creator',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const item = (name: string, brand: string | null, missing = false): OutfitItem => ({
  kind: 'closet', key: `closet:${name}`, productId: null, closetItemId: name, name, brand, category: null, group: null,
  color: null, price: null, currency: null, imageUrl: null, thumbUrl: null, missing,
});

describe("'Add to calendar' (issue 34 §3: the event's own zone, all-day dates, the outfit's pieces)", () => {
  it("writes a timed event at its real instant in UTC — 19:00 in Tokyo is 10:00Z — with the place, notes, local time and a link back", async () => {
    const event = eventOf({ status: 'finalized' });
    const text = unfold(await icsText(event, null, 'https://app.example'));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Winter Gala');
    expect(text).toContain('DTSTART:20261224T100000Z');
    expect(text).toContain('DURATION:PT2H');
    expect(text).toContain('LOCATION:Tokyo');
    expect(text).toContain('GEO:35.69;139.69');
    expect(text).toContain('UID:outfit-event-e1@seamline');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('URL:https://app.example/profile?tab=outfits&event=e1');
    expect(text).toContain('DESCRIPTION:Black tie\\n\\nVibe: Formal\\n\\nStarts 7:00 PM in Tokyo (Asia/Tokyo)');
  });

  it('writes an all-day event as dates (VALUE=DATE, the next day exclusive), with no clock time', async () => {
    const text = unfold(await icsText(eventOf({ localTime: null, eventDate: '2026-12-23T15:00:00.000Z' }), null, 'https://app.example'));
    expect(text).toContain('DTSTART;VALUE=DATE:20261224');
    expect(text).toContain('DTEND;VALUE=DATE:20261225');
    expect(text).not.toMatch(/DTSTART:\d/);
    expect(text).toContain('All day (Asia/Tokyo)');
  });

  it("lists the final outfit's pieces (not the missing ones) in the description", async () => {
    const outfit = { title: 'Gala look', items: [item('Silk dress', 'Acne'), item('Heels', null), item('Gone bag', null, true)] };
    const text = unfold(await icsText(eventOf(), outfit, 'https://app.example'));
    expect(text).toContain('Outfit: Gala look\\n- Silk dress (Acne)\\n- Heels');
    expect(text).not.toContain('Gone bag');
  });

  it('is tentative while the event is being planned, and has nothing to add without a date', async () => {
    expect(calendarAttributes(eventOf(), null, 'https://app.example')?.status).toBe('TENTATIVE');
    const undated = eventOf({ eventDate: null, localDate: null, localTime: null });
    expect(calendarAttributes(undated, null, 'https://app.example')).toBeNull();
    await expect(icsText(undated, null, 'https://app.example')).rejects.toThrow('This event has no date yet');
  });

  it("says the time where the event is: '7:00 PM in Tokyo', the zone's city without a place, the zone name without a city", () => {
    expect(eventClockText(eventOf())).toBe('7:00 PM in Tokyo');
    expect(eventClockText(eventOf({ place: null, timeZone: 'America/Argentina/Buenos_Aires', localTime: '09:05' }))).toBe('9:05 AM in Buenos Aires');
    expect(eventClockText(eventOf({ place: null, timeZone: 'UTC' }))).toBe('7:00 PM UTC');
    expect(eventClockText(eventOf({ localTime: null }))).toBeNull();
  });

  it('names the file after the event', () => {
    expect(icsFileName({ eventName: 'Winter Gala 2026!' })).toBe('winter-gala-2026.ics');
    expect(icsFileName({ eventName: 'Café au lait' })).toBe('cafe-au-lait.ics');
    expect(icsFileName({ eventName: '🎉' })).toBe('event.ics');
  });
});
