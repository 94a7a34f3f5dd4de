/**
 * Seasons by date and hemisphere (issue 20 "Season").
 *
 * Rule: spec 02 §7 maps months to seasons — spring March–May, summer June–August, fall
 * September–November, winter otherwise — which is the NORTHERN hemisphere's meteorological
 * calendar. South of the equator the seasons are opposite (the same meteorological convention
 * as the Australian Bureau of Meteorology: summer is December–February), so the month is
 * shifted by six. Near the equator the calendar still applies by hemisphere; the clothing
 * decision itself follows the temperature, not the season name. Without a known place there is
 * no hemisphere and so no season (issue 34 §2): Ushuaia in February is summer; a place that was
 * not found gets null, never a guessed 'winter'.
 */
import { localDayOf, monthOfDay } from './time';
import type { Season } from './vocabulary';

const NORTHERN_BY_MONTH: readonly Season[] = [
  'winter', 'winter', 'spring', 'spring', 'spring', 'summer',
  'summer', 'summer', 'fall', 'fall', 'fall', 'winter',
];

/**
 * 'southern' for latitudes below 0, 'northern' for 0 and above; null when the latitude is not
 * known (issue 34 §2: an unresolved place never gets a guessed hemisphere).
 */
export function hemisphereOf(latitude: number | null | undefined): 'northern' | 'southern' | null {
  if (latitude == null || !Number.isFinite(latitude)) return null;
  return latitude < 0 ? 'southern' : 'northern';
}

/** The season of month 0–11 in a hemisphere. */
export function seasonOfMonth(month0: number, hemisphere: 'northern' | 'southern'): Season {
  const m = hemisphere === 'southern' ? (month0 + 6) % 12 : month0;
  return NORTHERN_BY_MONTH[m]!;
}

/**
 * The season of a date at a place: the month of the local day (in `timeZone`, when given),
 * shifted by six months south of the equator. Sydney in January is summer.
 * @param date ISO date/instant or Date
 * @param latitude degrees north; null/undefined (place not known) → null: no season is guessed
 * @param timeZone the place's IANA zone (`placeTimeZone`); null/undefined = UTC
 * @throws RangeError when the date is invalid
 */
export function seasonFor(date: string | Date, latitude: number | null | undefined, timeZone?: string | null): Season | null {
  const day = localDayOf(date, timeZone);
  if (!day) throw new RangeError(`Invalid date: ${String(date)}`);
  const hemisphere = hemisphereOf(latitude);
  return hemisphere ? seasonOfMonth(monthOfDay(day), hemisphere) : null;
}
