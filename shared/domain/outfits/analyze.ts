/**
 * `analyzeCompatibility` (issue 20; spec 02 §7 `POST /api/analyze-occasion-season-compatibility`,
 * §3 compatibility analysis result, §9 analysis defaults): how well the pieces a person chose
 * suit the event's occasion, season and weather, and how their colours go together.
 *
 * - occasionMatch: mean of the pieces' occasion scores (formality.ts; accessories count half,
 *   shoes ¾). The vibe is `targetOccasion` when it is one of VIBES, else what `eventType` says,
 *   else casual (spec 02 §9).
 * - seasonalAppropriate: mean of the pieces' season scores — their season tags against the target
 *   season (context.ts), and, when the temperature is known, −40 for warm pieces (≥ 0.35 clo or
 *   warm materials) above 24 °C and for barely-there pieces (shorts, tanks, sandals) below 12 °C.
 * - weatherFit: the whole outfit's warmth against Schiavon & Lee's target (warmth.ts) with the
 *   rain rules of `rainAdjustment` (context.ts).
 * - colorHarmony: colour.ts.
 * - overallScore = 0.35 occasion + 0.25 season + 0.25 weather + 0.15 colour.
 * Recommendations: the fixes worth the most points first, then what is good; the screen shows 3.
 * Spec 02 §5: with no items the only recommendation is 'Please add some items to analyze'.
 */
import { colourHarmony } from './colour';
import { dressContext, formatC as fmtC, rainAdjustment, RAIN_THRESHOLD, seasonTagScore, temperatureWord } from './context';
import { BAND_EXAMPLES, formalityOf, occasionScore } from './formality';
import { classify } from './garments';
import type { Analysis, AnalyzeInput } from './types';
import { NOT_SPECIFIED, type Vibe } from './vocabulary';
import { outfitClo, warmthScore } from './warmth';
import { parseExpectedWeather } from './weather-text';

/** How a vibe reads in a sentence ('too casual for a formal event'). */
const VIBE_TEXT: Readonly<Record<Vibe, string>> = {
  casual: 'a casual event', formal: 'a formal event', business: 'a business event', party: 'a party', date: 'a date',
  workout: 'a workout', travel: 'travel', other: 'this event',
};

/** Weights of the overall score (module doc). */
export const ANALYSIS_WEIGHTS = { occasion: 0.35, season: 0.25, weather: 0.25, colour: 0.15 } as const;
const WARM_MATERIAL = /(wool|cashmere|fleece|down|shearling|teddy|fur|tweed|corduroy|flannel|velvet)/i;

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
  const tempKnown = !ctx.estimated;
  const pieces = input.items.map((item) => {
    const garment = classify(item);
    const formality = formalityOf(item, garment);
    const occasion = occasionScore(item, garment, formality, ctx.vibe, ctx.band);
    let seasonal = seasonTagScore(item.season, ctx.season);
    const warm = garment.clo >= 0.35 || WARM_MATERIAL.test(item.material ?? '');
    const skimpy = garment.role !== 'accessory' && garment.clo <= 0.06 && garment.role !== 'shoes' ? true : garment.role === 'shoes' && !garment.closedShoes;
    let weatherNote: string | null = null;
    if (tempKnown && warm && garment.role !== 'accessory' && ctx.tempC > 24) {
      seasonal -= 40;
      weatherNote = `too warm for ${fmtC(ctx.tempC)} °C`;
    } else if (tempKnown && skimpy && ctx.tempC < 12) {
      seasonal -= 40;
      weatherNote = `too light for ${fmtC(ctx.tempC)} °C`;
    }
    return { item, garment, formality, occasion, seasonal: clampScore(seasonal), weatherNote };
  });

  const weights = pieces.map((p) => (p.garment.role === 'accessory' ? 0.5 : p.garment.role === 'shoes' ? 0.75 : 1));
  const wsum = weights.reduce((a, b) => a + b, 0);
  const occasionMatch = clampScore(pieces.reduce((s, p, i) => s + p.occasion * weights[i]!, 0) / wsum);
  const worn = pieces.filter((p) => p.garment.role !== 'accessory');
  const seasonalAppropriate = clampScore((worn.length ? worn : pieces).reduce((s, p) => s + p.seasonal, 0) / (worn.length || pieces.length));

  const clo = outfitClo(pieces.map((p) => p.garment.clo));
  const outer = pieces.find((p) => p.garment.role === 'outerwear');
  const shoes = pieces.find((p) => p.garment.role === 'shoes');
  let weatherFit = warmthScore(clo, ctx.tempC);
  const rainy = ctx.rainChance > RAIN_THRESHOLD;
  weatherFit += rainAdjustment(ctx, outer?.garment ?? null, shoes?.garment ?? null);
  weatherFit = clampScore(weatherFit);
  const harmony = colourHarmony(input.items.flatMap((i) => i.colors ?? []));
  const colorHarmony = harmony.score;
  const w = ANALYSIS_WEIGHTS;
  const overallScore = clampScore(w.occasion * occasionMatch + w.season * seasonalAppropriate + w.weather * weatherFit + w.colour * colorHarmony);

  // Recommendations: [points the fix is worth, text].
  const recs: [number, string][] = [];
  const [lo, hi] = ctx.band;
  const vibeText = VIBE_TEXT[ctx.vibe];
  const names = (list: readonly { item: { name: string } }[]) => listText(list.map((p) => p.item.name));
  const tooCasual = pieces.filter((p) => p.occasion < 70 && p.formality < lo);
  const tooDressy = pieces.filter((p) => p.occasion < 70 && p.formality >= lo);
  const lost = (list: readonly { occasion: number }[]) => list.reduce((sum, p) => sum + (100 - p.occasion), 0) * w.occasion;
  if (tooCasual.length) {
    recs.push([lost(tooCasual), `Dress up: ${names(tooCasual)} ${tooCasual.length > 1 ? 'are' : 'is'} too casual — ${vibeText} wants formality ${lo}–${hi} of 6 (${BAND_EXAMPLES[ctx.vibe]})`]);
  }
  if (tooDressy.length) {
    recs.push([lost(tooDressy), `Dress down: ${names(tooDressy)} ${tooDressy.length > 1 ? 'are' : 'is'} dressier than ${vibeText} needs (formality ${lo}–${hi} of 6: ${BAND_EXAMPLES[ctx.vibe]})`]);
  }
  const target = ctx.targetClo;
  const word = temperatureWord(ctx);
  if (clo < target - 0.15 && weatherFit < 80) {
    const fix = !outer ? 'add a coat or jacket' : 'add a warmer layer';
    recs.push([(100 - weatherFit) * w.weather, `${fix.charAt(0).toUpperCase()}${fix.slice(1)}: ${fmtC(ctx.tempC)} °C ${word} needs ~${target.toFixed(1)} clo and this outfit gives ${clo.toFixed(2)}`]);
  } else if (clo > target + 0.2 && weatherFit < 80) {
    recs.push([(100 - weatherFit) * w.weather, `Lose a layer: ${fmtC(ctx.tempC)} °C ${word} needs only ~${target.toFixed(1)} clo and this outfit gives ${clo.toFixed(2)}`]);
  }
  if (rainy && !outer) recs.push([25 * w.weather, `Rain ${ctx.rainChance}% is likely: add a raincoat or a water-resistant jacket`]);
  else if (rainy && outer && !outer.garment.rainproof) recs.push([20 * w.weather, `Rain ${ctx.rainChance}% is likely: a raincoat or trench would keep you drier than the ${outer.item.name}`]);
  if (rainy && shoes && !shoes.garment.closedShoes) recs.push([30 * w.weather, `Rain ${ctx.rainChance}% is likely: closed shoes or boots instead of ${shoes.item.name}`]);
  if (ctx.needs.layer && !outer) {
    recs.push([8, `The day ranges ${fmtC(ctx.minC)} to ${fmtC(ctx.maxC)} °C: bring a layer you can take off`]);
  }
  const offSeason = pieces.filter((p) => p.seasonal < 60);
  if (offSeason.length) {
    const why = offSeason.map((p) => `${p.item.name} (${p.weatherNote ?? `not a ${ctx.season} piece`})`);
    recs.push([offSeason.reduce((sum, p) => sum + (100 - p.seasonal), 0) * w.season, `Choose ${ctx.season} pieces instead of ${listText(why)}`]);
  }
  if (colorHarmony < 70) recs.push([(100 - colorHarmony) * w.colour, `Colours: ${harmony.note} — keep one accent colour and ground it with neutrals (black, white, navy, beige)`]);
  const hasBase = pieces.some((p) => p.garment.role === 'onepiece') || (pieces.some((p) => p.garment.role === 'top') && pieces.some((p) => p.garment.role === 'bottom'));
  if (!hasBase) recs.push([20, 'Complete the look: add a top and a bottom, or a dress']);
  if (!shoes) recs.push([10, 'Add shoes to complete the look']);
  recs.sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? -1 : 1));
  const recommendations = recs.map(([, text]) => text);
  if (occasionMatch >= 80) recommendations.push(`Right level of dress for ${vibeText} (formality ${lo}–${hi} of 6)`);
  if (weatherFit >= 80 && !ctx.estimated) recommendations.push(`Warm enough for ${fmtC(ctx.tempC)} °C ${word} (${clo.toFixed(2)} of ~${target.toFixed(1)} clo)`);
  if (colorHarmony >= 80) recommendations.push(`Colours work: ${harmony.note}`);
  if (recommendations.length === 0) recommendations.push('A reasonable match: small changes could lift the scores');

  const itemAnalysis = pieces.map((p) => {
    const parts: string[] = [];
    if (p.occasion >= 85) parts.push(`Right for ${vibeText}`);
    else if (p.occasion >= 60) parts.push(`Acceptable for ${vibeText}`);
    else parts.push(p.formality < lo ? `Too casual for ${vibeText}` : `Too dressy for ${vibeText}`);
    parts.push(`formality ${p.formality} of 6`);
    const seasonPart = p.weatherNote ?? (p.seasonal >= 85 ? `suits ${ctx.season}` : p.seasonal >= 60 ? `fine for ${ctx.season}` : `not a ${ctx.season} piece`);
    return {
      name: p.item.name,
      occasionScore: p.occasion,
      seasonalScore: p.seasonal,
      feedback: `${parts.join(' (')}${parts.length > 1 ? ')' : ''}; ${seasonPart}.`,
    };
  });

  return { overallScore, occasionMatch, seasonalAppropriate, weatherFit, colorHarmony, recommendations, itemAnalysis, weather: weatherOut };
}
