/**
 * The glue between the outfits area and the stylist (`shared/domain/outfits`, pure) and its
 * weather port (`functions/outfits/weather`): stored rows → stylist inputs, stylist outputs →
 * contract shapes. The stylist's vocabulary is the contract's enum lists (one list each).
 */
import type { EventPlace, WeatherReading as ContractReading } from '@seamline/shared/contracts/outfits';
import { placeForEvent, resolvePlace } from '@seamline/shared/domain/outfits/places';
import { seasonFor } from '@seamline/shared/domain/outfits/season';
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

/** The place a typed location names (the stylist's gazetteer), as stored on the event; null when unknown. */
export function placeOf(location: string | null | undefined): EventPlace | null {
  const place = resolvePlace(location);
  return place ? { name: place.name, latitude: place.latitude, longitude: place.longitude, country: place.country ?? null } : null;
}

/** A stored place → the stylist's Place. */
const stylistPlace = (place: NonNullable<EventRow['place']>): Place => ({
  name: place.name,
  latitude: place.latitude,
  longitude: place.longitude,
  ...(place.country ? { country: place.country } : {}),
});

/** The event fields the stylist reads (spec 02 §3). */
export function stylistEventOf(event: EventRow): StylistEvent {
  return {
    vibe: event.vibe,
    eventType: event.eventType ?? null,
    eventDate: event.eventDate ?? null,
    timeOfDay: event.timeOfDay ?? null,
    location: event.location ?? null,
  };
}

/** Where to dress for: the event's resolved place, else the person's profile location, else none. */
export function dressingPlaceOf(event: EventRow, userLocation: string | null | undefined): Place | null {
  if (event.place) return stylistPlace(event.place);
  return placeForEvent(event.location, userLocation).place;
}

/** The conditions of an event now: the season at its place (hemisphere applied) and the weather reading. */
export async function conditionsOf(
  event: EventRow,
  userLocation: string | null | undefined,
  now: Date,
): Promise<{ season: Season; place: Place | null; weather: WeatherReading }> {
  const place = dressingPlaceOf(event, userLocation);
  const weather = await weatherFor(place, event.eventDate ?? null, now, { expected: event.weatherNote ?? null });
  return { season: seasonFor(event.eventDate ?? now, place?.latitude ?? null), place, weather };
}
