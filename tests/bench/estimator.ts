/**
 * `npm run bench -- estimator`: the body estimator's accuracy table. Re-runs the 5-fold
 * cross-validation of shared/domain/body-estimator on the ANSUR II training data
 * (../shared/data/ansur2) and writes tests/bench/results/estimator-accuracy.json: MAE in cm
 * per variant × model group × measurement × sex, with simulated photo noise (keypoints sd
 * 2.5 cm; silhouette: the measured model of silhouette-noise.ts — the shipped models), with
 * no noise (perfect keypoints and calipers) and with twice the silhouette noise (sensitivity:
 * the noise model rests on few photos), next to the data README's stature+weight OLS
 * reference and the issue 23 targets below; plus the whole CV repeated 8 times over other noise
 * draws and folds (`repeatedCv`), whose mean judges each target.
 *
 * Issue 23 targets (5-fold CV on ANSUR II training data with the calibrated noise; checked by
 * the issue's owners on data we do not have):
 * - front + side + size system (per-sex model) + height (+ weight when the person has one):
 *   bust MAE ≤ 2.2 cm, waist ≤ 2.2, hips ≤ 1.7, for women and for men;
 * - front only: bust ≤ 3.0, waist ≤ 3.2, hips ≤ 2.2;
 * - without a size system (sex unknown) the model used loses at most 0.3 cm against the
 *   per-sex one.
 */
import { NOISE_REPLICATES, fitEstimator, type EstimatorCoefficients, type ModelTable } from '../../shared/domain/body-estimator/cross-validate';
import { GROUPS, SILHOUETTE_VARIANTS, TARGETS, VARIANTS, type SilhouetteVariant } from '../../shared/domain/body-estimator/features';
import { NO_NOISE, SILHOUETTE_NOISE, SILHOUETTE_NOISE_SOURCE, scaledNoise } from '../../shared/domain/body-estimator/silhouette-noise';
import { loadAnsur } from '../../shared/scripts/fit-estimator';
import { round, writeResult } from './lib';

/** ../shared/data/README.md: OLS on stature + weight, MAE in cm. */
const README_REFERENCE = {
  bust: { female: 3.4, male: 2.6 },
  waist: { female: 4.2, male: 3.6 },
  hips: { female: 2.4, male: 2.0 },
} as const;

/** Issue 23 targets, MAE in cm (see the module comment). */
export const ISSUE_23_TARGETS = {
  frontSide: { bust: 2.2, waist: 2.2, hips: 1.7 },
  frontOnly: { bust: 3.0, waist: 3.2, hips: 2.2 },
  sexUnknownMaxLossCm: 0.3,
} as const;

const CIRCUMFERENCES = ['bust', 'waist', 'hips'] as const;
const SEXES = ['female', 'male'] as const;

type Table = Record<string, Record<string, Record<string, Record<string, number>>>>;

function table(models: ModelTable): Table {
  const out: Table = {};
  for (const v of VARIANTS) {
    out[v] = {};
    for (const g of GROUPS) {
      out[v][g] = {};
      for (const t of TARGETS) {
        const mae = models[v][g][t].maeCm;
        out[v][g][t] = Object.fromEntries(Object.entries(mae).map(([sex, m]) => [sex, round(m, 2)]));
      }
    }
  }
  return out;
}

/** Per-sex models vs the README reference: which (variant, measurement, sex) beat it. */
function comparison(t: Table) {
  return VARIANTS.flatMap((v) =>
    Object.entries(README_REFERENCE).flatMap(([target, bySex]) =>
      Object.entries(bySex).map(([sex, ref]) => {
        const maeCm = t[v]![sex]![target]![sex]!;
        return { variant: v, measurement: target, sex, maeCm, referenceMaeCm: ref, beats: maeCm < ref };
      }),
    ),
  );
}

const targetFor = (v: SilhouetteVariant) => (v.endsWith('front-side') ? ISSUE_23_TARGETS.frontSide : ISSUE_23_TARGETS.frontOnly);

/**
 * Bust / waist / hips per silhouette variant and sex: per-sex model (size system given), pooled
 * OLS and the sex-mixture (sex unknown, what ships), the mixture's loss, and the target verdicts.
 */
function silhouetteSummary(fit: EstimatorCoefficients) {
  return SILHOUETTE_VARIANTS.flatMap((variant) =>
    SEXES.flatMap((sex) =>
      CIRCUMFERENCES.map((measurement) => {
        const perSex = fit.models[variant][sex][measurement].maeCm[sex]!;
        const pooled = fit.models[variant].pooled[measurement].maeCm[sex]!;
        const mixture = fit.sexMixture[variant].maeCm[measurement][sex];
        const target = targetFor(variant)[measurement];
        return {
          variant,
          sex,
          measurement,
          perSexMaeCm: round(perSex, 3),
          pooledOlsMaeCm: round(pooled, 3),
          mixtureMaeCm: round(mixture, 3),
          mixtureLossCm: round(mixture - perSex, 2),
          pooledOlsLossCm: round(pooled - perSex, 2),
          targetMaeCm: target,
          meetsTarget: perSex <= target,
          meetsSexUnknownLoss: mixture - perSex <= ISSUE_23_TARGETS.sexUnknownMaxLossCm,
        };
      }),
    ),
  );
}

/** Repeats of the whole CV (noise draws and folds) behind `repeatedCv` (the shipped seed is repeat 0). */
const CV_REPEATS = 8;
/**
 * Seed step between repeats. A repeat uses seeds seed … seed + (NOISE_REPLICATES − 1) × 1000 + 2
 * (noise draws, folds, silhouette stream; cross-validate.ts), so any step above that span keeps
 * the repeats' seeds apart.
 */
const REPEAT_SEED_STEP = 7919;

/**
 * Repeated 5-fold CV: the per-sex and sex-mixture MAE of each silhouette variant over
 * {@link CV_REPEATS} independent noise draws and fold assignments — how far the single shipped
 * seed's figure is from the expected one (mean) and its spread (min–max). A target is met only
 * when the mean meets it (the accuracy targets by the per-sex mean, the sex-unknown target by
 * the mixture's mean minus the per-sex mean).
 */
function repeatedCv(rows: ReturnType<typeof loadAnsur>, shipped: EstimatorCoefficients) {
  const fits = [shipped, ...Array.from({ length: CV_REPEATS - 1 }, (_, k) => fitEstimator(rows, { seed: shipped.seed + (k + 1) * REPEAT_SEED_STEP }))];
  const stats = (v: number[]) => ({ mean: round(v.reduce((s, x) => s + x, 0) / v.length, 3), min: round(Math.min(...v), 3), max: round(Math.max(...v), 3) });
  return {
    repeats: CV_REPEATS,
    seeds: fits.map((f) => f.seed),
    rows: SILHOUETTE_VARIANTS.flatMap((variant) =>
      SEXES.flatMap((sex) =>
        CIRCUMFERENCES.map((measurement) => {
          const perSex = stats(fits.map((f) => f.models[variant][sex][measurement].maeCm[sex]!));
          const mixture = stats(fits.map((f) => f.sexMixture[variant].maeCm[measurement][sex]));
          const targetMaeCm = targetFor(variant)[measurement];
          const mixtureLossCm = round(mixture.mean - perSex.mean, 3);
          return {
            variant,
            sex,
            measurement,
            perSexMaeCm: perSex,
            mixtureMaeCm: mixture,
            mixtureLossCm,
            targetMaeCm,
            meanMeetsTarget: perSex.mean <= targetMaeCm,
            meanMeetsSexUnknownLoss: mixtureLossCm <= ISSUE_23_TARGETS.sexUnknownMaxLossCm,
          };
        }),
      ),
    ),
  };
}

function classifierAccuracy(fit: EstimatorCoefficients) {
  return Object.fromEntries(
    SILHOUETTE_VARIANTS.map((v) => [v, Object.fromEntries(SEXES.map((s) => [s, round(fit.sexMixture[v].classifier.cvAccuracy[s], 3)]))]),
  );
}

export async function benchEstimator(): Promise<void> {
  const rows = loadAnsur();
  const shipped = fitEstimator(rows);
  const noiseless = fitEstimator(rows, { noiseSdCm: 0, silhouetteNoise: NO_NOISE });
  const doubled = fitEstimator(rows, { silhouetteNoise: scaledNoise(SILHOUETTE_NOISE, 2) });
  const maeCm = table(shipped.models);
  const summary = silhouetteSummary(shipped);
  const repeated = repeatedCv(rows, shipped);
  writeResult('estimator-accuracy', {
    data: { rows: rows.length, female: rows.filter((r) => r.sex === 'female').length, male: rows.filter((r) => r.sex === 'male').length },
    method: `${shipped.folds}-fold CV (seed ${shipped.seed}, folds stratified by sex); OLS fitted on ${NOISE_REPLICATES} noise draws of each training row, held-out rows scored on draw 0; pooled = both sexes equally weighted; mixture = P(female) from an IRLS logistic classifier weighting the per-sex models`,
    keypointModel: { hipKeypointRatio: shipped.hipKeypointRatio, noiseSdCm: shipped.noiseSdCm },
    silhouetteNoise: { ...shipped.silhouetteNoise, provisional: false, source: SILHOUETTE_NOISE_SOURCE },
    levelRatios: shipped.levelRatios,
    targets: ISSUE_23_TARGETS,
    readmeReferenceMaeCm: README_REFERENCE,
    silhouetteSummary: summary,
    targetMisses: summary.filter((r) => !r.meetsTarget || !r.meetsSexUnknownLoss),
    repeatedCv: repeated,
    repeatedCvMisses: repeated.rows.filter((r) => !r.meanMeetsTarget || !r.meanMeetsSexUnknownLoss),
    sexClassifierCvAccuracy: classifierAccuracy(shipped),
    maeCm,
    sexMixtureMaeCm: Object.fromEntries(SILHOUETTE_VARIANTS.map((v) => [v, shipped.sexMixture[v].maeCm])),
    sensitivity: {
      noiseless: { note: 'keypoint sd 0, silhouette sd 0 (perfect calipers)', silhouetteSummary: silhouetteSummary(noiseless) },
      doubleSilhouetteNoise: { silhouetteNoise: doubled.silhouetteNoise, silhouetteSummary: silhouetteSummary(doubled) },
    },
    maeCmNoiselessKeypoints: table(noiseless.models),
    vsReference: comparison(maeCm),
  });
}
