import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, eventEndsAt, instantOf, isLocalDate, nextLocalDate, wallClockOf } from './event-time';
import { localDayOf } from './time';
import { placeTimeZone, timeZoneAt } from './time-zone';

describe('event time in its IANA zone (issue 34 §3)', () => {
  it('looks zones up from coordinates (tz-lookup), a place’s own zone winning', () => {
    expect(timeZoneAt(35.6895, 139.69171)).toBe('Asia/Tokyo');
    expect(timeZoneAt(40.71427, -74.00597)).toBe('America/New_York');
    expect(timeZoneAt(-33.86785, 151.20732)).toBe('Australia/Sydney');
    expect(placeTimeZone({ latitude: 35.6895, longitude: 139.69171, timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(placeTimeZone({ latitude: 51.50853, longitude: -0.12574 })).toBe('Europe/London');
    expect(() => timeZoneAt(91, 0)).toThrow(RangeError);
  });

  it('turns a local date-time in a zone into the instant and back, daylight saving included', () => {
    expect(instantOf('2026-12-19', '19:00', 'Asia/Tokyo')).toBe('2026-12-19T10:00:00.000Z');
    expect(instantOf('2026-07-04', '19:00', 'America/New_York')).toBe('2026-07-04T23:00:00.000Z'); // EDT, −4 h
    expect(instantOf('2026-12-04', '19:00', 'America/New_York')).toBe('2026-12-05T00:00:00.000Z'); // EST, −5 h
    expect(instantOf('2026-12-19', null, 'Asia/Tokyo')).toBe('2026-12-18T15:00:00.000Z');
    expect(wallClockOf('2026-12-19T10:00:00.000Z', 'Asia/Tokyo')).toEqual({ localDate: '2026-12-19', localTime: '19:00' });
    expect(wallClockOf('2026-12-19T10:00:00.000Z', 'America/Los_Angeles')).toEqual({ localDate: '2026-12-19', localTime: '02:00' });
  });

  it('takes the local day in the zone, not by longitude: 23:30 UTC is already the next day in Tokyo', () => {
    expect(localDayOf('2026-05-31T23:30:00Z', 'Asia/Tokyo')).toBe('2026-06-01');
    expect(localDayOf('2026-05-31T23:30:00Z', null)).toBe('2026-05-31');
    expect(localDayOf('2026-05-31', 'Asia/Tokyo')).toBe('2026-05-31');
  });

  it('validates dates and zone names with Intl (canonical spelling; offsets and garbage refused)', () => {
    expect([isLocalDate('2026-02-28'), isLocalDate('2026-02-30'), isLocalDate('2026-13-01'), isLocalDate('26-1-1')]).toEqual([true, false, false, false]);
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    // Current names stay as sent (ICU would answer its older ids Asia/Calcutta, Europe/Kiev).
    expect([canonicalTimeZone('Asia/Kolkata'), canonicalTimeZone('Europe/Kyiv')]).toEqual(['Asia/Kolkata', 'Europe/Kyiv']);
    expect([canonicalTimeZone('Mars/Olympus_Mons'), canonicalTimeZone('+05:00'), canonicalTimeZone(''), canonicalTimeZone('<script>')]).toEqual([null, null, null, null]);
    expect(nextLocalDate('2026-12-31')).toBe('2027-01-01');
  });

  it('ends a timed event at its start and an all-day event at the end of its local day', () => {
    expect(eventEndsAt({ localDate: '2026-12-19', localTime: '19:00', timeZone: 'Asia/Tokyo' })).toBe(Date.parse('2026-12-19T10:00:00Z'));
    expect(eventEndsAt({ localDate: '2026-12-19', localTime: null, timeZone: 'Asia/Tokyo' })).toBe(Date.parse('2026-12-19T15:00:00Z'));
    expect(eventEndsAt({ localDate: null, localTime: null, timeZone: 'UTC' })).toBeNull();
  });
});
