/**
 * Weighted logistic regression by iteratively reweighted least squares (Newton's method on the
 * log-likelihood; Hastie, Tibshirani & Friedman, "The Elements of Statistical Learning", 2nd
 * ed., §4.4.1) with a small L2 (ridge) penalty on the standardised slopes, which keeps the
 * Newton steps finite when the classes are nearly separable. Pure and browser-safe; used for
 * the sex classifier of the sex-mixture (sex-mixture.ts).
 */
import { solveLinear } from './least-squares';

/** Ridge penalty on the standardised slopes (1 ≈ one pseudo-observation's worth). */
export const LOGISTIC_RIDGE = 1;
const MAX_ITERATIONS = 50;
const TOLERANCE = 1e-9;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Fit P(y = 1 | x) = σ(c0 + Σ cj·xj). `rows` are feature vectors WITHOUT the intercept.
 * @param y 0 or 1 per row. @param weights per-row weights (default 1).
 * @returns [intercept, ...slopes] in the units of the inputs.
 * @throws Error when the system is singular (a constant feature with ridge 0).
 */
export function fitLogistic(rows: number[][], y: number[], weights?: number[], ridge = LOGISTIC_RIDGE): number[] {
  const k = rows[0]?.length ?? 0;
  const w = weights ?? y.map(() => 1);
  const n = rows.length;
  const mean = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / n);
  const sd = mean.map((mu, j) => Math.sqrt(rows.reduce((s, r) => s + (r[j]! - mu) ** 2, 0) / n) || 1);
  const z = rows.map((r) => [1, ...r.map((v, j) => (v - mean[j]!) / sd[j]!)]);
  let beta = new Array<number>(k + 1).fill(0);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const hessian = Array.from({ length: k + 1 }, () => new Array<number>(k + 1).fill(0));
    const gradient = new Array<number>(k + 1).fill(0);
    z.forEach((zi, i) => {
      const p = sigmoid(zi.reduce((s, v, j) => s + v * beta[j]!, 0));
      const curvature = w[i]! * p * (1 - p);
      for (let a = 0; a <= k; a++) {
        gradient[a]! += w[i]! * (y[i]! - p) * zi[a]!;
        for (let b = a; b <= k; b++) hessian[a]![b]! += curvature * zi[a]! * zi[b]!;
      }
    });
    for (let a = 0; a <= k; a++) for (let b = 0; b < a; b++) hessian[a]![b] = hessian[b]![a]!;
    for (let a = 1; a <= k; a++) {
      hessian[a]![a]! += ridge;
      gradient[a]! -= ridge * beta[a]!;
    }
    const step = solveLinear(hessian, gradient);
    beta = beta.map((v, j) => v + step[j]!);
    if (Math.max(...step.map(Math.abs)) < TOLERANCE) break;
  }
  const slopes = beta.slice(1).map((v, j) => v / sd[j]!);
  return [beta[0]! - slopes.reduce((s, v, j) => s + v * mean[j]!, 0), ...slopes];
}

/** P(y = 1 | x) for coefficients from fitLogistic. */
export function logisticProbability(coef: readonly number[], x: readonly number[]): number {
  return sigmoid(x.reduce((s, v, j) => s + coef[j + 1]! * v, coef[0]!));
}
