/**
 * TEMPORARY stand-in for the stylist (`shared/domain/outfits`) and its weather port
 * (`functions/outfits/weather`) while their bodies are being written on another branch: the
 * same signatures, the simplest honest behaviour (a tiny gazetteer, month seasons with the
 * hemisphere, no weather, first top + bottom or dress, neutral scores). Removed when the real
 * ones land; only `stylist.ts` imports it.
 */
import type {
  Analysis,
  AnalyzeInput,
  Place,
  SuggestInput,
  SuggestResult,
  WeatherReading,
  Considered,
} from '@seamline/shared/domain/outfits/types';
import type { Season } from '@seamline/shared/domain/outfits/vocabulary';

const PLACES: Place[] = [
  { name: 'Boston', latitude: 42.36, longitude: -71.06, country: 'US' },
  { name: 'Sydney', latitude: -33.87, longitude: 151.21, country: 'AU' },
  { name: 'London', latitude: 51.51, longitude: -0.13, country: 'GB' },
  { name: 'New York', latitude: 40.71, longitude: -74.01, country: 'US' },
];

export function resolvePlace(text: string | null | undefined): Place | null {
  const t = text?.trim().toLowerCase();
  if (!t) return null;
  return PLACES.find((p) => t.startsWith(p.name.toLowerCase())) ?? null;
}

export function placeForEvent(eventLocation: string | null | undefined, userLocation: string | null | undefined) {
  const event = resolvePlace(eventLocation);
  if (event) return { place: event, from: 'event' as const };
  const user = resolvePlace(userLocation);
  return user ? { place: user, from: 'profile' as const } : { place: null, from: 'none' as const };
}

export function seasonFor(date: string | Date, latitude: number | null | undefined): Season {
  const month = new Date(date).getUTCMonth() + 1;
  const shifted = (latitude ?? 0) < 0 ? ((month + 5) % 12) + 1 : month;
  if (shifted >= 3 && shifted <= 5) return 'spring';
  if (shifted >= 6 && shifted <= 8) return 'summer';
  if (shifted >= 9 && shifted <= 11) return 'fall';
  return 'winter';
}

export async function weatherFor(
  place: Place | string | null,
  eventDate: string | Date | null,
  now: Date,
  options: { expected?: string | null } = {},
): Promise<WeatherReading> {
  void place;
  void eventDate;
  void now;
  if (options.expected) return { source: 'user', summary: `You said: ${options.expected}`, tempC: null, minC: null, maxC: null, precipitationProbability: null };
  return { source: 'none', summary: 'Weather not known', tempC: null, minC: null, maxC: null, precipitationProbability: null };
}

const role = (category: string) => {
  const c = category.toLowerCase();
  if (/dress/.test(c)) return 'dress';
  if (/top|shirt|blouse/.test(c)) return 'top';
  if (/bottom|pant|skirt|jean|short/.test(c)) return 'bottom';
  return 'other';
};

export function suggestOutfit(input: SuggestInput): SuggestResult {
  const weather = input.weather ?? { source: 'none' as const, summary: 'Weather not known', tempC: null, minC: null, maxC: null, precipitationProbability: null };
  const considered: Considered = {
    vibe: 'casual',
    vibeFrom: 'default',
    eventType: null,
    eventDate: input.event.eventDate ?? null,
    timeOfDay: null,
    place: null,
    placeFrom: 'none',
    hemisphere: 'northern',
    season: seasonFor(input.event.eventDate ?? input.now, null),
    weather,
    temperatureC: 18,
    temperatureEstimated: true,
    targetClo: 0.7,
    formalityBand: [1, 6],
    needs: { outerwear: false, layer: false, closedShoes: false },
    closetItems: input.items.length,
    usableItems: input.items.length,
    excluded: [],
    stylePreferences: [...(input.stylePreferences ?? [])],
    favoriteBrands: [...(input.favoriteBrands ?? [])],
    laundry: false,
    combinationsScored: 1,
  };
  const dress = input.items.find((i) => role(i.category) === 'dress');
  const top = input.items.find((i) => role(i.category) === 'top');
  const bottom = input.items.find((i) => role(i.category) === 'bottom');
  const picked = top && bottom ? [top, bottom] : dress ? [dress] : null;
  if (!picked)
    return { ok: false, missing: ['top', 'bottom', 'dress'], message: 'Add a top and a bottom, or a dress, to your closet so the stylist can build an outfit.', considered };
  return {
    ok: true,
    items: picked.map((i) => ({ id: i.id, name: i.name, slot: 'top', role: 'top', formality: 3, clo: 0.3 })),
    itemIds: picked.map((i) => i.id),
    score: 70,
    reasons: picked.map((i) => `${i.name}: fits the occasion`),
    considered,
  };
}

export function analyzeCompatibility(input: AnalyzeInput): Analysis {
  return {
    overallScore: 70,
    occasionMatch: 70,
    seasonalAppropriate: 70,
    weatherFit: 70,
    colorHarmony: 70,
    recommendations: ['Add an accessory to finish the look'],
    itemAnalysis: input.items.map((i) => ({ name: i.name, occasionScore: 70, seasonalScore: 70, feedback: 'Works for the occasion' })),
    weather: { source: input.weather?.source ?? 'none', summary: input.weather?.summary ?? 'Weather not known' },
  };
}
