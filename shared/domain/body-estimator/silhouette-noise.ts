/**
 * Measurement-noise model of silhouette breadths and depths (issue 23), used in fitting AND in
 * validation of the silhouette variants, so the coefficients are attenuated for photo input and
 * the reported MAE is what a scan can expect.
 *
 * PROVISIONAL: the segmentation pipeline does not exist yet, so the sd below is derived from
 * the pixel geometry, not measured. When the pipeline measures the test photos, put the
 * measured sd into SILHOUETTE_NOISE (one constant) and re-run `npx tsx
 * shared/scripts/fit-estimator.ts` and `npm run bench -- estimator`.
 *
 * Derivation (per value, independent Gaussian, cm; plus one scale factor per photo):
 * - Resolution: a 12 MP portrait photo (4032 × 3024) reaches the scan scaled to ≤ 2048 px on
 *   its long side (docs/architecture.md "Scan photos travel in the request"); a person filling
 *   80 % of the frame height spans 0.8 × 2048 = 1638 px, i.e. 9.6 px/cm (0.104 cm/px) for
 *   170 cm.
 * - Mask edge: sd 3 px per edge at that resolution (≈ 0.75 px of a ~512 px segmentation mask
 *   upsampled × 4) → 0.31 cm per edge, two independent edges → 0.44 cm per breadth or depth.
 * - Clothing: fitted clothing (the scan asks for it) varies by sd 0.3 cm per edge → 0.42 cm
 *   (its MEAN thickness is a bias the pipeline subtracts, not noise).
 * - Pose and level: breathing, posture and the landmark level's vertical error (≈ ±2 cm ×
 *   silhouette slope) → 0.5 cm.
 *   Front: √(0.44² + 0.42² + 0.5²) = 0.79 → 0.8 cm.
 * - Side only: rotation up to the side-on check's limit (an ellipse's projected depth grows by
 *   ≤ 0.5 cm at 15°) and the hanging arm overlapping the outline → 0.6 cm more:
 *   √(0.79² + 0.6²) = 0.99 → 1.0 cm.
 * - Scale: the pixel scale's keypoint error (±8 px over the 1638 px head-to-ankle span) →
 *   sd 0.5 %, one factor per photo, multiplying all values of that photo.
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

/** The provisional noise model (derivation above). */
export const SILHOUETTE_NOISE: SilhouetteNoise = { frontSdCm: 0.8, sideSdCm: 1.0, scaleSd: 0.005 };
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
