/**
 * The stylist's weather (issue 20, issue 34 §2): `weatherFor(place, eventDate, now)` answers what
 * the weather is expected to be for an event, choosing the source:
 *
 * 1. the person's own expectation (`options.expected`, e.g. 'rainy, 12 °C') → source 'user';
 * 2. no place → source 'none' ('Weather not specified'); a location typed but not in the
 *    gazetteer → source 'none' saying 'Place not found: “…”. Enter a city …' (never a guess);
 * 3. an event within the forecast horizon (today … today + 15, local days in the place's zone)
 *    and a forecast adapter → source 'forecast' (Open-Meteo when deployed, the fixture locally);
 * 4. otherwise — further ahead, in the past, no adapter, or the forecast failed — the place's
 *    1991–2020 climate normal for the event's month → source 'climate' (or 'No climate data for
 *    …' where the dataset has none).
 *
 * The adapter comes from `WEATHER_FORECAST` (functions/_core/env.ts): `open-meteo`, `fixture` or
 * `normals`; unset = `fixture` when STAGE is `local` (no network in local runs and tests), else
 * `open-meteo` (deployed default, issue 34 §2; the CDK sets it explicitly too).
 */
import { env } from '../../_core/env';
import { logger } from '../../_core/powertools';
import { climateReading, noClimateData, noWeather, placeNotFound } from '@seamline/shared/domain/outfits/climate';
import { isUnspecifiedLocation, resolvePlace } from '@seamline/shared/domain/outfits/places';
import { daysBetween, localDayOf } from '@seamline/shared/domain/outfits/time';
import { placeTimeZone } from '@seamline/shared/domain/outfits/time-zone';
import type { Place, WeatherReading } from '@seamline/shared/domain/outfits/types';
import { parseExpectedWeather } from '@seamline/shared/domain/outfits/weather-text';
import { fixtureWeather } from './fixture';
import { openMeteoPort } from './open-meteo';
import { FORECAST_HORIZON_DAYS, type WeatherPort } from './weather-port';

export type { WeatherPort } from './weather-port';
export { FORECAST_HORIZON_DAYS } from './weather-port';

/** The forecast adapter a setting selects (null = climate normals only). */
export function forecastPortFor(setting: 'open-meteo' | 'fixture' | 'normals' | undefined, stage: string): WeatherPort | null {
  const chosen = setting ?? (stage === 'local' ? 'fixture' : 'open-meteo');
  if (chosen === 'fixture') return fixtureWeather;
  if (chosen === 'open-meteo') {
    return openMeteoPort({ onFailure: (reason) => logger.warn('Open-Meteo forecast unavailable, using climate normals', { reason }) });
  }
  return null;
}

let configured: WeatherPort | null | undefined;
/** The adapter of this execution environment (created once). */
export function configuredForecast(): WeatherPort | null {
  if (configured === undefined) configured = forecastPortFor(env.WEATHER_FORECAST, env.STAGE);
  return configured;
}

export interface WeatherForOptions {
  /** What the person typed about the weather; used first when it says something usable. */
  expected?: string | null;
  /** The forecast adapter (default: the configured one; null = normals only). */
  port?: WeatherPort | null;
}

/**
 * The weather expected at a place for an event (module doc). Never throws.
 * @param place a resolved place, free text ('Boston, MA'; not found → the 'Place not found' reading)
 *   or null ('Not specified')
 * @param eventDate the event's local date ('YYYY-MM-DD', its day in the place's zone) or an
 *   instant (its day in the place's zone); null = date not set (today)
 * @param now the clock
 */
export async function weatherFor(
  place: Place | string | null,
  eventDate: string | Date | null,
  now: Date,
  options: WeatherForOptions = {},
): Promise<WeatherReading> {
  const expected = parseExpectedWeather(options.expected);
  if (expected) return expected;
  const resolved = typeof place === 'string' ? resolvePlace(place) : place;
  if (!resolved) return typeof place === 'string' && !isUnspecifiedLocation(place) ? placeNotFound(place) : noWeather();
  // Days in the place's IANA zone (issue 34 §3): an event passes its LOCAL date ('YYYY-MM-DD').
  const zone = placeTimeZone(resolved);
  const today = localDayOf(now, zone);
  const day = localDayOf(eventDate ?? now, zone) ?? today;
  if (!today || !day) return noWeather();
  const port = options.port === undefined ? configuredForecast() : options.port;
  const ahead = daysBetween(today, day);
  if (port && ahead >= 0 && ahead < FORECAST_HORIZON_DAYS) {
    try {
      const reading = await port.forecast(resolved, day);
      if (reading) return reading;
    } catch (error) {
      logger.warn('Weather forecast failed, using climate normals', { error: String(error) });
    }
  }
  return climateReading(resolved, day) ?? noClimateData(resolved);
}
