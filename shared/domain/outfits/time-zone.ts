/**
 * The IANA time zone of a place (issue 34 §3: events live in their place's zone). Replaces the
 * old solar estimate (longitude / 15 hours), which was up to ~2 hours off civil time and knew no
 * daylight saving.
 *
 * Source: `@photostructure/tz-lookup` (CC0-1.0), a compact raster of the time-zone boundaries
 * of timezone-boundary-builder (OpenStreetMap data); near a border it can answer the
 * neighbouring zone (its raster is coarse there), and over open sea it answers the nautical
 * `Etc/GMT±N` zone.
 */
import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA zone at a point ('Asia/Tokyo' for 35.69, 139.69).
 * @param latitude degrees north (−90…90)
 * @param longitude degrees east (−180…180)
 * @throws RangeError when the coordinates are out of range or not numbers
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

/**
 * The zone of a resolved place: its own `timeZone` when the gazetteer gives one (the places
 * resolver's answer wins), else the zone at its coordinates.
 */
export function placeTimeZone(place: { latitude: number; longitude: number; timeZone?: string | null }): string {
  return place.timeZone || timeZoneAt(place.latitude, place.longitude);
}
