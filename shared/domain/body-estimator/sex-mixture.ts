/**
 * The sex-mixture (issue 23: without a size system the pooled model may lose at most 0.3 cm
 * against the per-sex one): a logistic classifier of P(female) from the silhouette's shape
 * (classifierFeatures: the variant's features + depth/breadth and hip/chest ratios) weights
 * the two per-sex models:
 *
 *   value = P(female) · female model(x) + (1 − P(female)) · male model(x)
 *
 * Used for silhouette variants when `sex` is not given. The classifier is fitted with both
 * sexes weighted equally (prior 0.5: ANSUR has two men per woman, app users are not), by
 * IRLS (logistic.ts). A pooled OLS with shape-ratio features was tried first and recovered
 * almost none of the gap (bench: estimator-accuracy.json `pooled` vs `mixture`).
 */
import type { AnsurRow, AnsurSex } from './ansur';
import { TARGETS, type Target } from './features';
import { predict } from './least-squares';
import { fitLogistic, logisticProbability } from './logistic';

export interface SexClassifier {
  /** [intercept, ...slopes] over classifierFeatures(variant). */
  coef: number[];
  /** 5-fold CV share of people classified right (P ≥ 0.5 ↔ female), per sex. */
  cvAccuracy: Record<AnsurSex, number>;
}
export interface SexMixture {
  classifier: SexClassifier;
  /** 5-fold CV MAE (cm) of the mixture, per target and sex. */
  maeCm: Record<Target, Record<AnsurSex, number>>;
}

/** The mixture's value from P(female) and the per-sex coefficients. */
export function mixturePredict(pFemale: number, female: readonly number[], male: readonly number[], x: readonly number[]): number {
  return pFemale * predict(female, x) + (1 - pFemale) * predict(male, x);
}

/** P(female) of one person. */
export const femaleProbability = (classifier: Pick<SexClassifier, 'coef'>, xc: readonly number[]): number => logisticProbability(classifier.coef, xc);

const isFemale = (r: AnsurRow) => (r.sex === 'female' ? 1 : 0);

/**
 * Cross-validate and fit the mixture of one variant.
 * @param x the variant's features per row; @param xc the classifier features per row.
 * @param perSexFoldCoef the per-sex model of `target` fitted without fold `f`.
 * @param weights per-row weights that make both sexes count equally.
 */
export function fitSexMixture(
  rows: readonly AnsurRow[],
  x: readonly number[][],
  xc: readonly number[][],
  fold: readonly number[],
  folds: number,
  perSexFoldCoef: (sex: AnsurSex, target: Target, f: number) => number[],
  weights: readonly number[],
  round: (v: number) => number,
): SexMixture {
  const err = Object.fromEntries(TARGETS.map((t) => [t, { female: 0, male: 0 }])) as Record<Target, Record<AnsurSex, number>>;
  const right = { female: 0, male: 0 };
  const count = { female: 0, male: 0 };
  for (let f = 0; f < folds; f++) {
    const train = rows.flatMap((_, i) => (fold[i] !== f ? [i] : []));
    const coef = fitLogistic(train.map((i) => xc[i]!), train.map((i) => isFemale(rows[i]!)), train.map((i) => weights[i]!));
    rows.forEach((r, i) => {
      if (fold[i] !== f) return;
      const p = logisticProbability(coef, xc[i]!);
      count[r.sex]++;
      if (p >= 0.5 === (r.sex === 'female')) right[r.sex]++;
      for (const t of TARGETS) {
        err[t][r.sex] += Math.abs(mixturePredict(p, perSexFoldCoef('female', t, f), perSexFoldCoef('male', t, f), x[i]!) - r.targets[t]);
      }
    });
  }
  const maeCm = Object.fromEntries(
    TARGETS.map((t) => [t, { female: round(err[t].female / count.female), male: round(err[t].male / count.male) }]),
  ) as Record<Target, Record<AnsurSex, number>>;
  const coef = fitLogistic(xc as number[][], rows.map(isFemale), weights as number[]).map(round);
  return { classifier: { coef, cvAccuracy: { female: round(right.female / count.female), male: round(right.male / count.male) } }, maeCm };
}
