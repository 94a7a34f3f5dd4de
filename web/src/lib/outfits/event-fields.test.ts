import { describe, expect, it } from 'vitest';
import { updateOutfitEventSchema } from '@seamline/shared/contracts/outfits';
import { cardDate, cardThumbnails, cardTime, changedEventFields, draftOf, fromPickerValues, longEventDate, splitEvents, toPickerValues } from './event-fields';
import { eventOf } from './test-fixtures';

const utc = { locale: 'en-US', timeZone: 'UTC' };

describe('event dates as the screens show them', () => {
  it("the dialog header spells weekday, month, day, year and time, or 'Date not set' (spec 02 §2.6)", () => {
    expect(longEventDate('2026-12-24T19:00:00.000Z', utc)).toBe('Thursday, December 24, 2026 at 7:00 PM');
    expect(longEventDate(null, utc)).toBe('Date not set');
  });

  it('a card shows the date and the time; without a date, the time of day', () => {
    expect(cardDate('2026-12-24T19:00:00.000Z', utc)).toBe('Thu, Dec 24, 2026');
    expect(cardTime({ eventDate: '2026-12-24T19:00:00.000Z', timeOfDay: 'evening' }, utc)).toBe('7:00 PM');
    expect(cardTime({ eventDate: null, timeOfDay: 'evening' }, utc)).toBe('Evening');
    expect(cardTime({ eventDate: null, timeOfDay: null }, utc)).toBeNull();
    expect(cardDate(null, utc)).toBe('Date not set');
  });

  it('splits Upcoming (later than now, soonest first, undated last) from Previous (on or before now, latest first) — spec 02 §2.1', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const events = [
      eventOf({ id: 'past-1', eventDate: '2026-10-01T12:00:00.000Z' }),
      eventOf({ id: 'undated', eventDate: null }),
      eventOf({ id: 'later', eventDate: '2027-01-05T12:00:00.000Z' }),
      eventOf({ id: 'now', eventDate: '2026-11-25T12:00:00.000Z' }),
      eventOf({ id: 'soon', eventDate: '2026-11-30T12:00:00.000Z' }),
      eventOf({ id: 'past-2', eventDate: '2026-11-20T12:00:00.000Z' }),
    ];
    const { upcoming, previous } = splitEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(['soon', 'later', 'undated']);
    expect(previous.map((e) => e.id)).toEqual(['now', 'past-2', 'past-1']);
  });

  it("shows up to 8 thumbnails and '+N' for the rest of the final outfit (spec 02 §9)", () => {
    const thumbs = Array.from({ length: 8 }, (_, i) => `/t/${i}`);
    expect(cardThumbnails({ thumbnails: thumbs, itemCount: 11 })).toEqual({ shown: thumbs, more: 3 });
    expect(cardThumbnails({ thumbnails: thumbs.slice(0, 3), itemCount: 3 })).toEqual({ shown: thumbs.slice(0, 3), more: 0 });
    expect(cardThumbnails({ thumbnails: [], itemCount: 0 })).toEqual({ shown: [], more: 0 });
  });
});

describe('date and time pickers', () => {
  it('round-trips an ISO time through the local date and time fields', () => {
    const iso = '2026-12-24T19:30:00.000Z';
    const { date, time } = toPickerValues(iso);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(fromPickerValues(date, time)).toBe(iso);
  });

  it('no date is null, a date without a time is the start of that day, an impossible date is invalid', () => {
    expect(fromPickerValues('', '18:00')).toBeNull();
    expect(toPickerValues(fromPickerValues('2026-03-01', '') as string)).toEqual({ date: '2026-03-01', time: '00:00' });
    expect(fromPickerValues('2026-02-30', '10:00')).toBe('invalid');
    expect(fromPickerValues('tomorrow', '10:00')).toBe('invalid');
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

  it('sends eventDate as an ISO time, or null when the date is cleared', () => {
    const event = eventOf();
    const moved = changedEventFields(event, { ...draftOf(event), date: '2027-01-02', time: '18:00' });
    expect(moved).toEqual({ eventDate: fromPickerValues('2027-01-02', '18:00') });
    expect(changedEventFields(event, { ...draftOf(event), date: '', time: '' })).toEqual({ eventDate: null });
    expect(changedEventFields(eventOf({ eventDate: null }), { ...draftOf(eventOf({ eventDate: null })), date: '2027-01-02', time: '' })).toEqual({
      eventDate: fromPickerValues('2027-01-02', ''),
    });
  });

  it('blank text clears a field (null); the public switch, place, weather and time of day are sent when changed', () => {
    const event = eventOf({ weatherNote: 'Snow likely' });
    const body = changedEventFields(event, { ...draftOf(event), location: '   ', weatherNote: '', timeOfDay: '', isPublic: true });
    expect(body).toEqual({ location: null, weatherNote: null, timeOfDay: null, isPublic: true });
    expect(updateOutfitEventSchema.safeParse(body).success).toBe(true);
  });

  it('an impossible date is reported, not sent', () => {
    const event = eventOf();
    expect(changedEventFields(event, { ...draftOf(event), date: '2026-02-30' })).toBe('invalid-date');
  });
});
