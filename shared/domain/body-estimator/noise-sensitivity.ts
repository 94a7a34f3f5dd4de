/**
 * How the silhouette variants' error grows with silhouette-measurement noise (issue 35 §5):
 * the shipped models (fitted at the measured noise, {@link SILHOUETTE_NOISE}) scored by the same
 * 5-fold CV on ANSUR II held-out rows whose silhouette values carry the measured noise × k, for k
 * in {@link NOISE_FACTORS}. Pure; `shared/scripts/fit-scan-error.ts` writes the result to
 * scan-error.json, which the scan reads to widen each value's ± for a photo measured worse than
 * the calibration photos (scan-error.ts).
 *
 * The CV reproduces cross-validate.ts exactly at k = 1 (same folds, seeds, noise replicates and
 * validation draw), so the table's k = 1 column equals coefficients.json's per-sex MAE; the
 * held-out rows at k ≠ 1 use the same standard-normal draws scaled by k (common random
 * numbers), so the columns differ only by the noise.
 */
import type { AnsurRow } from './ansur';
import {
  assignFolds, FOLDS, NOISE_REPLICATES, NOISE_SD_CM, REPLICATE_SEED_STEP, SEED, SILHOUETTE_SEED_OFFSET, simulatePredictors,
} from './cross-validate';
import { features, SILHOUETTE_VARIANTS, TARGETS, type Predictors, type SilhouetteVariant, type Target } from './features';
import { fitOls, predict } from './least-squares';
import { SILHOUETTE_NOISE, scaledNoise, simulateSilhouette, type SilhouetteNoise } from './silhouette-noise';
import { gaussian, mulberry32 } from '../random';

/**
 * Multiples of the measured silhouette noise the table is evaluated at: 1 = the calibration
 * (the validated MAE), up to 3 (the estimator README's sensitivity runs went to 2×; a scan
 * measured worse than 3× is given the 3× error and 'poor').
 */
export const NOISE_FACTORS = [1, 1.25, 1.5, 2, 2.5, 3] as const;

export type Sex = 'female' | 'male';
/** MAE (cm, 3 decimals) per silhouette variant × sex × target, one per NOISE_FACTORS entry. */
export type SensitivityTable = Record<SilhouetteVariant, Record<Sex, Record<Target, number[]>>>;

/** Photo-like predictors of draw `draw` with silhouette noise `noise` (cross-validate.ts noisyPredictors). */
function draw(rows: readonly AnsurRow[], noise: SilhouetteNoise, d: number): Predictors[] {
  const drawSeed = SEED + d * REPLICATE_SEED_STEP;
  const rand = mulberry32(drawSeed + SILHOUETTE_SEED_OFFSET);
  const silhouettes = simulateSilhouette(rows, noise, () => gaussian(rand));
  return simulatePredictors(rows, NOISE_SD_CM, drawSeed).map((p, i) => ({ ...p, silhouette: silhouettes[i] }));
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The sensitivity table (deterministic; ≈ 10 s on 4,853 rows).
 * @param factors noise multiples to score held-out rows at.
 */
export function noiseSensitivity(rows: readonly AnsurRow[], factors: readonly number[] = NOISE_FACTORS): SensitivityTable {
  const training = Array.from({ length: NOISE_REPLICATES }, (_, d) => draw(rows, SILHOUETTE_NOISE, d));
  const held = factors.map((k) => draw(rows, scaledNoise(SILHOUETTE_NOISE, k), 0));
  const fold = assignFolds(rows, FOLDS, SEED);
  const out = {} as SensitivityTable;
  for (const variant of SILHOUETTE_VARIANTS) {
    out[variant] = {} as Record<Sex, Record<Target, number[]>>;
    const xs = training.map((d) => d.map((p) => features(variant, p)));
    const xHeld = held.map((d) => d.map((p) => features(variant, p)));
    for (const sex of ['female', 'male'] as const) {
      const inGroup = rows.flatMap((r, i) => (r.sex === sex ? [i] : []));
      out[variant][sex] = {} as Record<Target, number[]>;
      const sums = Object.fromEntries(TARGETS.map((t) => [t, factors.map(() => 0)])) as Record<Target, number[]>;
      for (let f = 0; f < FOLDS; f++) {
        const train = inGroup.filter((i) => fold[i] !== f);
        const test = inGroup.filter((i) => fold[i] === f);
        const x = xs.flatMap((xd) => train.map((i) => xd[i]!));
        for (const target of TARGETS) {
          const y = xs.flatMap(() => train.map((i) => rows[i]!.targets[target]));
          const coef = fitOls(x, y);
          factors.forEach((_, j) => {
            for (const i of test) sums[target][j]! += Math.abs(predict(coef, xHeld[j]![i]!) - rows[i]!.targets[target]);
          });
        }
      }
      for (const target of TARGETS) out[variant][sex][target] = sums[target].map((s) => round3(s / inGroup.length));
    }
  }
  return out;
}
