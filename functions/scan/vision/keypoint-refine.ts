/**
 * Keypoint refinement of the local `vision` adapter: the crops around a first-pass person that
 * MoveNet sees again, and the fusion of the estimates.
 */
import { KEYPOINT_NAMES, type Keypoint } from '@seamline/shared/domain/scan/keypoints';

/** Margins (fraction of the keypoints' extent) of the refinement crops around the person. */
export const REFINE_MARGINS = [0.05, 0.15] as const;

/**
 * A refinement window: the square around the first-pass keypoints plus `margin` on each
 * side, clipped to the image. MoveNet then sees the person larger.
 */
export function refineWindow(points: readonly Keypoint[], width: number, height: number, margin: number) {
  const xs = points.map((k) => k.x);
  const ys = points.map((k) => k.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * (1 + 2 * margin);
  const x0 = Math.max(0, Math.round(cx - side / 2));
  const y0 = Math.max(0, Math.round(cy - side / 2));
  const x1 = Math.min(width, Math.round(cx + side / 2));
  const y1 = Math.min(height, Math.round(cy + side / 2));
  return { x0, y0, width: x1 - x0, height: y1 - y0 };
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * Fuse several estimates of the same keypoints: per-coordinate median (MoveNet Lightning
 * jumps by up to 30 px on one limb between slightly different crops; the median of the
 * full-frame pass and two crops is stable), score = mean.
 */
export function fuseKeypoints(estimates: readonly Keypoint[][]): Keypoint[] {
  return KEYPOINT_NAMES.map((name, i) => ({
    name,
    x: median(estimates.map((e) => e[i]!.x)),
    y: median(estimates.map((e) => e[i]!.y)),
    score: estimates.reduce((s, e) => s + e[i]!.score, 0) / estimates.length,
  }));
}
