/** The Open-Meteo adapter against a mocked fetch (the edge to the cloud service). */
import { describe, expect, it, vi } from 'vitest';
import { openMeteoPort, openMeteoUrl } from './open-meteo';

const boston = { name: 'Boston', latitude: 42.36, longitude: -71.06, country: 'US' };
const daily = (over: Record<string, unknown> = {}) => ({
  latitude: 42.36,
  longitude: -71.06,
  timezone: 'America/New_York',
  daily_units: { temperature_2m_max: '°C' },
  daily: { time: ['2026-03-14'], temperature_2m_max: [8.4], temperature_2m_min: [-0.6], precipitation_probability_max: [60], ...over },
});
const respond = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('Open-Meteo forecast adapter', () => {
  it('asks for the daily max, min and rain chance of the local day', () => {
    const url = new URL(openMeteoUrl(boston, '2026-03-14'));
    expect(url.origin + url.pathname).toBe('https://api.open-meteo.com/v1/forecast');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '42.3600',
      longitude: '-71.0600',
      daily: 'temperature_2m_max,temperature_2m_min,precipitation_probability_max',
      timezone: 'auto',
      start_date: '2026-03-14',
      end_date: '2026-03-14',
    });
  });

  it("reads a forecast: 'Forecast 4 °C, rain 60%' with Open-Meteo's attribution", async () => {
    const fetch = respond(daily());
    const reading = await openMeteoPort({ fetch }).forecast(boston, '2026-03-14');
    expect(reading).toEqual({
      source: 'forecast',
      summary: 'Forecast 4 °C, rain 60%',
      tempC: 3.9,
      minC: -0.6,
      maxC: 8.4,
      precipitationProbability: 60,
      attribution: 'Weather data by Open-Meteo.com',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('caches a place-day for an hour', async () => {
    let now = 0;
    const fetch = respond(daily());
    const port = openMeteoPort({ fetch, clock: () => now });
    await port.forecast(boston, '2026-03-14');
    now = 59 * 60_000;
    await port.forecast(boston, '2026-03-14');
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 61 * 60_000;
    await port.forecast(boston, '2026-03-14');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an HTTP error', respond({ error: true, reason: 'out of range' }, 400), 'HTTP 400'],
    ['another body shape', respond({ hello: 'world' }), 'unexpected response shape'],
    ['missing values', respond(daily({ temperature_2m_max: [null] })), 'no values for 2026-03-14'],
    ['another day', respond(daily({ time: ['2026-03-15'] })), 'no values for 2026-03-14'],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))), 'TypeError: fetch failed'],
    ['invalid JSON', vi.fn(async () => new Response('<html>', { status: 200 })), 'SyntaxError'],
  ])('answers null on %s (the caller falls back to normals)', async (_what, fetch, reason) => {
    const onFailure = vi.fn();
    expect(await openMeteoPort({ fetch, onFailure }).forecast(boston, '2026-03-14')).toBeNull();
    expect(onFailure.mock.calls[0]![0]).toContain(reason);
  });

  it('gives up after the timeout', async () => {
    const hang = vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    const onFailure = vi.fn();
    const t0 = performance.now();
    expect(await openMeteoPort({ fetch: hang as unknown as typeof fetch, timeoutMs: 50, onFailure }).forecast(boston, '2026-03-14')).toBeNull();
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(onFailure.mock.calls[0]![0]).toMatch(/TimeoutError/);
  });

  it('keeps the rain chance null when Open-Meteo has none', async () => {
    const reading = await openMeteoPort({ fetch: respond(daily({ precipitation_probability_max: [null] })) }).forecast(boston, '2026-03-14');
    expect(reading).toMatchObject({ summary: 'Forecast 4 °C', precipitationProbability: null });
  });
});
