/**
 * Step 4 of the scan pipeline: keypoints + stated height → measurements, with the estimator
 * in shared/domain/body-estimator (fitted on ANSUR II). The pixel scale comes from the
 * head-to-ankle span (eyes when seen, else ears, else nose); shoulder and hip breadths are the
 * distances between the two shoulder / hip keypoints × that scale.
 */
import { estimateMeasurements, type EstimatorOutput } from '@seamline/shared/domain/body-estimator/estimate';
import { keypointBreadthCm, pixelScaleCmPerPx, type HeadKeypoint } from '@seamline/shared/domain/body-estimator/pixel-scale';
import { findKeypoint, type Keypoint, type KeypointName } from '@seamline/shared/domain/scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '@seamline/shared/domain/scan/photo-checks';

const HEAD_REFERENCES: [HeadKeypoint, KeypointName, KeypointName][] = [
  ['eye', 'leftEye', 'rightEye'],
  ['ear', 'leftEar', 'rightEar'],
  ['nose', 'nose', 'nose'],
];

/** Head reference keypoint and its y (px): the first pair seen with confidence, else the nose. */
export function headReference(points: readonly Keypoint[]): { head: HeadKeypoint; y: number } {
  for (const [head, a, b] of HEAD_REFERENCES) {
    const ka = findKeypoint(points, a, MIN_KEYPOINT_SCORE);
    const kb = findKeypoint(points, b, MIN_KEYPOINT_SCORE);
    if (ka && kb) return { head, y: (ka.y + kb.y) / 2 };
  }
  return { head: 'nose', y: findKeypoint(points, 'nose')?.y ?? 0 };
}

/** Photo-derived breadths (cm) for the estimator. */
export function breadthsCm(points: readonly Keypoint[], heightCm: number): { cmPerPx: number; shoulderBreadthCm: number; hipBreadthCm: number } {
  const k = (n: KeypointName) => findKeypoint(points, n)!;
  const { head, y } = headReference(points);
  const ankleY = (k('leftAnkle').y + k('rightAnkle').y) / 2;
  const cmPerPx = pixelScaleCmPerPx(heightCm, y, ankleY, { headKeypoint: head });
  return {
    cmPerPx,
    shoulderBreadthCm: keypointBreadthCm(k('leftShoulder'), k('rightShoulder'), cmPerPx),
    hipBreadthCm: keypointBreadthCm(k('leftHip'), k('rightHip'), cmPerPx),
  };
}

/** Estimated measurements from a checked photo's keypoints and the stated height (cm). */
export function measureFromKeypoints(points: readonly Keypoint[], heightCm: number): EstimatorOutput {
  const { shoulderBreadthCm, hipBreadthCm } = breadthsCm(points, heightCm);
  return estimateMeasurements({ heightCm, shoulderBreadthCm, hipBreadthCm });
}
