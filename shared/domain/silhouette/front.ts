/**
 * Front photo → silhouette breadths at the chest, waist and hip levels (issue 23), ANSUR-
 * equivalent caliper values in cm for the estimator. The torso's breadth at a row is the mask
 * run containing the body midline; arms are excluded by requiring a background gap between the
 * torso and each arm: the arm's centre line (shoulder → elbow → wrist → hand tip keypoints) must
 * lie OUTSIDE the torso run at every measured row it crosses, else the arm touches the body
 * (or is in front of it) and the answer is the retake code `armsTouching`.
 */
import { findKeypoint, type Keypoint } from '../scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '../scan/photo-checks';
import { landmarkLevels, midlineX } from './landmark-levels';
import { assertMask, rowRuns, runAt, runWidth, type PersonMask } from './mask';
import { readLevels, type BodyLevel, type Reading, type RowResult } from './readings';

/** ANSUR II `handlength` / `stature` (0.111 women, 0.110 men): the hand tip beyond the wrist keypoint. */
export const HAND_LENGTH_RATIO = 0.11;

export interface FrontBreadths {
  chestBreadthCm: number;
  waistBreadthCm: number;
  hipBreadthCm: number;
}

export interface SilhouettePhoto {
  mask: PersonMask;
  /** COCO-17 keypoints in px of the mask's image. */
  keypoints: readonly Keypoint[];
  /** Pixel scale, cm per px (body-estimator/pixel-scale.ts). */
  cmPerPx: number;
  /** Stated stature, cm. */
  heightCm: number;
}

/**
 * One arm's centre line as a polyline, px: shoulder → elbow → wrist → hand tip (the tip is the
 * forearm direction × `handPx` beyond the wrist); 'unseen' when its shoulder, elbow or wrist is
 * not seen.
 */
export function armChain(points: readonly Keypoint[], side: 'left' | 'right', handPx: number): { x: number; y: number }[] | 'unseen' {
  const joint = (n: 'Shoulder' | 'Elbow' | 'Wrist') => findKeypoint(points, `${side}${n}`, MIN_KEYPOINT_SCORE);
  const [shoulder, elbow, wrist] = [joint('Shoulder'), joint('Elbow'), joint('Wrist')];
  if (!shoulder || !elbow || !wrist) return 'unseen';
  const forearm = Math.hypot(wrist.x - elbow.x, wrist.y - elbow.y) || 1;
  const tip = { x: wrist.x + ((wrist.x - elbow.x) / forearm) * handPx, y: wrist.y + ((wrist.y - elbow.y) / forearm) * handPx };
  return [shoulder, elbow, wrist, tip];
}

/** x (px) where a polyline first crosses row y (segments in order), or undefined when it does not reach it. */
export function chainXAt(chain: readonly { x: number; y: number }[], y: number): number | undefined {
  for (let i = 0; i + 1 < chain.length; i++) {
    const a = chain[i]!;
    const b = chain[i + 1]!;
    if (y < Math.min(a.y, b.y) || y > Math.max(a.y, b.y)) continue;
    return a.y === b.y ? (a.x + b.x) / 2 : a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
  }
  return undefined;
}

/**
 * x (px) of one arm's centre line at row y: on the shoulder–elbow–wrist–hand-tip polyline;
 * undefined when the arm does not reach that row; 'unseen' when its elbow or wrist is not seen.
 */
export function armXAt(points: readonly Keypoint[], side: 'left' | 'right', y: number, handPx: number): number | undefined | 'unseen' {
  const chain = armChain(points, side, handPx);
  return chain === 'unseen' ? 'unseen' : chainXAt(chain, y);
}

function readRow(photo: SilhouettePhoto, level: BodyLevel, y: number, handPx: number): RowResult {
  const x = midlineX(photo.keypoints, y);
  const torso = x === undefined ? undefined : runAt(rowRuns(photo.mask, y), x);
  if (!torso) return { ok: false, problem: 'noPerson' };
  for (const side of ['left', 'right'] as const) {
    const armX = armXAt(photo.keypoints, side, y, handPx);
    if (armX === 'unseen' || (armX !== undefined && armX >= torso.start && armX < torso.end)) return { ok: false, problem: 'armsTouching' };
  }
  const widthPx = runWidth(torso);
  return { ok: true, reading: { level, y, run: torso, widthPx, widthCm: widthPx * photo.cmPerPx } };
}

/**
 * Breadths of the torso at the chest and waist rows and the greatest breadth around the
 * buttock level (readings.ts HIP_SEARCH_RATIO).
 * @returns the breadths in cm with the readings for the overlay, or a retake code:
 *   `framing` (no ankle keypoint, or a level outside the image), `noPerson` (the midline misses
 *   the mask), `armsTouching` (no gap between an arm and the torso at a measured row, or an
 *   elbow/wrist not seen).
 * @throws RangeError for a malformed mask or a non-positive scale or height.
 */
export function measureFront(photo: SilhouettePhoto): Reading<FrontBreadths> {
  assertMask(photo.mask);
  const levels = landmarkLevels(photo.keypoints, photo.cmPerPx, photo.heightCm);
  if (!levels) return { ok: false, problem: 'framing' };
  const handPx = HAND_LENGTH_RATIO * levels.staturePx;
  const read = readLevels(levels, photo.mask.height, (level, y) => readRow(photo, level, y, handPx));
  if (!read.ok) return read;
  const { readings } = read;
  const [chest, waist, hip] = readings;
  return { ok: true, levels, readings, values: { chestBreadthCm: chest.widthCm, waistBreadthCm: waist.widthCm, hipBreadthCm: hip.widthCm } };
}
