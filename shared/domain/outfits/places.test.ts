import { describe, expect, it } from 'vitest';
import normalsData from './data/climate-normals.json';
import { climateReading, NORMALS_ATTRIBUTION, normalsFor, placeNotFound } from './climate';
import { countryNameOf, gazetteerEntries, gazetteerEntryOf, placeForEvent, placeLabel, resolvePlace } from './places';

describe('resolvePlace (GeoNames gazetteer, population ≥ 15,000)', () => {
  it.each([
    ['Boston', 'Boston', 'US', 'Massachusetts'],
    ['Boston, MA', 'Boston', 'US', 'Massachusetts'],
    ['boston ma', 'Boston', 'US', 'Massachusetts'],
    ['BOSTON, Massachusetts, United States', 'Boston', 'US', 'Massachusetts'],
    ['Boston, United Kingdom', 'Boston', 'GB', 'England'],
    ['New York, NY', 'New York City', 'US', 'New York'],
    ['sao paulo', 'São Paulo', 'BR', 'São Paulo'],
    ['São Paulo, Brazil', 'São Paulo', 'BR', 'São Paulo'],
    ['Reykjavik', 'Reykjavík', 'IS', null],
    ['zurich', 'Zürich', 'CH', null],
    ['  Sydney, Australia ', 'Sydney', 'AU', 'New South Wales'],
    ['Paris France', 'Paris', 'FR', 'Île-de-France'],
    ['Paris, TX', 'Paris', 'US', 'Texas'],
    ['Portland, Maine', 'Portland', 'US', 'Maine'],
    ['Ushuaia, Argentina', 'Ushuaia', 'AR', 'Tierra del Fuego'],
    ['Tokyo, Japan', 'Tokyo', 'JP', 'Tokyo'],
    ['Cape Town, South Africa', 'Cape Town', 'ZA', 'Western Cape'],
    ['NYC', 'New York City', 'US', 'New York'],
    ['Bombay', 'Mumbai', 'IN', 'Maharashtra'],
    ['Duesseldorf', 'Düsseldorf', 'DE', 'North Rhine-Westphalia'],
  ])('%j → %s, %s (%s)', (text, name, country, region) => {
    const place = resolvePlace(text);
    expect(place).toMatchObject({ name, country });
    if (region) expect(place!.region).toBe(region);
  });

  it('answers coordinates, country name, region and IANA time zone from the data', () => {
    const ushuaia = resolvePlace('Ushuaia')!;
    expect(ushuaia).toMatchObject({ name: 'Ushuaia', country: 'AR', countryName: 'Argentina', region: 'Tierra del Fuego', timeZone: 'America/Argentina/Ushuaia' });
    expect(ushuaia.latitude).toBeCloseTo(-54.81, 1);
    expect(ushuaia.longitude).toBeCloseTo(-68.31, 1);
    expect(placeLabel(ushuaia)).toBe('Ushuaia, Tierra del Fuego, Argentina');
    expect(resolvePlace('Tokyo')!.timeZone).toBe('Asia/Tokyo');
    expect(countryNameOf('ZA')).toBe('South Africa');
  });

  it('picks the most populous city of a shared name', () => {
    expect(resolvePlace('Springfield')).toMatchObject({ country: 'US', region: 'Missouri' });
    expect(resolvePlace('Perth')).toMatchObject({ country: 'AU' });
  });

  it.each(['Paris, Japan', 'Sydney, Nova Scotia, Norway', 'Not specified', '', '   ', 'Grandma’s house', 'Xyzzyville'])('%j → null (unknown, or a qualifier naming another place)', (text) => {
    expect(resolvePlace(text)).toBeNull();
  });

  it("says 'not found' for a typed event location it cannot resolve (no profile fallback, no guess)", () => {
    expect(placeForEvent('Grandma’s house', 'Sydney')).toEqual({ place: null, from: 'not-found', notFound: 'Grandma’s house' });
    expect(placeForEvent('Not specified', 'Sydney')).toMatchObject({ from: 'profile', place: { name: 'Sydney' } });
    expect(placeForEvent('Boston', 'Sydney')).toMatchObject({ from: 'event', place: { name: 'Boston' } });
    expect(placeForEvent(null, 'Xyzzyville')).toMatchObject({ from: 'not-found', notFound: 'Xyzzyville' });
    expect(placeForEvent(null, null)).toEqual({ place: null, from: 'none' });
    expect(placeNotFound('Grandma’s house').summary).toBe('Place not found: “Grandma’s house”. Enter a city, e.g. “Lyon, France”, for weather and season.');
  });

  it('finds the gazetteer city of stored coordinates within 50 km, none farther', () => {
    expect(gazetteerEntryOf({ name: 'Boston', latitude: 42.36, longitude: -71.06, country: 'US' })?.name).toBe('Boston');
    expect(gazetteerEntryOf({ name: 'Somewhere near Boston', latitude: 42.3, longitude: -71.2 })).not.toBeNull();
    expect(gazetteerEntryOf({ name: 'Mid-Atlantic', latitude: 35, longitude: -40 })).toBeNull();
  });
});

describe('the gazetteer data', () => {
  const entries = gazetteerEntries();
  it('holds every GeoNames city of ≥ 15,000 people in the package, well-formed', () => {
    expect(entries.length).toBe(24_323);
    for (const e of entries) {
      expect(e.population).toBeGreaterThanOrEqual(15_000);
      expect(Math.abs(e.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(e.longitude)).toBeLessThanOrEqual(180);
      expect(e.country).toMatch(/^[A-Z]{2}$/);
      expect(e.timeZone).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
    }
  });
  it('has one normal per city and month', () => {
    expect(atob(normalsData.cities).length).toBe(entries.length * 12);
  });
});

describe('climate normals (GHCN CAMS 1991–2020)', () => {
  it("reads 'Typical for Ushuaia in February' — southern summer, not a northern winter", () => {
    const r = climateReading(resolvePlace('Ushuaia, Argentina')!, '2026-02-14')!;
    expect(r).toMatchObject({ source: 'climate', summary: 'Typical for Ushuaia in February: 7 °C', tempC: 7, minC: null, maxC: null, precipitationProbability: null });
    expect(r.attribution).toBe(NORMALS_ATTRIBUTION);
    expect(NORMALS_ATTRIBUTION).toBe('Climate normal 1991–2020, GHCN CAMS (NOAA PSL)');
    // Its winter is July (the normals, not a calendar): colder than February.
    expect(normalsFor(resolvePlace('Ushuaia')!, 6)!.meanC).toBeLessThan(r.tempC!);
  });
  it('writes negative temperatures with a minus sign', () => {
    expect(climateReading(resolvePlace('Montreal')!, '2026-01-14')!.summary).toMatch(/^Typical for Montréal in January: −\d+ °C$/);
  });
  it('has the hemispheres right: cities beyond the tropics are warmest in their own summer', () => {
    const entries = gazetteerEntries();
    let checked = 0;
    for (const e of entries) {
      if (Math.abs(e.latitude) < 35) continue; // south of 35° N, pre-monsoon May can be warmest (Rishikesh)
      const months = Array.from({ length: 12 }, (_, m) => normalsFor(e, m)?.meanC ?? null);
      if (months.includes(null)) continue;
      const warmest = months.indexOf(Math.max(...(months as number[])));
      expect(e.latitude > 0 ? [5, 6, 7, 8] : [11, 0, 1, 2], `${e.name} ${e.country}`).toContain(warmest);
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });
  it('has none for a place far from every gazetteer city, or where the dataset has no value', () => {
    expect(normalsFor({ name: 'Nowhere', latitude: -60, longitude: -120 }, 0)).toBeNull();
    expect(normalsFor(resolvePlace('Apia')!, 0)).toBeNull();
    expect(climateReading(resolvePlace('Apia')!, '2026-01-10')).toBeNull();
  });
});
