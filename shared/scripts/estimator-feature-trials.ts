/**
 * `npx tsx shared/scripts/estimator-feature-trials.ts`: the feature and regularisation trials of
 * issue 23 for the `height-front-side` variant (no weight), per sex, with the shipped silhouette
 * noise and the shipped folds and seeds (cross-validate.ts). Prints 5-fold CV MAE (cm) of
 * - `current`: stature, three Ramanujan ellipse perimeters, the six raw values (what ships);
 * - `quadratic`: + all 21 products/squares of the six values ÷ 100 + each value × stature ÷ 1000;
 * - `ratios`: + each value and perimeter ÷ stature × 100 + breadth × depth per level ÷ 100;
 * each by ridge (standardised columns, penalty λ·n) with λ chosen by an INNER CV over the outer
 * training folds only (nested CV; λ = 0 is OLS), and the λ chosen per outer fold.
 * Result 2026-11-26 (README 'Feature trials'): ≤ 0.015 cm better than OLS on `current`, so OLS
 * and the current features ship.
 */
import type { SilhouetteCm } from '../domain/body-estimator/features';
import { loadAnsur } from './fit-estimator';
import { assignFolds, SEED, SILHOUETTE_SEED_OFFSET } from '../domain/body-estimator/cross-validate';
import { gaussian, mulberry32 } from '../domain/random';
import { SILHOUETTE_NOISE, simulateSilhouette } from '../domain/body-estimator/silhouette-noise';
import { ellipsePerimeterCm } from '../domain/silhouette/ellipse';
import { solveLinear, predict } from '../domain/body-estimator/least-squares';
/** Ridge on standardised columns, penalty λ·n; returns [intercept, ...slopes] in input units. */
function fitRidge(X: number[][], y: number[], lam: number): number[] {
  const k = X[0]!.length;
  const n = X.length;
  const mu = new Array<number>(k).fill(0);
  let ym = 0;
  X.forEach((r, i) => {
    r.forEach((v, j) => (mu[j]! += v / n));
    ym += y[i]! / n;
  });
  const sd = mu.map((m, j) => Math.sqrt(X.reduce((s, r) => s + (r[j]! - m) ** 2, 0) / n) || 1);
  const A = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  X.forEach((r, i) => {
    const z = r.map((v, j) => (v - mu[j]!) / sd[j]!);
    for (let a = 0; a < k; a++) {
      b[a]! += z[a]! * (y[i]! - ym);
      for (let c = 0; c < k; c++) A[a]![c]! += z[a]! * z[c]!;
    }
  });
  for (let a = 0; a < k; a++) A[a]![a]! += lam * n;
  const beta = solveLinear(A, b).map((v, j) => v / sd[j]!);
  return [ym - beta.reduce((s, v, j) => s + v * mu[j]!, 0), ...beta];
}
const rows = loadAnsur();
const r2 = mulberry32(SEED + SILHOUETTE_SEED_OFFSET);
const sil = simulateSilhouette(rows, SILHOUETTE_NOISE, () => gaussian(r2));
const fold = assignFolds(rows, 5, SEED);
const E = ellipsePerimeterCm;
const cur = (h: number, s: SilhouetteCm) => [h, E(s.chestBreadthCm, s.chestDepthCm), E(s.waistBreadthCm, s.waistDepthCm), E(s.hipBreadthCm, s.hipDepthCm), s.chestBreadthCm, s.chestDepthCm, s.waistBreadthCm, s.waistDepthCm, s.hipBreadthCm, s.hipDepthCm];
const big = (h: number, s: SilhouetteCm) => { const v = [s.chestBreadthCm, s.chestDepthCm, s.waistBreadthCm, s.waistDepthCm, s.hipBreadthCm, s.hipDepthCm]; const out = [...cur(h, s)]; for (let i = 0; i < 6; i++) for (let j = i; j < 6; j++) out.push(v[i]! * v[j]! / 100); for (const x of v) out.push(x * h / 1000); return out; };
const LAMS = [0, 1e-4, 1e-3, 3e-3, 1e-2, 3e-2];
/** Height-normalised: each value and each ellipse perimeter ÷ stature × 100, plus the products per level. */
const ratios = (h: number, s: SilhouetteCm) => {
  const c = cur(h, s);
  return [...c, ...c.slice(1).map((v) => (v / h) * 100), (s.chestBreadthCm * s.chestDepthCm) / 100, (s.waistBreadthCm * s.waistDepthCm) / 100, (s.hipBreadthCm * s.hipDepthCm) / 100];
};
for (const [name, f] of [['current', cur], ['quadratic', big], ['ratios', ratios]] as const) {
  const x = rows.map((r, i) => f(r.statureCm, sil[i]!));
  const cells: string[] = [];
  for (const sex of ['female', 'male'] as const) {
    const idx = rows.flatMap((r, i) => (r.sex === sex ? [i] : []));
    for (const t of ['bust', 'waist', 'hips'] as const) {
      let e = 0; const chosen: number[] = [];
      for (let k = 0; k < 5; k++) {
        const tr = idx.filter((i) => fold[i] !== k);
        // nested: inner 4-fold over the outer-training rows only
        let best = LAMS[0]!, bestErr = Infinity;
        for (const lam of LAMS) {
          let ie = 0;
          for (let q = 0; q < 5; q++) { if (q === k) continue; const itr = tr.filter((i) => fold[i] !== q); const c = fitRidge(itr.map((i) => x[i]!), itr.map((i) => rows[i]!.targets[t]), lam); for (const i of tr) if (fold[i] === q) ie += Math.abs(predict(c, x[i]!) - rows[i]!.targets[t]); }
          if (ie < bestErr) { bestErr = ie; best = lam; }
        }
        chosen.push(best);
        const c = fitRidge(tr.map((i) => x[i]!), tr.map((i) => rows[i]!.targets[t]), best);
        for (const i of idx) if (fold[i] === k) e += Math.abs(predict(c, x[i]!) - rows[i]!.targets[t]);
      }
      cells.push(`${sex[0]}-${t} ${(e / idx.length).toFixed(3)} [${chosen.join(',')}]`);
    }
  }
  console.log(name.padEnd(10), cells.join('  '));
}
