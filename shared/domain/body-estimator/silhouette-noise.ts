/**
 * Measurement-noise model of silhouette breadths and depths (issue 23), used in fitting AND in
 * validation of the silhouette variants, so the coefficients are attenuated for photo input and
 * the reported MAE is what a scan can expect.
 *
 * MEASURED (2026-11-26, `npm run bench -- silhouette-noise` → tests/bench/results/silhouette-noise.json;
 * method in tests/bench/silhouette-noise.ts), where the data allows, plus the provisional
 * assumptions for what no available input can measure. Independent Gaussian per value, cm, plus
 * one scale factor per photo. The scan analyses photos at 640 px on the long side
 * (functions/scan/image-prep.ts), i.e. 2.2–3.4 px/cm for a person filling 64–80 % of the frame
 * (the old derivation assumed 2048 px and 9.6 px/cm).
 * - Segmentation (measured, 1 photo with an exact mask: tfex_woman_standing_render.png's alpha,
 *   213 edges on 75 rows shoulders → knees): edge sd 0.58 cm → 0.82 cm per breadth (two
 *   independent edges); the segmented outline is also 0.85 cm per edge WIDER on average (a bias,
 *   not noise, on one photo — not subtracted here). On the torso rows alone (shoulder to hip
 *   keypoints, 98 edges) the edge sd is 0.22 cm (0.31 per breadth); the larger all-rows figure
 *   is used because the buttock level lies below the hip keypoints, where hands and thighs
 *   meet, and one photo cannot tell row-to-row from person-to-person variation.
 * - Landmark level + pixel quantisation (measured, 80 front + 80 side synthetic figures with
 *   ANSUR II caliper values, keypoints jittered by the measured keypoint error): 0.31 cm (front),
 *   0.28 cm (side).
 * - Clothing 0.42 cm and posture/breathing 0.5 cm: ASSUMED (provisional derivation kept).
 *   Front: √(0.82² + 0.31² + 0.42² + 0.5²) = 1.09 → 1.1 cm.
 * - Side: no shared photo is side-on, so the front's segmentation error is used; + rotation
 *   within the side-on check and the hanging arm 0.6 cm (ASSUMED):
 *   √(0.82² + 0.28² + 0.42² + 0.5² + 0.6²) = 1.24 → 1.25 cm.
 * - Scale (measured, the 2 photos with ground-truth COCO keypoints, tfex_pose_landmark_truth.csv):
 *   detected ÷ truth eye-to-ankle span − 1 = −1.5 % and 0.0 % → rms 1.07 % → sd 1.1 % per
 *   photo (was 0.5 % assumed). Keypoint error sd 1.1 % of that span per coordinate (n = 68).
 * n is small for segmentation (one photo) and scale (two photos): recalibrate with tape- and
 * caliper-measured front and side photos when available.
 */
import type { AnsurRow } from './ansur';
import { FRONT_KEYS, SILHOUETTE_KEYS, type SilhouetteCm } from './features';

export interface SilhouetteNoise {
  /** sd of each front breadth, cm. */
  frontSdCm: number;
  /** sd of each side depth, cm. */
  sideSdCm: number;
  /** sd of the per-photo pixel-scale factor (dimensionless, 0.005 = 0.5 %). */
  scaleSd: number;
}

/** The measured noise model (derivation above). */
export const SILHOUETTE_NOISE: SilhouetteNoise = { frontSdCm: 1.1, sideSdCm: 1.25, scaleSd: 0.011 };
/** Where SILHOUETTE_NOISE comes from (bench file and coefficients.json). */
export const SILHOUETTE_NOISE_SOURCE =
  'measured 2026-11-26: npm run bench -- silhouette-noise (segmentation vs exact alpha on 1 photo, 213 edges; level/quantisation on 160 synthetic ANSUR figures; scale on 2 photos with ground-truth keypoints) + assumed clothing 0.42, posture 0.5, side rotation/arm 0.6 cm; shared/domain/body-estimator/silhouette-noise.ts';
/** No noise: perfect calipers (the bench's upper bound). */
export const NO_NOISE: SilhouetteNoise = { frontSdCm: 0, sideSdCm: 0, scaleSd: 0 };

/** `noise` with every sd multiplied by `factor` (sensitivity runs). */
export const scaledNoise = (noise: SilhouetteNoise, factor: number): SilhouetteNoise => ({
  frontSdCm: noise.frontSdCm * factor,
  sideSdCm: noise.sideSdCm * factor,
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
      out[k] = (r.silhouette[k] + (front ? noise.frontSdCm : noise.sideSdCm) * gaussian()) * (front ? frontScale : sideScale);
    }
    return out;
  });
}
