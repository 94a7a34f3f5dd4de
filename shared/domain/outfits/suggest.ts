/**
 * `suggestOutfit` (issue 20): the best-scoring COMPLETE outfit of a closet for an event, found by
 * search over slots — not random, deterministic (ties go to the lexicographically smaller item-id
 * set) — or a typed failure that says what to add.
 *
 * Complete outfit: a top + a bottom, or a one-piece (dress, jumpsuit, suit); + shoes when the
 * closet has any; + outerwear when the weather needs it and the closet has some (it may also be
 * chosen when not needed, e.g. a blazer for business); + at most one accessory. Workouts score
 * activewear highest; a closet without any falls back to its sportiest pieces and says so.
 *
 * Score (0–100) = 0.30 occasion + 0.25 weather + 0.10 season tags + 0.15 colour harmony + 0.08 fit
 * + 0.08 freshness + 0.04 style, + 0.4 per piece of a favourite brand (at most 1.2: brands break
 * near-ties). Weather = `WeatherFit` (weather-fit.ts, the model the analysis uses too): warmth
 * against the comfortable band (warmth.ts; with a day range ≥ 8 °C: ½ at the event's temperature
 * + ¼ at the day's min + ¼ at its max, a removable outer layer worn or not, whichever is better),
 * the rain rules when rain is over 50 %, −10 without a removable layer on such a day, −15 when two
 * pieces dress for opposite weather (knee-high boots with shorts).
 *
 * Search: items are scored alone, each role is pruned to its top candidates (plus the best of
 * each warmth band, the best closed / rainproof shoes and the best neutral-coloured piece, so
 * pruning never removes what the weather or the colours need), every base × shoes × outer
 * combination is scored, and accessories are tried on the best 40 of those. Looks suggested in
 * the last 7 days are skipped when another complete outfit exists.
 */
import { dueForWash, fitLabel, fitScore, freshnessScore, PERFECT_FIT_RATING, recentWearAges, washIntervalOf } from './care';
import { harmonyOf, parseColour, type LchColour } from './colour';
import { dressContext, formatC, RAIN_THRESHOLD, seasonTagScore, type DressContext } from './context';
import { BAND_EXAMPLES, formalityOf, OCCASION_TOO_FAR, occasionScore } from './formality';
import { classify, climateClash, type Garment } from './garments';
import { daysBetween, localDayOf, toDate } from './time';
import { placeTimeZone } from './time-zone';
import type { Considered, StylistItem, SuggestInput, SuggestResult, SuggestedItem } from './types';
import type { MissingSlot, Role } from './vocabulary';
import { outfitClo } from './warmth';
import { outerRemovable, pieceWeather, temperaturePhrase, warmthStatement, WeatherFit } from './weather-fit';

/** Weights of the outfit score (module doc). */
export const SCORE_WEIGHTS = { occasion: 0.3, weather: 0.25, season: 0.1, colour: 0.15, fit: 0.08, freshness: 0.08, style: 0.04 } as const;
/** Points per favourite-brand piece, and the most they add. */
export const BRAND_POINTS = 0.4;
export const BRAND_POINTS_MAX = 1.2;
/** A look suggested within this many days is not suggested again when there is another. */
export const REPEAT_WINDOW_DAYS = 7;
/** Candidates kept per role before the combination search (plus the extras of the module doc). */
export const TOP_K: Readonly<Record<Role, number>> = { top: 7, bottom: 7, onepiece: 6, shoes: 5, outerwear: 5, accessory: 4 };
/** Outfits (without accessories) that are tried with each accessory. */
const ACCESSORY_STAGE = 40;
/** Excluded items listed in `considered` (the list is bounded). */
const MAX_EXCLUDED_LISTED = 20;

interface Candidate {
  item: StylistItem;
  garment: Garment;
  formality: number;
  occasion: number;
  season: number;
  fit: number;
  fresh: number;
  style: number;
  favouriteBrand: boolean;
  colours: LchColour[];
  /** The piece alone, 0–100 (for pruning). */
  alone: number;
  /** Its colours as bits of the search's colour table (two 26-bit halves). */
  maskLo: number;
  maskHi: number;
  /** Weight in the occasion mean: accessories ½, shoes ¾, the rest 1. */
  weight: number;
}

interface Scored {
  parts: Candidate[];
  /** The piece worn as the outer layer (outerwear, or a cardigan / hoodie over a top). */
  outer: Candidate | null;
  total: number;
  key: string;
  clo: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

function candidateOf(item: StylistItem, garment: Garment, ctx: DressContext, today: string, styles: ReadonlySet<string>, brands: ReadonlySet<string>): Candidate {
  const formality = formalityOf(item, garment);
  const occasion = occasionScore(item, garment, formality, ctx.vibe, ctx.band);
  const season = Math.max(0, seasonTagScore(item.season, ctx.season) + pieceWeather(item, garment, ctx).points);
  const fit = fitScore(item.fitRating);
  const fresh = freshnessScore(recentWearAges(item.wears, today), garment);
  const tags = (item.style ?? []).map((s) => s.toLowerCase());
  const style = styles.size === 0 ? 70 : tags.length === 0 ? 60 : tags.some((t) => styles.has(t)) ? 100 : 40;
  const favouriteBrand = Boolean(item.brand && brands.has(item.brand.trim().toLowerCase()));
  const colours = (item.colors ?? []).slice(0, 5).map(parseColour).filter((c): c is LchColour => c !== null);
  const alone = 0.45 * occasion + 0.15 * season + 0.15 * fit + 0.15 * fresh + 0.1 * style + (favouriteBrand ? BRAND_POINTS : 0);
  const weight = garment.role === 'accessory' ? 0.5 : garment.role === 'shoes' ? 0.75 : 1;
  return { item, garment, formality, occasion, season, fit, fresh, style, favouriteBrand, colours, alone, maskLo: 0, maskHi: 0, weight };
}

const byAlone = (a: Candidate, b: Candidate) => b.alone - a.alone || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/** Top-K of a role plus the extras that keep warmth, rain and colour options open. */
function prune(list: Candidate[], k: number, role: Role): Candidate[] {
  const sorted = [...list].sort(byAlone);
  const keep = new Set(sorted.slice(0, k));
  const addBest = (pred: (c: Candidate) => boolean, n = 1) => {
    let added = 0;
    for (const c of sorted) {
      if (added >= n) break;
      if (pred(c)) {
        keep.add(c);
        added++;
      }
    }
  };
  if (role === 'shoes') {
    addBest((c) => c.garment.closedShoes);
    addBest((c) => c.garment.rainproof);
    addBest((c) => c.garment.sporty >= 1);
  } else if (role !== 'accessory') {
    const bands = role === 'outerwear' ? [0.35, 0.5] : [0.12, 0.28];
    addBest((c) => c.garment.clo <= bands[0]!, 2);
    addBest((c) => c.garment.clo > bands[0]! && c.garment.clo <= bands[1]!, 2);
    addBest((c) => c.garment.clo > bands[1]!, 2);
    addBest((c) => c.garment.sporty >= 1);
    if (role === 'outerwear') addBest((c) => c.garment.rainproof);
  }
  addBest((c) => c.colours.length > 0 && c.colours.every((x) => x.neutral));
  return [...keep].sort(byAlone);
}

/** Bits per mask half: colour sets are cached by (hi, lo) as one exact number (< 2^52). */
const MASK_BITS = 26;

/**
 * The search's scorer: everything that does not depend on the combination is computed once,
 * and scoring a combination allocates nothing (colour sets are bit masks, harmony is cached).
 */
class OutfitScorer {
  private readonly table: LchColour[] = [];
  private readonly harmony = new Map<number, number>();
  private readonly harmonyByName = new Map<string, number>();
  combinations = 0;
  /** Insulation of the last combination scored (clo). */
  lastClo = 0;
  private readonly weather: WeatherFit;

  constructor(ctx: DressContext, candidates: readonly Candidate[]) {
    this.weather = new WeatherFit(ctx);
    const index = new Map<string, number>();
    for (const c of candidates) {
      for (const colour of c.colours) {
        let i = index.get(colour.name);
        if (i === undefined) {
          i = this.table.length;
          index.set(colour.name, i);
          this.table.push(colour);
        }
        if (i < MASK_BITS) c.maskLo |= 1 << i;
        else if (i < 2 * MASK_BITS) c.maskHi |= 1 << (i - MASK_BITS);
      }
    }
  }

  /** Harmony score of a colour set given as mask halves (cached). */
  private harmonyScore(lo: number, hi: number, parts: readonly (Candidate | null)[]): number {
    if (this.table.length <= 2 * MASK_BITS) {
      const key = hi * 2 ** MASK_BITS + lo;
      let score = this.harmony.get(key);
      if (score === undefined) {
        const colours: LchColour[] = [];
        for (let i = 0; i < this.table.length; i++) {
          if (i < MASK_BITS ? lo & (1 << i) : hi & (1 << (i - MASK_BITS))) colours.push(this.table[i]!);
        }
        score = harmonyOf(colours).score;
        this.harmony.set(key, score);
      }
      return score;
    }
    // More distinct colours than the masks hold (huge, colourful closets): cache by names.
    const names = [...new Set(parts.flatMap((p) => (p ? p.colours.map((c) => c.name) : [])))].sort();
    const nameKey = names.join('|');
    let score = this.harmonyByName.get(nameKey);
    if (score === undefined) {
      score = harmonyOf(names.map((n) => this.table.find((c) => c.name === n)!)).score;
      this.harmonyByName.set(nameKey, score);
    }
    return score;
  }

  /** The outer layer as the weather rules see it (a cardigan chosen as the layer is not outerwear). */
  private static outerView(outer: Candidate): { role: string; rainproof: boolean; clo: number } {
    return outer.garment.role === 'outerwear' ? outer.garment : { role: 'layer', rainproof: false, clo: outer.garment.clo };
  }

  /** Total score (module doc) of a combination; `outer` is worn as the outer layer. */
  score(a: Candidate, b: Candidate | null, shoe: Candidate | null, outer: Candidate | null, acc: Candidate | null): number {
    this.combinations++;
    let wsum = 0;
    let occasion = 0;
    let n = 0;
    let season = 0;
    let fit = 0;
    let fresh = 0;
    let pieces = 0;
    let style = 0;
    let brands = 0;
    let cloSum = 0;
    let lo = 0;
    let hi = 0;
    let cold = false;
    let hot = false;
    for (let i = 0; i < 5; i++) {
      const p = i === 0 ? a : i === 1 ? b : i === 2 ? shoe : i === 3 ? outer : acc;
      if (!p) continue;
      pieces++;
      wsum += p.weight;
      occasion += p.occasion * p.weight;
      fresh += p.fresh;
      if (p.style > style) style = p.style;
      if (p.favouriteBrand) brands++;
      cloSum += p.garment.clo;
      if (p.garment.climate === 'cold') cold = true;
      else if (p.garment.climate === 'hot') hot = true;
      lo |= p.maskLo;
      hi |= p.maskHi;
      if (p.garment.role !== 'accessory') {
        n++;
        season += p.season;
        fit += p.fit;
      }
    }
    const clo = outfitClo([cloSum]);
    const weather = this.weather.score(clo, outer && OutfitScorer.outerView(outer), shoe?.garment ?? null, cold && hot);
    const w = SCORE_WEIGHTS;
    const harmony = this.harmonyScore(lo, hi, this.table.length <= 2 * MASK_BITS ? [] : [a, b, shoe, outer, acc]);
    const total =
      (w.occasion * occasion) / wsum +
      w.weather * weather +
      (w.season * season) / n +
      w.colour * harmony +
      (w.fit * fit) / n +
      (w.freshness * fresh) / pieces +
      w.style * style +
      Math.min(BRAND_POINTS_MAX, BRAND_POINTS * brands);
    this.lastClo = clo;
    return total;
  }
}

const keyOf = (parts: readonly Candidate[]) => parts.map((c) => c.item.id).sort().join('\u0000');
const better = (a: Scored, b: Scored) => b.total - a.total || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A bounded best-n list, sorted, deterministic (ties: smaller id set first). */
class BestList {
  readonly items: Scored[] = [];
  constructor(private readonly n: number) {}

  /** Would a total be admitted? (Cheap check before building the entry.) */
  admits(total: number): boolean {
    return this.items.length < this.n || total >= this.items[this.items.length - 1]!.total;
  }

  push(s: Scored) {
    const list = this.items;
    if (list.length >= this.n && better(s, list[list.length - 1]!) >= 0) return;
    let i = list.length;
    while (i > 0 && better(s, list[i - 1]!) < 0) i--;
    list.splice(i, 0, s);
    if (list.length > this.n) list.pop();
  }
}

/** The failure message of missing slots (issue 20). */
function failureMessage(missing: MissingSlot[], laundry: boolean): string {
  const needTop = missing.includes('top');
  const needBottom = missing.includes('bottom');
  const what = needTop && needBottom ? 'a top and a bottom, or a dress,' : needTop ? 'a top (or a dress)' : 'a bottom (or a dress)';
  return laundry
    ? `Everything that would make an outfit is due for a wash: wash ${what} or turn laundry mode off so the stylist can build an outfit.`
    : `Add ${what} to your closet so the stylist can build an outfit.`;
}

function formatDay(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * The best complete outfit for the event, or a failure naming what to add. Deterministic for the
 * same input; reads no clock (`input.now`). ≤ 150 ms for a 500-item closet on 2 shared cores
 * (figures in the README).
 */
export function suggestOutfit(input: SuggestInput): SuggestResult {
  const ctx = dressContext(input);
  const now = toDate(input.now) ?? new Date(0);
  const today = localDayOf(now, ctx.place ? placeTimeZone(ctx.place) : null) ?? '1970-01-01';
  const styles = new Set((input.stylePreferences ?? []).map((s) => s.toLowerCase()));
  const brands = new Set((input.favoriteBrands ?? []).map((b) => b.trim().toLowerCase()).filter(Boolean));
  const laundry = Boolean(input.laundry);

  const excluded: { id: string; name: string; reason: string }[] = [];
  let excludedCount = 0;
  let laundrySkipped = 0;
  const byRole: Record<Role, Candidate[]> = { top: [], bottom: [], onepiece: [], shoes: [], outerwear: [], accessory: [] };
  const layerTops: Candidate[] = [];
  const seenIds = new Set<string>();
  for (const item of input.items) {
    if (seenIds.has(item.id)) continue;
    seenIds.add(item.id);
    const garment = classify(item);
    let reason: string | null = null;
    if (garment.notPlanned) reason = `${garment.kind.noun} is not planned into outfits`;
    else if (laundry && dueForWash(item, garment)) {
      reason = `worn ${item.wearsSinceWash ?? 0} time${item.wearsSinceWash === 1 ? '' : 's'} since washing (wash every ${washIntervalOf(item, garment)})`;
      laundrySkipped++;
    }
    if (reason) {
      excludedCount++;
      excluded.push({ id: item.id, name: item.name, reason });
      continue;
    }
    const c = candidateOf(item, garment, ctx, today, styles, brands);
    byRole[garment.role].push(c);
    if (garment.role === 'top' && garment.alsoRole === 'outerwear') layerTops.push(c);
  }

  // Listed in id order (the answer must not depend on the closet's order), bounded.
  excluded.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  excluded.splice(MAX_EXCLUDED_LISTED);
  const usable = Object.values(byRole).reduce((n, l) => n + l.length, 0);
  const considered: Considered = {
    vibe: ctx.vibe,
    vibeFrom: ctx.vibeFrom,
    eventType: ctx.eventType,
    eventDate: ctx.eventDate,
    timeOfDay: ctx.timeOfDay,
    place: ctx.place,
    placeFrom: ctx.placeFrom,
    hemisphere: ctx.hemisphere,
    season: ctx.season,
    weather: ctx.weather,
    temperatureC: ctx.tempC,
    temperatureEstimated: ctx.estimated,
    targetClo: round2(ctx.targetClo),
    formalityBand: ctx.band,
    needs: ctx.needs,
    closetItems: input.items.length,
    usableItems: usable,
    excluded,
    stylePreferences: [...(input.stylePreferences ?? [])],
    favoriteBrands: [...(input.favoriteBrands ?? [])],
    laundry,
    combinationsScored: 0,
  };

  const hasSeparates = byRole.top.length > 0 && byRole.bottom.length > 0;
  if (!hasSeparates && byRole.onepiece.length === 0) {
    const missing: MissingSlot[] = [];
    if (byRole.top.length === 0) missing.push('top');
    if (byRole.bottom.length === 0) missing.push('bottom');
    missing.push('dress');
    const onlyLaundry = laundrySkipped > 0 && excludedCount === laundrySkipped;
    return { ok: false, missing, message: failureMessage(missing, onlyLaundry), considered };
  }

  // Workout: when the closet has activewear for a base, only sporty bases are tried.
  const workout = ctx.vibe === 'workout';
  const sporty = (c: Candidate) => c.garment.sporty >= 1;
  let tops = byRole.top;
  let bottoms = byRole.bottom;
  let onepieces = byRole.onepiece;
  const activeBase = (tops.some(sporty) && bottoms.some(sporty)) || onepieces.some(sporty);
  const activeAny = [...tops, ...bottoms, ...onepieces].some(sporty);
  if (workout && activeBase) {
    tops = tops.filter((c) => c.garment.sporty > 0);
    bottoms = bottoms.filter((c) => c.garment.sporty > 0);
    onepieces = onepieces.filter(sporty);
  }
  tops = prune(tops, TOP_K.top, 'top');
  bottoms = prune(bottoms, TOP_K.bottom, 'bottom');
  onepieces = prune(onepieces, TOP_K.onepiece, 'onepiece');
  const shoes = prune(byRole.shoes, TOP_K.shoes, 'shoes');
  const outers = prune([...byRole.outerwear, ...layerTops], TOP_K.outerwear, 'outerwear');
  const accessories = prune(byRole.accessory, TOP_K.accessory, 'accessory');

  const bases: Candidate[][] = [];
  for (const t of tops) for (const b of bottoms) bases.push([t, b]);
  for (const o of onepieces) bases.push([o]);

  const scorer = new OutfitScorer(ctx, [...tops, ...bottoms, ...onepieces, ...shoes, ...outers, ...accessories]);
  const stage = new BestList(ACCESSORY_STAGE);
  const shoeOptions: (Candidate | null)[] = shoes.length ? shoes : [null];
  const outerOptions: (Candidate | null)[] = [null, ...outers];
  const consider = (list: BestList, a: Candidate, b: Candidate | null, shoe: Candidate | null, outer: Candidate | null, acc: Candidate | null) => {
    const total = scorer.score(a, b, shoe, outer, acc);
    if (!list.admits(total)) return;
    const parts = [a, b, shoe, outer, acc].filter((p): p is Candidate => p !== null);
    list.push({ parts, outer, total, key: keyOf(parts), clo: scorer.lastClo });
  };
  for (const base of bases) {
    const [a, b = null] = base;
    for (const shoe of shoeOptions) {
      for (const outer of outerOptions) {
        if (outer && (outer === a || outer === b)) continue;
        consider(stage, a!, b, shoe, outer, null);
      }
    }
  }
  const finals = new BestList(ACCESSORY_STAGE);
  for (const s of stage.items) {
    finals.push(s);
    const [a, b] = s.parts.filter((p) => p !== s.outer && (p.garment.role === 'top' || p.garment.role === 'bottom' || p.garment.role === 'onepiece'));
    const shoe = s.parts.find((p) => p.garment.role === 'shoes') ?? null;
    for (const acc of accessories) consider(finals, a!, b ?? null, shoe, s.outer, acc);
  }
  considered.combinationsScored = scorer.combinations;
  const ranked = finals.items;

  // Avoid a look suggested in the last 7 days when there is another.
  const recent = new Map<string, string>();
  for (const r of input.recentSuggestions ?? []) {
    const at = toDate(r.suggestedAt);
    if (!at) continue;
    const age = (now.getTime() - at.getTime()) / 86_400_000;
    if (age >= 0 && age < REPEAT_WINDOW_DAYS) recent.set([...r.itemIds].sort().join('\u0000'), r.suggestedAt);
  }
  const fresh = ranked.find((s) => !recent.has(s.key));
  const chosen = fresh ?? ranked[0]!;
  const repeatedSkipped = fresh && fresh !== ranked[0] ? recent.get(ranked[0]!.key) : undefined;

  const reasons = reasonsFor(chosen, ctx, {
    stylePreferences: input.stylePreferences ?? [],
    noShoes: shoes.length === 0,
    noOuterwear: byRole.outerwear.length === 0 && layerTops.length === 0,
    workoutWithoutActivewear: workout && !activeAny,
    laundrySkipped: excluded.filter((e) => e.reason.includes('since washing')),
    repeatedSkipped,
    repeatUnavoidable: !fresh && recent.has(chosen.key),
    today,
  });
  const order: Role[] = ['outerwear', 'top', 'onepiece', 'bottom', 'shoes', 'accessory'];
  const parts = [...chosen.parts].sort((a, b) => order.indexOf(roleIn(a, chosen)) - order.indexOf(roleIn(b, chosen)));
  const items: SuggestedItem[] = parts.map((c) => ({
    id: c.item.id,
    name: c.item.name,
    slot: c.garment.slot,
    role: roleIn(c, chosen),
    formality: c.formality,
    clo: c.garment.clo,
  }));
  return {
    ok: true,
    items,
    itemIds: items.map((i) => i.id),
    score: Math.max(0, Math.min(100, Math.round(chosen.total))),
    reasons,
    considered,
  };
}

/** The role a piece plays in an outfit (a cardigan chosen as the outer layer is outerwear). */
function roleIn(c: Candidate, outfit: Scored): Role {
  return c === outfit.outer ? 'outerwear' : c.garment.role;
}

const VIBE_LABEL: Record<string, string> = {
  casual: 'Casual', formal: 'Formal', business: 'Business', party: 'Party', date: 'Date', workout: 'Workout', travel: 'Travel', other: 'This',
};

/** One line per reason, most important first. */
function reasonsFor(
  s: Scored,
  ctx: DressContext,
  notes: {
    stylePreferences: readonly string[];
    noShoes: boolean;
    noOuterwear: boolean;
    workoutWithoutActivewear: boolean;
    laundrySkipped: { name: string; reason: string }[];
    repeatedSkipped: string | undefined;
    repeatUnavoidable: boolean;
    today: string;
  },
): string[] {
  const reasons: string[] = [];
  const parts = s.parts;
  const outer = s.outer;
  const shoes = parts.find((c) => c.garment.role === 'shoes');
  const [lo, hi] = ctx.band;
  const worn = parts.filter((c) => c.garment.role !== 'accessory');
  const avg = Math.round(mean(worn.map((c) => c.formality)) * 10) / 10;
  const when = ctx.timeOfDay ? ` ${ctx.timeOfDay}` : '';
  reasons.push(`${VIBE_LABEL[ctx.vibe]}${when} wants formality ${lo}–${hi} of 6 (${BAND_EXAMPLES[ctx.vibe]}); this outfit averages ${avg}`);
  // The pieces the analysis would call too casual or too dressy (same threshold), named here too.
  const offBand = worn.filter((c) => c.occasion < OCCASION_TOO_FAR);
  if (offBand.length) {
    const list = offBand.map((c) => `${c.item.name} (formality ${c.formality})`);
    const names = list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
    reasons.push(`${names} ${offBand.length > 1 ? 'are' : 'is'} outside that band, but the best your closet has for this outfit`);
  }
  if (notes.workoutWithoutActivewear) reasons.push('No activewear in your closet, so these are the sportiest pieces you have: add activewear for workouts');
  const warmth = warmthStatement(s.clo, ctx, outer && outerRemovable(ctx) ? { name: outer.item.name, clo: outer.garment.clo } : null);
  reasons.push(
    outer && ctx.needs.outerwear && warmth.verdict !== 'adjustable' ? `${outer.item.name}: ${warmth.text}` : `${warmth.text.charAt(0).toUpperCase()}${warmth.text.slice(1)}`,
  );
  const clash = climateClash(parts);
  if (clash) reasons.push(`${clash[0].item.name} and ${clash[1].item.name} dress for different weather, but your closet has no better outfit for this`);
  if (ctx.needs.outerwear && !outer && notes.noOuterwear) reasons.push(`Add a coat or jacket to your closet: ${temperaturePhrase(ctx)} calls for one`);
  if (ctx.rainChance > RAIN_THRESHOLD) {
    // Only what does keep rain out: rain-proof outerwear (not a cardigan or a denim jacket) and closed shoes.
    const dry = [outer?.garment.role === 'outerwear' && outer.garment.rainproof ? outer.item.name : undefined, shoes?.garment.closedShoes ? shoes.item.name : undefined].filter(Boolean);
    reasons.push(
      dry.length
        ? `Rain ${ctx.rainChance}%: ${dry.join(' and ')} ${dry.length > 1 ? 'keep' : 'keeps'} you dry`
        : `Rain ${ctx.rainChance}%: add a raincoat and closed shoes to your closet`,
    );
  }
  if (ctx.needs.layer) {
    reasons.push(
      outer
        ? `Day ranges ${formatC(ctx.minC)} to ${formatC(ctx.maxC)} °C: ${outer.item.name} comes off when it warms up`
        : `Day ranges ${formatC(ctx.minC)} to ${formatC(ctx.maxC)} °C: a layer would help, but none fits this look`,
    );
  }
  const placeText = ctx.place ? ` in ${ctx.place.name}` : '';
  if (ctx.season && ctx.hemisphere) {
    const seasonName = ctx.season.charAt(0).toUpperCase() + ctx.season.slice(1);
    reasons.push(`${seasonName}${placeText} (${ctx.hemisphere} hemisphere)${ctx.weather.source !== 'none' ? `: ${ctx.weather.summary}` : ''}`);
  } else if (ctx.season) reasons.push(`${ctx.season.charAt(0).toUpperCase() + ctx.season.slice(1)} (as chosen)${ctx.weather.source !== 'none' ? `: ${ctx.weather.summary}` : ''}`);
  else if (ctx.weather.source !== 'none' || ctx.placeFrom === 'not-found') reasons.push(ctx.weather.summary);
  reasons.push(`Colours: ${harmonyOf(parts.flatMap((c) => c.colours).filter((c, i, all) => all.findIndex((x) => x.name === c.name) === i)).note}`);
  const perfect = worn.filter((c) => c.item.fitRating === PERFECT_FIT_RATING);
  if (perfect.length) reasons.push(`${perfect.map((c) => c.item.name).join(', ')}: rated ${fitLabel(PERFECT_FIT_RATING)}`);
  const poorFit = worn.filter((c) => c.fit < 60);
  if (poorFit.length) reasons.push(`${poorFit.map((c) => `${c.item.name} (${fitLabel(c.item.fitRating)})`).join(', ')}: the best your closet has for this`);
  const recentlyWorn = parts.filter((c) => c.fresh < 100);
  if (recentlyWorn.length) reasons.push(`${recentlyWorn.map((c) => c.item.name).join(', ')}: worn in the last 7 days, but still the best fit for this event`);
  for (const l of notes.laundrySkipped.slice(0, 3)) reasons.push(`Skipped ${l.name}: ${l.reason}`);
  // The person's own style (as they chose it) that a piece is tagged with, not the piece's first tag.
  for (const c of parts) {
    const tags = new Set((c.item.style ?? []).map((t) => t.toLowerCase()));
    const chosen = notes.stylePreferences.find((p) => tags.has(p.toLowerCase()));
    if (chosen) {
      reasons.push(`${c.item.name} matches your ${chosen} style`);
      break;
    }
  }
  const fav = parts.filter((c) => c.favouriteBrand);
  if (fav.length) reasons.push(`${[...new Set(fav.map((c) => c.item.brand!))].join(', ')}: one of your favourite brands`);
  if (notes.noShoes) reasons.push('No shoes in your closet: add a pair to complete the look');
  if (notes.repeatedSkipped) {
    const days = daysBetween(formatDay(notes.repeatedSkipped), notes.today);
    reasons.push(`A different look from the one suggested ${days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`}`);
  }
  if (notes.repeatUnavoidable) reasons.push('Same look as a recent suggestion: your closet has no other complete outfit for this');
  return reasons;
}
