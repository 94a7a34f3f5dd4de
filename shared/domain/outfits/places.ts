/**
 * Places (issue 20 "Places", issue 34 §2): `resolvePlace(text)` finds a city of the gazetteer in
 * what people type — case-, diacritics- and punctuation-insensitive ('boston ma' → Boston,
 * Massachusetts; 'sao paulo' → São Paulo). The gazetteer is GeoNames' populated places with
 * ≥ 15,000 inhabitants (24,323 cities), generated into `data/gazetteer.json` by
 * `shared/scripts/places/build-gazetteer.ts` (source, licence and attribution in `data/README.md`).
 *
 * Rules:
 * - a name that several cities share goes to the most populous one that fits the qualifiers
 *   ('Boston' → Boston, MA; 'Boston, UK' stays Boston, MA because 'UK' is not a country name or
 *   code the data knows, while 'Boston, United Kingdom' and 'Boston, GB' → Boston, England);
 * - a qualifier after the city (comma-separated, or trailing words: 'Paris TX') must not name
 *   ANOTHER country or first-level division: 'Paris, TX' is Paris, Texas, and 'Portland, Maine'
 *   is not Portland, Oregon. Qualifiers the data knows: country codes and English country names
 *   (CLDR, through `Intl.DisplayNames`), admin1 names ('Massachusetts') and alphabetic admin1 codes
 *   ('MA'); unknown words ('downtown', a ZIP code) fit anything;
 * - GeoNames names some cities '… City' ('New York City', 'Mexico City'): a name that matches no
 *   city is tried again with ' City' appended, so 'New York, NY' resolves; then the alternate
 *   names (the ASCII spelling of every city, and for cities of ≥ 1 million GeoNames' Latin-script
 *   alternate names: 'Bombay', 'NYC'), which never win over a city's own name;
 * - no match → null: the caller says the place was not found and asks for a city; nothing is
 *   guessed (no default hemisphere, no nearest name).
 */
import gazetteer from './data/gazetteer.json';
import type { Place } from './types';
import { NOT_SPECIFIED } from './vocabulary';

/** Longest location text looked at (characters). */
const MAX_TEXT = 120;

/** A city of the gazetteer. */
export interface GazetteerEntry {
  /** Position in `data/gazetteer.json` (the climate normals are stored in the same order). */
  index: number;
  /** GeoNames name ('São Paulo'). */
  name: string;
  /** GeoNames ASCII name when it differs ('Duesseldorf'), and alternate names of cities ≥ 1 million ('Bombay', 'NYC'). */
  aliases: readonly string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code ('MA', '27'); '' when none. */
  admin1: string;
  latitude: number;
  longitude: number;
  population: number;
  /** IANA time zone at the city (tz-lookup at build time). */
  timeZone: string;
}

/** A place `resolvePlace` found: a {@link Place} with everything the gazetteer knows of it. */
export interface ResolvedPlace extends Place {
  country: string;
  /** English country name (CLDR via Intl.DisplayNames), e.g. 'Argentina'. */
  countryName: string;
  /** First-level division name ('Tierra del Fuego'), null when the data has none. */
  region: string | null;
  /** IANA time zone ('America/Argentina/Ushuaia'). */
  timeZone: string;
  population: number;
}

/** Lower-case, no diacritics, '&' → 'and', 'saint' → 'st', punctuation → spaces. */
export function normalizePlaceText(text: string): string {
  // Fast path (most gazetteer names): plain ASCII letters and spaces.
  if (/^[A-Za-z]+( [A-Za-z]+)*$/.test(text) && text.length <= MAX_TEXT) return text.toLowerCase().replace(/\bsaint\b/g, 'st');
  return text
    .slice(0, MAX_TEXT)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO 3166-1 alpha-2 code ('AR' → 'Argentina'); the code itself when ICU has none. */
export function countryNameOf(code: string): string {
  let name = countryNameCache.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNameCache.set(code, name);
  }
  return name;
}
const countryNameCache = new Map<string, string>();

type Qualifiers = Map<string, [country: string, admin1: string | null][]>;
interface Indexes {
  entries: GazetteerEntry[];
  byName: Map<string, GazetteerEntry[]>;
  /** Alternate names, consulted only when no city has the name itself. */
  byAlias: Map<string, GazetteerEntry[]>;
  qualifiers: Qualifiers;
}
let indexes: Indexes | undefined;

/**
 * The parsed gazetteer and its indexes: normalised name → entries (most populous first), and every
 * known qualifier → the [country, admin1|null] it names. Built on first use (~24k rows).
 */
function lookup(): Indexes {
  if (indexes) return indexes;
  const zones = gazetteer.zones;
  const entries: GazetteerEntry[] = gazetteer.cities.split('\n').map((line, index) => {
    const [name, ascii, aliases, country, admin1, lat, lon, population, zone] = line.split('\t');
    return {
      index,
      name: name!,
      aliases: [...(ascii ? [ascii] : []), ...(aliases ? aliases.split('|') : [])],
      country: country!,
      admin1: admin1!,
      latitude: Number(lat),
      longitude: Number(lon),
      population: Number(population),
      timeZone: zones[Number(zone)]!,
    };
  });
  const byName = new Map<string, GazetteerEntry[]>();
  const byAlias = new Map<string, GazetteerEntry[]>();
  const countries = new Set<string>();
  const put = (map: Map<string, GazetteerEntry[]>, text: string, entry: GazetteerEntry) => {
    const key = normalizePlaceText(text);
    const list = map.get(key);
    if (!list) map.set(key, [entry]);
    else if (!list.includes(entry)) list.push(entry);
  };
  for (const entry of entries) {
    countries.add(entry.country);
    put(byName, entry.name, entry);
    for (const alias of entry.aliases) put(byAlias, alias, entry);
  }
  const qualifiers: Qualifiers = new Map();
  const add = (text: string, country: string, admin1: string | null) => {
    const key = normalizePlaceText(text);
    if (key) qualifiers.set(key, [...(qualifiers.get(key) ?? []), [country, admin1]]);
  };
  for (const country of countries) {
    add(country, country, null);
    add(countryNameOf(country), country, null);
  }
  for (const [code, name] of Object.entries(gazetteer.admin1 as Record<string, string>)) {
    const [country, admin1] = code.split('.') as [string, string];
    add(name, country, admin1);
    if (/^[A-Za-z]{2,3}$/.test(admin1)) add(admin1, country, admin1);
  }
  indexes = { entries, byName, byAlias, qualifiers };
  return indexes;
}

/** All gazetteer entries (parsed on first call). */
export function gazetteerEntries(): readonly GazetteerEntry[] {
  return lookup().entries;
}

/** Does a qualifier fit the entry? Unknown words fit (a ZIP code, 'downtown'); another place's name does not. */
function qualifierFits(entry: GazetteerEntry, qualifier: string): boolean {
  const named = lookup().qualifiers.get(qualifier);
  if (!named) return true;
  return named.some(([country, admin1]) => country === entry.country && (admin1 === null || admin1 === entry.admin1));
}

/** The resolved place of a gazetteer entry (name, coordinates, country, region, zone). */
export function placeOfEntry(entry: GazetteerEntry): ResolvedPlace {
  const region = (gazetteer.admin1 as Record<string, string>)[`${entry.country}.${entry.admin1}`] ?? null;
  return {
    name: entry.name,
    latitude: entry.latitude,
    longitude: entry.longitude,
    country: entry.country,
    countryName: countryNameOf(entry.country),
    region,
    timeZone: entry.timeZone,
    population: entry.population,
  };
}

/** The most populous city named `city` (its name, else name + ' City', else an alias) that fits every qualifier. */
function find(city: string, quals: readonly string[]): GazetteerEntry | null {
  const { byName, byAlias } = lookup();
  for (const candidates of [byName.get(city), byName.get(`${city} city`), byAlias.get(city)]) {
    const fit = candidates?.find((e) => quals.every((q) => q === '' || qualifierFits(e, q)));
    if (fit) return fit;
  }
  return null;
}

/**
 * The gazetteer city a free-text location names, or null (unknown place, 'Not specified',
 * empty, or a qualifier naming another country/region). Pure; tens of µs a call after the first,
 * which parses and indexes the gazetteer (see the README's measured figures).
 * @param text e.g. 'Boston, MA', 'são paulo', 'Ushuaia, Argentina', 'Paris France'
 */
export function resolvePlace(text: string | null | undefined): ResolvedPlace | null {
  if (!text) return null;
  const parts = text.split(/[,;/|()]/).map(normalizePlaceText).filter(Boolean);
  if (parts.length === 0 || parts[0] === normalizePlaceText(NOT_SPECIFIED)) return null;
  const whole = normalizePlaceText(text);
  const exact = find(whole, []);
  if (exact) return placeOfEntry(exact);
  // 'City, qualifier, qualifier'; without commas also 'City Qualifier words' ('Boston MA').
  const [head, ...rest] = parts;
  const direct = find(head!, rest);
  if (direct) return placeOfEntry(direct);
  const words = head!.split(' ');
  for (let k = words.length - 1; k >= 1; k--) {
    const tail = words.slice(k).join(' ');
    if (!lookup().qualifiers.has(tail)) continue;
    const entry = find(words.slice(0, k).join(' '), [tail, ...rest]);
    if (entry) return placeOfEntry(entry);
  }
  return null;
}

/** 'Ushuaia, Tierra del Fuego, Argentina' — how a resolved place is shown. */
export function placeLabel(place: Pick<ResolvedPlace, 'name' | 'region' | 'countryName'>): string {
  return [place.name, place.region, place.countryName].filter((p, i, all) => p && all.indexOf(p) === i).join(', ');
}

/** Is a location text empty or 'Not specified' (nothing to resolve)? */
export function isUnspecifiedLocation(text: string | null | undefined): boolean {
  const t = normalizePlaceText(text ?? '');
  return t === '' || t === normalizePlaceText(NOT_SPECIFIED);
}

/**
 * The place to dress for (spec 02 §9 defaults): the event's location when it names a known
 * place; when the event has no location ('Not specified'), the person's profile location. An
 * event location that is given but not found ('Grandma's') is NOT replaced by the profile's: the
 * answer is `from: 'not-found'` with the text, so the screen can say so and ask for a city.
 */
export function placeForEvent(
  eventLocation: string | null | undefined,
  userLocation: string | null | undefined,
): { place: ResolvedPlace | null; from: 'event' | 'profile' | 'none' | 'not-found'; notFound?: string } {
  if (!isUnspecifiedLocation(eventLocation)) {
    const fromEvent = resolvePlace(eventLocation);
    if (fromEvent) return { place: fromEvent, from: 'event' };
    return { place: null, from: 'not-found', notFound: eventLocation!.trim().slice(0, MAX_TEXT) };
  }
  if (!isUnspecifiedLocation(userLocation)) {
    const fromProfile = resolvePlace(userLocation);
    if (fromProfile) return { place: fromProfile, from: 'profile' };
    return { place: null, from: 'not-found', notFound: userLocation!.trim().slice(0, MAX_TEXT) };
  }
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

/**
 * Gazetteer entries farther than this from a place are not used for its climate (km): about one
 * cell of the 0.5° climate grid, so a stored place (an event's coordinates) reads the normals of
 * the city it is in, never of a far one.
 */
export const NEAREST_CITY_MAX_KM = 50;

/**
 * The gazetteer entry of a place: the same city by name and country at (nearly) the same
 * coordinates, else the nearest city within {@link NEAREST_CITY_MAX_KM}, else null.
 */
export function gazetteerEntryOf(place: Place): GazetteerEntry | null {
  const { byName, entries } = lookup();
  const same = byName.get(normalizePlaceText(place.name))?.find((e) => (!place.country || e.country === place.country) && distanceKm(e, place) <= 5);
  if (same) return same;
  let best: GazetteerEntry | null = null;
  let bestKm = NEAREST_CITY_MAX_KM;
  // A cheap latitude window first: 50 km is < 0.5° of latitude.
  for (const e of entries) {
    if (Math.abs(e.latitude - place.latitude) > 0.5) continue;
    const km = distanceKm(e, place);
    if (km <= bestKm) {
      best = e;
      bestKm = km;
    }
  }
  return best;
}
