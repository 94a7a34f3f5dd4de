/**
 * Climate normals as a weather reading (issue 20, issue 34 §2): what the temperature typically is
 * at a place in the event's month — the 1991–2020 mean of NOAA's GHCN CAMS 0.5° land temperature
 * analysis at the gazetteer city, generated into `data/climate-normals.json` by
 * `shared/scripts/climate/build-normals.ts` (source, licence, citation and method in
 * `data/README.md`). Used when there is no forecast: events beyond the forecast horizon, past
 * events, no forecast adapter, or a failed forecast call.
 *
 * The normals hold the monthly MEAN temperature only: a climate reading has no daily min/max and
 * no rain chance (null), and says so by not showing them.
 */
import { placeNotFoundText } from '../../contracts/outfits-constants';
import normals from './data/climate-normals.json';
import { gazetteerEntryOf } from './places';
import { localDayOf, MONTH_NAMES, monthOfDay } from './time';
import { placeTimeZone } from './time-zone';
import type { Place, WeatherReading } from './types';

/** Carried in every normals reading: what the number is and where it comes from. */
export const NORMALS_ATTRIBUTION = `Climate normal ${normals.period}, ${normals.dataset} (NOAA PSL)`;

/** Typical temperature of a month at a gazetteer city. */
export interface MonthNormals {
  /** Mean 2 m air temperature of the month, 1991–2020 (°C, 0.5 °C steps). */
  meanC: number;
}

let table: Int8Array | undefined;
/** One signed byte per city-month (gazetteer order), decoded on first use. */
function bytes(): Int8Array {
  if (!table) {
    const text = atob(normals.cities);
    table = new Int8Array(text.length);
    for (let i = 0; i < text.length; i++) table[i] = (text.charCodeAt(i) << 24) >> 24;
  }
  return table;
}

/**
 * The normals of a place in month 0–11, or null when the place is not within 50 km of a
 * gazetteer city or the dataset has no value there.
 */
export function normalsFor(place: Place, month0: number): MonthNormals | null {
  const entry = gazetteerEntryOf(place);
  if (!entry || month0 < 0 || month0 > 11) return null;
  const raw = bytes()[entry.index * 12 + month0];
  if (raw === undefined || raw === normals.noData) return null;
  return { meanC: raw * normals.step };
}

/** A temperature for people: rounded, with a real minus sign ('−2'). */
const degrees = (c: number) => `${Math.round(c)}`.replace('-', '−');

/**
 * The normals reading of a place on a date ('Typical for Ushuaia in February: 7 °C'), or null
 * when the place has no normals or the date is invalid. Min, max and rain chance are null.
 */
export function climateReading(place: Place, date: string | Date): WeatherReading | null {
  const day = localDayOf(date, placeTimeZone(place));
  if (!day) return null;
  const month0 = monthOfDay(day);
  const n = normalsFor(place, month0);
  if (!n) return null;
  return {
    source: 'climate',
    summary: `Typical for ${place.name} in ${MONTH_NAMES[month0]}: ${degrees(n.meanC)} °C`,
    tempC: n.meanC,
    minC: null,
    maxC: null,
    precipitationProbability: null,
    attribution: NORMALS_ATTRIBUTION,
  };
}

/** The reading when nothing is known about the weather (spec 02 §9 'Not specified'). */
export function noWeather(): WeatherReading {
  return { source: 'none', summary: 'Weather not specified', tempC: null, minC: null, maxC: null, precipitationProbability: null };
}

/** The reading of a known place that has neither forecast nor normals (a small island). */
export function noClimateData(place: Place): WeatherReading {
  return { ...noWeather(), summary: `No climate data for ${place.name}` };
}

/**
 * The reading when the location typed was not found in the gazetteer: it says so and asks for a
 * city (issue 34 §2: never a guessed hemisphere or climate).
 * @param text the location as typed (quoted back, at most 100 characters)
 */
export function placeNotFound(text: string): WeatherReading {
  return { ...noWeather(), summary: placeNotFoundText(text) };
}
