/**
 * Measurement-noise model of silhouette breadths and depths (issue 23), used in fitting AND in
 * validation of the silhouette variants, so the coefficients are attenuated for photo input and
 * the reported MAE is what a scan can expect.
 *
 * MEASURED where the data allows (`npm run bench -- silhouette-noise` →
 * tests/bench/results/silhouette-noise.json; method in tests/bench/silhouette-noise.ts), plus
 * the provisional assumptions for what no available input can measure. Independent Gaussian per
 * value (cm, sd per value below) plus one offset and one scale factor per photo. The scan analyses photos at
 * 640 px on the long side (functions/scan/image-prep.ts), 2.2–3.4 px/cm for a person filling
 * 64–80 % of the frame.
 * - Segmentation (measured since 2026-11-26 evening on 15 photos with an exact mask: three people
 *   — the render tfex_woman_standing_render.png (alpha), the PIFu cut-out and the SiTH example of
 *   tests/fixtures/people (their masks / alpha) — each composited on black, a pale wall, mid grey,
 *   dark grey and a textured wall; the torso run at the keypoint midline in the chest and waist
 *   bands and the hip search rows). None of the 15 passes the scan's front check as a whole (the
 *   arms touch the body somewhere), so rows are chosen per level: rows with a forearm or hand
 *   against the torso are left out (fingers and elbows leave gaps the masks fill differently);
 *   rows where an upper arm lies in the run count (its outer edge is still a person/background
 *   edge).
 *   - within a photo, per level (breadth sd about each photo's own mean, pooled by degrees of
 *     freedom): chest 0.27 cm (218 rows, 15 photos), waist 0.26 cm (75 rows, the 5 SiTH photos:
 *     the other two people have their elbows at the waist), hip 0.44 cm (269 rows, 10 photos:
 *     the render's hands lie against its hips).
 *   - between photos: each photo's mean outward edge error is −0.22 … +0.20 cm, mean +0.02 cm
 *     (the bias the scan subtracts, SEGMENTATION_EDGE_BIAS_CM), sd 0.12 cm per edge → a per-photo
 *     OFFSET of sd 0.24 cm shared by both edges and all three values of that photo
 *     ({@link SilhouetteNoise.photoOffsetSdCm}). An upper figure: each photo's mean carries its
 *     own sampling error too (less it, with independent edges assumed, 0.23 cm).
 *   The first calibration (one photo, its alpha channel dropped rather than composited) read
 *   +0.81 cm per edge and 0.82 cm per breadth at the waist and hip: the render's anti-aliasing
 *   halo showed as a fringe, and its waist and hip rows have the hands against the body.
 * - Landmark level + pixel quantisation (measured, 80 front + 80 side synthetic figures with
 *   ANSUR II caliper values, keypoints jittered by the measured keypoint error), rms per value:
 *   chest / waist / hip breadth 0.26 / 0.47 / 0.24 cm, depth 0.28 / 0.26 / 0.31 cm.
 * - Clothing 0.42 cm and posture/breathing 0.5 cm: ASSUMED (provisional derivation kept).
 * - Side: no exact-mask photo is side-on, so the front's segmentation figures (per level and the
 *   photo offset) are used; + rotation within the side-on check and the hanging arm 0.6 cm
 *   (ASSUMED).
 * - Scale (measured, the 2 photos with ground-truth COCO keypoints, tfex_pose_landmark_truth.csv):
 *   detected ÷ truth eye-to-ankle span − 1 = −0.6 % and 0.0 % → rms 0.43 % → sd 0.4 % per
 *   photo. Keypoint error sd 1.2 % of that span per coordinate (n = 68). (With the render's
 *   alpha dropped instead of composited, see image-prep.ts, the render read −1.5 % → 1.1 %.)
 * Each value's sd is the root sum of squares of its components
 * ({@link SILHOUETTE_NOISE_COMPONENTS_CM}); the photo offset and the scale factor are drawn once
 * per photo on top. n is small for segmentation (3 people on 5 backgrounds) and scale (two
 * photos): recalibrate with tape- and caliper-measured front and side photos when available.
 */
import type { AnsurRow } from './ansur';
import { FRONT_KEYS, SILHOUETTE_KEYS, type SilhouetteCm } from './features';

export type SilhouetteKey = keyof SilhouetteCm;

export interface SilhouetteNoise {
  /** sd of each breadth (front photo) and depth (side photo), cm. */
  sdCm: Record<SilhouetteKey, number>;
  /** sd of the per-photo pixel-scale factor (dimensionless, 0.005 = 0.5 %). */
  scaleSd: number;
  /**
   * sd of a per-photo additive offset, cm, shared by every value of that photo (the segmenter's
   * outline sits further out on some photos than on others; derivation above).
   */
  photoOffsetSdCm: number;
}

/** The measured and assumed components of each value's error, cm (derivation above). */
export const SILHOUETTE_NOISE_COMPONENTS_CM: Record<SilhouetteKey, Record<string, number>> = {
  chestBreadthCm: { segmentation: 0.27, levelAndPixels: 0.26, clothing: 0.42, posture: 0.5 },
  waistBreadthCm: { segmentation: 0.26, levelAndPixels: 0.47, clothing: 0.42, posture: 0.5 },
  hipBreadthCm: { segmentation: 0.44, levelAndPixels: 0.24, clothing: 0.42, posture: 0.5 },
  chestDepthCm: { segmentation: 0.27, levelAndPixels: 0.28, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
  waistDepthCm: { segmentation: 0.26, levelAndPixels: 0.26, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
  hipDepthCm: { segmentation: 0.44, levelAndPixels: 0.31, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 },
};

/** Root sum of squares of independent error components, rounded to 0.01 cm. */
const combined = (parts: Record<string, number>): number => Math.round(Math.hypot(...Object.values(parts)) * 100) / 100;

/** The measured noise model (derivation above). */
export const SILHOUETTE_NOISE: SilhouetteNoise = {
  sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, combined(SILHOUETTE_NOISE_COMPONENTS_CM[k])])) as Record<SilhouetteKey, number>,
  scaleSd: 0.004,
  photoOffsetSdCm: 0.24,
};
/** Where SILHOUETTE_NOISE comes from (bench file and coefficients.json). */
export const SILHOUETTE_NOISE_SOURCE =
  'measured 2026-11-26: npm run bench -- silhouette-noise (segmentation vs exact masks of 3 people on 5 backgrounds: within-photo spread per level from 218 / 75 / 269 rows clear of forearms and hands; per-photo outline offset from the 15 photos\' mean edge errors; level/quantisation per value on 160 synthetic ANSUR figures; scale on 2 photos with ground-truth keypoints) + assumed clothing 0.42, posture 0.5, side rotation/arm 0.6 cm; shared/domain/body-estimator/silhouette-noise.ts';
/** No noise: perfect calipers (the bench's upper bound). */
export const NO_NOISE: SilhouetteNoise = { sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, 0])) as Record<SilhouetteKey, number>, scaleSd: 0, photoOffsetSdCm: 0 };

/** `noise` with every sd multiplied by `factor` (sensitivity runs). */
export const scaledNoise = (noise: SilhouetteNoise, factor: number): SilhouetteNoise => ({
  sdCm: Object.fromEntries(SILHOUETTE_KEYS.map((k) => [k, noise.sdCm[k] * factor])) as Record<SilhouetteKey, number>,
  scaleSd: noise.scaleSd * factor,
  photoOffsetSdCm: noise.photoOffsetSdCm * factor,
});

const FRONT = new Set<string>(FRONT_KEYS);

/**
 * Photo-like silhouette values for each ANSUR row: (caliper value + the photo's offset +
 * Gaussian noise per value) × the photo's scale factor; the front and side photos draw their
 * offset and scale independently. Deterministic for a given
 * `rand` sequence.
 * @param gaussian standard normal draws.
 */
export function simulateSilhouette(rows: readonly AnsurRow[], noise: SilhouetteNoise, gaussian: () => number): SilhouetteCm[] {
  return rows.map((r) => {
    const frontScale = 1 + noise.scaleSd * gaussian();
    const sideScale = 1 + noise.scaleSd * gaussian();
    const frontOffset = noise.photoOffsetSdCm * gaussian();
    const sideOffset = noise.photoOffsetSdCm * gaussian();
    const out = {} as SilhouetteCm;
    for (const k of SILHOUETTE_KEYS) {
      const front = FRONT.has(k);
      out[k] = (r.silhouette[k] + (front ? frontOffset : sideOffset) + noise.sdCm[k] * gaussian()) * (front ? frontScale : sideScale);
    }
    return out;
  });
}
