/**
 * Demo people along each sex's typical-body curve (issue 17 §6): so that a typical body — the
 * 25th to 75th percentile of either sex in height, bust, waist and hips together — finds at
 * least 3 'Perfect Fit Matches' (≥ 92 %) on a fresh start.
 *
 * The curve is body(z) = mean + z·sd per measurement (ANSUR II per-sex statistics,
 * `ANSUR_STATS`, ../shared/data/ansur2), z from the 25th to the 75th percentile (±0.674) of the
 * standard normal. Fit similarity ≥ 92 means a normalised distance D ≤ √(2 ln(100/91.995)) ≈
 * 0.409 (shared/domain/people/fit-similarity.ts). People are placed ON the curve every
 * SPACING_D = 0.24 of D, and the curve is extended by that radius past both ends, so any body on
 * the curve has at least ⌊2·0.409 / 0.24⌋ = 3 people within reach, with room for saving to a
 * tenth of a cm.
 */
import { FIT_TOLERANCE_CM } from '@seamline/shared/domain/people/fit-similarity';
import type { MeasurementsInput } from '@seamline/functions/measurements/measurements-mapping';
import { ANSUR_STATS, type Sex } from './ansur-bodies';

/** z of the 25th and 75th percentiles of the standard normal. */
export const Z_QUARTILE = 0.6745;
/** Distance between neighbours on the curve, in units of D (normalised fit distance). */
const SPACING_D = 0.24;
/** D at which fit similarity is still ≥ 92 (rounded half up; see `reachCm`). */
const REACH_D = Math.sqrt(2 * Math.log(100 / 91.995));

/** The canonical body (cm, kg) at `z` standard deviations from the sex's means, all together. */
export function curveBody(sex: Sex, z: number): { heightCm: number; bustCm: number; waistCm: number; hipsCm: number; weightKg: number } {
  const { mean, sd } = ANSUR_STATS[sex];
  const at = (i: number) => Math.round((mean[i]! + z * sd[i]!) * 10) / 10;
  return { heightCm: at(0), bustCm: at(1), waistCm: at(2), hipsCm: at(3), weightKg: at(4) };
}

/** D travelled per unit of z along the curve. */
function dPerZ(sex: Sex): number {
  const { sd } = ANSUR_STATS[sex];
  const tau = [FIT_TOLERANCE_CM.heightCm, FIT_TOLERANCE_CM.bustCm, FIT_TOLERANCE_CM.waistCm, FIT_TOLERANCE_CM.hipsCm];
  return Math.sqrt(tau.reduce((sum, t, i) => sum + (sd[i]! / t) ** 2, 0));
}

/** The z of each person placed on the sex's curve (quartile to quartile, extended by the reach). */
export function curveZs(sex: Sex): number[] {
  const step = SPACING_D / dPerZ(sex);
  const reachZ = REACH_D / dPerZ(sex);
  const zs: number[] = [];
  for (let z = -Z_QUARTILE - reachZ; z <= Z_QUARTILE + reachZ + 1e-9; z += step) zs.push(Math.round(z * 10_000) / 10_000);
  return zs;
}

const FIRST: Record<Sex, readonly string[]> = {
  female: ['Alba', 'Beatriz', 'Carmen', 'Dalia', 'Esme', 'Farah', 'Gita', 'Hana', 'Iris', 'Jana', 'Kira', 'Lina', 'Mira', 'Nora', 'Odile', 'Paula', 'Rania', 'Selma', 'Tess', 'Uma', 'Vera', 'Wren', 'Xenia', 'Yara'],
  male: ['Aron', 'Bruno', 'Cyrus', 'Dario', 'Emil', 'Fabian', 'Gustav', 'Hamza', 'Ivo', 'Jonas', 'Karim', 'Lars', 'Milo', 'Nico', 'Otto', 'Pablo', 'Quentin', 'Rafael', 'Stefan', 'Theo', 'Ulrich', 'Viktor', 'Wes', 'Yusuf', 'Zane', 'Anton'],
};
const LAST = ['Alves', 'Berg', 'Castro', 'Dahl', 'Eriksen', 'Ferreira', 'Gallo', 'Holm', 'Ibrahim', 'Jensen', 'Keller', 'Lund', 'Moretti', 'Nakamura', 'Ortiz', 'Park', 'Quinn', 'Reyes', 'Sanz', 'Toth', 'Urban', 'Vidal', 'Weber', 'Yilmaz', 'Zielinski', 'Arnaud'];

/** One person on a curve: name, sex and the measurements as saved (cm and kg, one decimal). */
export interface CurvePerson {
  firstName: string;
  lastName: string;
  sex: Sex;
  measurements: MeasurementsInput;
}

/** Everyone on both curves, the same on every call. */
export function fitCurvePeople(): CurvePerson[] {
  const people: CurvePerson[] = [];
  for (const sex of ['female', 'male'] as const) {
    curveZs(sex).forEach((z, i) => {
      const b = curveBody(sex, z);
      people.push({
        firstName: FIRST[sex][i % FIRST[sex].length]!,
        lastName: LAST[(i * 7 + (sex === 'male' ? 3 : 0)) % LAST.length]!,
        sex,
        measurements: { unit: 'cm', weightUnit: 'kg', height: b.heightCm, bust: b.bustCm, waist: b.waistCm, hips: b.hipsCm, weight: b.weightKg, source: 'manual' },
      });
    });
  }
  return people;
}
