/**
 * The AI stylist (issue 20): pure, deterministic and browser-safe (no node: imports, no network,
 * no clock — `now` is passed in). How it decides: README 'How the stylist decides'.
 *
 * - `suggestOutfit(input)`: the best complete outfit of a closet for an event, or what to add.
 * - `analyzeCompatibility(input)`: occasion, season, weather and colour scores of chosen pieces
 *   (`POST /api/analyze-occasion-season-compatibility`).
 * - Places, seasons and weather: `resolvePlace`, `placeForEvent`, `seasonFor`, `climateReading`,
 *   `parseExpectedWeather` (the weather port itself is functions/outfits/weather).
 * - Pieces: `classify` (slot, role, clo), `formalityOf`, `colourHarmony`, `costPerWear`.
 *
 * Tree-shakeable (no import-time work), but a browser route that only needs the enums or cost
 * per wear should import `./vocabulary` or `./care` directly; the whole stylist (gazetteer,
 * culori) is ~35 KB gzipped and belongs in lazily loaded chunks.
 */
export * from './vocabulary';
export type * from './types';
export { suggestOutfit, SCORE_WEIGHTS } from './suggest';
export { analyzeCompatibility } from './analyze';
export { resolvePlace, placeForEvent, normalizePlaceText } from './places';
export { gazetteerEntries, placeLabel, countryNameOf, type GazetteerEntry, type ResolvedPlace } from './places';
export { seasonFor, hemisphereOf } from './season';
export { climateReading, normalsFor, noWeather, placeNotFound, NORMALS_ATTRIBUTION } from './climate';
export { parseExpectedWeather } from './weather-text';
export { dressContext, RAIN_THRESHOLD, type DressContext } from './context';
export { classify, slotOfCategory, type Garment } from './garments';
export { formalityOf, formalityBand, vibeOf, FORMALITY_BANDS } from './formality';
export { colourHarmony, parseColour, type Harmony } from './colour';
export { costPerWear, fitScore, washIntervalOf, dueForWash, PERFECT_FIT_RATING } from './care';
export { schiavonLeeClo, targetClo, outfitClo, warmthScore, LAYER_RANGE_C, UNDERWEAR_CLO } from './warmth';
export { localDayOf } from './time';
