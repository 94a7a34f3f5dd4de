/** `weatherFor`: which source answers (user, forecast within 16 days, normals, none). */
import { describe, expect, it, vi } from 'vitest';
import { fixtureWeather } from './fixture';
import { FORECAST_HORIZON_DAYS, forecastPortFor, weatherFor, type WeatherPort } from './index';

const NOW = new Date('2026-03-01T15:00:00Z');
const stub = (reading: Awaited<ReturnType<WeatherPort['forecast']>> | Error): WeatherPort & { forecast: ReturnType<typeof vi.fn> } => ({
  name: 'open-meteo',
  forecast: vi.fn(async () => {
    if (reading instanceof Error) throw reading;
    return reading;
  }),
});
const forecastReading = { source: 'forecast' as const, summary: 'Forecast 12 °C, rain 60%', tempC: 12, minC: 8, maxC: 16, precipitationProbability: 60, attribution: 'Weather data by Open-Meteo.com' };

describe('weatherFor', () => {
  it('uses the forecast for an event within the 16 forecast days (local day of the place)', async () => {
    const port = stub(forecastReading);
    expect(await weatherFor('Boston, MA', '2026-03-14T23:30:00Z', NOW, { port })).toEqual(forecastReading);
    expect(port.forecast).toHaveBeenCalledWith(expect.objectContaining({ name: 'Boston', country: 'US', region: 'Massachusetts', timeZone: 'America/New_York' }), '2026-03-14');
    expect(FORECAST_HORIZON_DAYS).toBe(16);
    await weatherFor('Boston', '2026-03-16T12:00:00Z', NOW, { port }); // today + 15
    expect(port.forecast).toHaveBeenCalledTimes(2);
  });

  it('uses climate normals beyond the horizon, for past events and without an adapter', async () => {
    const port = stub(forecastReading);
    const far = await weatherFor('Boston', '2026-03-17T12:00:00Z', NOW, { port });
    expect(far).toMatchObject({ source: 'climate', summary: 'Typical for Boston in March: 3 °C', attribution: 'Climate normal 1991–2020, GHCN CAMS (NOAA PSL)' });
    expect((await weatherFor('Boston', '2026-02-20', NOW, { port })).source).toBe('climate');
    expect(port.forecast).not.toHaveBeenCalled();
    expect((await weatherFor('Sydney', '2026-03-02', NOW, { port: null })).summary).toBe('Typical for Sydney in March: 23 °C');
  });

  it('falls back to normals when the forecast has nothing or throws', async () => {
    expect((await weatherFor('Boston', '2026-03-03', NOW, { port: stub(null) })).source).toBe('climate');
    expect((await weatherFor('Boston', '2026-03-03', NOW, { port: stub(new Error('boom')) })).source).toBe('climate');
  });

  it("prefers the person's own expectation; an unknown place is 'not found' (asks for a city), no place is 'not specified'", async () => {
    const port = stub(forecastReading);
    expect(await weatherFor('Boston', '2026-03-03', NOW, { port, expected: 'hot, 30C' })).toMatchObject({ source: 'user', tempC: 30 });
    expect(await weatherFor(null, '2026-03-03', NOW, { port })).toEqual({ source: 'none', summary: 'Weather not specified', tempC: null, minC: null, maxC: null, precipitationProbability: null });
    expect((await weatherFor('Not specified', null, NOW, { port })).source).toBe('none');
    expect(await weatherFor('Xyzzyville', null, NOW, { port })).toMatchObject({
      source: 'none',
      tempC: null,
      summary: 'Place not found: “Xyzzyville”. Enter a city, e.g. “Lyon, France”, for weather and season.',
    });
    expect(port.forecast).not.toHaveBeenCalled();
  });

  it('uses today when the date is not set', async () => {
    const port = stub(forecastReading);
    await weatherFor({ name: 'Tokyo', latitude: 35.68, longitude: 139.69 }, null, NOW, { port });
    expect(port.forecast.mock.calls[0]![1]).toBe('2026-03-02'); // 15:00 UTC is past midnight in Tokyo
  });
});

describe('the fixture adapter', () => {
  it('is deterministic, stays near the normals and says it is not real weather', async () => {
    const sydney = { name: 'Sydney', latitude: -33.8679, longitude: 151.2073 };
    const a = await fixtureWeather.forecast(sydney, '2026-01-20');
    expect(await fixtureWeather.forecast(sydney, '2026-01-20')).toEqual(a);
    expect(a).toMatchObject({ source: 'forecast', attribution: 'Fixture forecast for local runs (not real weather)' });
    expect(Math.abs(a!.tempC! - 25)).toBeLessThanOrEqual(3.1); // Sydney's January normal: 25 °C
    expect(a!.maxC! - a!.minC!).toBe(8);
    expect(a!.summary).toMatch(/^Forecast \d+ °C, rain \d+%$/);
    expect(await fixtureWeather.forecast({ name: 'Nowhere', latitude: -60, longitude: -120 }, '2026-01-20')).toBeNull();
  });
});

describe('adapter selection (WEATHER_FORECAST)', () => {
  it('is the fixture locally, Open-Meteo when deployed, normals only when configured', () => {
    expect(forecastPortFor(undefined, 'local')?.name).toBe('fixture');
    expect(forecastPortFor(undefined, 'prod')?.name).toBe('open-meteo');
    expect(forecastPortFor('normals', 'local')).toBeNull();
    expect(forecastPortFor('open-meteo', 'prod')?.name).toBe('open-meteo');
    expect(forecastPortFor('fixture', 'prod')?.name).toBe('fixture');
  });
});
