/**
 * Dominant colour of a garment photo, named from a fixed palette (issue 7, spec 02 §2.3 colour
 * field help). Pure: works on RGBA pixels (e.g. a photo downscaled to ~32 px in a canvas).
 *
 * Steps: drop near-transparent pixels, near-white background pixels and a 1-pixel border
 * (usually background); bucket the rest by RGB (4 bits per channel); take the biggest bucket's
 * mean colour; name it by the nearest palette colour in CIELAB (CIE76 ΔE, D65 white).
 */

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

/** Pixels with alpha below this (0–255) are ignored. */
const MIN_ALPHA = 128;
/** Pixels whose every channel is at least this are treated as (white) background. */
const WHITE_BACKGROUND = 235;

function srgbToLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** sRGB (0–255 per channel) → CIELAB (D65). */
export function rgbToLab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const R = srgbToLinear(r);
  const G = srgbToLinear(g);
  const B = srgbToLinear(b);
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

/** The palette name nearest to an sRGB colour (CIE76 distance in CIELAB). */
export function nameColour(rgb: readonly [number, number, number]): ColourName {
  const lab = rgbToLab(rgb);
  let best = PALETTE_LAB[0]!;
  let bestDistance = Infinity;
  for (const entry of PALETTE_LAB) {
    const d = (entry.lab[0] - lab[0]) ** 2 + (entry.lab[1] - lab[1]) ** 2 + (entry.lab[2] - lab[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = entry;
    }
  }
  return best.name;
}

/**
 * The dominant colour of an RGBA image.
 * @param data RGBA bytes, row-major, `width * height * 4` long (a canvas `ImageData.data`)
 * @param width image width in px; `height` is derived from the data length
 * @returns the mean sRGB colour of the biggest colour bucket and its palette name, or `null`
 *   when no pixel is left (all transparent / white / border)
 */
export function dominantColour(
  data: ArrayLike<number>,
  width: number,
): { rgb: [number, number, number]; name: ColourName } | null {
  if (width < 1) return null;
  const height = Math.floor(data.length / 4 / width);
  // Skip the 1-px border only when the image is big enough to keep an inside.
  const border = width > 2 && height > 2 ? 1 : 0;
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let y = border; y < height - border; y++) {
    for (let x = border; x < width - border; x++) {
      const i = (y * width + x) * 4;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const a = data[i + 3]!;
      if (a < MIN_ALPHA) continue;
      if (r >= WHITE_BACKGROUND && g >= WHITE_BACKGROUND && b >= WHITE_BACKGROUND) continue;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bucket = buckets.get(key);
      if (bucket) {
        bucket.n++;
        bucket.r += r;
        bucket.g += g;
        bucket.b += b;
      } else buckets.set(key, { n: 1, r, g, b });
    }
  }
  let top: { n: number; r: number; g: number; b: number } | undefined;
  for (const bucket of buckets.values()) if (!top || bucket.n > top.n) top = bucket;
  if (!top) return null;
  const rgb: [number, number, number] = [Math.round(top.r / top.n), Math.round(top.g / top.n), Math.round(top.b / top.n)];
  return { rgb, name: nameColour(rgb) };
}
