/**
 * Pixel scale from the stated height: the head-to-ankle keypoint span in px covers less than
 * the stature, because the head keypoint sits below the vertex (top of head) and the ankle
 * keypoint (lateral malleolus) sits above the floor. The missing parts are ANSUR II-derived
 * fractions of stature (sex-equally weighted means, fitted into coefficients.json):
 *
 * - ankle: `lateralmalleolusheight` / `stature` (≈ 0.04);
 * - ear: `tragiontopofhead` / `stature` (≈ 0.08);
 * - eye: ear − 0.15 × `mentonsellionlength` / `stature` — ASSUMPTION: the pupils sit about
 *   1.5–2 cm above the Frankfort plane through the tragion;
 * - nose (tip): ear + 0.25 × `mentonsellionlength` / `stature` — ASSUMPTION: the nose tip
 *   sits about a quarter of the chin–nasal-root length below the Frankfort plane;
 * - vertex: 0 (a silhouette top-of-head, e.g. from segmentation).
 */
import coefficients from './coefficients.json' with { type: 'json' };
import type { AnsurRow } from './ansur';

export type HeadKeypoint = 'vertex' | 'eye' | 'ear' | 'nose';

/** Head and ankle offsets as fractions of stature (dimensionless). */
export interface PixelScaleRatios {
  /** `tragiontopofhead` / `stature`. */
  tragionTop: number;
  /** `mentonsellionlength` / `stature`. */
  mentonSellion: number;
  /** `lateralmalleolusheight` / `stature`. */
  malleolusHeight: number;
}

export const EYE_ABOVE_TRAGION = 0.15;
export const NOSE_BELOW_TRAGION = 0.25;

/** Sex-equally weighted mean ratios from ANSUR rows (used by the fitting script). */
export function derivePixelScaleRatios(rows: readonly AnsurRow[]): PixelScaleRatios {
  const mean = (pick: (r: AnsurRow) => number) => {
    const bySex = (['female', 'male'] as const).map((sex) => {
      const xs = rows.filter((r) => r.sex === sex).map((r) => pick(r) / r.statureCm);
      return xs.reduce((s, v) => s + v, 0) / (xs.length || 1);
    });
    return Number(((bySex[0]! + bySex[1]!) / 2).toPrecision(6));
  };
  return {
    tragionTop: mean((r) => r.tragionTopCm),
    mentonSellion: mean((r) => r.mentonSellionCm),
    malleolusHeight: mean((r) => r.malleolusHeightCm),
  };
}

/** Fraction of stature between the vertex and `head` keypoint. */
export function headOffsetRatio(head: HeadKeypoint, r: PixelScaleRatios = coefficients.pixelScale): number {
  switch (head) {
    case 'vertex':
      return 0;
    case 'ear':
      return r.tragionTop;
    case 'eye':
      return r.tragionTop - EYE_ABOVE_TRAGION * r.mentonSellion;
    case 'nose':
      return r.tragionTop + NOSE_BELOW_TRAGION * r.mentonSellion;
  }
}

/**
 * Centimetres per pixel from the stated stature and the vertical head-to-ankle span.
 * @param heightCm stated stature, cm.
 * @param headTopY image y (px) of the head reference (see `opts.headKeypoint`, default `vertex`).
 * @param ankleY image y (px) of the ankle keypoints (mean of both), always corrected for the
 *   malleolus height above the floor.
 * @param opts.headKeypoint which head point `headTopY` is: `vertex` (default), `eye`, `ear`, `nose`.
 * @throws RangeError for non-finite input, non-positive height or a zero span.
 */
export function pixelScaleCmPerPx(
  heightCm: number,
  headTopY: number,
  ankleY: number,
  opts: { headKeypoint?: HeadKeypoint; ratios?: PixelScaleRatios } = {},
): number {
  if (![heightCm, headTopY, ankleY].every(Number.isFinite) || heightCm <= 0) {
    throw new RangeError('pixelScaleCmPerPx: height and y coordinates must be finite, height > 0');
  }
  const spanPx = Math.abs(ankleY - headTopY);
  if (spanPx === 0) throw new RangeError('pixelScaleCmPerPx: head and ankle at the same y');
  const ratios = opts.ratios ?? coefficients.pixelScale;
  const visible = 1 - headOffsetRatio(opts.headKeypoint ?? 'vertex', ratios) - ratios.malleolusHeight;
  return (heightCm * visible) / spanPx;
}

/** Euclidean distance between two keypoints (px) × scale (cm/px) → cm. */
export function keypointBreadthCm(a: { x: number; y: number }, b: { x: number; y: number }, cmPerPx: number): number {
  return Math.hypot(a.x - b.x, a.y - b.y) * cmPerPx;
}
