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
 * Score. A shortfall costs up to 150 points per clo, an excess up to 80 per clo; a shortfall is
 * forgiven progressively above 14 °C (Schiavon & Lee's 0.46 clo floor is for offices; outdoors in
 * the heat less is fine) and an excess weighs more as it gets hotter.
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

/** 0–100: how well `clo` matches the target at t °C (module doc). */
export function warmthScore(clo: number, tC: number): number {
  return warmthScorer(tC)(clo);
}

/** `warmthScore` at a fixed temperature, with the target and weights computed once (the search calls it per outfit). */
export function warmthScorer(tC: number): (clo: number) => number {
  const target = targetClo(tC);
  const coldWeight = 150 * Math.min(1, Math.max(0.1, (24 - tC) / 10));
  const heatWeight = 80 * Math.min(1.5, Math.max(0.3, (tC - 10) / 10));
  return (clo) => {
    const diff = clo - target;
    const penalty = diff < 0 ? -diff * coldWeight : diff * heatWeight;
    return Math.max(0, Math.min(100, Math.round(100 - penalty)));
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
