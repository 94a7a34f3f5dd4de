/**
 * Landmark heights as fractions of stature, from ANSUR II (sex-equally weighted means of each
 * sex's mean ratio; fitted into shared/domain/body-estimator/coefficients.json by
 * shared/scripts/fit-estimator.ts). Measured values on the training data, women / men:
 *
 * - axilla: `axillaheight` / `stature` 0.761 / 0.757 (armpit; the front arm-gap check sits below it);
 * - chest: `chestheight` / `stature` 0.719 / 0.735 — the bustpoint (women) / nipple (men) level,
 *   where ANSUR takes `chestbreadth`, `chestdepth` and `chestcircumference`, so the chest
 *   breadth and depth are read here, 3–4 % of stature below the axilla;
 * - waist: `waistheightomphalion` / `stature` 0.602 / 0.601 (natural waist at the navel; ANSUR's
 *   `waistbreadth`, `waistdepth`, `waistcircumference` level);
 * - buttock: `buttockheight` / `stature` 0.512 / 0.505 (greatest protrusion of the buttock;
 *   ANSUR's `buttockdepth`, `buttockcircumference` level; `hipbreadth` is the greatest hip
 *   breadth, searched around it).
 */
import type { AnsurRow } from '../body-estimator/ansur';

export interface LevelRatios {
  axilla: number;
  chest: number;
  waist: number;
  buttock: number;
}
export const LEVELS = ['axilla', 'chest', 'waist', 'buttock'] as const;

/** Sex-equally weighted mean landmark height ÷ stature (used by the fitting script). */
export function deriveLevelRatios(rows: readonly AnsurRow[]): LevelRatios {
  const ratio = (level: keyof LevelRatios) => {
    const bySex = (['female', 'male'] as const).map((sex) => {
      const xs = rows.filter((r) => r.sex === sex).map((r) => r.levelHeightsCm[level] / r.statureCm);
      return xs.reduce((s, v) => s + v, 0) / (xs.length || 1);
    });
    return Number(((bySex[0]! + bySex[1]!) / 2).toPrecision(6));
  };
  return { axilla: ratio('axilla'), chest: ratio('chest'), waist: ratio('waist'), buttock: ratio('buttock') };
}
