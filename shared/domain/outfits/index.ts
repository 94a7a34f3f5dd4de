/**
 * The AI stylist (issue 20): pure, deterministic and browser-safe. The clock is passed in.
 */
export * from './vocabulary';
export type * from './types';
export { resolvePlace, placeForEvent } from './places';
export { seasonFor } from './season';
export { costPerWear } from './care';
export { parseExpectedWeather } from './weather-text';
export { suggestOutfit } from './suggest';
export { analyzeCompatibility } from './analyze';
