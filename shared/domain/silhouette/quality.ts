/**
 * What one scan's photos tell about how precisely its silhouette values were read (issue 35 §5),
 * so that each value's ± is this scan's and not a constant of the model. Geometry only, no
 * assumptions beyond the ones stated:
 *
 * - **Resolution.** A width is read to whole pixels at both of its edges, so rounding alone adds
 *   sd `cmPerPx ÷ √6` to each value (two edges, each uniform over ±½ px: variance 2 × 1⁄12 px²).
 *   A person small in the frame, or a small photo, has a coarser scale.
 * - **Side photo turned.** Seen from an angle θ off side-on, a torso of breadth b and depth d (an
 *   ellipse) shows the width √(d² cos²θ + b² sin²θ) instead of d. sin θ is read from the side
 *   photo's two shoulder keypoints: their horizontal spread ÷ the shoulder breadth measured on
 *   the front photo (side-on they coincide; facing the camera they are one shoulder breadth apart).
 * Pure and browser-safe.
 */
import { findKeypoint, type Keypoint } from '../scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '../scan/photo-checks';

/** sd (cm) that reading a width to whole pixels adds, at `cmPerPx` cm per px: cmPerPx ÷ √6. */
export const pixelRoundingSdCm = (cmPerPx: number): number => cmPerPx / Math.sqrt(6);

/**
 * sin of the side photo's turn away from side-on, 0–1: the horizontal spread of its two shoulder
 * keypoints (px × `cmPerPx`) ÷ `shoulderBreadthCm` (the front photo's shoulder keypoint
 * distance, cm); null when either shoulder is not seen with MIN_KEYPOINT_SCORE (side-on the far
 * shoulder is often hidden) or the breadth is not positive.
 */
export function sideTurnSin(keypoints: readonly Keypoint[], cmPerPx: number, shoulderBreadthCm: number): number | null {
  const left = findKeypoint(keypoints, 'leftShoulder', MIN_KEYPOINT_SCORE);
  const right = findKeypoint(keypoints, 'rightShoulder', MIN_KEYPOINT_SCORE);
  if (!left || !right || !(shoulderBreadthCm > 0)) return null;
  return Math.min(1, (Math.abs(left.x - right.x) * cmPerPx) / shoulderBreadthCm);
}

/**
 * How much wider (cm, ≥ 0) a torso level of breadth `breadthCm` and depth `depthCm` reads on a
 * side photo turned by θ (sin θ = `turnSin`): √(d² cos²θ + b² sin²θ) − d.
 */
export function turnedDepthErrorCm(breadthCm: number, depthCm: number, turnSin: number): number {
  const s2 = Math.min(1, Math.max(0, turnSin)) ** 2;
  return Math.max(0, Math.sqrt(depthCm ** 2 * (1 - s2) + breadthCm ** 2 * s2) - depthCm);
}
