/**
 * `analyzeCompatibility` (issue 20; spec 02 §7 `POST /api/analyze-occasion-season-compatibility`,
 * §3 compatibility analysis result, §9 analysis defaults): how well the pieces a person chose
 * suit the event's occasion, season and weather, and how their colours go together.
 *
 * - occasionMatch: mean of the pieces' occasion scores (formality.ts; accessories count half,
 *   shoes ¾). The vibe is `targetOccasion` when it is one of VIBES, else what `eventType` says,
 *   else casual (spec 02 §9).
 * - seasonalAppropriate: mean of the pieces' season scores — their season tags against the target
 *   season (context.ts) plus the stylist's `pieceWeather` (weather-fit.ts: −40 for warm pieces
 *   above 24 °C and barely-there pieces below 12 °C, when the temperature is known).
 * - weatherFit: `WeatherFit` (weather-fit.ts) — the stylist's own weather model: the whole
 *   outfit's warmth against the comfortable band (warmth.ts), the removable layer on wide-ranging
 *   days, the rain rules and the climate clash; shown capped at 100.
 * Verdicts never contradict each other or their numbers (issue 34): the warmth line is the
 * stylist's `warmthStatement` ('Right warmth' only when the shown clo lies inside the shown band,
 * else the fix); 'Right level of dress' only when no piece is too casual or too dressy; a piece
 * is 'too casual / too dressy' in its feedback exactly when a 'Dress up / Dress down' line names it.
 * - colorHarmony: colour.ts.
 * - overallScore = 0.35 occasion + 0.25 season + 0.25 weather + 0.15 colour.
 * Recommendations: the fixes worth the most points first, then what is good; the screen shows 3.
 * Spec 02 §5: with no items the only recommendation is 'Please add some items to analyze'.
 */
import { colourHarmony } from './colour';
import { dressContext, formatC as fmtC, RAIN_THRESHOLD, seasonTagScore } from './context';
import { BAND_EXAMPLES, formalityOf, OCCASION_TOO_FAR, occasionScore } from './formality';
import { classify, climateClash } from './garments';
import type { Analysis, AnalyzeInput } from './types';
import { NOT_SPECIFIED, type Vibe } from './vocabulary';
import { outfitClo, outerwearAllowanceClo } from './warmth';
import { CLIMATE_CLASH_POINTS, outerRemovable, pieceWeather, warmthStatement, WeatherFit } from './weather-fit';
import { parseExpectedWeather } from './weather-text';

/** How a vibe reads in a sentence ('too casual for a formal event'). */
const VIBE_TEXT: Readonly<Record<Vibe, string>> = {
  casual: 'a casual event', formal: 'a formal event', business: 'a business event', party: 'a party', date: 'a date',
  workout: 'a workout', travel: 'travel', other: 'this event',
};

/** Weights of the overall score (module doc). */
export const ANALYSIS_WEIGHTS = { occasion: 0.35, season: 0.25, weather: 0.25, colour: 0.15 } as const;

/** Occasion score from which a piece is 'Right for' the event (below OCCASION_TOO_FAR, formality.ts, it is too casual or too dressy). */
const OCCASION_RIGHT = 85;

const clampScore = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const listText = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

/**
 * Analyse an outfit. Deterministic; never throws for any input of the spec's shape.
 * The weather reading comes from the weather port; without one, `weatherConditions` text is read
 * as the person's expectation, then the place's climate normals (from `location`), then the season.
 */
export function analyzeCompatibility(input: AnalyzeInput): Analysis {
  const details = input.eventDetails ?? {};
  const userWeather = input.weather ?? parseExpectedWeather(details.weatherConditions);
  const location = details.location && details.location !== NOT_SPECIFIED ? details.location : null;
  // No clock here. Season: from the event date and the place's hemisphere when the date is
  // given (spec 02 §7's targetSeason is the northern mapping only), else `targetSeason`, else
  // from the expected temperature (≥ 20 °C summer, ≤ 8 °C winter), else spring (the middle).
  const eventDate = input.eventDate ?? null;
  const t = userWeather?.tempC ?? null;
  const seasonOverride = eventDate ? null : (input.targetSeason ?? (t === null ? 'spring' : t >= 20 ? 'summer' : t <= 8 ? 'winter' : 'spring'));
  const ctx = dressContext({
    event: { vibe: input.targetOccasion, eventType: details.eventType, timeOfDay: details.timeOfDay, location, eventDate },
    weather: userWeather,
    now: eventDate ?? new Date(0),
    seasonOverride,
  });
  const weatherOut = { source: ctx.weather.source, summary: ctx.weather.summary };
  if (input.items.length === 0) {
    return {
      overallScore: 0,
      occasionMatch: 0,
      seasonalAppropriate: 0,
      weatherFit: 0,
      colorHarmony: 0,
      recommendations: ['Please add some items to analyze'],
      itemAnalysis: [],
      weather: weatherOut,
    };
  }
  const pieces = input.items.map((item) => {
    const garment = classify(item);
    const formality = formalityOf(item, garment);
    const occasion = occasionScore(item, garment, formality, ctx.vibe, ctx.band);
    // The stylist's own rule (weather-fit.ts): season tags, −40 for a piece too warm or too light for the temperature.
    const { points, note: weatherNote } = pieceWeather(item, garment, ctx);
    const seasonal = seasonTagScore(item.season, ctx.season) + points;
    return { item, garment, formality, occasion, seasonal: clampScore(seasonal), weatherNote };
  });

  const weights = pieces.map((p) => (p.garment.role === 'accessory' ? 0.5 : p.garment.role === 'shoes' ? 0.75 : 1));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const occasionMatch = clampScore(pieces.reduce((s, p, i) => s + p.occasion * weights[i]!, 0) / wsum);
  const worn = pieces.filter((p) => p.garment.role !== 'accessory');
  const seasonalAppropriate = clampScore((worn.length ? worn : pieces).reduce((s, p) => s + p.seasonal, 0) / (worn.length || pieces.length));

  const clo = outfitClo(pieces.map((p) => p.garment.clo));
  // The outer layer as the stylist sees it: outerwear, else a layering top (cardigan, hoodie) worn over another top.
  const tops = pieces.filter((p) => p.garment.role === 'top');
  const outer = pieces.find((p) => p.garment.role === 'outerwear') ?? (tops.length > 1 ? tops.find((p) => p.garment.alsoRole === 'outerwear') : undefined);
  const outerView = outer ? (outer.garment.role === 'outerwear' ? outer.garment : { role: 'layer', rainproof: false, clo: outer.garment.clo }) : null;
  const shoes = pieces.find((p) => p.garment.role === 'shoes');
  const clash = climateClash(pieces);
  const weatherFit = clampScore(new WeatherFit(ctx).score(clo, outerView, shoes?.garment ?? null, clash !== null));
  const rainy = ctx.rainChance > RAIN_THRESHOLD;
  const harmony = colourHarmony(input.items.flatMap((i) => i.colors ?? []));
  const colorHarmony = harmony.score;
  const w = ANALYSIS_WEIGHTS;
  const overallScore = clampScore(w.occasion * occasionMatch + w.season * seasonalAppropriate + w.weather * weatherFit + w.colour * colorHarmony);

  // Recommendations: [points the fix is worth, text].
  const recs: [number, string][] = [];
  const [lo, hi] = ctx.band;
  const vibeText = VIBE_TEXT[ctx.vibe];
  const names = (list: readonly { item: { name: string } }[]) => listText(list.map((p) => p.item.name));
  const tooCasual = pieces.filter((p) => p.occasion < OCCASION_TOO_FAR && p.formality < lo);
  const tooDressy = pieces.filter((p) => p.occasion < OCCASION_TOO_FAR && p.formality >= lo);
  const lost = (list: readonly { occasion: number }[]) => list.reduce((sum, p) => sum + (100 - p.occasion), 0) * w.occasion;
  if (tooCasual.length) {
    recs.push([lost(tooCasual), `Dress up: ${names(tooCasual)} ${tooCasual.length > 1 ? 'are' : 'is'} too casual — ${vibeText} wants formality ${lo}–${hi} of 6 (${BAND_EXAMPLES[ctx.vibe]})`]);
  }
  if (tooDressy.length) {
    recs.push([lost(tooDressy), `Dress down: ${names(tooDressy)} ${tooDressy.length > 1 ? 'are' : 'is'} dressier than ${vibeText} needs (formality ${lo}–${hi} of 6: ${BAND_EXAMPLES[ctx.vibe]})`]);
  }
  // One warmth line, from the numbers it shows (weather-fit.ts): the fix when outside the band, 'Right warmth' inside it.
  const warmth = warmthStatement(clo, ctx, outer && outerRemovable(ctx) ? { name: outer.item.name, clo: outer.garment.clo } : null);
  const warmthLost = (100 - new WeatherFit({ ...ctx, rainChance: 0 }).score(clo, outerView, null, false)) * w.weather;
  if (warmth.verdict === 'below') {
    const fix = !outer && outerwearAllowanceClo(ctx.tempC) > 0 ? 'Add a coat or jacket' : 'Add a warmer layer';
    recs.push([Math.max(warmthLost, 1), `${fix}: ${warmth.text}`]);
  } else if (warmth.verdict === 'above') {
    recs.push([Math.max(warmthLost, 1), `${outer ? 'Lose a layer' : 'Choose lighter pieces'}: ${warmth.text}`]);
  }
  if (clash) {
    recs.push([CLIMATE_CLASH_POINTS * w.weather, `${clash[0].item.name} and ${clash[1].item.name} dress for different weather: choose pieces for ${fmtC(ctx.tempC)} °C`]);
  }
  if (rainy && !outer) recs.push([25 * w.weather, `Rain ${ctx.rainChance}% is likely: add a raincoat or a water-resistant jacket`]);
  else if (rainy && outer && !outer.garment.rainproof) recs.push([20 * w.weather, `Rain ${ctx.rainChance}% is likely: a raincoat or trench would keep you drier than the ${outer.item.name}`]);
  if (rainy && shoes && !shoes.garment.closedShoes) recs.push([30 * w.weather, `Rain ${ctx.rainChance}% is likely: closed shoes or boots instead of ${shoes.item.name}`]);
  if (ctx.needs.layer && !outer) {
    recs.push([8, `The day ranges ${fmtC(ctx.minC)} to ${fmtC(ctx.maxC)} °C: bring a layer you can take off`]);
  }
  const offSeason = pieces.filter((p) => p.seasonal < 60);
  if (offSeason.length) {
    const why = offSeason.map((p) => `${p.item.name} (${p.weatherNote ?? (ctx.season ? `not a ${ctx.season} piece` : 'not for this weather')})`);
    recs.push([offSeason.reduce((sum, p) => sum + (100 - p.seasonal), 0) * w.season, `Choose ${ctx.season ? `${ctx.season} pieces` : 'pieces for the weather'} instead of ${listText(why)}`]);
  }
  if (colorHarmony < 70) recs.push([(100 - colorHarmony) * w.colour, `Colours: ${harmony.note} — keep one accent colour and ground it with neutrals (black, white, navy, beige)`]);
  const hasBase = pieces.some((p) => p.garment.role === 'onepiece') || (pieces.some((p) => p.garment.role === 'top') && pieces.some((p) => p.garment.role === 'bottom'));
  if (!hasBase) recs.push([20, 'Complete the look: add a top and a bottom, or a dress']);
  if (!shoes) recs.push([10, 'Add shoes to complete the look']);
  recs.sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? -1 : 1));
  const recommendations = recs.map(([, text]) => text);
  if (occasionMatch >= 80 && tooCasual.length === 0 && tooDressy.length === 0) recommendations.push(`Right level of dress for ${vibeText} (formality ${lo}–${hi} of 6)`);
  if ((warmth.verdict === 'within' || warmth.verdict === 'adjustable') && !ctx.estimated) recommendations.push(`Right warmth: ${warmth.text}`);
  if (colorHarmony >= 80) recommendations.push(`Colours work: ${harmony.note}`);
  if (recommendations.length === 0) recommendations.push('A reasonable match: small changes could lift the scores');

  const itemAnalysis = pieces.map((p) => {
    const parts: string[] = [];
    if (p.occasion >= OCCASION_RIGHT) parts.push(`Right for ${vibeText}`);
    else if (p.occasion >= OCCASION_TOO_FAR) parts.push(`Acceptable for ${vibeText}`);
    else parts.push(p.formality < lo ? `Too casual for ${vibeText}` : `Too dressy for ${vibeText}`);
    parts.push(`formality ${p.formality} of 6`);
    const seasonPart =
      p.weatherNote ?? (!ctx.season ? 'season not known' : p.seasonal >= 85 ? `suits ${ctx.season}` : p.seasonal >= 60 ? `fine for ${ctx.season}` : `not a ${ctx.season} piece`);
    return {
      name: p.item.name,
      occasionScore: p.occasion,
      seasonalScore: p.seasonal,
      feedback: `${parts.join(' (')}${parts.length > 1 ? ')' : ''}; ${seasonPart}.`,
    };
  });

  return { overallScore, occasionMatch, seasonalAppropriate, weatherFit, colorHarmony, recommendations, itemAnalysis, weather: weatherOut };
}
