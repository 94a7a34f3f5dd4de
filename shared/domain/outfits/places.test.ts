import { describe, expect, it } from 'vitest';
import { climateReading, normalsFor } from './climate';
import { gazetteerEntryOf, placeForEvent, resolvePlace } from './places';
import { GAZETTEER } from './places-data';
import { daysInMonth } from './time';

describe('resolvePlace', () => {
  it.each([
    ['Boston', 'Boston'],
    ['Boston, MA', 'Boston'],
    ['boston ma', 'Boston'],
    ['BOSTON, Massachusetts, USA', 'Boston'],
    ['New York, NY', 'New York'],
    ['NYC', 'New York'],
    ['sao paulo', 'São Paulo'],
    ['São Paulo, Brasil', 'São Paulo'],
    ['Reykjavík', 'Reykjavik'],
    ['zurich', 'Zurich'],
    ['Montréal, QC', 'Montreal'],
    ['St. Louis', 'St. Louis'],
    ['Saint Petersburg', 'Saint Petersburg'],
    ['  Sydney, Australia ', 'Sydney'],
    ['Paris France', 'Paris'],
    ['Cape Town, South Africa', 'Cape Town'],
    ['Washington, DC', 'Washington'],
    ['Buenos Aires', 'Buenos Aires'],
    ['Tokyo, Japan', 'Tokyo'],
    ['Perth, WA', 'Perth'],
    ['Toronto, CA', 'Toronto'],
  ])('%s → %s', (text, name) => {
    expect(resolvePlace(text)?.name).toBe(name);
  });

  it('answers name, latitude, longitude and country', () => {
    expect(resolvePlace('Sydney')).toEqual({ name: 'Sydney', latitude: -33.87, longitude: 151.21, country: 'AU' });
  });

  it.each(['Paris, TX', 'Portland, Maine', 'Sydney, Nova Scotia', 'Springfield', 'Not specified', '', '   ', 'Grandma’s house'])(
    '%j → null (unknown, or another place of the same name)',
    (text) => {
      expect(resolvePlace(text)).toBeNull();
    },
  );

  it('falls back from an unspecified event location to the profile location, then none', () => {
    expect(placeForEvent('Not specified', 'Sydney')).toMatchObject({ from: 'profile', place: { name: 'Sydney' } });
    expect(placeForEvent('Boston', 'Sydney')).toMatchObject({ from: 'event', place: { name: 'Boston' } });
    expect(placeForEvent(null, null)).toEqual({ place: null, from: 'none' });
  });

  it('finds the nearest gazetteer city for coordinates within 150 km, none farther', () => {
    expect(gazetteerEntryOf({ name: 'Cambridge', latitude: 42.37, longitude: -71.11 })?.name).toBe('Boston');
    expect(gazetteerEntryOf({ name: 'Mid-Atlantic', latitude: 35, longitude: -40 })).toBeNull();
  });
});

describe('the gazetteer', () => {
  it('holds 100–200 cities including the ones issue 20 names', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(100);
    expect(GAZETTEER.length).toBeLessThanOrEqual(200);
    const names = new Set(GAZETTEER.map((e) => e.name));
    for (const n of ['Boston', 'New York', 'London', 'Paris', 'Sydney', 'Melbourne', 'Cape Town', 'Buenos Aires', 'Tokyo', 'Singapore', 'Dubai', 'Reykjavik', 'Toronto']) {
      expect(names.has(n), n).toBe(true);
    }
  });
  it('has well-formed rows: coordinates, 12 plausible monthly means, wet days within the month', () => {
    for (const e of GAZETTEER) {
      expect(Math.abs(e.latitude), e.name).toBeLessThanOrEqual(90);
      expect(Math.abs(e.longitude), e.name).toBeLessThanOrEqual(180);
      expect(e.t, e.name).toHaveLength(12);
      expect(e.wet, e.name).toHaveLength(12);
      for (const t of e.t) {
        expect(t).toBeGreaterThan(-30);
        expect(t).toBeLessThan(40);
      }
      e.wet.forEach((w, m) => expect(w, `${e.name} month ${m}`).toBeLessThanOrEqual(daysInMonth(2001, m)));
      expect(e.range).toBeGreaterThan(2);
      expect(e.range).toBeLessThan(20);
    }
  });
  it('has the hemispheres right: southern cities are warmest around January, northern ones around July', () => {
    for (const e of GAZETTEER) {
      if (Math.abs(e.latitude) < 23.5) continue; // tropics: no clear summer peak
      const warmest = e.t.indexOf(Math.max(...e.t));
      const summer = e.latitude > 0 ? [5, 6, 7, 8] : [11, 0, 1, 2];
      expect(summer, e.name).toContain(warmest);
    }
  });
});

describe('climate normals', () => {
  it("reads 'Typical for Boston in March: …' with min, max and the share of wet days", () => {
    const r = climateReading(resolvePlace('Boston')!, '2026-03-14')!;
    expect(r).toMatchObject({ source: 'climate', summary: 'Typical for Boston in March: 4 °C', attribution: expect.stringContaining('Approximate') });
    expect(r.minC).toBeLessThan(r.tempC!);
    expect(r.maxC).toBeGreaterThan(r.tempC!);
    expect(r.precipitationProbability).toBe(Math.round((11 / 31) * 100));
  });
  it('writes negative temperatures with a minus sign', () => {
    expect(climateReading(resolvePlace('Montreal')!, '2026-01-14')!.summary).toBe('Typical for Montreal in January: −10 °C');
  });
  it('has none for a place far from every gazetteer city', () => {
    expect(normalsFor({ name: 'Nowhere', latitude: -60, longitude: -120 }, 0)).toBeNull();
  });
});
