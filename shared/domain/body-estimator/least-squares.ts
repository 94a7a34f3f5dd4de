/**
 * Weighted ordinary least squares by the normal equations, solved with Gaussian elimination
 * and partial pivoting. Pure and browser-safe; the feature matrices here are small (≤ 8
 * columns, a few thousand rows), so the normal equations are well within double precision
 * once columns are centred and scaled (done here, then undone on the coefficients).
 */

/** Solve A·x = b in place for a square system (partial pivoting). @throws Error when singular. */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) throw new Error('solveLinear: singular matrix');
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]!;
    for (let r = col + 1; r < n; r++) {
      const row = m[r]!;
      const f = row[col]! / p[col]!;
      for (let c = col; c <= n; c++) row[c]! -= f * p[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r]!;
    let s = row[n]!;
    for (let c = r + 1; c < n; c++) s -= row[c]! * x[c]!;
    x[r] = s / row[r]!;
  }
  return x;
}

/**
 * Fit y ≈ c0 + Σ cj·xj (weighted). `rows` are feature vectors WITHOUT the intercept column.
 * @returns [intercept, ...slopes] in the units of the inputs.
 */
export function fitOls(rows: number[][], y: number[], weights?: number[]): number[] {
  const k = rows[0]?.length ?? 0;
  const w = weights ?? y.map(() => 1);
  const wSum = w.reduce((s, v) => s + v, 0);
  const mean = new Array<number>(k).fill(0);
  let yMean = 0;
  rows.forEach((r, i) => {
    for (let j = 0; j < k; j++) mean[j]! += (w[i]! * r[j]!) / wSum;
    yMean += (w[i]! * y[i]!) / wSum;
  });
  const sd = mean.map((mu, j) => Math.sqrt(rows.reduce((s, r, i) => s + w[i]! * (r[j]! - mu) ** 2, 0) / wSum) || 1);
  const xtx = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const xty = new Array<number>(k).fill(0);
  rows.forEach((r, i) => {
    const z = r.map((v, j) => (v - mean[j]!) / sd[j]!);
    for (let a = 0; a < k; a++) {
      xty[a]! += w[i]! * z[a]! * (y[i]! - yMean);
      for (let b = a; b < k; b++) xtx[a]![b]! += w[i]! * z[a]! * z[b]!;
    }
  });
  for (let a = 0; a < k; a++) for (let b = 0; b < a; b++) xtx[a]![b] = xtx[b]![a]!;
  const beta = k ? solveLinear(xtx, xty).map((v, j) => v / sd[j]!) : [];
  const intercept = yMean - beta.reduce((s, v, j) => s + v * mean[j]!, 0);
  return [intercept, ...beta];
}

/** Evaluate coefficients from fitOls on one feature vector. */
export function predict(coef: readonly number[], x: readonly number[]): number {
  return x.reduce((s, v, j) => s + coef[j + 1]! * v, coef[0]!);
}
