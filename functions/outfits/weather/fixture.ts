/**
 * Local forecast adapter (issue 20): a deterministic stand-in for the forecast, so local runs and
 * tests exercise the forecast path without the network. NOT weather: every reading says so
 * ({@link FIXTURE_ATTRIBUTION}). A place-day's 'forecast' is its monthly mean temperature from
 * the climate normals (GHCN CAMS 1991–2020, shared/domain/outfits/climate.ts) moved by an offset
 * derived from a hash of the place and the day (−3…+3 °C), a day range of ±{@link FIXTURE_HALF_RANGE_C} °C
 * around it and a rain chance of 0–100 % in steps of 10 from the same hash. The same place and
 * day always give the same reading; places without normals get none.
 */
import { normalsFor } from '@seamline/shared/domain/outfits/climate';
import type { WeatherReading } from '@seamline/shared/domain/outfits/types';
import { forecastSummary, type WeatherPort } from './weather-port';

/** Shown with fixture readings so nobody mistakes them for real weather. */
export const FIXTURE_ATTRIBUTION = 'Fixture forecast for local runs (not real weather)';

/** Half the fixture's day range (°C): a made-up test value, labelled as fixture. */
export const FIXTURE_HALF_RANGE_C = 4;

/** FNV-1a 32-bit hash of a string → [0, 1). */
function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

export const fixtureWeather: WeatherPort = {
  name: 'fixture',
  async forecast(place, localDay) {
    const month0 = Number(localDay.slice(5, 7)) - 1;
    const n = normalsFor(place, month0);
    if (!n) return null;
    const shift = Math.round((unitHash(`${place.name}|${localDay}|t`) * 6 - 3) * 10) / 10;
    const rain = Math.round(unitHash(`${place.name}|${localDay}|r`) * 10) * 10;
    const minC = Math.round((n.meanC - FIXTURE_HALF_RANGE_C + shift) * 10) / 10;
    const maxC = Math.round((n.meanC + FIXTURE_HALF_RANGE_C + shift) * 10) / 10;
    const tempC = Math.round(((minC + maxC) / 2) * 10) / 10;
    const reading: WeatherReading = {
      source: 'forecast',
      summary: forecastSummary(tempC, rain),
      tempC,
      minC,
      maxC,
      precipitationProbability: rain,
      attribution: FIXTURE_ATTRIBUTION,
    };
    return reading;
  },
};
