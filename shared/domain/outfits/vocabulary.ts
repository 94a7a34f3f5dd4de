/**
 * The stylist's vocabulary (issue 20). The event enums (vibes, times of day, seasons, weather
 * sources) are the contract's lists (`shared/contracts/outfits-constants.ts`, zod-free), so the
 * words the stylist reasons about and the words the API accepts are one list. Pure, browser-safe.
 */
import { EVENT_TIMES_OF_DAY, OUTFIT_SEASONS, OUTFIT_VIBES, WEATHER_SOURCES as CONTRACT_WEATHER_SOURCES } from '../../contracts/outfits-constants';

/** Spec 02 §3 OutfitEvent vibe values, in the spec's order. */
export const VIBES = OUTFIT_VIBES;
export type Vibe = (typeof VIBES)[number];

/** Times of day an event can take place (spec 02 §7 `eventDetails.timeOfDay`). */
export const TIMES_OF_DAY = EVENT_TIMES_OF_DAY;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Spec 02 §7 seasons (`targetSeason`): spring Mar–May, summer Jun–Aug, fall Sep–Nov, winter otherwise (north). */
export const SEASONS = OUTFIT_SEASONS;
export type Season = (typeof SEASONS)[number];

/**
 * Closet slots: spec 02 §2.6's five groups (Tops, Bottoms, Dresses, Shoes, Accessories) plus the
 * edit form's outerwear, activewear and loungewear categories (spec 02 §3).
 */
export const SLOTS = ['top', 'bottom', 'dress', 'shoes', 'accessory', 'outerwear', 'activewear', 'loungewear'] as const;
export type Slot = (typeof SLOTS)[number];

/**
 * The part of the body a piece covers in an outfit. Activewear and loungewear are slots (how the
 * closet groups them) whose pieces still play one of these roles: leggings are a bottom, a
 * tracksuit a one-piece. `onepiece` = a dress, jumpsuit or set worn instead of top + bottom.
 */
export const ROLES = ['top', 'bottom', 'onepiece', 'shoes', 'outerwear', 'accessory'] as const;
export type Role = (typeof ROLES)[number];

/** What a failure asks the person to add (spec 02 §2.6 group names, singular). */
export const MISSING_SLOTS = ['top', 'bottom', 'dress', 'shoes', 'outerwear', 'activewear'] as const;
export type MissingSlot = (typeof MISSING_SLOTS)[number];

/** Spec 02 §9: location, time of day and weather default to this text. */
export const NOT_SPECIFIED = 'Not specified';

/** Sources a weather reading can come from (issue 20). */
export const WEATHER_SOURCES = CONTRACT_WEATHER_SOURCES;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];

/** Open-Meteo's terms ask for this attribution (CC BY 4.0) wherever its data is shown. */
export const OPEN_METEO_ATTRIBUTION = 'Weather data by Open-Meteo.com';

/** True when `value` is one of `list` (a type guard for the `as const` arrays above). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
