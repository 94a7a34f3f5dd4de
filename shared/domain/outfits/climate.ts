/**
 * Climate normals as a weather reading (issue 20): what the weather is typically like at a
 * place in the event's month, from the APPROXIMATE normals of the bundled gazetteer
 * (`places-data.ts`: source, licence and accuracy there). Used when there is no forecast — events
 * more than 16 days ahead, past events, no forecast adapter, or a failed forecast call.
 */
import { gazetteerEntryOf } from './places';
import { daysInMonth, localDayOf, MONTH_NAMES, monthOfDay } from './time';
import { placeTimeZone } from './time-zone';
import type { Place, WeatherReading } from './types';

/** Carried in every normals reading: the values are estimates, and say so. */
export const NORMALS_ATTRIBUTION = 'Approximate 1991–2020 climate normals (Seamline estimate)';

/** Typical weather of a month at a gazetteer city. */
export interface MonthNormals {
  /** Mean daily temperature (°C). */
  meanC: number;
  /** Mean daily minimum and maximum (°C): mean ∓ half the city's typical daily range. */
  minC: number;
  maxC: number;
  /** Share of days with ≥ 1 mm precipitation (0–1). */
  wetShare: number;
}

/** The normals of a place in month 0–11 of `year`, or null when the place is not near a gazetteer city. */
export function normalsFor(place: Place, month0: number, year = 2001): MonthNormals | null {
  const entry = gazetteerEntryOf(place);
  if (!entry) return null;
  const meanC = entry.t[month0]!;
  const half = entry.range / 2;
  return {
    meanC,
    minC: Math.round((meanC - half) * 10) / 10,
    maxC: Math.round((meanC + half) * 10) / 10,
    wetShare: Math.min(1, entry.wet[month0]! / daysInMonth(year, month0)),
  };
}

/**
 * The normals reading of a place on a date ('Typical for Boston in March: 3 °C'), or null when
 * the place is not near a gazetteer city or the date is invalid.
 */
export function climateReading(place: Place, date: string | Date): WeatherReading | null {
  const day = localDayOf(date, placeTimeZone(place));
  if (!day) return null;
  const month0 = monthOfDay(day);
  const n = normalsFor(place, month0, Number(day.slice(0, 4)));
  if (!n) return null;
  return {
    source: 'climate',
    summary: `Typical for ${place.name} in ${MONTH_NAMES[month0]}: ${`${Math.round(n.meanC)}`.replace('-', '−')} °C`,
    tempC: n.meanC,
    minC: n.minC,
    maxC: n.maxC,
    precipitationProbability: Math.round(n.wetShare * 100),
    attribution: NORMALS_ATTRIBUTION,
  };
}

/** The reading when nothing is known about the weather (spec 02 §9 'Not specified'). */
export function noWeather(): WeatherReading {
  return { source: 'none', summary: 'Weather not specified', tempC: null, minC: null, maxC: null, precipitationProbability: null };
}
