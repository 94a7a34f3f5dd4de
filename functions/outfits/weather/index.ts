/**
 * The weather port (issue 20).
 */
import type { Place, WeatherReading } from '@seamline/shared/domain/outfits/types';

/** A forecast source: the reading for one place and local day, or null when it has none. */
export interface WeatherPort {
  readonly name: 'fixture' | 'open-meteo';
  forecast(place: Place, localDay: string): Promise<WeatherReading | null>;
}

/**
 * The weather expected at a place on an event's date.
 * @param place a resolved place or free text ('Boston, MA'); null = not specified
 * @param eventDate ISO date/instant of the event; null = date not set (today's month)
 * @param now the clock
 */
export async function weatherFor(
  place: Place | string | null,
  eventDate: string | Date | null,
  now: Date,
  options: { expected?: string | null } = {},
): Promise<WeatherReading> {
  void place;
  void eventDate;
  void now;
  void options;
  throw new Error('not implemented yet');
}
