/**
 * Cloud forecast adapter (issue 20): Open-Meteo's forecast endpoint
 * (https://open-meteo.com/en/docs — `GET /v1/forecast` with `daily=temperature_2m_max,
 * temperature_2m_min,precipitation_probability_max`, `timezone=auto` so days are the place's
 * local days, `start_date` = `end_date` = the event's day). Opt-in with
 * `WEATHER_FORECAST=open-meteo`; the reading carries Open-Meteo's CC BY 4.0 attribution
 * 'Weather data by Open-Meteo.com'.
 *
 * A short timeout (2.5 s) and any failure — network error, non-2xx, a body of another shape,
 * missing values — answer null, so the caller falls back to climate normals and the request
 * never fails because of the weather. Answers are cached per execution environment for an hour
 * (at most 500 place-days): a forecast changes slowly and the free API asks for restraint.
 *
 * Terms: the free endpoint is for non-commercial use; a commercial deployment sets
 * `baseUrl` to its customer endpoint (https://customer-api.open-meteo.com) and adds its key.
 */
import * as z from 'zod/mini';
import type { Place, WeatherReading } from '@seamline/shared/domain/outfits/types';
import { OPEN_METEO_ATTRIBUTION } from '@seamline/shared/domain/outfits/vocabulary';
import { forecastSummary, type WeatherPort } from './weather-port';

export const OPEN_METEO_URL = 'https://api.open-meteo.com';
export const OPEN_METEO_TIMEOUT_MS = 2500;
const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX = 500;

const numberOrNull = z.nullable(z.number());
const dailySchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: z.array(numberOrNull),
    temperature_2m_min: z.array(numberOrNull),
    precipitation_probability_max: z.optional(z.array(numberOrNull)),
  }),
});

export interface OpenMeteoOptions {
  /** The fetch to use (tests pass a mock). */
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  /** Query parameters added to every request (e.g. `{ apikey }` for the customer endpoint). */
  extraParams?: Record<string, string>;
  /** Milliseconds clock for the cache (tests). */
  clock?: () => number;
  /** Called with the reason whenever the adapter answers null after a call. */
  onFailure?: (reason: string) => void;
}

/** The URL of one place-day (exported for tests and logs). */
export function openMeteoUrl(place: Place, localDay: string, baseUrl = OPEN_METEO_URL, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    latitude: place.latitude.toFixed(4),
    longitude: place.longitude.toFixed(4),
    daily: 'temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    timezone: 'auto',
    start_date: localDay,
    end_date: localDay,
    ...extra,
  });
  return `${baseUrl.replace(/\/$/, '')}/v1/forecast?${params}`;
}

/** An Open-Meteo adapter of the weather port. */
export function openMeteoPort(options: OpenMeteoOptions = {}): WeatherPort {
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? Date.now;
  const timeoutMs = options.timeoutMs ?? OPEN_METEO_TIMEOUT_MS;
  const cache = new Map<string, { at: number; reading: WeatherReading }>();
  const fail = (reason: string) => {
    options.onFailure?.(reason);
    return null;
  };

  return {
    name: 'open-meteo',
    async forecast(place, localDay) {
      const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)},${localDay}`;
      const hit = cache.get(key);
      if (hit && clock() - hit.at < CACHE_TTL_MS) return hit.reading;
      let body: unknown;
      try {
        const res = await doFetch(openMeteoUrl(place, localDay, options.baseUrl, options.extraParams), {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) return fail(`HTTP ${res.status}`);
        body = await res.json();
      } catch (error) {
        return fail(error instanceof Error ? `${error.name}: ${error.message}` : 'fetch failed');
      }
      const parsed = dailySchema.safeParse(body);
      if (!parsed.success) return fail('unexpected response shape');
      const d = parsed.data.daily;
      const i = d.time.indexOf(localDay);
      const maxC = i >= 0 ? d.temperature_2m_max[i] : null;
      const minC = i >= 0 ? d.temperature_2m_min[i] : null;
      if (maxC == null || minC == null) return fail(`no values for ${localDay}`);
      const rain = d.precipitation_probability_max?.[i] ?? null;
      const tempC = Math.round(((minC + maxC) / 2) * 10) / 10;
      const reading: WeatherReading = {
        source: 'forecast',
        summary: forecastSummary(tempC, rain),
        tempC,
        minC,
        maxC,
        precipitationProbability: rain,
        attribution: OPEN_METEO_ATTRIBUTION,
      };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: clock(), reading });
      return reading;
    },
  };
}
