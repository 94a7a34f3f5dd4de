import { describe, expect, it } from 'vitest';
import { updateOutfitEventSchema } from '@seamline/shared/contracts/outfits';
import { cardDate, cardThumbnails, cardTime, changedEventFields, draftOf, fromPickerValues, longEventDate, splitEvents, toPickerValues } from './event-fields';
import { eventOf } from './test-fixtures';

const tokyo = { place: { name: 'Tokyo', latitude: 35.69, longitude: 139.69, country: 'JP' }, timeZone: 'Asia/Tokyo' };

describe("event dates as the screens show them: the event's own wall clock and place (issue 34 §3)", () => {
  it("the dialog header spells weekday, month, day, year and the time where the event is, or 'Date not set' (spec 02 §2.6)", () => {
    expect(longEventDate({ ...tokyo, localDate: '2026-12-24', localTime: '19:00' }, 'en-US')).toBe('Thursday, December 24, 2026 at 7:00 PM in Tokyo');
    expect(longEventDate({ ...tokyo, localDate: '2026-12-24', localTime: null }, 'en-US')).toBe('Thursday, December 24, 2026 · All day in Tokyo');
    expect(longEventDate({ place: null, timeZone: 'America/New_York', localDate: '2026-12-24', localTime: '18:30' }, 'en-US')).toBe('Thursday, December 24, 2026 at 6:30 PM in New York');
    expect(longEventDate({ place: null, timeZone: 'UTC', localDate: '2026-12-24', localTime: '18:30' }, 'en-US')).toBe('Thursday, December 24, 2026 at 6:30 PM UTC');
    expect(longEventDate({ ...tokyo, localDate: null, localTime: null }, 'en-US')).toBe('Date not set');
  });

  it("a card shows the date and the time there ('All day' without a time, never '12:00 AM'); without a date, the time of day", () => {
    expect(cardDate({ localDate: '2026-12-24' }, 'en-US')).toBe('Thu, Dec 24, 2026');
    expect(cardTime({ ...tokyo, localDate: '2026-12-24', localTime: '19:00', timeOfDay: 'evening' }, 'en-US')).toBe('7:00 PM in Tokyo');
    expect(cardTime({ ...tokyo, localDate: '2026-12-24', localTime: null, timeOfDay: null }, 'en-US')).toBe('All day');
    expect(cardTime({ ...tokyo, localDate: null, localTime: null, timeOfDay: 'evening' }, 'en-US')).toBe('Evening');
    expect(cardTime({ ...tokyo, localDate: null, localTime: null, timeOfDay: null }, 'en-US')).toBeNull();
    expect(cardDate({ localDate: null }, 'en-US')).toBe('Date not set');
  });

  it('splits Upcoming (later than now in the event zone, soonest first, undated last) from Previous (on or before now, latest first) — spec 02 §2.1', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const at = (id: string, localDate: string | null, localTime: string | null, timeZone = 'UTC') =>
      eventOf({ id, localDate, localTime, timeZone, eventDate: localDate ? `${localDate}T${localTime ?? '00:00'}:00.000Z` : null });
    const events = [
      at('past-1', '2026-10-01', '12:00'),
      at('undated', null, null),
      at('later', '2027-01-05', '12:00'),
      at('now', '2026-11-25', '12:00'),
      at('soon', '2026-11-30', '12:00'),
      at('past-2', '2026-11-20', '12:00'),
      // All day on 25 Nov in Honolulu (UTC−10): its day there has not ended.
      { ...at('today-all-day', '2026-11-25', null, 'Pacific/Honolulu'), eventDate: '2026-11-25T10:00:00.000Z' },
    ];
    const { upcoming, previous } = splitEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(['today-all-day', 'soon', 'later', 'undated']);
    expect(previous.map((e) => e.id)).toEqual(['now', 'past-2', 'past-1']);
  });

  it("shows up to 8 thumbnails and '+N' for the rest of the final outfit (spec 02 §9)", () => {
    const thumbs = Array.from({ length: 8 }, (_, i) => `/t/${i}`);
    expect(cardThumbnails({ thumbnails: thumbs, itemCount: 11 })).toEqual({ shown: thumbs, more: 3 });
    expect(cardThumbnails({ thumbnails: thumbs.slice(0, 3), itemCount: 3 })).toEqual({ shown: thumbs.slice(0, 3), more: 0 });
    expect(cardThumbnails({ thumbnails: [], itemCount: 0 })).toEqual({ shown: [], more: 0 });
  });
});

describe('date and time pickers hold the event’s wall clock (no browser conversion)', () => {
  it('round-trips the local date and time', () => {
    const event = eventOf({ localDate: '2026-12-24', localTime: '19:30' });
    expect(toPickerValues(event)).toEqual({ date: '2026-12-24', time: '19:30' });
    expect(fromPickerValues('2026-12-24', '19:30')).toEqual({ localDate: '2026-12-24', localTime: '19:30' });
  });

  it('no date is null, a date without a time is all-day, an impossible date or a time alone is invalid', () => {
    expect(fromPickerValues('', '')).toBeNull();
    expect(fromPickerValues('2026-03-01', '')).toEqual({ localDate: '2026-03-01', localTime: null });
    expect(fromPickerValues('2026-02-30', '10:00')).toBe('invalid');
    expect(fromPickerValues('tomorrow', '10:00')).toBe('invalid');
    expect(fromPickerValues('', '18:00')).toBe('invalid');
  });
});

describe('Event Details edit (spec 02 §4): only changed fields are sent', () => {
  it('an untouched draft changes nothing', () => {
    const event = eventOf();
    expect(changedEventFields(event, draftOf(event))).toEqual({});
  });

  it('sends the vibe and notes alone when only they changed', () => {
    const event = eventOf();
    const body = changedEventFields(event, { ...draftOf(event), vibe: 'party', notes: '  Sequins welcome ' });
    expect(body).toEqual({ vibe: 'party', notes: 'Sequins welcome' });
    expect(updateOutfitEventSchema.safeParse(body).success).toBe(true);
  });

  it('sends the local date and time (null = cleared / all day) with the browser zone, used only when the place is unknown', () => {
    const event = eventOf();
    expect(changedEventFields(event, { ...draftOf(event), date: '2027-01-02', time: '18:00' }, 'Europe/Paris')).toEqual({
      localDate: '2027-01-02',
      localTime: '18:00',
      timeZone: 'Europe/Paris',
    });
    expect(changedEventFields(event, { ...draftOf(event), time: '' }, 'Europe/Paris')).toEqual({ localDate: '2026-12-24', localTime: null, timeZone: 'Europe/Paris' });
    expect(changedEventFields(event, { ...draftOf(event), date: '', time: '' }, 'Europe/Paris')).toEqual({ localDate: null, localTime: null, timeZone: 'Europe/Paris' });
    expect(updateOutfitEventSchema.safeParse(changedEventFields(event, { ...draftOf(event), time: '' }, 'Europe/Paris')).success).toBe(true);
  });

  it('blank text clears a field (null); the public switch, place, weather and time of day are sent when changed', () => {
    const event = eventOf({ weatherNote: 'Snow likely' });
    const body = changedEventFields(event, { ...draftOf(event), location: '   ', weatherNote: '', timeOfDay: '', isPublic: true }, 'Europe/Paris');
    expect(body).toEqual({ location: null, timeZone: 'Europe/Paris', weatherNote: null, timeOfDay: null, isPublic: true });
    expect(updateOutfitEventSchema.safeParse(body).success).toBe(true);
  });

  it('an impossible date is reported, not sent', () => {
    const event = eventOf();
    expect(changedEventFields(event, { ...draftOf(event), date: '2026-02-30' })).toBe('invalid-date');
  });
});
