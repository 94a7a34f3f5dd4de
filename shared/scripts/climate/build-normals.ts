/**
 * `npx tsx shared/scripts/climate/build-normals.ts <path to air.mon.ltm.1991-2020.nc>`: generate
 * the stylist's monthly climate normals (shared/domain/outfits/data/climate-normals.json) for
 * every city of the gazetteer (shared/domain/outfits/data/gazetteer.json; run
 * `build-gazetteer.ts` first) from NOAA's GHCN CAMS long-term monthly means (issue 34 §2).
 *
 * Source: "CPC Global Land Surface Air Temperature Analysis" (GHCN CAMS, Fan & van den Dool
 * 2008), 0.5° grid, long-term monthly means 1991–2020 of the 2 m air temperature over land,
 * file `air.mon.ltm.1991-2020.nc` from NOAA PSL (https://psl.noaa.gov/data/gridded/data.ghcncams.html,
 * https://downloads.psl.noaa.gov/Datasets/ghcncams/Derived/air.mon.ltm.1991-2020.nc). The script
 * refuses any other file (it checks the title, the 1991–2020 period, the grid and the units).
 *
 * Per city and month: bilinear interpolation between the four surrounding cell centres, over the
 * cells that have data (weights renormalised); when none of the four has data (a small island,
 * a coastal city whose cells are sea) the nearest cell with data within 1° of latitude and
 * longitude; else no value. No elevation correction (the grid's cells are ~55 km).
 *
 * Output: `{ source, dataset, period, licence, citation, step, cities: string }` where `cities`
 * is base64 of one signed byte per city and month (gazetteer order, January first), the mean
 * temperature in `step` (0.5) °C; −128 = no data. Deterministic: the same inputs give the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import h5wasm from 'h5wasm/node';

const source = process.argv[2] ?? process.env.GHCN_CAMS_LTM;
if (!source) {
  console.error('usage: npx tsx shared/scripts/climate/build-normals.ts <air.mon.ltm.1991-2020.nc>');
  process.exit(2);
}

/** Resolution of the stored values (°C): one signed byte covers −64…+63.5 °C. */
export const STEP_C = 0.5;
/** Stored byte for 'no data'. */
export const NO_DATA = -128;

const dataDir = new URL('../../domain/outfits/data/', import.meta.url);
const gazetteer = JSON.parse(readFileSync(new URL('gazetteer.json', dataDir), 'utf8')) as { cities: string };

await h5wasm.ready;
const file = new h5wasm.File(source, 'r');
const attr = (o: { attrs: Record<string, { value: unknown }> }, name: string) => String(o.attrs[name]?.value ?? '');
const air = file.get('air') as unknown as { shape: number[]; value: Float32Array; attrs: Record<string, { value: unknown }> };
const time = file.get('time') as unknown as { attrs: Record<string, { value: unknown }> };
const lats = (file.get('lat') as unknown as { value: Float32Array }).value;
const lons = (file.get('lon') as unknown as { value: Float32Array }).value;

const checks: [string, boolean][] = [
  ['title is NOAA/NCEP GHCN CAMS Monthly Temperature', attr(file, 'title') === 'NOAA/NCEP GHCN CAMS Monthly Temperature'],
  ['climatology period 1991–2020', attr(time, 'climo_period') === '1991/01/01 - 2020/12/31'],
  ['units degK', attr(air, 'units') === 'degK'],
  ['shape 12 × 360 × 720', air.shape.join('x') === '12x360x720'],
  ['grid 89.75…−89.75 × 0.25…359.75', lats[0] === 89.75 && lats[359] === -89.75 && lons[0] === 0.25 && lons[719] === 359.75],
];
const failed = checks.filter(([, ok]) => !ok).map(([what]) => what);
if (failed.length) {
  console.error(`Not the GHCN CAMS 1991–2020 long-term means: ${failed.join('; ')}`);
  process.exit(1);
}

const values = air.value;
const NLAT = 360;
const NLON = 720;
/** °C of a cell in a month, or null over sea / missing (valid range 150–400 K). */
function cell(month0: number, i: number, j: number): number | null {
  if (i < 0 || i >= NLAT) return null;
  const jj = ((j % NLON) + NLON) % NLON;
  const k = values[(month0 * NLAT + i) * NLON + jj]!;
  return k >= 150 && k <= 400 ? k - 273.15 : null;
}

/** Interpolated mean (°C) at a point in a month, or null (see the module doc). */
function at(month0: number, lat: number, lon: number): number | null {
  // Fractional grid indices of the point: row 0 is 89.75° N, column 0 is 0.25° E.
  const fi = (89.75 - lat) / 0.5;
  const fj = (((lon % 360) + 360) % 360 - 0.25) / 0.5;
  const i0 = Math.floor(fi);
  const j0 = Math.floor(fj);
  const di = fi - i0;
  const dj = fj - j0;
  let sum = 0;
  let weight = 0;
  for (const [i, j, w] of [
    [i0, j0, (1 - di) * (1 - dj)],
    [i0, j0 + 1, (1 - di) * dj],
    [i0 + 1, j0, di * (1 - dj)],
    [i0 + 1, j0 + 1, di * dj],
  ] as const) {
    const v = cell(month0, i, j);
    if (v !== null && w > 0) {
      sum += v * w;
      weight += w;
    }
  }
  if (weight > 0) return sum / weight;
  // Nearest cell with data within 1° (2 cells) each way, by great-circle-ish distance.
  let best: number | null = null;
  let bestD = Infinity;
  const ci = Math.round(fi);
  const cj = Math.round(fj);
  for (let i = ci - 2; i <= ci + 2; i++) {
    for (let j = cj - 2; j <= cj + 2; j++) {
      const v = cell(month0, i, j);
      if (v === null) continue;
      const dLat = (fi - i) * 0.5;
      const dLon = (fj - j) * 0.5 * Math.cos((lat * Math.PI) / 180);
      const d = dLat * dLat + dLon * dLon;
      if (d < bestD) {
        bestD = d;
        best = v;
      }
    }
  }
  return best;
}

const rows = gazetteer.cities.split('\n');
const bytes = new Int8Array(rows.length * 12);
let missing = 0;
rows.forEach((row, n) => {
  // Gazetteer line: name, ascii, aliases, country, admin1, latitude, longitude, population, zone.
  const [, , , , , lat, lon] = row.split('\t');
  for (let m = 0; m < 12; m++) {
    const c = at(m, Number(lat), Number(lon));
    if (c === null) missing++;
    bytes[n * 12 + m] = c === null ? NO_DATA : Math.max(-127, Math.min(127, Math.round(c / STEP_C)));
  }
});
file.close();

const out = {
  source: 'NOAA PSL, https://psl.noaa.gov/data/gridded/data.ghcncams.html (air.mon.ltm.1991-2020.nc)',
  dataset: 'GHCN CAMS',
  period: '1991–2020',
  licence: 'US Government work (NOAA), no copyright restrictions; acknowledge NOAA PSL and cite the dataset',
  citation:
    'Fan, Y., and H. van den Dool (2008), A global monthly land surface air temperature analysis for 1948–present, J. Geophys. Res., 113, D01103, doi:10.1029/2007JD008470',
  step: STEP_C,
  noData: NO_DATA,
  cities: Buffer.from(bytes.buffer).toString('base64'),
};
const target = fileURLToPath(new URL('climate-normals.json', dataDir));
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(`${rows.length} cities × 12 months, ${missing} city-months without data → ${target}`);
