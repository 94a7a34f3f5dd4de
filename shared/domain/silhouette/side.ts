/**
 * Side photo → silhouette depths at the chest, waist and hip levels (issue 23), ANSUR-
 * equivalent caliper values in cm. The depth at a row is the mask run containing the body
 * midline (shoulder/hip keypoints lie inside the torso seen from the side; the hanging arm
 * overlaps the torso's outline there). The photo must be side-on (retake `notSideOn`):
 *
 * - the two shoulder keypoints, when both are seen, at most SIDE_MAX_SHOULDER_SPREAD × stature
 *   apart horizontally: facing the camera they are ≈ 0.2 × stature apart (ANSUR
 *   `biacromialbreadth` / `stature` 0.197–0.237 from p0.5 to the median), side-on ≈ 0; 0.06
 *   allows a turn of ≈ 15° from side-on (sin 15° × 0.23);
 * - the person's full width at the axilla row (first to last mask pixel) at most
 *   SIDE_MAX_AXILLA_EXTENT × stature: side-on that is the chest depth with the arm inside it
 *   (ANSUR `chestdepth` / `stature` ≤ 0.212, the largest of 4,853 people), facing the camera
 *   both arms and the shoulders (`bideltoidbreadth` / `stature` ≥ 0.238 for 99.5 %).
 */
import { findKeypoint } from '../scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '../scan/photo-checks';
import type { SilhouettePhoto } from './front';
import { landmarkLevels, midlineX, type LandmarkLevels } from './landmark-levels';
import { assertMask, rowExtent, rowRuns, runAt, runWidth } from './mask';
import { readLevels, type Reading, type RowResult } from './readings';

export const SIDE_MAX_SHOULDER_SPREAD = 0.06;
export const SIDE_MAX_AXILLA_EXTENT = 0.23;

export interface SideDepths {
  chestDepthCm: number;
  waistDepthCm: number;
  hipDepthCm: number;
}

/** True when the photo shows the person side-on (see the module comment). */
export function isSideOn(photo: SilhouettePhoto, levels: LandmarkLevels): boolean {
  const left = findKeypoint(photo.keypoints, 'leftShoulder', MIN_KEYPOINT_SCORE);
  const right = findKeypoint(photo.keypoints, 'rightShoulder', MIN_KEYPOINT_SCORE);
  if (left && right && Math.abs(left.x - right.x) > SIDE_MAX_SHOULDER_SPREAD * levels.staturePx) return false;
  return rowExtent(rowRuns(photo.mask, levels.axillaY)) <= SIDE_MAX_AXILLA_EXTENT * levels.staturePx;
}

/**
 * Depths of the torso at the chest and waist rows and the greatest depth around the buttock
 * level (the buttock's greatest protrusion).
 * @returns the depths in cm with the readings for the overlay, or a retake code: `framing` (no
 *   ankle keypoint, or a level outside the image), `notSideOn`, `noPerson` (the midline misses
 *   the mask).
 * @throws RangeError for a malformed mask or a non-positive scale or height.
 */
export function measureSide(photo: SilhouettePhoto): Reading<SideDepths> {
  assertMask(photo.mask);
  const levels = landmarkLevels(photo.keypoints, photo.cmPerPx, photo.heightCm);
  if (!levels) return { ok: false, problem: 'framing' };
  if (levels.chestY < 0 || levels.axillaY < 0) return { ok: false, problem: 'framing', level: 'chest' };
  if (!isSideOn(photo, levels)) return { ok: false, problem: 'notSideOn' };
  const read = readLevels(levels, photo.mask.height, (level, y): RowResult => {
    const x = midlineX(photo.keypoints, y);
    const run = x === undefined ? undefined : runAt(rowRuns(photo.mask, y), x);
    if (!run) return { ok: false, problem: 'noPerson' };
    const widthPx = runWidth(run);
    return { ok: true, reading: { level, y, run, widthPx, widthCm: widthPx * photo.cmPerPx } };
  });
  if (!read.ok) return read;
  const { readings } = read;
  const [chest, waist, hip] = readings;
  return { ok: true, levels, readings, values: { chestDepthCm: chest.widthCm, waistDepthCm: waist.widthCm, hipDepthCm: hip.widthCm } };
}
