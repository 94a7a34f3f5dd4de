/**
 * Colour harmony (issue 20) in CIE LCh (lightness, chroma, hue; D50), computed with culori (MIT,
 * tree-shakeable `culori/fn`: only the rgb and lch modes are registered).
 *
 * Parsing: hex codes and CSS colour names through culori; fashion names CSS lacks (navy shades,
 * camel, burgundy, cream, charcoal, sage, terracotta…) from {@link FASHION_COLOURS}; multi-word
 * names fall back to their last word ('Cherry Red' → red). Unknown names are ignored.
 *
 * Neutrals go with anything: black, white, greys, navy, denim, and the beige–brown family
 * (by name, {@link NEUTRAL_NAMES}), or any colour with chroma below 12, lightness below 18 (near
 * black), below 30 with chroma below 30 (navy-like darks) or above 94 with chroma below 20 (near
 * white). The rule of neutrals plus colour
 * templates follows the hue-template view of harmony (Itten's colour wheel; Matsuda's templates
 * as used by Cohen-Or et al., "Color Harmonization", SIGGRAPH 2006): pairs of strong hues score
 * by their hue distance — analogous (≤ 30°) 95, near (≤ 60°) 80, triadic / split (100–150°) 75,
 * complementary (≥ 150°) 85, and the clashing zone between (60–100°) 55. All-neutral outfits
 * score 90, one accent on neutrals 95, neutrals grounding colours +3, and every strong hue family
 * beyond 3 costs 15 (families = hues within 20° of each other).
 */
import { converter, modeLch, modeRgb, parse, useMode } from 'culori/fn';

let toLch: ReturnType<typeof converter<'lch'>> | undefined;
/** culori's rgb → lch converter, with the two modes registered on first use (no import-time work). */
function lchConverter() {
  if (!toLch) {
    useMode(modeRgb);
    useMode(modeLch);
    toLch = converter('lch');
  }
  return toLch;
}

/** Fashion names CSS does not know (or knows as a different shade), as sRGB hex. */
// prettier-ignore
export const FASHION_COLOURS: Readonly<Record<string, string>> = {
  navy: '#1f2a44', 'navy blue': '#1f2a44', beige: '#d8c8a8', camel: '#c19a6b', khaki: '#c3b091', burgundy: '#7c2e3e',
  olive: '#6f6f3d', cream: '#f3ead3', charcoal: '#36454f', ivory: '#efe8d8', taupe: '#8b7d6b', stone: '#beb5a6',
  sage: '#9cb08c', terracotta: '#c4674a', blush: '#e9b7b9', rust: '#b24f2c', mustard: '#d2a531', denim: '#4d6f9e',
  'denim blue': '#4d6f9e', cobalt: '#3557b7', emerald: '#2f8a6b', mauve: '#b784a7', nude: '#e3bc9a', champagne: '#f7e7ce',
  oatmeal: '#d9cbb0', ecru: '#e6dcc6', 'off white': '#f4f1ea', 'off-white': '#f4f1ea', mint: '#aaf0d1', lilac: '#c8a2c8',
  wine: '#722f37', plum: '#5e2750', 'forest green': '#2f5240', 'bottle green': '#006a4e', chocolate: '#5b3c2b',
  espresso: '#4b3621', cognac: '#9a463d', 'heather grey': '#a3a5aa', 'heather gray': '#a3a5aa', gold: '#d4af37',
  'rose gold': '#b76e79', 'cherry red': '#c23b3b', 'sky blue': '#8fc3e6', lavender: '#b8a8d8', coral: '#ef8a6d',
  teal: '#2a7f86', tan: '#c8a77e', brown: '#6b4a2e', grey: '#8a8a8a', gray: '#8a8a8a', 'light grey': '#c8c8c8',
  'dark grey': '#4a4a4a', 'light gray': '#c8c8c8', 'dark gray': '#4a4a4a', silver: '#c0c0c0', pewter: '#8e9294',
  'powder blue': '#b0cbe3', 'baby blue': '#a7c7e7', 'hot pink': '#e0457b', fuchsia: '#c2327a', magenta: '#b03a7a',
  maroon: '#6d2432', cherry: '#c23b3b', scarlet: '#c8202d', crimson: '#b0213a', peach: '#f2b48f', apricot: '#f0b07a',
  lemon: '#f2dc5d', chartreuse: '#b6c940', 'khaki green': '#7d7a4a', ochre: '#c68a2e', 'dusty pink': '#d4a5a5', rose: '#d98a99',
};

/** Colour names that read as neutral in an outfit whatever their chroma. */
export const NEUTRAL_NAMES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'black', 'white', 'grey', 'gray', 'light grey', 'dark grey', 'light gray', 'dark gray', 'heather grey', 'heather gray',
  'charcoal', 'silver', 'pewter', 'navy', 'navy blue', 'denim', 'denim blue', 'beige', 'camel', 'khaki', 'cream', 'ivory',
  'taupe', 'tan', 'stone', 'brown', 'chocolate', 'espresso', 'cognac', 'oatmeal', 'ecru', 'off white', 'off-white', 'nude',
  'champagne',
]);

/** A parsed colour in CIE LCh. */
export interface LchColour {
  name: string;
  l: number;
  c: number;
  /** Hue angle (°); 0 for achromatic colours. */
  h: number;
  neutral: boolean;
}

const normalize = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();

function lchOf(css: string): { l: number; c: number; h: number } | null {
  const toLchNow = lchConverter(); // registers the parsers `parse` needs
  const parsed = parse(css);
  if (!parsed) return null;
  const lch = toLchNow(parsed);
  if (!lch || !Number.isFinite(lch.l)) return null;
  return { l: lch.l, c: lch.c ?? 0, h: Number.isFinite(lch.h) ? (lch.h as number) : 0 };
}

/** Parsed names, kept for the next search (bounded: cleared when full). */
const parsedCache = /* @__PURE__ */ new Map<string, LchColour | null>();
const PARSED_CACHE_MAX = 2000;

/** A colour name or hex in LCh, or null when unknown ('multicolour', 'leopard'). */
export function parseColour(text: string): LchColour | null {
  const hit = parsedCache.get(text);
  if (hit !== undefined) return hit;
  const parsed = parseColourUncached(text);
  if (parsedCache.size >= PARSED_CACHE_MAX) parsedCache.clear();
  parsedCache.set(text, parsed);
  return parsed;
}

function parseColourUncached(text: string): LchColour | null {
  const name = normalize(text);
  if (!name) return null;
  const candidates = [FASHION_COLOURS[name], name, name.replace(/[\s-]+/g, ''), FASHION_COLOURS[name.split(/[\s-]+/).at(-1)!], name.split(/[\s-]+/).at(-1)!];
  for (const css of candidates) {
    if (!css) continue;
    const lch = lchOf(css);
    if (!lch) continue;
    const neutral =
      NEUTRAL_NAMES.has(name) ||
      NEUTRAL_NAMES.has(name.split(/[\s-]+/).at(-1)!) ||
      lch.c < 12 ||
      lch.l < 18 ||
      (lch.l < 30 && lch.c < 30) ||
      (lch.l > 94 && lch.c < 20);
    return { name, ...lch, neutral };
  }
  return null;
}

/** Hue distance 0–180°. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Pair score by hue distance (module doc). */
export function huePairScore(distance: number): number {
  if (distance <= 30) return 95;
  if (distance <= 60) return 80;
  if (distance < 100) return 55;
  if (distance < 150) return 75;
  return 85;
}

export interface Harmony {
  /** 0–100. */
  score: number;
  /** Strong (non-neutral) hue families. */
  hueFamilies: number;
  /** One line for people ('navy, white and camel: neutrals go with anything'). */
  note: string;
  /** Colours that were understood. */
  colours: LchColour[];
}

/** Families of hues: hues within 20° of a family's first hue join it (in hue order). */
function hueFamilies(hues: readonly number[]): number[] {
  const sorted = [...hues].sort((a, b) => a - b);
  const families: number[] = [];
  for (const h of sorted) if (!families.some((f) => hueDistance(f, h) <= 20)) families.push(h);
  return families;
}

const listText = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Harmony of an outfit's colours (names or hex; duplicates count once). */
export function colourHarmony(colourTexts: readonly string[]): Harmony {
  const seen = new Set<string>();
  const colours: LchColour[] = [];
  for (const t of colourTexts) {
    const c = parseColour(t);
    if (c && !seen.has(c.name)) {
      seen.add(c.name);
      colours.push(c);
    }
  }
  return harmonyOf(colours);
}

/** Harmony of already parsed colours (the search parses each item's colours once). */
export function harmonyOf(colours: readonly LchColour[]): Harmony {
  const names = colours.map((c) => c.name);
  if (colours.length === 0) return { score: 70, hueFamilies: 0, note: 'No colours given', colours: [] };
  const strong = colours.filter((c) => !c.neutral);
  const hasNeutral = strong.length < colours.length;
  if (strong.length === 0) {
    return { score: 90, hueFamilies: 0, note: `${listText(names)}: neutrals go with anything`, colours: [...colours] };
  }
  if (strong.length === 1) {
    return { score: 95, hueFamilies: 1, note: `${listText(names)}: one colour on neutrals`, colours: [...colours] };
  }
  let total = 0;
  let pairs = 0;
  let worst = { score: 101, a: '', b: '' };
  let best = { score: -1, d: 0 };
  for (let i = 0; i < strong.length; i++) {
    for (let j = i + 1; j < strong.length; j++) {
      const d = hueDistance(strong[i]!.h, strong[j]!.h);
      const s = huePairScore(d);
      total += s;
      pairs++;
      if (s < worst.score) worst = { score: s, a: strong[i]!.name, b: strong[j]!.name };
      if (s > best.score) best = { score: s, d };
    }
  }
  const families = hueFamilies(strong.map((c) => c.h)).length;
  const score = Math.max(0, Math.min(100, Math.round(total / pairs + (hasNeutral ? 3 : 0) - 15 * Math.max(0, families - 3))));
  let note: string;
  if (families > 3) note = `${listText(names)}: ${families} strong colours compete`;
  else if (worst.score <= 55) note = `${listText(names)}: ${worst.a} and ${worst.b} clash`;
  else if (strong.length === 2 && best.d >= 150) note = `${listText(names)}: complementary colours`;
  else if (best.d <= 60 && worst.score >= 80) note = `${listText(names)}: analogous colours`;
  else note = `${listText(names)}: balanced colours`;
  return { score, hueFamilies: families, note, colours: [...colours] };
}
