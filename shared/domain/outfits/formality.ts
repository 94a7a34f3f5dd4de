/**
 * Occasion (issue 20): the event's vibe → a formality band on a 1–6 scale, and each piece's
 * formality on the same scale.
 *
 * The scale is the dress-code ladder fashion writing and event invitations use (Seamline's
 * numbering): 1 athletic / lounge, 2 casual (tees, jeans, sneakers), 3 smart casual (knits,
 * chinos, loafers), 4 business casual (shirts, tailored trousers, blazers, heels), 5 business
 * formal / cocktail (suits, sheath and cocktail dresses, oxfords, pumps), 6 black tie (gowns,
 * tuxedos, bow ties).
 *
 * Bands ({@link FORMALITY_BANDS}) — why each was chosen:
 * - workout 1–1.5: only sportswear works for exercise (and activewear is required, see suggest);
 * - casual 1.5–3 and travel 1.5–3: everyday pieces up to smart casual; travel prizes comfort;
 * - date 3–4.5: a step up from everyday (smart casual to dressy);
 * - party 3–5: from smart casual to cocktail, parties vary the most;
 * - business 4–5: business casual to business formal (office, interviews);
 * - formal 5–6: cocktail to black tie (weddings, galas);
 * - other 2–4: the middle of the ladder when nothing is known.
 * Evening and night raise the lower bound of date, party and other by 0.5: evening dress codes
 * run dressier ('cocktail attire' is an evening code).
 */
import type { Garment } from './garments';
import type { StylistEvent, StylistItem } from './types';
import { isOneOf, VIBES, type TimeOfDay, type Vibe } from './vocabulary';

export const FORMALITY_BANDS: Readonly<Record<Vibe, readonly [number, number]>> = {
  workout: [1, 1.5],
  casual: [1.5, 3],
  travel: [1.5, 3],
  date: [3, 4.5],
  party: [3, 5],
  business: [4, 5],
  formal: [5, 6],
  other: [2, 4],
};

/** Words describing each band, for reasons ('suits, gowns, silk, heels'). */
export const BAND_EXAMPLES: Readonly<Record<Vibe, string>> = {
  workout: 'activewear and trainers',
  casual: 'tees, jeans, knits, sneakers',
  travel: 'comfortable layers and flat shoes',
  date: 'smart casual to dressy',
  party: 'smart casual to cocktail',
  business: 'shirts, tailoring, blazers, leather shoes',
  formal: 'suits, cocktail dresses and gowns, heels or oxfords',
  other: 'everyday to smart casual',
};

/** The band of a vibe at a time of day (module doc). */
export function formalityBand(vibe: Vibe, timeOfDay: TimeOfDay | null): [number, number] {
  const [lo, hi] = FORMALITY_BANDS[vibe];
  const evening = timeOfDay === 'evening' || timeOfDay === 'night';
  return [evening && (vibe === 'date' || vibe === 'party' || vibe === 'other') ? lo + 0.5 : lo, hi];
}

/** Event-type words → vibe, first match wins (so 'business dinner' is business, 'dinner party' a party). */
const TYPE_RULES: readonly [RegExp, Vibe][] = [
  [/\b(gym|workout|work out|run|running|jog|jogging|yoga|pilates|training|hike|hiking|crossfit|spin|cycling|marathon|tennis|climbing|sport|sports|exercise|fitness)\b/, 'workout'],
  [/\b(wedding|gala|black tie|white tie|ball|opera|prom|awards?|ceremony|funeral|formal|graduation|christening)\b/, 'formal'],
  [/\b(party|birthday|club|clubbing|celebration|concert|festival|night out|bachelor|bachelorette|hen|stag|new year|nye)\b/, 'party'],
  [/\b(interview|meeting|office|work|conference|presentation|client|business|networking|court|pitch|seminar)\b/, 'business'],
  [/\b(date|dinner|anniversary|romantic|valentine)\b/, 'date'],
  [/\b(travel|trip|flight|airport|vacation|holiday|road trip|train|cruise)\b/, 'travel'],
  [/\b(casual|brunch|lunch|coffee|picnic|beach|park|shopping|errands|bbq|barbecue|hangout|movie|museum)\b/, 'casual'],
];

/**
 * The vibe to dress for (spec 02 §9): the event's vibe when it is one of VIBES (other than
 * 'other'), else what its type says, else 'other' when the vibe was 'other', else 'casual'.
 */
export function vibeOf(event: Pick<StylistEvent, 'vibe' | 'eventType'>): { vibe: Vibe; from: 'vibe' | 'eventType' | 'default' } {
  const given = event.vibe?.trim().toLowerCase();
  if (isOneOf(VIBES, given) && given !== 'other') return { vibe: given, from: 'vibe' };
  const type = (event.eventType ?? '').toLowerCase();
  if (isOneOf(VIBES, type.trim()) && type.trim() !== 'other') return { vibe: type.trim() as Vibe, from: 'eventType' };
  const rule = TYPE_RULES.find(([re]) => re.test(type));
  if (rule) return { vibe: rule[1], from: 'eventType' };
  if (given === 'other') return { vibe: 'other', from: 'vibe' };
  return { vibe: 'casual', from: 'default' };
}

/** Style tags (STYLE_CATEGORIES) → formality. */
const STYLE_LEVEL: Readonly<Record<string, number>> = {
  formal: 5.5, business: 4.5, preppy: 3.5, romantic: 3.5, minimalist: 3, vintage: 3, gothic: 3,
  edgy: 2.5, bohemian: 2.5, casual: 2, streetwear: 2, athletic: 1,
};
/** Occasion tags → formality ('work' is the catalogue's word for business). */
const OCCASION_LEVEL: Readonly<Record<string, number>> = {
  formal: 5.5, business: 4.5, work: 4.5, party: 4, date: 3.5, travel: 2.5, casual: 2, workout: 1,
};
const DRESSY_MATERIAL = /(silk|satin|velvet|cashmere|lace|patent|tweed|crepe|brocade|sequin|organza|taffeta|chiffon)/;
const CASUAL_MATERIAL = /(denim|jersey|fleece|canvas|nylon|ripstop|mesh|terry|sweat|rubber|recycled polyester)/;
const DRESSY_WORDS = / (tailored|pleated|pressed|evening|cocktail|tuxedo|formal|dress|silk|satin|velvet|sequin|beaded|stiletto|patent) /;
const CASUAL_WORDS = / (distressed|ripped|graphic|boxy|cargo|jogger|joggers|sweat|hooded|denim|canvas|slouchy|lounge|beach|flip) /;

/**
 * A piece's formality, 1–6 in steps of 0.5: the garment kind's level (garments.ts), averaged with
 * its style and occasion tags when it has any, ±0.5 for dressy (silk, satin, velvet, cashmere…)
 * or casual (denim, jersey, fleece…) materials and name words (tailored, evening / distressed,
 * graphic, cargo…). Sporty pieces stay at 1.5 or below.
 */
export function formalityOf(item: Pick<StylistItem, 'name' | 'material' | 'style' | 'occasion'>, garment: Garment): number {
  let f = garment.kind.formality;
  const tagLevels = [
    ...(item.style ?? []).map((s) => STYLE_LEVEL[s.toLowerCase()]),
    ...(item.occasion ?? []).map((o) => OCCASION_LEVEL[o.toLowerCase()]),
  ].filter((v): v is number => v !== undefined);
  if (tagLevels.length) f = (f + tagLevels.reduce((a, b) => a + b, 0) / tagLevels.length) / 2;
  const material = (item.material ?? '').toLowerCase();
  const name = ` ${item.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  if (DRESSY_MATERIAL.test(material) || DRESSY_WORDS.test(name)) f += 0.5;
  if (CASUAL_MATERIAL.test(material) || CASUAL_WORDS.test(name)) f -= 0.5;
  if (garment.sporty >= 1) f = Math.min(f, 1.5);
  return Math.min(6, Math.max(1, Math.round(f * 2) / 2));
}

/**
 * Occasion score below which a piece is too casual or too dressy for the event — more than one
 * formality step outside the band (one step scores 70). The analysis's item feedback, its 'Dress
 * up / Dress down' lines and the stylist's reasons all use this one threshold (issue 34).
 */
export const OCCASION_TOO_FAR = 70;

/** How far a formality lies outside a band (0 inside). */
export function bandDistance(formality: number, [lo, hi]: readonly [number, number]): number {
  return formality < lo ? lo - formality : formality > hi ? formality - hi : 0;
}

/** Occasion tags that count as the vibe (the catalogue says 'work' for business). */
export function occasionTagMatches(tags: readonly string[] | null | undefined, vibe: Vibe): boolean | null {
  if (!tags || tags.length === 0) return null;
  const want = vibe === 'business' ? ['business', 'work'] : vibe === 'other' ? [] : [vibe];
  return tags.some((t) => want.includes(t.toLowerCase()));
}

/**
 * How well one piece suits the vibe, 0–100: 100 inside the band, −30 per formality step outside
 * (−15 for accessories, which bend to the outfit); the piece's own occasion tags add 10 when they
 * name the vibe and take 5 when they do not. For workouts a piece made for sport scores 100, a
 * sporty-tagged one 85, anything else at most 60.
 */
export function occasionScore(item: Pick<StylistItem, 'occasion'>, garment: Garment, formality: number, vibe: Vibe, band: readonly [number, number]): number {
  const perStep = garment.role === 'accessory' ? 15 : 30;
  let score = 100 - perStep * bandDistance(formality, band);
  const tag = occasionTagMatches(item.occasion, vibe);
  if (tag === true) score += 10;
  else if (tag === false && vibe !== 'other') score -= 5;
  if (vibe === 'workout' && garment.role !== 'accessory') {
    score = garment.sporty >= 1 ? 100 : garment.sporty > 0 ? Math.max(score, 85) : Math.min(score, 60);
  }
  return Math.max(0, Math.min(100, Math.round(score)));
}
