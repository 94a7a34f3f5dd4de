/**
 * Places (issue 20 "Places"): `resolvePlace(text)` finds a city of the bundled gazetteer
 * (`places-data.ts`, 160+ major cities; source and licence there) in what people type —
 * case-, diacritics- and punctuation-insensitive, 'Boston, MA' → Boston, 'sao paulo' → São Paulo,
 * 'NYC' → New York. A qualifier after the city ('MA', 'Australia') must not name ANOTHER
 * country or region: 'Paris, TX' is not Paris, France and resolves to null.
 */
import { COUNTRY_NAMES, GAZETTEER, REGION_NAMES, type GazetteerEntry } from './places-data';
import type { Place } from './types';
import { NOT_SPECIFIED } from './vocabulary';

/** Longest location text looked at (characters). */
const MAX_TEXT = 120;

/** Lower-case, no diacritics, '&' → 'and', 'saint' → 'st', punctuation → spaces. */
export function normalizePlaceText(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

type Qualifiers = Map<string, [country: string, region: string | null][]>;
let indexes: { byName: Map<string, GazetteerEntry[]>; qualifiers: Qualifiers } | undefined;

/**
 * Names (and aliases) → entries, and every known qualifier (country or region name/code) → the
 * [country, region|null] it names. Built on first use, so importing the module costs nothing.
 */
function lookup() {
  if (indexes) return indexes;
  const byName = new Map<string, GazetteerEntry[]>();
  for (const entry of GAZETTEER) {
    for (const name of [entry.name, ...entry.aliases]) {
      const key = normalizePlaceText(name);
      const list = byName.get(key) ?? [];
      if (!list.includes(entry)) list.push(entry);
      byName.set(key, list);
    }
  }
  const qualifiers: Qualifiers = new Map();
  const add = (text: string, country: string, region: string | null) => {
    const key = normalizePlaceText(text);
    qualifiers.set(key, [...(qualifiers.get(key) ?? []), [country, region]]);
  };
  for (const [country, names] of Object.entries(COUNTRY_NAMES)) for (const n of names) add(n, country, null);
  for (const [country, regions] of Object.entries(REGION_NAMES)) {
    for (const [code, names] of Object.entries(regions)) for (const n of [code, ...names]) add(n, country, code);
  }
  indexes = { byName, qualifiers };
  return indexes;
}

/** Does a qualifier fit the entry? Unknown words fit (a ZIP code, 'downtown'); another place's name does not. */
function qualifierFits(entry: GazetteerEntry, qualifier: string): boolean {
  const named = lookup().qualifiers.get(qualifier);
  if (!named) return true;
  return named.some(([country, region]) => country === entry.country && (region === null || region === entry.region));
}

function toPlace(entry: GazetteerEntry): Place {
  return { name: entry.name, latitude: entry.latitude, longitude: entry.longitude, country: entry.country };
}

function find(city: string, quals: readonly string[]): GazetteerEntry | null {
  const candidates = lookup().byName.get(city);
  if (!candidates) return null;
  return candidates.find((e) => quals.every((q) => q === '' || qualifierFits(e, q))) ?? null;
}

/**
 * The gazetteer city a free-text location names, or null (unknown place, 'Not specified',
 * empty, or a qualifier naming another country/region).
 * @param text e.g. 'Boston, MA', 'são paulo', 'Sydney, Australia', 'Paris France'
 * @returns {name, latitude, longitude, country}
 */
export function resolvePlace(text: string | null | undefined): Place | null {
  if (!text) return null;
  const parts = text.split(/[,;/|()]/).map(normalizePlaceText).filter(Boolean);
  if (parts.length === 0 || parts[0] === normalizePlaceText(NOT_SPECIFIED)) return null;
  const whole = normalizePlaceText(text);
  const exact = find(whole, []);
  if (exact) return toPlace(exact);
  // 'City, qualifier, qualifier'; without commas also 'City Qualifier words' ('Boston MA').
  const [head, ...rest] = parts;
  const direct = find(head!, rest);
  if (direct) return toPlace(direct);
  const words = head!.split(' ');
  for (let k = words.length - 1; k >= 1; k--) {
    const entry = find(words.slice(0, k).join(' '), [words.slice(k).join(' '), ...rest]);
    if (entry && lookup().qualifiers.has(words.slice(k).join(' '))) return toPlace(entry);
  }
  return null;
}

/**
 * The place to dress for (spec 02 §9 defaults): the event's location when it names a known
 * place, else the person's profile location, else none (seasons then default to the north).
 * An event location that is given but unknown ('Grandma's') also falls back to the profile:
 * the person is most likely near home.
 */
export function placeForEvent(
  eventLocation: string | null | undefined,
  userLocation: string | null | undefined,
): { place: Place | null; from: 'event' | 'profile' | 'none' } {
  const fromEvent = resolvePlace(eventLocation);
  if (fromEvent) return { place: fromEvent, from: 'event' };
  const fromProfile = resolvePlace(userLocation);
  if (fromProfile) return { place: fromProfile, from: 'profile' };
  return { place: null, from: 'none' };
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Gazetteer entries farther than this from a place are not used for its climate (km). */
export const NEAREST_CITY_MAX_KM = 150;

/**
 * The gazetteer entry of a place: the same city by name and country, else the nearest city
 * within {@link NEAREST_CITY_MAX_KM} (coordinates the API resolved elsewhere), else null.
 */
export function gazetteerEntryOf(place: Place): GazetteerEntry | null {
  const same = lookup().byName.get(normalizePlaceText(place.name))?.find((e) => !place.country || e.country === place.country);
  if (same && distanceKm(same, place) <= NEAREST_CITY_MAX_KM) return same;
  let best: GazetteerEntry | null = null;
  let bestKm = NEAREST_CITY_MAX_KM;
  for (const e of GAZETTEER) {
    const km = distanceKm(e, place);
    if (km <= bestKm) {
      best = e;
      bestKm = km;
    }
  }
  return best;
}
