/**
 * Places and weather over HTTP (issue 34 §2): an event's location resolves through the GeoNames
 * gazetteer (name, country, coordinates); its conditions use the forecast inside the 16-day
 * horizon (the local runtime's fixture adapter: no network) and beyond it the 1991–2020 GHCN CAMS
 * climate normal shipped with the code (the recorded dataset), naming the source; the season
 * follows the resolved latitude (Ushuaia in February is summer); a location that is not found
 * says so and asks for a city — no hemisphere, season or climate is guessed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { analyzeCompatibilityResultSchema } from '@seamline/shared/contracts/outfits';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, createEvent, inDays, readDetails } from './outfits-helpers';

/** 15 February of next year (always beyond the 16-day forecast horizon), as a local date and as an instant. */
const nextFebruary = () => `${new Date().getUTCFullYear() + 1}-02-15`;
/** The calendar day `days` from now ('YYYY-MM-DD'). */
const localDayIn = (days: number) => inDays(days).slice(0, 10);
const NOT_FOUND = 'Place not found: “Xyzzyville”. Enter a city, e.g. “Lyon, France”, for weather and season.';

let a: UserWithSession;
beforeEach(async () => {
  a = await createUserWithSession();
});

describe('event conditions from the gazetteer and the climate normals', () => {
  it("resolves 'Ushuaia, Argentina'; February beyond the forecast horizon is its summer, with the climate normal and its source", async () => {
    const event = await createEvent(a, { location: 'Ushuaia, Argentina', localDate: nextFebruary() });
    expect(event.place).toMatchObject({ name: 'Ushuaia', country: 'AR' });
    expect(event.place!.latitude).toBeCloseTo(-54.81, 1);
    const details = await readDetails(a, event.id);
    expect(details.conditions).toEqual({
      season: 'summer',
      weather: {
        source: 'climate',
        summary: 'Typical for Ushuaia in February: 7 °C',
        tempC: 7,
        minC: null,
        maxC: null,
        precipitationProbability: null,
        attribution: 'Climate normal 1991–2020, GHCN CAMS (NOAA PSL)',
      },
    });
  });

  it('uses the forecast inside the horizon (the local fixture adapter, labelled as not real weather)', async () => {
    const event = await createEvent(a, { location: 'Boston, MA', localDate: localDayIn(3) });
    expect(event.place).toMatchObject({ name: 'Boston', country: 'US' });
    const { conditions } = await readDetails(a, event.id);
    expect(conditions?.weather).toMatchObject({ source: 'forecast', attribution: 'Fixture forecast for local runs (not real weather)' });
    expect(conditions?.weather.summary).toMatch(/^Forecast −?\d+ °C, rain \d+%$/);
    expect(conditions?.season).toEqual(expect.any(String));
  });

  it('says a location that is not found was not found and asks for a city: no place, no season, no climate', async () => {
    const event = await createEvent(a, { location: 'Xyzzyville', localDate: nextFebruary() });
    expect(event.place).toBeNull();
    const { conditions } = await readDetails(a, event.id);
    expect(conditions).toEqual({
      season: null,
      weather: { source: 'none', summary: NOT_FOUND, tempC: null, minC: null, maxC: null, precipitationProbability: null, attribution: null },
    });
  });
});

describe('analysis with typed event details', () => {
  const items = [{ id: 'x1', name: 'Linen Shirt', category: 'tops', season: ['summer'], colors: ['white'] }];

  it('reads the climate normal of a resolved place, and says an unknown place was not found', async () => {
    const known = await call('POST', '/api/analyze-occasion-season-compatibility', a, {
      items,
      targetOccasion: 'casual',
      eventDetails: { location: 'Ushuaia, Argentina', eventDate: `${nextFebruary()}T15:00:00.000Z` },
    });
    expect(known.status, JSON.stringify(known.body)).toBe(200);
    expect(analyzeCompatibilityResultSchema.parse(known.body).analysis.weather).toMatchObject({ source: 'climate', summary: 'Typical for Ushuaia in February: 7 °C' });

    const unknown = await call('POST', '/api/analyze-occasion-season-compatibility', a, {
      items,
      targetOccasion: 'casual',
      eventDetails: { location: 'Xyzzyville' },
    });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(200);
    expect(analyzeCompatibilityResultSchema.parse(unknown.body).analysis.weather).toMatchObject({ source: 'none', summary: NOT_FOUND });
  });
});
