/**
 * Dominant colour of a garment photo, named from a fixed palette (issue 7, spec 02 §2.3 colour
 * field help; issue 34 §6: the background no longer wins). Pure: works on RGBA pixels of a photo
 * downscaled to about {@link COLOUR_SAMPLE_SIDE} px (a canvas in the browser, sharp on a server).
 *
 * Steps ({@link dominantColour}):
 * 1. the garment's pixels: in a cut-out (≥ {@link MIN_TRANSPARENT_BORDER_SHARE} of the border
 *    band below alpha {@link MIN_ALPHA}) the alpha channel is the mask ('alpha'); otherwise a
 *    border colour model marks the background (`background-mask.ts`, 'border-model'), leaving
 *    transparent pixels out (a photo with rounded transparent corners keeps its backdrop model);
 * 2. when that leaves under {@link MIN_FOREGROUND_SHARE} of the pixels (a garment filling the
 *    frame, or one of the backdrop's colour: white on white) or the border shows no background
 *    (its background colours explain under {@link MIN_BORDER_COVERAGE} of it: a busy scene or a
 *    patterned garment filling the frame), the whole image is counted instead
 *    ('whole-image') and the answer says `confidence: 'low'`;
 * 3. every counted pixel votes for its nearest palette colour in CIELAB (CIE76 ΔE, D65 white),
 *    so a garment's shades vote together, with a weight from a centre prior
 *    ({@link CENTRE_SIGMA}); the name with most weight wins and `rgb` is the weighted mean of its
 *    voters. A winner within {@link CLOSE_TO_BACKGROUND_DE} of a background colour is also
 *    'low' confidence.
 */
import { BACKGROUND_DE, BORDER_BAND_SHARE, backgroundFromBorder } from './background-mask';

/** Palette of names the form may suggest, with a representative sRGB value each. */
export const COLOUR_PALETTE = [
  { name: 'black', rgb: [20, 20, 20] },
  { name: 'white', rgb: [250, 250, 250] },
  { name: 'grey', rgb: [128, 128, 128] },
  { name: 'navy', rgb: [25, 35, 80] },
  { name: 'blue', rgb: [40, 90, 200] },
  { name: 'light blue', rgb: [150, 195, 235] },
  { name: 'green', rgb: [40, 140, 60] },
  { name: 'olive', rgb: [110, 110, 40] },
  { name: 'yellow', rgb: [240, 210, 50] },
  { name: 'orange', rgb: [240, 130, 30] },
  { name: 'red', rgb: [200, 30, 35] },
  { name: 'burgundy', rgb: [110, 20, 40] },
  { name: 'pink', rgb: [240, 150, 180] },
  { name: 'purple', rgb: [110, 50, 150] },
  { name: 'brown', rgb: [110, 70, 40] },
  { name: 'beige', rgb: [215, 195, 160] },
  { name: 'cream', rgb: [245, 235, 205] },
] as const satisfies readonly { name: string; rgb: readonly [number, number, number] }[];
export type ColourName = (typeof COLOUR_PALETTE)[number]['name'];

/** Longest side (px) a photo is downscaled to before {@link dominantColour} (both callers use it). */
export const COLOUR_SAMPLE_SIDE = 64;
/**
 * Centre prior: a pixel's vote weighs exp(−d² / 2σ²), d its distance from the image centre with
 * the half-width and half-height as 1 (garments are photographed centred; the centre bias of
 * saliency models, Judd et al., "Learning to Predict Where Humans Look", ICCV 2009). At σ 0.6 a
 * pixel at the middle of a side weighs 0.25 of the centre's.
 */
export const CENTRE_SIGMA = 0.6;
/** Pixels with alpha below this (0–255) are transparent. */
export const MIN_ALPHA = 128;
/** Share (0–1) of the border band (as in `background-mask.ts`) transparent in a cut-out, whose alpha is the mask. */
export const MIN_TRANSPARENT_BORDER_SHARE = 0.5;
/** Smallest share (0–1) of the opaque pixels a found garment covers; below it, whole image. */
export const MIN_FOREGROUND_SHARE = 0.03;
/** Smallest share (0–1) of the border explained by background colours for a "clear border". */
export const MIN_BORDER_COVERAGE = 0.4;
/** A winner this close (ΔE*ab) to a background colour may be backdrop: low confidence. */
export const CLOSE_TO_BACKGROUND_DE = 2 * BACKGROUND_DE;

/** sRGB channel (0–255) → linear light (IEC 61966-2-1), precomputed for the 256 values. */
const LINEAR = Float64Array.from({ length: 256 }, (_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

/**
 * sRGB (0–255 per channel, rounded to integers for the lookup table) → CIELAB (D65 white; sRGB
 * matrix of IEC 61966-2-1, Lab of CIE 15:2004). Agrees with culori's `lab65` mode within 0.1
 * (checked in the tests); written out because it runs once per pixel.
 */
export function rgbToLab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const R = LINEAR[Math.round(r)]!;
  const G = LINEAR[Math.round(g)]!;
  const B = LINEAR[Math.round(b)]!;
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const PALETTE_LAB = COLOUR_PALETTE.map((c) => ({ name: c.name, lab: rgbToLab(c.rgb) }));

/** Index in {@link COLOUR_PALETTE} of the colour nearest to a CIELAB colour (CIE76). */
function nearestPaletteIndex(l: number, a: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  PALETTE_LAB.forEach((entry, k) => {
    const d = (entry.lab[0] - l) ** 2 + (entry.lab[1] - a) ** 2 + (entry.lab[2] - b) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  });
  return best;
}

/** The palette name nearest to an sRGB colour (CIE76 distance in CIELAB). */
export function nameColour(rgb: readonly [number, number, number]): ColourName {
  return COLOUR_PALETTE[nearestPaletteIndex(...rgbToLab(rgb))]!.name;
}

/** Share (0–1) of the border band's pixels that are transparent (`opaque[i]` 0). */
function transparentBorderShare(opaque: Uint8Array, width: number, height: number): number {
  const band = Math.max(1, Math.round(Math.min(width, height) * BORDER_BAND_SHARE));
  let total = 0;
  let transparent = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y >= band && y < height - band && x >= band && x < width - band) continue;
      total++;
      if (!opaque[y * width + x]) transparent++;
    }
  }
  return transparent / total;
}

/** The dominant colour of a photo and how sure the answer is. */
export interface DominantColour {
  /** Weighted mean sRGB (0–255) of the pixels that voted for `name`. */
  rgb: [number, number, number];
  name: ColourName;
  /** How the garment was told from the background (see the module comment). */
  basis: 'alpha' | 'border-model' | 'whole-image';
  /** 'low' for a whole-image fallback or a winner close to the background colour. */
  confidence: 'high' | 'low';
  /** Share (0–1) of the opaque pixels counted as garment. */
  foregroundShare: number;
}

/**
 * The dominant colour of an RGBA image, ignoring its background.
 * @param data RGBA bytes, row-major, `width * height * 4` long (a canvas `ImageData.data`, or
 *   sharp `.ensureAlpha().raw()`); best downscaled to {@link COLOUR_SAMPLE_SIDE} px first (the
 *   work is linear in pixels)
 * @param width image width in px; `height` is derived from the data length
 * @returns the colour, its basis and confidence, or `null` when no pixel is opaque
 */
export function dominantColour(data: ArrayLike<number>, width: number): DominantColour | null {
  if (width < 1) return null;
  const height = Math.floor(data.length / 4 / width);
  const n = width * height;
  if (!n) return null;
  const lab = new Float32Array(n * 3);
  const opaque = new Uint8Array(n);
  let opaqueCount = 0;
  for (let i = 0; i < n; i++) {
    const [l, a, b] = rgbToLab([data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!]);
    lab[i * 3] = l;
    lab[i * 3 + 1] = a;
    lab[i * 3 + 2] = b;
    if (data[i * 4 + 3]! >= MIN_ALPHA) {
      opaque[i] = 1;
      opaqueCount++;
    }
  }
  if (!opaqueCount) return null;

  let basis: DominantColour['basis'] = 'alpha';
  let counted = opaque;
  let backgroundLabs: [number, number, number][] = [];
  if (transparentBorderShare(opaque, width, height) < MIN_TRANSPARENT_BORDER_SHARE) {
    const transparent = opaqueCount < n ? opaque.map((o) => 1 - o) : undefined;
    const model = backgroundFromBorder(lab, width, height, transparent);
    const garment = new Uint8Array(n);
    let garmentCount = 0;
    for (let i = 0; i < n; i++) {
      if (opaque[i] && !model.mask[i]) {
        garment[i] = 1;
        garmentCount++;
      }
    }
    backgroundLabs = model.clusters.map((c) => c.lab);
    const clear = model.borderCoverage >= MIN_BORDER_COVERAGE && garmentCount >= opaqueCount * MIN_FOREGROUND_SHARE;
    basis = clear ? 'border-model' : 'whole-image';
    if (clear) counted = garment;
  }

  const votes = new Float64Array(COLOUR_PALETTE.length * 4); // per colour: weight, r, g, b weighted sums
  let countedCount = 0;
  const sigma2 = 2 * CENTRE_SIGMA ** 2;
  for (let i = 0; i < n; i++) {
    if (!counted[i]) continue;
    countedCount++;
    const dx = ((i % width) + 0.5) / width * 2 - 1;
    const dy = (Math.floor(i / width) + 0.5) / height * 2 - 1;
    const w = Math.exp(-(dx * dx + dy * dy) / sigma2);
    const k = nearestPaletteIndex(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!) * 4;
    votes[k]! += w;
    votes[k + 1]! += w * data[i * 4]!;
    votes[k + 2]! += w * data[i * 4 + 1]!;
    votes[k + 3]! += w * data[i * 4 + 2]!;
  }
  let winner = 0;
  for (let k = 1; k < COLOUR_PALETTE.length; k++) if (votes[k * 4]! > votes[winner * 4]!) winner = k;
  const count = votes[winner * 4]!;
  const rgb: [number, number, number] = [1, 2, 3].map((c) => Math.round(votes[winner * 4 + c]! / count)) as [number, number, number];
  const [l, a, b] = rgbToLab(rgb);
  const nearBackground = backgroundLabs.some((m) => (m[0] - l) ** 2 + (m[1] - a) ** 2 + (m[2] - b) ** 2 <= CLOSE_TO_BACKGROUND_DE ** 2);
  return {
    rgb,
    name: COLOUR_PALETTE[winner]!.name,
    basis,
    confidence: basis === 'whole-image' || (basis === 'border-model' && nearBackground) ? 'low' : 'high',
    foregroundShare: basis === 'whole-image' ? 1 : countedCount / opaqueCount,
  };
}
