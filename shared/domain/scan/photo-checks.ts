/**
 * Step 3 of the scan pipeline (ARCHITECTURE §9): is this photo usable for measuring? Pure
 * checks on the vision port's answer, each failing with a message a person can act on
 * (answered as 422 by the scan function).
 */
import { findKeypoint, type Keypoint } from './keypoints';

export const SCAN_MESSAGES = {
  unsafe: "This photo can't be used. Please upload a different photo.",
  noPerson: 'We could not find a person in this photo. Stand in the middle of the frame and try again.',
  manyPeople: 'We found more than one person. Make sure only you are in the photo.',
  framing: 'Your head and feet must both be in the photo. Step back and try again.',
  facing: 'Face the camera with your arms slightly away from your body.',
  /** Front photo: no background gap between an arm and the torso (shared/domain/silhouette/front.ts). */
  armsTouching: 'Hold your arms a little away from your body.',
  /** Side photo: not side-on (shared/domain/silhouette/side.ts). */
  notSideOn: 'Turn 90° so your side faces the camera.',
} as const;
export type ScanProblem = keyof typeof SCAN_MESSAGES;

/** Minimum keypoint score (0–1) to trust a keypoint for the checks. */
export const MIN_KEYPOINT_SCORE = 0.3;
/** Keypoints closer than this fraction of the image height to the top/bottom edge count as cut off. */
export const EDGE_MARGIN = 0.01;

export interface PhotoFacts {
  peopleCount: number;
  keypoints: readonly Keypoint[];
  unsafe: boolean;
  /** Analysed image size, px. */
  width: number;
  height: number;
}

/** Head and both ankles seen with confidence and not at the image's top/bottom edge. */
export function isFramed(f: PhotoFacts): boolean {
  const head = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'] as const;
  const heads = head.map((n) => findKeypoint(f.keypoints, n, MIN_KEYPOINT_SCORE)).filter((k) => k !== undefined);
  const ankles = [findKeypoint(f.keypoints, 'leftAnkle', MIN_KEYPOINT_SCORE), findKeypoint(f.keypoints, 'rightAnkle', MIN_KEYPOINT_SCORE)];
  if (heads.length === 0 || ankles.some((a) => a === undefined)) return false;
  const margin = EDGE_MARGIN * f.height;
  const top = Math.min(...heads.map((k) => k.y));
  const bottom = Math.max(...ankles.map((k) => k!.y));
  return top > margin && bottom < f.height - margin;
}

/**
 * Facing the camera: the nose and both shoulders are seen, and the person's left shoulder is
 * on the image's right (a back view mirrors them), at least 10 % of the head-to-ankle span apart
 * (a side view brings them together).
 */
export function isFacingCamera(f: PhotoFacts): boolean {
  const nose = findKeypoint(f.keypoints, 'nose', MIN_KEYPOINT_SCORE);
  const left = findKeypoint(f.keypoints, 'leftShoulder', MIN_KEYPOINT_SCORE);
  const right = findKeypoint(f.keypoints, 'rightShoulder', MIN_KEYPOINT_SCORE);
  const ankle = findKeypoint(f.keypoints, 'leftAnkle') ?? findKeypoint(f.keypoints, 'rightAnkle');
  if (!nose || !left || !right || !ankle) return false;
  const span = Math.abs(ankle.y - nose.y);
  return left.x - right.x >= 0.1 * span;
}

/** Which photo of a scan: the front photo faces the camera, the side photo is side-on (issue 23). */
export type PhotoView = 'front' | 'side';

/**
 * The first problem with the photo, in the order a person should fix them; undefined when usable.
 * @param view 'side' skips the face-the-camera check (a side photo is side-on; its own check is
 *   the silhouette's `notSideOn`, shared/domain/silhouette/side.ts).
 */
export function photoProblem(f: PhotoFacts, view: PhotoView = 'front'): ScanProblem | undefined {
  if (f.unsafe) return 'unsafe';
  if (f.peopleCount === 0 || f.keypoints.length === 0) return 'noPerson';
  if (f.peopleCount > 1) return 'manyPeople';
  if (!isFramed(f)) return 'framing';
  if (view === 'front' && !isFacingCamera(f)) return 'facing';
  return undefined;
}
