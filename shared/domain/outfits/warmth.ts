/**
 * Warmth (issue 20): how much clothing insulation the weather calls for, and how much an outfit
 * gives.
 *
 * Target. Schiavon & Lee, "Dynamic predictive clothing insulation models based on outdoor air and
 * indoor operative temperatures", Building and Environment 59 (2013) 250–260, model clo_tout —
 * the insulation people choose for the day from the outdoor air temperature t (°C):
 *   1.00 below −5 °C; 0.818 − 0.0364·t for −5 ≤ t < 5; 10^(−0.1635 − 0.0066·t) for 5 ≤ t < 26;
 *   0.46 at 26 °C and above.
 * That model describes what people wear INDOORS at their destination (it saturates at 1 clo), so
 * for being outside on the way Seamline adds an outerwear allowance (its own estimate, not from a
 * standard): 0 above 18 °C, rising linearly to 0.6 clo (a coat, ISO 9920) at 0 °C, capped at
 * 0.9 clo at −10 °C and below. At 4 °C the target is 0.67 + 0.47 ≈ 1.1 clo.
 *
 * Outfit. Sum of the garments' clo values (ASHRAE 55 / ISO 9920 table, garments.ts) plus 0.04 clo
 * of underwear (ASHRAE 55: briefs 0.04).
 *
 * Comfortable band ({@link comfortBand}; Seamline's estimate, not from a standard):
 * - low: the target − 0.10 clo at 12 °C and below; above 12 °C it falls linearly to 0.15 clo at
 *   22 °C and stays there (Schiavon & Lee's 0.46 clo floor is what people wear in offices;
 *   outdoors in the heat a tee, shorts and sandals — about 0.2 clo — is fine);
 * - high: the target + 0.15 clo up to 20 °C, narrowing linearly to + 0.05 clo at 28 °C (excess
 *   hurts more in the heat), plus half the outerwear allowance (coats run 0.3–0.7 clo and can be
 *   opened: a warm coat on a cold day is not 'too warm').
 * Edges are rounded to 0.01 clo, the precision every reason shows.
 *
 * Score. Inside the band 100; below it a shortfall costs up to 150 points per clo (fewer above
 * 14 °C), above it an excess costs up to 80 per clo, weighing more as it gets hotter. The verdict
 * ({@link warmthVerdict}) compares the same rounded numbers the texts show, so 'within' ⇔ no
 * warmth penalty and a text never says 'within' of a number outside the band.
 */

/** ASHRAE 55 underwear (briefs / bra + panties), clo. */
export const UNDERWEAR_CLO = 0.04;
/** The day's range (max − min, °C) from which a removable layer is suggested (issue 20). */
export const LAYER_RANGE_C = 8;
/** Outerwear is needed when its allowance reaches this (clo): at about 13.5 °C and below. */
export const OUTERWEAR_NEEDED_CLO = 0.15;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Schiavon & Lee (2013) clo_tout: typical clothing insulation for outdoor air temperature t (°C). */
export function schiavonLeeClo(tC: number): number {
  if (tC < -5) return 1;
  if (tC < 5) return round3(0.818 - 0.0364 * tC);
  if (tC < 26) return round3(10 ** (-0.1635 - 0.0066 * tC));
  return 0.46;
}

/** Seamline's outerwear allowance for time outdoors (clo; module doc). */
export function outerwearAllowanceClo(tC: number): number {
  if (tC >= 18) return 0;
  if (tC >= 0) return round3((0.6 * (18 - tC)) / 18);
  return round3(Math.min(0.9, 0.6 + (0.3 * -tC) / 10));
}

/** Target insulation of a whole outfit at t °C: clo_tout + the outerwear allowance. */
export function targetClo(tC: number): number {
  return round3(schiavonLeeClo(tC) + outerwearAllowanceClo(tC));
}

/** Insulation of an outfit: underwear + the garments' clo. */
export function outfitClo(garmentClos: readonly number[]): number {
  return round3(UNDERWEAR_CLO + garmentClos.reduce((a, b) => a + b, 0));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Lowest comfortable insulation on a hot day (clo): underwear, tee, shorts, sandals ≈ 0.2 (module doc). */
export const HOT_DAY_MIN_CLO = 0.15;
/** Below the target tolerated in the cold; above it up to 20 °C, and from 28 °C (clo; module doc). */
export const COMFORT_BELOW_CLO = 0.1;
export const COMFORT_ABOVE_CLO = 0.15;
export const HOT_DAY_ABOVE_CLO = 0.05;

/** Comfortable insulation at t °C (clo, rounded to 0.01): `low` ≤ outfit ≤ `high` around `target` (module doc). */
export function comfortBand(tC: number): { low: number; target: number; high: number } {
  const target = targetClo(tC);
  const coldLow = target - COMFORT_BELOW_CLO;
  let low: number;
  if (tC <= 12) low = coldLow;
  else if (tC >= 22) low = HOT_DAY_MIN_CLO;
  else {
    const at12 = targetClo(12) - COMFORT_BELOW_CLO;
    low = Math.min(coldLow, at12 + ((HOT_DAY_MIN_CLO - at12) * (tC - 12)) / 10);
  }
  const above = COMFORT_ABOVE_CLO - (COMFORT_ABOVE_CLO - HOT_DAY_ABOVE_CLO) * Math.min(1, Math.max(0, (tC - 20) / 8));
  return { low: round2(Math.max(HOT_DAY_MIN_CLO, low)), target: round2(target), high: round2(target + above + outerwearAllowanceClo(tC) / 2) };
}

/** Where an outfit's insulation lies against the comfortable band (both rounded to 0.01 clo). */
export type WarmthVerdict = 'below' | 'within' | 'above';

/** The verdict for `clo` at t °C, from the numbers as shown (2 decimals). */
export function warmthVerdict(clo: number, tC: number): WarmthVerdict {
  const { low, high } = comfortBand(tC);
  const c = round2(clo);
  return c < low ? 'below' : c > high ? 'above' : 'within';
}

/** 0–100: how well `clo` suits t °C (module doc): 100 inside the comfortable band. */
export function warmthScore(clo: number, tC: number): number {
  return warmthScorer(tC)(clo);
}

/** `warmthScore` at a fixed temperature, with the band and weights computed once (the search calls it per outfit). */
export function warmthScorer(tC: number): (clo: number) => number {
  const { low, high } = comfortBand(tC);
  const coldWeight = 150 * Math.min(1, Math.max(0.1, (24 - tC) / 10));
  const heatWeight = 80 * Math.min(1.5, Math.max(0.3, (tC - 10) / 10));
  return (clo) => {
    const c = round2(clo);
    const penalty = c < low ? (low - c) * coldWeight : c > high ? (c - high) * heatWeight : 0;
    // Outside the band is never a full 100 (the verdict and the score agree even for tiny misses).
    return penalty > 0 ? Math.max(0, Math.min(99, Math.round(100 - penalty))) : 100;
  };
}

/**
 * The temperature at the event's time of day from a day's min and max (Seamline's estimate of the
 * usual daily cycle: coldest near sunrise, warmest mid-afternoon): morning min + ¼ range,
 * afternoon max, evening min + ½ range, night min + 0.15 range; no time = the day's mean.
 */
export function temperatureAt(
  reading: { tempC: number | null; minC: number | null; maxC: number | null },
  timeOfDay: 'morning' | 'afternoon' | 'evening' | 'night' | null,
): number | null {
  const { tempC, minC, maxC } = reading;
  if (minC == null || maxC == null) return tempC;
  const range = maxC - minC;
  const at = { morning: minC + range / 4, afternoon: maxC, evening: minC + range / 2, night: minC + 0.15 * range };
  return Math.round((timeOfDay ? at[timeOfDay] : (tempC ?? (minC + maxC) / 2)) * 10) / 10;
}

/**
 * A temperature for a season when nothing else is known — mid-latitude ballpark figures
 * (Seamline estimate): winter 3 °C, spring and fall 13 °C, summer 24 °C.
 */
export const SEASON_FALLBACK_C = { winter: 3, spring: 13, summer: 24, fall: 13 } as const;
