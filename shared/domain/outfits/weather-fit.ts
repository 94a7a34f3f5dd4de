/**
 * One weather model for the stylist (`suggest.ts`) and the analysis (`analyze.ts`), issue 34: both
 * score an outfit's weather fit and word its warmth with these functions, from the same numbers.
 *
 * Weather fit (0–100) of an outfit of insulation `clo` (warmth.ts: garments + underwear):
 * - warmth: `warmthScore` at the event's temperature; on a day ranging ≥ 8 °C whose cool end asks
 *   for clothes (`needs.layer`), ½ at the event's temperature + ¼ at the day's min + ¼ at its max,
 *   with the removable outer layer worn or taken off, whichever is better at each;
 * - rain: `rainAdjustment` (context.ts) when rain is over 50 %; the outer layer then also counts
 *   as removable (rain gear comes off indoors), so a raincoat is not penalised as too warm;
 * - −10 without a removable layer on such a day;
 * - −15 when pieces dress for opposite weather (`climateClash`, garments.ts: knee-high boots with
 *   shorts).
 * The result is ≥ 0 and may exceed 100 by the rain bonuses (rain gear counts on a rainy day even
 * when the warmth is already right); the analysis shows it capped at 100.
 */
import { formatC, RAIN_THRESHOLD, rainAdjustment, type DressContext } from './context';
import type { Garment } from './garments';
import type { StylistItem } from './types';
import { comfortBand, warmthScorer, warmthVerdict, type WarmthVerdict } from './warmth';

/** Weather points lost without a removable layer on a wide-ranging day, and for a climate clash. */
export const NO_LAYER_POINTS = 10;
export const CLIMATE_CLASH_POINTS = 15;

/** The context fields the weather fit reads. */
export type WeatherFitContext = Pick<DressContext, 'tempC' | 'minC' | 'maxC' | 'rainChance' | 'needs'>;

/** Scores outfits against one context; the temperatures' scorers are built once (the search calls it per outfit). */
export class WeatherFit {
  private readonly atTemp: (clo: number) => number;
  private readonly atMin: (clo: number) => number;
  private readonly atMax: (clo: number) => number;

  constructor(private readonly ctx: WeatherFitContext) {
    this.atTemp = warmthScorer(ctx.tempC);
    this.atMin = warmthScorer(ctx.minC);
    this.atMax = warmthScorer(ctx.maxC);
  }

  /**
   * ≥ 0, at most 120 (module doc).
   * @param clo the outfit's insulation (clo), outer layer included
   * @param outer the outer layer as the rain rules see it (role 'outerwear' or 'layer'), with its clo; null = none
   * @param shoes the shoes' rain flags; null = none
   * @param clash true when two pieces dress for opposite weather
   */
  score(clo: number, outer: { role: string; rainproof: boolean; clo: number } | null, shoes: { closedShoes: boolean; rainproof: boolean } | null, clash: boolean): number {
    const ctx = this.ctx;
    // The outer layer comes off when it warms up (a wide-ranging day) or once indoors (rain gear on a rainy day).
    const removable = outer && outerRemovable(ctx) ? outer.clo : 0;
    const at = (f: (c: number) => number) => (removable ? Math.max(f(clo), f(clo - removable)) : f(clo));
    let weather = ctx.needs.layer ? 0.5 * at(this.atTemp) + 0.25 * at(this.atMin) + 0.25 * at(this.atMax) : this.atTemp(clo);
    weather += rainAdjustment(ctx, outer, shoes);
    if (ctx.needs.layer && !outer) weather -= NO_LAYER_POINTS;
    if (clash) weather -= CLIMATE_CLASH_POINTS;
    // Not capped at 100: rain gear on a rainy day must still count when the warmth is already right (the analysis caps its shown score).
    return Math.max(0, weather);
  }
}

/** How the temperature was known, inside a sentence: 'the forecast 4 °C', 'a typical 24 °C', 'the 8 °C you expect', '3 °C (assumed for winter)'. */
export function temperaturePhrase(ctx: Pick<DressContext, 'tempC' | 'estimated' | 'season' | 'weather'> & Partial<Pick<DressContext, 'placeFrom'>>): string {
  const t = `${formatC(ctx.tempC)} °C`;
  if (ctx.estimated) return `${t} (${ctx.season ? `assumed for ${ctx.season}` : ctx.placeFrom === 'not-found' ? 'assumed: place not found' : 'assumed: no place given'})`;
  switch (ctx.weather.source) {
    case 'forecast':
      return `the forecast ${t}`;
    case 'climate':
      return `a typical ${t}`;
    case 'user':
      return `the ${t} you expect`;
    default:
      return t;
  }
}

/** Whether the outer layer counts as removable: on a wide-ranging day, or rain gear on a rainy day (as `WeatherFit.score`). */
export function outerRemovable(ctx: Pick<DressContext, 'needs' | 'rainChance'>): boolean {
  return ctx.needs.layer || ctx.rainChance > RAIN_THRESHOLD;
}

/**
 * The warmth verdict of an outfit and its sentence, from the numbers it shows (2 decimals):
 * - 'within' / 'below' / 'above': 'outfit 1.27 clo, within the comfortable 1.04–1.29 clo for the
 *   forecast 4 °C' — 'within' only when the shown insulation lies inside the shown band;
 * - 'adjustable': too warm with the removable outer layer (see {@link outerRemovable}) but not
 *   without it: 'outfit 0.91 clo with Trench Coat, 0.46 clo without it: the comfortable 0.46–0.79
 *   clo for the forecast 16 °C is in reach'.
 * @param removable the outer layer when it counts as removable, else null
 */
export function warmthStatement(
  clo: number,
  ctx: Pick<DressContext, 'tempC' | 'estimated' | 'season' | 'weather'>,
  removable: { name: string; clo: number } | null = null,
): { verdict: WarmthVerdict | 'adjustable'; text: string } {
  const { low, high } = comfortBand(ctx.tempC);
  const shown = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
  const band = `the comfortable ${low.toFixed(2)}–${high.toFixed(2)} clo for ${temperaturePhrase(ctx)}`;
  const verdict = warmthVerdict(clo, ctx.tempC);
  if (verdict === 'above' && removable && warmthVerdict(clo - removable.clo, ctx.tempC) !== 'above') {
    return { verdict: 'adjustable', text: `outfit ${shown(clo)} clo with ${removable.name}, ${shown(clo - removable.clo)} clo without it: ${band} is in reach` };
  }
  return { verdict, text: `outfit ${shown(clo)} clo, ${verdict} ${band}` };
}

/** Materials that make a piece too warm for a hot day. */
const WARM_MATERIAL = /(wool|cashmere|fleece|down|shearling|teddy|fur|tweed|corduroy|flannel|velvet)/i;
/** Season points a piece loses when it is too warm or too light for the temperature. */
export const PIECE_WEATHER_POINTS = 40;

/**
 * A piece against the temperature, for the season score of both the stylist and the analysis:
 * −40 for a warm piece (≥ 0.35 clo or a warm material such as wool or cashmere; not accessories)
 * above 24 °C, and for a barely-there one (≤ 0.06 clo: shorts, tanks; open shoes) below 12 °C —
 * only when the temperature is known (not assumed from the season). Seamline's rule.
 */
export function pieceWeather(
  item: Pick<StylistItem, 'material'>,
  garment: Pick<Garment, 'clo' | 'role' | 'closedShoes'>,
  ctx: Pick<DressContext, 'tempC' | 'estimated'>,
): { points: number; note: string | null } {
  if (ctx.estimated) return { points: 0, note: null };
  const warm = garment.clo >= 0.35 || WARM_MATERIAL.test(item.material ?? '');
  const skimpy = garment.role === 'shoes' ? !garment.closedShoes : garment.role !== 'accessory' && garment.clo <= 0.06;
  if (warm && garment.role !== 'accessory' && ctx.tempC > 24) return { points: -PIECE_WEATHER_POINTS, note: `too warm for ${formatC(ctx.tempC)} °C` };
  if (skimpy && ctx.tempC < 12) return { points: -PIECE_WEATHER_POINTS, note: `too light for ${formatC(ctx.tempC)} °C` };
  return { points: 0, note: null };
}
