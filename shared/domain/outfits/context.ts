/**
 * What an outfit has to answer to (shared by `suggestOutfit` and `analyzeCompatibility`): the
 * vibe and its formality band, the place, hemisphere and season, the weather at the event's time
 * of day and what it asks for (target insulation, outerwear, a layer, closed shoes).
 */
import { climateReading, noClimateData, noWeather, placeNotFound } from './climate';
import { formalityBand, vibeOf } from './formality';
import { placeForEvent } from './places';
import { hemisphereOf, seasonFor } from './season';
import { toDate } from './time';
import { placeTimeZone } from './time-zone';
import type { Place, StylistEvent, WeatherReading } from './types';
import { isOneOf, SEASONS, TIMES_OF_DAY, type Season, type TimeOfDay, type Vibe } from './vocabulary';
import { LAYER_RANGE_C, OUTERWEAR_NEEDED_CLO, outerwearAllowanceClo, SEASON_FALLBACK_C, targetClo, temperatureAt } from './warmth';

/** Chance of rain (%) ABOVE which outerwear and closed shoes are favoured (issue 20: 'rain > 50%'). */
export const RAIN_THRESHOLD = 50;

export interface DressContext {
  vibe: Vibe;
  vibeFrom: 'vibe' | 'eventType' | 'default';
  eventType: string | null;
  eventDate: string | null;
  timeOfDay: TimeOfDay | null;
  place: Place | null;
  /** 'not-found': a location was typed but is not in the gazetteer (the reading asks for a city). */
  placeFrom: 'event' | 'profile' | 'none' | 'not-found';
  /** Null when the place is not known: no hemisphere is guessed (issue 34 §2). */
  hemisphere: 'northern' | 'southern' | null;
  /** The chosen season, else the season at the place on the date; null when neither is known. */
  season: Season | null;
  weather: WeatherReading;
  /** Temperature at the event's time (°C), and whether it is a seasonal guess. */
  tempC: number;
  estimated: boolean;
  /** The day's min and max (°C) when known, else the event temperature. */
  minC: number;
  maxC: number;
  rainChance: number;
  targetClo: number;
  band: [number, number];
  needs: { outerwear: boolean; layer: boolean; closedShoes: boolean };
}

/**
 * The context of an event.
 * @param weather the reading from the weather port; when absent and the place is known, the
 *   place's climate normals for the event's month are used; else none
 * @param now the clock (used only when the event has no valid date: the season of `now`)
 * @param seasonOverride a season the caller already chose (spec 02 §7 `targetSeason`)
 */
export function dressContext(input: {
  event: StylistEvent;
  weather?: WeatherReading | null;
  now: string | Date;
  userLocation?: string | null;
  seasonOverride?: string | null;
}): DressContext {
  const { event } = input;
  const { vibe, from: vibeFrom } = vibeOf(event);
  const timeOfDay = isOneOf(TIMES_OF_DAY, event.timeOfDay?.trim().toLowerCase()) ? (event.timeOfDay!.trim().toLowerCase() as TimeOfDay) : null;
  const { place, from: placeFrom, notFound } = placeForEvent(event.location, input.userLocation);
  const eventDate = toDate(event.eventDate ?? null);
  const hemisphere = hemisphereOf(place?.latitude);
  const rawOverride = input.seasonOverride?.trim().toLowerCase();
  const override = rawOverride === 'autumn' ? 'fall' : rawOverride;
  // Without an event date, a chosen season stands for its middle month (for the normals).
  const when = eventDate ?? (isOneOf(SEASONS, override) && hemisphere ? middleOfSeason(override, hemisphere) : (toDate(input.now) ?? new Date(0)));
  const season = isOneOf(SEASONS, override) ? override : seasonFor(when, place?.latitude, place ? placeTimeZone(place) : null);
  const weather =
    input.weather && input.weather.source !== 'none'
      ? input.weather
      : place
        ? (climateReading(place, event.eventDate && eventDate ? event.eventDate : when) ?? noClimateData(place))
        : notFound
          ? placeNotFound(notFound)
          : (input.weather ?? noWeather());
  const at = temperatureAt(weather, timeOfDay);
  const estimated = at === null;
  // Nothing known (no reading, no place, no season): the between-seasons value (spring = fall).
  const tempC = at ?? SEASON_FALLBACK_C[season ?? 'spring'];
  const minC = weather.minC ?? tempC;
  const maxC = weather.maxC ?? tempC;
  const rainChance = weather.precipitationProbability ?? 0;
  return {
    vibe,
    vibeFrom,
    eventType: event.eventType?.trim() || null,
    eventDate: eventDate ? eventDate.toISOString() : null,
    timeOfDay,
    place,
    placeFrom,
    hemisphere,
    season,
    weather,
    tempC,
    estimated,
    minC,
    maxC,
    rainChance,
    targetClo: targetClo(tempC),
    band: formalityBand(vibe, timeOfDay),
    needs: {
      outerwear: outerwearAllowanceClo(tempC) >= OUTERWEAR_NEEDED_CLO || rainChance > RAIN_THRESHOLD,
      // A removable layer only helps when the cool end of the day calls for more clothes.
      layer: maxC - minC >= LAYER_RANGE_C && outerwearAllowanceClo(minC) > 0,
      closedShoes: rainChance > RAIN_THRESHOLD,
    },
  };
}

/** Mid-month of a season's middle month in a hemisphere (north: Jan, Apr, Jul, Oct), year 2001. */
export function middleOfSeason(season: Season, hemisphere: 'northern' | 'southern'): Date {
  const north = { winter: 0, spring: 3, summer: 6, fall: 9 }[season];
  return new Date(Date.UTC(2001, hemisphere === 'southern' ? (north + 6) % 12 : north, 15, 12));
}

/** Seasons next to each other (a spring piece is half right in summer). */
const ADJACENT: Readonly<Record<Season, readonly Season[]>> = {
  spring: ['summer', 'winter'],
  summer: ['spring', 'fall'],
  fall: ['summer', 'winter'],
  winter: ['fall', 'spring'],
};

/**
 * 0–100 from a piece's season tags: 100 when they include the season, 60 for an adjacent one,
 * 25 for the opposite only, 75 when untagged or the season is not known (nothing known).
 */
export function seasonTagScore(tags: readonly string[] | null | undefined, season: Season | null): number {
  if (season === null) return 75;
  const mine = (tags ?? []).map((t) => t.toLowerCase()).filter((t) => isOneOf(SEASONS, t) || t === 'autumn' || t === 'all');
  if (mine.length === 0) return 75;
  if (mine.includes('all') || mine.includes(season) || (season === 'fall' && mine.includes('autumn'))) return 100;
  if (mine.some((t) => ADJACENT[season].includes((t === 'autumn' ? 'fall' : t) as Season))) return 60;
  return 25;
}

/**
 * Rain rules (issue 20: rain > 50 % favours outerwear and closed shoes), in weather points:
 * outer layer — rainproof outerwear +10, other outerwear −10 (denim and wool soak through), a
 * knit layer (cardigan, hoodie) −15, none −25; shoes — rainproof closed shoes (boots) +10, other
 * closed shoes 0, open shoes (sandals, slides) −30. Zero when rain is not likely.
 */
export function rainAdjustment(
  ctx: Pick<DressContext, 'rainChance'>,
  outer: { role: string; rainproof: boolean } | null,
  shoes: { closedShoes: boolean; rainproof: boolean } | null,
): number {
  if (ctx.rainChance <= RAIN_THRESHOLD) return 0;
  let points = !outer ? -25 : outer.role !== 'outerwear' ? -15 : outer.rainproof ? 10 : -10;
  if (shoes) points += shoes.closedShoes ? (shoes.rainproof ? 10 : 0) : -30;
  return points;
}

/** A temperature for people: rounded, with a real minus sign ('−2'). */
export function formatC(tC: number): string {
  return `${Math.round(tC)}`.replace('-', '−');
}

/** 'Forecast', 'typical', 'expected' or 'assumed' — how a temperature was known, for reasons. */
export function temperatureWord(ctx: DressContext): string {
  if (ctx.estimated) return ctx.season ? `assumed for ${ctx.season}` : ctx.placeFrom === 'not-found' ? 'assumed (place not found)' : 'assumed (no place given)';
  switch (ctx.weather.source) {
    case 'forecast':
      return 'forecast';
    case 'climate':
      return 'typical';
    case 'user':
      return 'expected';
    default:
      return 'assumed';
  }
}
