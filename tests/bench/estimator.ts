/**
 * `npm run bench -- estimator`: the body estimator's accuracy table. Re-runs the 5-fold
 * cross-validation of shared/domain/body-estimator on the ANSUR II training data
 * (../shared/data/ansur2) and writes tests/bench/results/estimator-accuracy.json: MAE in cm
 * per variant × model group × measurement × sex, with simulated keypoint noise (sd 2.5 cm,
 * the shipped models) and without (sd 0, what perfect keypoints would give), next to the data
 * README's stature+weight OLS reference.
 */
import { fitEstimator, type ModelTable } from '../../shared/domain/body-estimator/cross-validate';
import { GROUPS, TARGETS, VARIANTS } from '../../shared/domain/body-estimator/features';
import { loadAnsur } from '../../shared/scripts/fit-estimator';
import { round, writeResult } from './lib';

/** ../shared/data/README.md: OLS on stature + weight, MAE in cm. */
const README_REFERENCE = {
  bust: { female: 3.4, male: 2.6 },
  waist: { female: 4.2, male: 3.6 },
  hips: { female: 2.4, male: 2.0 },
} as const;

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

export async function benchEstimator(): Promise<void> {
  const rows = loadAnsur();
  const shipped = fitEstimator(rows);
  const noiseless = fitEstimator(rows, { noiseSdCm: 0 });
  const maeCm = table(shipped.models);
  writeResult('estimator-accuracy', {
    data: { rows: rows.length, female: rows.filter((r) => r.sex === 'female').length, male: rows.filter((r) => r.sex === 'male').length },
    method: `${shipped.folds}-fold CV (seed ${shipped.seed}, folds stratified by sex); OLS; pooled = both sexes equally weighted`,
    keypointModel: { hipKeypointRatio: shipped.hipKeypointRatio, noiseSdCm: shipped.noiseSdCm },
    readmeReferenceMaeCm: README_REFERENCE,
    maeCm,
    maeCmNoiselessKeypoints: table(noiseless.models),
    vsReference: comparison(maeCm),
  });
}
