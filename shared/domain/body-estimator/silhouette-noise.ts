/**
 * Measurement-noise model of silhouette breadths and depths (issue 23), used in fitting AND in
 * validation of the silhouette variants, so the coefficients are attenuated for photo input and
 * the reported MAE is what a scan can expect.
 *
 * MEASURED where the data allows (`npm run bench -- silhouette-noise` →
 * tests/bench/results/silhouette-noise.json; method in tests/bench/silhouette-noise.ts), plus
 * the provisional assumptions for what no available input can measure. Independent Gaussian per
 * value (cm, sd per value below) plus one scale factor per photo. The scan analyses photos at
 * 640 px on the long side (functions/scan/image-prep.ts), 2.2–3.4 px/cm for a person filling
 * 64–80 % of the frame.
 * - Segmentation (measured on the one photo with an exact mask, tfex_woman_standing_render.png's
 *   alpha), per level since 2026-11-26: at the CHEST level (every row of a ±2.5 cm band, the
 *   torso run at the keypoint midline, 34 edges, none skipped) edge sd 0.19 cm → 0.26 cm per
 *   breadth. At the waist and hip levels the hands lie against the body in that photo, so 15 of
 *   17 and 30 of 35 band rows had no comparable torso run: there the all-rows figure is kept
 *   (213 edges shoulders → knees, edge sd 0.58 → 0.82 cm per breadth, dominated by the rows
 *   where hands and thighs meet). The outline's mean outward bias (0.81 cm per edge on the torso
 *   rows) is subtracted by the scan (functions/scan/measure.ts `lessEdgeBias`), so only the
 *   spread is noise. One photo cannot tell row-to-row from person-to-person variation.
 * - Landmark level + pixel quantisation (measured, 80 front + 80 side synthetic figures with
 *   ANSUR II caliper values, keypoints jittered by the measured keypoint error), rms per value:
 *   chest / waist / hip breadth 0.26 / 0.42 / 0.24 cm, depth 0.28 / 0.26 / 0.31 cm.
 * - Clothing 0.42 cm and posture/breathing 0.5 cm: ASSUMED (provisional derivation kept).
 * - Side: no shared photo is side-on, so the front's segmentation error per level is used; +
 *   rotation within the side-on check and the hanging arm 0.6 cm (ASSUMED).
 * - Scale (measured, the 2 photos with ground-truth COCO keypoints, tfex_pose_landmark_truth.csv):
 *   detected ÷ truth eye-to-ankle span − 1 = −1.5 % and 0.0 % → rms 1.07 % → sd 1.1 % per
 *   photo. Keypoint error sd 1.1 % of that span per coordinate (n = 68).
 * Each value's sd is the root sum of squares of its components ({@link SILHOUETTE_NOISE_COMPONENTS_CM}).
 * n is small for segmentation (one photo) and scale (two photos): recalibrate with tape- and
 * caliper-measured front and side photos when available.
 */
import type { AnsurRow } from './ansur';
import { FRONT_KEYS, SILHOUETTE_KEYS, type SilhouetteCm } from './features';

export type SilhouetteKey = keyof SilhouetteCm;

export interface SilhouetteNoise {
  /** sd of each breadth (front photo) and depth (side photo), cm. */
  sdCm: Record<SilhouetteKey, number>;
  /** sd of the per-photo pixel-scale factor (dimensionless, 0.005 = 0.5 %). */
  scaleSd: number;
}

/** The measured and assumed components of each value's error, cm (derivation above). */
export const SILHOUETTE_NOISE_COMPONENTS_CM: Record<SilhouetteKey, Record<string, number>> = {
  chestBreadthCm: { segmentation: 0.26, levelAndPixels: 0.26, clothing: 0.42, posture: 0.5 },
  waistBreadthCm: { segmentation: 0.82, levelAndPixels: 0.42, clothing: 0.42, posture: 0.5 },
  hipBreadthCm: { segmentation: 0.82, levelAndPixels: 0.24, clothing: 0.42, posture: 0.5 },
  chestDepthCm: { segmentation: 0.26, levelAndPixels: 0.28, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
  waistDepthCm: { segmentation: 0.82, levelAndPixels: 0.26, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
  hipDepthCm: { segmentation: 0.82, levelAndPixels: 0.31, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
};

/** Root sum of squares of independent error components, rounded to 0.01 cm. */
const combined = (parts: Record<string, number>): number => Math.round(Math.hypot(...Object.values(parts)) * 100) / 100;

/** The measured noise model (derivation above). */
export const SILHOUETTE_NOISE: SilhouetteNoise = {
  sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, combined(SILHOUETTE_NOISE_COMPONENTS_CM[k])])) as Record<SilhouetteKey, number>,
  scaleSd: 0.011,
};
/** Where SILHOUETTE_NOISE comes from (bench file and coefficients.json). */
export const SILHOUETTE_NOISE_SOURCE =
  'measured 2026-11-26: npm run bench -- silhouette-noise (segmentation vs exact alpha on 1 photo: chest band 34 edges, other levels all 213 edges shoulders → knees; level/quantisation per value on 160 synthetic ANSUR figures; scale on 2 photos with ground-truth keypoints) + assumed clothing 0.42, posture 0.5, side rotation/arm 0.6 cm; shared/domain/body-estimator/silhouette-noise.ts';
/** No noise: perfect calipers (the bench's upper bound). */
export const NO_NOISE: SilhouetteNoise = { sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, 0])) as Record<SilhouetteKey, number>, scaleSd: 0 };

/** `noise` with every sd multiplied by `factor` (sensitivity runs). */
export const scaledNoise = (noise: SilhouetteNoise, factor: number): SilhouetteNoise => ({
  sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, noise.sdCm[k] * factor])) as Record<SilhouetteKey, number>,
  scaleSd: noise.scaleSd * factor,
});

const FRONT = new Set<string>(FRONT_KEYS);

/**
 * Photo-like silhouette values for each ANSUR row: caliper value + Gaussian noise, times a
 * per-photo scale factor (front and side photos independent). Deterministic for a given
 * `rand` sequence.
 * @param gaussian standard normal draws.
 */
export function simulateSilhouette(rows: readonly AnsurRow[], noise: SilhouetteNoise, gaussian: () => number): SilhouetteCm[] {
  return rows.map((r) => {
    const frontScale = 1 + noise.scaleSd * gaussian();
    const sideScale = 1 + noise.scaleSd * gaussian();
    const out = {} as SilhouetteCm;
    for (const k of SILHOUETTE_KEYS) {
      const front = FRONT.has(k);
      out[k] = (r.silhouette[k] + noise.sdCm[k] * gaussian()) * (front ? frontScale : sideScale);
    }
    return out;
  });
}
