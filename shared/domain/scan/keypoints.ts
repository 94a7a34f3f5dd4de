/**
 * COCO-17 body keypoints (the order MoveNet and the COCO keypoint benchmark use). Positions
 * are in pixels of the analysed image; `score` is the model's confidence 0–1.
 */
export const KEYPOINT_NAMES = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;
export type KeypointName = (typeof KEYPOINT_NAMES)[number];

export interface Keypoint {
  name: KeypointName;
  x: number;
  y: number;
  score: number;
}

/** The keypoint `name` when its score is at least `minScore`, else undefined. */
export function findKeypoint(points: readonly Keypoint[], name: KeypointName, minScore = 0): Keypoint | undefined {
  const p = points.find((k) => k.name === name);
  return p && p.score >= minScore ? p : undefined;
}

/** Midpoint of two keypoints. */
export const midpoint = (a: Keypoint, b: Keypoint): { x: number; y: number } => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
