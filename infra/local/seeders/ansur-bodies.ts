/**
 * Realistic, deterministic bodies for demo and benchmark people: draws from a multivariate
 * normal fitted to ANSUR II (US Army anthropometric survey 2012, public domain).
 *
 * Source of the constants: `../shared/data/ansur2/ansur2-{female,male}-train.csv` (1,588 women,
 * 3,265 men; the fixed 80 % sample described in that folder's README), columns `stature`,
 * `chestcircumference` (at the bust point: the bust), `waistcircumference` (ANSUR measures it
 * at the navel, a little lower and larger than a tape at the natural waist),
 * `buttockcircumference` (= hip circumference), all mm → cm, and `weightkg` (tenths of a kg →
 * kg). Computed once with numpy (`mean`, `std(ddof=1)`, `corrcoef`) and committed here, so the
 * app never reads ../shared/data at run time.
 *
 * Draws are truncated at ±2.5 SD in every dimension (resampled), which keeps generated people
 * in the ordinary human range.
 */
import { gaussian, mulberry32 } from '@seamline/shared/domain/random';

export type Sex = 'female' | 'male';

/** A generated body: canonical values, cm and kg, one decimal. */
export interface GeneratedBody {
  heightCm: number;
  bustCm: number;
  waistCm: number;
  hipsCm: number;
  weightKg: number;
}

const DIMS = ['heightCm', 'bustCm', 'waistCm', 'hipsCm', 'weightKg'] as const;

interface SexStats {
  n: number;
  mean: readonly number[];
  sd: readonly number[];
  /** Pearson correlations in DIMS order. */
  corr: readonly (readonly number[])[];
}

/** ANSUR II per-sex statistics in DIMS order (see module doc). */
export const ANSUR_STATS: Readonly<Record<Sex, SexStats>> = {
  female: {
    n: 1588,
    mean: [162.93, 94.75, 86.23, 102.27, 67.93],
    sd: [6.35, 8.16, 9.91, 7.49, 10.82],
    corr: [
      [1, 0.242, 0.218, 0.365, 0.523],
      [0.242, 1, 0.841, 0.738, 0.823],
      [0.218, 0.841, 1, 0.81, 0.839],
      [0.365, 0.738, 0.81, 1, 0.911],
      [0.523, 0.823, 0.839, 0.911, 1],
    ],
  },
  male: {
    n: 3265,
    mean: [175.59, 105.94, 94.15, 102.02, 85.6],
    sd: [6.82, 8.73, 11.19, 7.67, 14.22],
    corr: [
      [1, 0.24, 0.205, 0.337, 0.463],
      [0.24, 1, 0.886, 0.838, 0.908],
      [0.205, 0.886, 1, 0.877, 0.891],
      [0.337, 0.838, 0.877, 1, 0.933],
      [0.463, 0.908, 0.891, 0.933, 1],
    ],
  },
};

/** Largest |z| kept per dimension. */
export const TRUNCATE_SD = 2.5;

/** Lower-triangular L with L·Lᵀ = m (Cholesky). @throws RangeError when m is not positive definite. */
export function cholesky(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = m[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (s <= 0) throw new RangeError('matrix is not positive definite');
        l[i]![i] = Math.sqrt(s);
      } else l[i]![j] = s / l[j]![j]!;
    }
  }
  return l;
}

const factors: Record<Sex, number[][]> = {
  female: cholesky(ANSUR_STATS.female.corr),
  male: cholesky(ANSUR_STATS.male.corr),
};

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/**
 * A body generator: each call returns the next body of `sex` from the seeded stream, so the
 * same seed always gives the same people (no `Math.random`).
 */
export function bodyGenerator(seed: number): (sex: Sex) => GeneratedBody {
  const rand = mulberry32(seed);
  return (sex) => {
    const { mean, sd } = ANSUR_STATS[sex];
    const l = factors[sex];
    let z: number[];
    do {
      const n = DIMS.map(() => gaussian(rand));
      z = l.map((row) => row.reduce((s, c, k) => s + c * n[k]!, 0));
    } while (z.some((v) => Math.abs(v) > TRUNCATE_SD));
    const body = {} as GeneratedBody;
    DIMS.forEach((d, i) => (body[d] = oneDecimal(mean[i]! + sd[i]! * z[i]!)));
    return body;
  };
}
