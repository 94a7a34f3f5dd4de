/**
 * Step 4 of the scan pipeline: keypoints + person masks + stated height → measurements, with
 * the estimator in shared/domain/body-estimator (fitted on ANSUR II). The pixel scale comes from
 * the head-to-ankle span (eyes when seen, else ears, else nose); shoulder and hip breadths are
 * the distances between the two shoulder / hip keypoints × that scale; silhouette breadths
 * (front photo) and depths (side photo) are the mask's torso runs at the ANSUR landmark levels
 * (shared/domain/silhouette, issue 23).
 */
import { estimateMeasurements, type EstimatorOutput, type Sex } from '@seamline/shared/domain/body-estimator/estimate';
import {
  errorQuality, silhouetteNoiseOf, type ErrorQuality, type ScanErrorReason, type SilhouetteNoiseOfScan, type SilhouettePhotoFacts,
} from '@seamline/shared/domain/body-estimator/scan-error';
import type { SilhouetteCm } from '@seamline/shared/domain/body-estimator/features';
import { keypointBreadthCm, pixelScaleCmPerPx, type HeadKeypoint } from '@seamline/shared/domain/body-estimator/pixel-scale';
import { findKeypoint, type Keypoint, type KeypointName } from '@seamline/shared/domain/scan/keypoints';
import { MIN_KEYPOINT_SCORE } from '@seamline/shared/domain/scan/photo-checks';
import { measureFront, type FrontBreadths } from '@seamline/shared/domain/silhouette/front';
import type { PersonMask } from '@seamline/shared/domain/silhouette/mask';
import type { LevelReading, Reading, SilhouetteProblem } from '@seamline/shared/domain/silhouette/readings';
import { sideTurnSin } from '@seamline/shared/domain/silhouette/quality';
import { measureSide, type SideDepths } from '@seamline/shared/domain/silhouette/side';
import { maskOutline, type OutlinePoint } from './outline';
import { SEGMENTATION_EDGE_BIAS_CM } from './vision/person-segmenter';

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

/**
 * Pixel scale of a checked photo (cm per px): stated height over the head-reference-to-ankle
 * span (pixel-scale.ts). The photo checks guarantee both ankles and a head keypoint.
 */
export function photoScaleCmPerPx(points: readonly Keypoint[], heightCm: number): number {
  const { head, y } = headReference(points);
  const ankles = [findKeypoint(points, 'leftAnkle'), findKeypoint(points, 'rightAnkle')].filter((k) => k !== undefined);
  const ankleY = ankles.reduce((s, k) => s + k.y, 0) / Math.max(ankles.length, 1);
  return pixelScaleCmPerPx(heightCm, y, ankleY, { headKeypoint: head });
}

/** Photo-derived breadths (cm) for the estimator. */
export function breadthsCm(points: readonly Keypoint[], heightCm: number): { cmPerPx: number; shoulderBreadthCm: number; hipBreadthCm: number } {
  const k = (n: KeypointName) => findKeypoint(points, n)!;
  const cmPerPx = photoScaleCmPerPx(points, heightCm);
  return {
    cmPerPx,
    shoulderBreadthCm: keypointBreadthCm(k('leftShoulder'), k('rightShoulder'), cmPerPx),
    hipBreadthCm: keypointBreadthCm(k('leftHip'), k('rightHip'), cmPerPx),
  };
}

/**
 * What the person's stored profile adds to the estimate (issue 23): `sex` from the size system
 * (shared/domain/sizing/size-system.ts; absent → sex-mixture / pooled model) and the weight (kg)
 * when they have one — the estimator's errors are much lower with weight (its README's tables).
 */
export interface ScanProfile {
  sex?: Sex | undefined;
  weightKg?: number | undefined;
}

const profileInput = ({ sex, weightKg }: ScanProfile) => ({ ...(sex ? { sex } : {}), ...(weightKg !== undefined ? { weightKg } : {}) });

/** Estimated measurements from a checked photo's keypoints, the stated height (cm) and the profile. */
export function measureFromKeypoints(points: readonly Keypoint[], heightCm: number, profile: ScanProfile = {}): EstimatorOutput {
  const { shoulderBreadthCm, hipBreadthCm } = breadthsCm(points, heightCm);
  return estimateMeasurements({ heightCm, shoulderBreadthCm, hipBreadthCm, ...profileInput(profile) });
}

/** What the vision port saw on one photo, as far as measuring goes. */
export interface SeenPhoto {
  keypoints: readonly Keypoint[];
  /** The person mask in the keypoints' pixel grid; absent → the silhouette cannot be measured. */
  mask?: PersonMask | undefined;
}

/** One photo's silhouette reading (front breadths or side depths) and the outline to draw. */
export interface PhotoSilhouette<T> {
  reading: Reading<T>;
  /** The person's outline, image-relative 0–1, ≤ 200 points ([] without a mask). */
  outline: OutlinePoint[];
}

/**
 * Breadths (front) or depths (side) of one checked photo.
 * @returns the reading — `noPerson` when the photo has no mask — and the outline.
 */
export function photoSilhouette(photo: SeenPhoto, heightCm: number, view: 'front'): PhotoSilhouette<FrontBreadths>;
export function photoSilhouette(photo: SeenPhoto, heightCm: number, view: 'side'): PhotoSilhouette<SideDepths>;
export function photoSilhouette(photo: SeenPhoto, heightCm: number, view: 'front' | 'side'): PhotoSilhouette<FrontBreadths | SideDepths> {
  if (!photo.mask) return { reading: { ok: false, problem: 'noPerson' }, outline: [] };
  const input = { mask: photo.mask, keypoints: photo.keypoints, cmPerPx: photoScaleCmPerPx(photo.keypoints, heightCm), heightCm };
  const reading = view === 'front' ? measureFront(input) : measureSide(input);
  const fragment = reading.ok ? reading.readings.find((r) => r.widthCm < MIN_TORSO_READING_CM) : undefined;
  return { reading: fragment ? { ok: false, problem: 'noPerson', level: fragment.level } : reading, outline: maskOutline(photo.mask) };
}

/**
 * Narrowest torso reading taken for a body, cm: half the smallest of the six caliper values in
 * ANSUR II's training sample (waist depth 13.8 cm). A narrower run at a level is a fragment of
 * the mask, not the torso (and would go negative less the edge bias): `noPerson`.
 */
export const MIN_TORSO_READING_CM = 6.9;

/**
 * Breadths and depths (cm) with the segmenter's outward edge bias taken off both edges of each
 * ({@link SEGMENTATION_EDGE_BIAS_CM}): the caliper-equivalent values the estimator is fitted on.
 */
export function lessEdgeBias(values: Partial<SilhouetteCm>): Partial<SilhouetteCm> {
  return Object.fromEntries(Object.entries(values).map(([key, cm]) => [key, cm - 2 * SEGMENTATION_EDGE_BIAS_CM]));
}

/** Which photos' silhouettes the estimate used. */
export type SilhouetteUse = 'front-side' | 'front' | 'none';

/** The scan's measurements with what the silhouettes contributed. */
export interface ScanMeasurement {
  estimate: EstimatorOutput;
  use: SilhouetteUse;
  /** Breadths and depths measured (cm) less the segmenter's edge bias: the estimator's `silhouette` input. */
  silhouette: Partial<SilhouetteCm>;
  outlines: { front: OutlinePoint[]; side?: OutlinePoint[] };
  /** The front photo's silhouette problem when a front-only scan fell back to the keypoints. */
  frontProblem?: SilhouetteProblem;
  /** The measured rows per photo (for overlays and logs). */
  readings: { front: LevelReading[]; side: LevelReading[] };
  /**
   * Issue 35 §5: what this scan measured about its own precision — the silhouette photos' pixel
   * scale and side turn, the noise factor they give (scan-error.ts) and the quality label.
   */
  error: ScanErrorFacts;
}

/** Why this scan's ± is what it is (scan-error.ts; the answer's `expectedError`). */
export interface ScanErrorFacts extends SilhouetteNoiseOfScan {
  quality: ErrorQuality;
  photos: SilhouettePhotoFacts;
}

/** A silhouette problem the person has to fix by retaking a photo. */
export class RetakeNeeded extends Error {
  constructor(
    readonly problem: SilhouetteProblem,
    readonly photo: 'front' | 'side',
  ) {
    super(`${photo} photo: ${problem}`);
  }
}

/**
 * Step 4 with silhouettes (issue 23): keypoints and masks of the checked photos + stated
 * height → measurements. With a side photo (the two-photo scan) both silhouettes must be
 * measurable; a front-only scan whose silhouette cannot be measured (arms against the body, the
 * common way people stand in the photos this app has seen so far) falls back to the keypoint
 * estimate as before and says why in `frontProblem`, so the screen can offer a retake.
 * @param profile the size system's sex and the weight (kg) to estimate with (ScanProfile)
 * @throws RetakeNeeded with the photo and the retake code (`armsTouching`, `notSideOn`,
 *   `framing`, `noPerson`) when a side photo was sent and either silhouette fails.
 */
export function measureScan(front: SeenPhoto, side: SeenPhoto | undefined, heightCm: number, profile: ScanProfile = {}): ScanMeasurement {
  const { shoulderBreadthCm, hipBreadthCm } = breadthsCm(front.keypoints, heightCm);
  const f = photoSilhouette(front, heightCm, 'front');
  const s = side ? photoSilhouette(side, heightCm, 'side') : undefined;
  if (side && !f.reading.ok) throw new RetakeNeeded(f.reading.problem, 'front');
  if (s && !s.reading.ok) throw new RetakeNeeded(s.reading.problem, 'side');
  const silhouette = lessEdgeBias({ ...(f.reading.ok ? f.reading.values : {}), ...(s?.reading.ok ? s.reading.values : {}) });
  const use: SilhouetteUse = !f.reading.ok ? 'none' : s?.reading.ok ? 'front-side' : 'front';
  const sideScale = use === 'front-side' && side ? photoScaleCmPerPx(side.keypoints, heightCm) : undefined;
  const photos: SilhouettePhotoFacts = use === 'none' ? {} : {
    front: { cmPerPx: photoScaleCmPerPx(front.keypoints, heightCm) },
    ...(side && sideScale !== undefined ? { side: { cmPerPx: sideScale, turnSin: sideTurnSin(side.keypoints, sideScale, shoulderBreadthCm) } } : {}),
  };
  const noise = silhouetteNoiseOf(photos, use === 'none' ? {} : silhouette);
  const reasons: ScanErrorReason[] = use === 'none' ? ['outlineNotMeasured', ...noise.reasons] : noise.reasons;
  const estimate = estimateMeasurements({
    heightCm, shoulderBreadthCm, hipBreadthCm, ...profileInput(profile),
    ...(use === 'none' ? {} : { silhouette, silhouetteNoiseFactor: noise.factor }),
  });
  return {
    estimate,
    use,
    silhouette: use === 'none' ? {} : silhouette,
    outlines: { front: f.outline, ...(s ? { side: s.outline } : {}) },
    ...(f.reading.ok ? {} : { frontProblem: f.reading.problem }),
    readings: { front: f.reading.ok ? f.reading.readings : [], side: s?.reading.ok ? s.reading.readings : [] },
    error: { ...noise, reasons, quality: errorQuality(noise.factor, use !== 'none'), photos },
  };
}
