/**
 * Input and output shapes of the stylist (issue 20). Plain data: the API builds a
 * {@link StylistItem} from a closet item, a collection item or a catalogue product, and the
 * screens render {@link Suggestion} / {@link SuggestionFailure} / {@link Analysis} as they are.
 */
import type { MissingSlot, Role, Season, Slot, TimeOfDay, Vibe, WeatherSource } from './vocabulary';

/**
 * One piece the stylist may use. Only `id`, `name` and `category` are required; every other
 * field sharpens the result when present.
 */
export interface StylistItem {
  id: string;
  /** e.g. 'Wool Overcoat' — its words tell the garment type (coat, jeans, tee…). */
  name: string;
  /** Closet / catalogue category ('tops', 'outerwear', 'activewear', 'clothing'…) or free text. */
  category: string;
  brand?: string | null;
  /** Colour names or hex codes ('navy', 'Heather Grey', '#2b3a5c'); a closet item's one colour as a 1-list. */
  colors?: readonly string[] | null;
  /** e.g. 'Merino wool', 'Denim', 'Silk'. */
  material?: string | null;
  /** Style tags (STYLE_CATEGORIES words such as 'Business', 'Athletic'). */
  style?: readonly string[] | null;
  /** Occasion tags ('work', 'casual', 'party', 'formal', 'date', 'workout', 'travel'). */
  occasion?: readonly string[] | null;
  /** Season tags ('spring', 'summer', 'fall', 'winter'). */
  season?: readonly string[] | null;
  /** Spec 02 §3 fit rating 1–5 (3 = 'Fit Me Perfectly'). */
  fitRating?: number | null;
  /** Purchase price, any currency (only for cost per wear). */
  price?: number | null;
  /** ISO dates (or instants) the item was worn; each finalized event counts as one wear. */
  wears?: readonly string[] | null;
  /** Wears since the item was last washed (laundry mode). */
  wearsSinceWash?: number | null;
  /** Wears between washes chosen by the person; default from {@link washIntervalOf}. */
  washInterval?: number | null;
}

/** A place the stylist knows: a gazetteer entry or coordinates the API resolved. */
export interface Place {
  name: string;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** ISO 3166-1 alpha-2 country code when known. */
  country?: string;
  /** IANA time zone when the gazetteer gives one (else `placeTimeZone` looks it up by the coordinates). */
  timeZone?: string;
}

/** What the weather is expected to be (issue 20 weather reading). */
export interface WeatherReading {
  source: WeatherSource;
  /** One line for people, e.g. 'Forecast 12 °C, rain 60%' or 'Typical for Boston in March: 3 °C'. */
  summary: string;
  /** Representative temperature of the day (°C; mean of min and max when both are known). */
  tempC: number | null;
  /** Daily minimum and maximum (°C). */
  minC: number | null;
  maxC: number | null;
  /** Chance of rain, 0–100 % (normals: share of days with ≥ 1 mm). */
  precipitationProbability: number | null;
  /** Credit line the screen must show with the reading (Open-Meteo's CC BY 4.0 attribution…). */
  attribution?: string;
}

/** The event the outfit is for (spec 02 §3 OutfitEvent fields the stylist reads). */
export interface StylistEvent {
  /** Spec 02 §3 vibe; anything else (or nothing) falls back to `eventType`, then 'casual' (§9). */
  vibe?: string | null;
  /** Free text such as 'wedding', 'gym', 'job interview'. */
  eventType?: string | null;
  /** ISO date or instant; null = 'Date not set'. */
  eventDate?: string | null;
  timeOfDay?: string | null;
  /** Free text ('Boston, MA'); 'Not specified' or empty = unknown. */
  location?: string | null;
}

/** A look suggested before (to avoid repeating it within a week). */
export interface RecentSuggestion {
  itemIds: readonly string[];
  /** ISO instant of the suggestion. */
  suggestedAt: string;
}

/** `suggestOutfit` input. */
export interface SuggestInput {
  items: readonly StylistItem[];
  event: StylistEvent;
  /** From `weatherFor` (functions/outfits/weather); null/absent = no reading. */
  weather?: WeatherReading | null;
  /** The clock, passed in (the domain never reads it): ISO instant or Date. */
  now: string | Date;
  /** The person's profile location, used when the event's location is not specified. */
  userLocation?: string | null;
  /** Spec 01 onboarding STYLE_CATEGORIES of the person. */
  stylePreferences?: readonly string[] | null;
  favoriteBrands?: readonly string[] | null;
  /** Laundry mode: skip items worn as often as their wash interval since their last wash. */
  laundry?: boolean;
  recentSuggestions?: readonly RecentSuggestion[] | null;
}

/** One chosen piece and the facts the reasons quote. */
export interface SuggestedItem {
  id: string;
  name: string;
  slot: Slot;
  role: Role;
  /** Formality 1 (athletic) … 6 (black tie). */
  formality: number;
  /** Insulation of the garment (clo, ISO 9920 / ASHRAE 55 values). */
  clo: number;
}

/** What the stylist considered (the 'Ask AI' dialog lists it, spec 02 §2.7). */
export interface Considered {
  vibe: Vibe;
  /** Where the vibe came from (spec 02 §9 defaults). */
  vibeFrom: 'vibe' | 'eventType' | 'default';
  eventType: string | null;
  eventDate: string | null;
  timeOfDay: TimeOfDay | null;
  place: Place | null;
  /** 'not-found': the location typed is not in the gazetteer (issue 34 §2). */
  placeFrom: 'event' | 'profile' | 'none' | 'not-found';
  /** Null when the place is not known: no hemisphere or season is guessed. */
  hemisphere: 'northern' | 'southern' | null;
  season: Season | null;
  weather: WeatherReading;
  /** Temperature the outfit was dressed for (°C) and whether it was estimated from the season. */
  temperatureC: number;
  temperatureEstimated: boolean;
  /** Target insulation of the whole outfit (clo). */
  targetClo: number;
  /** Formality band [low, high] on the 1–6 scale. */
  formalityBand: [number, number];
  needs: { outerwear: boolean; layer: boolean; closedShoes: boolean };
  closetItems: number;
  usableItems: number;
  /** Items left out and why (first 20). */
  excluded: { id: string; name: string; reason: string }[];
  stylePreferences: string[];
  favoriteBrands: string[];
  laundry: boolean;
  /** Complete outfits scored by the search. */
  combinationsScored: number;
}

/** The best complete outfit. */
export interface Suggestion {
  ok: true;
  items: SuggestedItem[];
  /** The same ids, in outfit order (outer to accessories). */
  itemIds: string[];
  /** 0–100. */
  score: number;
  /** One line per reason, most important first. */
  reasons: string[];
  considered: Considered;
}

/** The closet cannot make an outfit. */
export interface SuggestionFailure {
  ok: false;
  missing: MissingSlot[];
  /** e.g. 'Add a top and a bottom, or a dress, to your closet so the stylist can build an outfit.' */
  message: string;
  considered: Considered;
}

export type SuggestResult = Suggestion | SuggestionFailure;

/** One item of `POST /api/analyze-occasion-season-compatibility` (spec 02 §7). */
export interface AnalysisItem {
  id?: string | null;
  name: string;
  category: string;
  style?: readonly string[] | null;
  occasion?: readonly string[] | null;
  season?: readonly string[] | null;
  material?: string | null;
  colors?: readonly string[] | null;
}

/** `analyzeCompatibility` input: the spec 02 §7 body plus the weather reading. */
export interface AnalyzeInput {
  items: readonly AnalysisItem[];
  targetOccasion?: string | null;
  targetSeason?: string | null;
  eventDetails?: {
    eventType?: string | null;
    location?: string | null;
    timeOfDay?: string | null;
    weatherConditions?: string | null;
  } | null;
  /** From `weatherFor`; when absent, `weatherConditions` text is read as the person's expectation. */
  weather?: WeatherReading | null;
  /** The event's date when the API knows it: the season then follows the place's hemisphere. */
  eventDate?: string | null;
}

/** Spec 02 §3 compatibility analysis result, plus weather fit, colour harmony and the reading. */
export interface Analysis {
  overallScore: number;
  occasionMatch: number;
  seasonalAppropriate: number;
  weatherFit: number;
  colorHarmony: number;
  /** Best first (the screen shows the first 3, spec 02 §9). */
  recommendations: string[];
  itemAnalysis: { name: string; occasionScore: number; seasonalScore: number; feedback: string }[];
  weather: { source: WeatherSource; summary: string };
}
