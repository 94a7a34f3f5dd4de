/**
 * The glue between the outfits area and the stylist (`shared/domain/outfits`, pure) and its
 * weather port (`functions/outfits/weather`): stored rows → stylist inputs, stylist outputs →
 * contract shapes. The stylist's vocabulary is the contract's enum lists (one list each).
 */
import type { EventPlace, WeatherReading as ContractReading } from '@seamline/shared/contracts/outfits';
import { placeForEvent, resolvePlace } from '@seamline/shared/domain/outfits/places';
import { seasonFor } from '@seamline/shared/domain/outfits/season';
import { placeTimeZone } from '@seamline/shared/domain/outfits/time-zone';
import { storedEventTime } from './event-time';
import { weatherFor } from './weather';
import type { Place, StylistEvent, WeatherReading } from '@seamline/shared/domain/outfits/types';
import type { Season } from '@seamline/shared/domain/outfits/vocabulary';
import type { EventRow } from './event-access';

export { analyzeCompatibility } from '@seamline/shared/domain/outfits/analyze';
export { suggestOutfit } from '@seamline/shared/domain/outfits/suggest';
export { weatherFor } from './weather';

/** A stylist reading → the contract's reading (`attribution` null when none). */
export function contractReading(reading: WeatherReading): ContractReading {
  return {
    source: reading.source,
    summary: reading.summary,
    tempC: reading.tempC,
    minC: reading.minC,
    maxC: reading.maxC,
    precipitationProbability: reading.precipitationProbability,
    attribution: reading.attribution ?? null,
  };
}

/**
 * The place a typed location names (the stylist's gazetteer), as stored on the event, with its
 * IANA zone (the gazetteer's when it gives one, else tz-lookup by the coordinates; issue 34 §3);
 * null when unknown.
 */
export function placeOf(location: string | null | undefined): (EventPlace & { timeZone: string }) | null {
  const place = resolvePlace(location);
  return place
    ? { name: place.name, latitude: place.latitude, longitude: place.longitude, country: place.country ?? null, timeZone: placeTimeZone(place) }
    : null;
}

/** A stored place → the stylist's Place. */
const stylistPlace = (place: NonNullable<EventRow['place']>): Place => ({
  name: place.name,
  latitude: place.latitude,
  longitude: place.longitude,
  ...(place.country ? { country: place.country } : {}),
});

/** The event fields the stylist reads (spec 02 §3); the date is the event's LOCAL day in its zone (issue 34 §3). */
export function stylistEventOf(event: EventRow): StylistEvent {
  return {
    vibe: event.vibe,
    eventType: event.eventType ?? null,
    eventDate: storedEventTime(event).localDate,
    timeOfDay: event.timeOfDay ?? null,
    location: event.location ?? null,
  };
}

/** Where to dress for: the event's resolved place, else the person's profile location, else none. */
export function dressingPlaceOf(event: EventRow, userLocation: string | null | undefined): Place | null {
  if (event.place) return stylistPlace(event.place);
  return placeForEvent(event.location, userLocation).place;
}

/**
 * The conditions of an event now: the season at its place (hemisphere applied; null when the place
 * is not known — no hemisphere is guessed) and the weather reading.
 */
export async function conditionsOf(
  event: EventRow,
  userLocation: string | null | undefined,
  now: Date,
): Promise<{ season: Season | null; place: Place | null; weather: WeatherReading }> {
  const place = dressingPlaceOf(event, userLocation);
  // A location typed but not found: the reading says so and asks for a city (issue 34 §2).
  const notFound = place ? null : (placeForEvent(event.location, userLocation).notFound ?? null);
  // The event's local day in its own zone (issue 34 §3), not the server's or the browser's.
  const { localDate, timeZone } = storedEventTime(event);
  const weather = await weatherFor(place ?? notFound, localDate, now, { expected: event.weatherNote ?? null });
  return { season: seasonFor(localDate ?? now, place?.latitude ?? null, place ? placeTimeZone(place) : timeZone), place, weather };
}
