/**
 * Landmark levels on a full-body photo (issue 23): the image rows of the axilla, chest
 * (bustpoint), waist (omphalion) and buttock levels, from the ankle keypoints (the floor is the
 * ANSUR malleolus height below them), the stated height, the pixel scale and ANSUR II height
 * ratios (level-ratios.ts). And the body's midline: the line through the shoulder and hip
 * keypoint midpoints, which lies inside the torso in a front and in a side view.
 */
import coefficients from '../body-estimator/coefficients.json' with { type: 'json' };
import { findKeypoint, type Keypoint, type KeypointName } from '../scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '../scan/photo-checks';
import type { LevelRatios } from './level-ratios';

export interface LandmarkLevels {
  /** Image y of the floor (soles), px. */
  floorY: number;
  /** Stated stature in px (heightCm ÷ cmPerPx). */
  staturePx: number;
  /** Image y of each level, px (floorY − ratio × staturePx). */
  axillaY: number;
  chestY: number;
  waistY: number;
  buttockY: number;
}

/** Mean of the keypoints `names` seen with confidence, or undefined. */
function meanOf(points: readonly Keypoint[], names: readonly KeypointName[], axis: 'x' | 'y'): number | undefined {
  const seen = names.map((n) => findKeypoint(points, n, MIN_KEYPOINT_SCORE)).filter((k) => k !== undefined);
  return seen.length ? seen.reduce((s, k) => s + k[axis], 0) / seen.length : undefined;
}

/**
 * Levels of a standing person.
 * @param keypoints COCO-17 keypoints in px of the same image as the mask.
 * @param cmPerPx pixel scale (body-estimator/pixel-scale.ts), cm per px.
 * @param heightCm stated stature, cm.
 * @returns undefined when no ankle keypoint is seen (the floor is unknown).
 * @throws RangeError for a non-positive or non-finite scale or height.
 */
export function landmarkLevels(
  keypoints: readonly Keypoint[],
  cmPerPx: number,
  heightCm: number,
  ratios: LevelRatios = coefficients.levelRatios,
  malleolusHeight: number = coefficients.pixelScale.malleolusHeight,
): LandmarkLevels | undefined {
  if (!(cmPerPx > 0) || !(heightCm > 0) || !Number.isFinite(cmPerPx + heightCm)) {
    throw new RangeError(`landmarkLevels: cmPerPx and heightCm must be finite and > 0, got ${cmPerPx}, ${heightCm}`);
  }
  const ankleY = meanOf(keypoints, ['leftAnkle', 'rightAnkle'], 'y');
  if (ankleY === undefined) return undefined;
  const staturePx = heightCm / cmPerPx;
  const floorY = ankleY + malleolusHeight * staturePx;
  const at = (ratio: number) => floorY - ratio * staturePx;
  return { floorY, staturePx, axillaY: at(ratios.axilla), chestY: at(ratios.chest), waistY: at(ratios.waist), buttockY: at(ratios.buttock) };
}

/**
 * The body midline's x at image row y: linear between the shoulder midpoint and the hip
 * midpoint (keypoints seen with confidence; in a side view one of a pair is enough), constant
 * when only one of them is seen; undefined when neither is.
 */
export function midlineX(keypoints: readonly Keypoint[], y: number): number | undefined {
  const sx = meanOf(keypoints, ['leftShoulder', 'rightShoulder'], 'x');
  const sy = meanOf(keypoints, ['leftShoulder', 'rightShoulder'], 'y');
  const hx = meanOf(keypoints, ['leftHip', 'rightHip'], 'x');
  const hy = meanOf(keypoints, ['leftHip', 'rightHip'], 'y');
  if (sx === undefined || sy === undefined) return hx;
  if (hx === undefined || hy === undefined || hy === sy) return sx;
  return sx + ((y - sy) / (hy - sy)) * (hx - sx);
}
