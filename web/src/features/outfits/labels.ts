/**
 * Words the outfit screens show for stored values: vibes, times of day, seasons, where a weather
 * reading came from (issue 20: the UI always says which source was used), and the §2.6 groups.
 */
import type { OutfitEvent, WeatherReading } from '@seamline/shared/contracts/outfits';
import { NOT_SPECIFIED, type OutfitSeason, type PlanGroup, type WeatherSource } from '@seamline/shared/contracts/outfits-constants';
import { capitalize } from '@/lib/outfits/event-fields';

/** 'formal' → 'Formal'. */
export const vibeLabel = (vibe: OutfitEvent['vibe']): string => capitalize(vibe);

/** 'evening' → 'Evening'; none → 'Not specified' (spec 02 §9 analysis defaults). */
export const timeOfDayLabel = (time: OutfitEvent['timeOfDay']): string => (time ? capitalize(time) : NOT_SPECIFIED);

/** 'winter' → 'Winter'; unknown → 'Not specified'. */
export const seasonLabel = (season: OutfitSeason | null | undefined): string => (season ? capitalize(season) : NOT_SPECIFIED);

/** Spec 02 §2.6 sub-tabs, in order, with Outerwear (issue 34 §6). */
export const GROUP_LABELS: Record<PlanGroup | 'other', string> = {
  tops: 'Tops',
  bottoms: 'Bottoms',
  dresses: 'Dresses',
  outerwear: 'Outerwear',
  shoes: 'Shoes',
  accessories: 'Accessories',
  other: 'Other',
};

/** Where a reading came from, in words. */
export const WEATHER_SOURCE_LABELS: Record<WeatherSource, string> = {
  forecast: 'Weather forecast',
  climate: 'Typical climate for the place and month',
  user: 'The weather you expect (Event Details)',
  none: 'None (no forecast or climate data for this date and place)',
};

/** The source line under a weather summary: 'Source: Weather forecast · Weather data by Open-Meteo.com'. */
export function weatherSourceLine(reading: Pick<WeatherReading, 'source'> & { attribution?: string | null }): string {
  const attribution = reading.attribution ? ` · ${reading.attribution}` : '';
  return `Source: ${WEATHER_SOURCE_LABELS[reading.source]}${attribution}`;
}
