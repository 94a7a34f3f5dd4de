/**
 * Model variants, targets and feature vectors of the body estimator. Shared by the runtime
 * (estimate.ts) and the fitting code (cross-validate.ts), so both build features identically.
 * Units: heights and breadths in cm, weight in kg.
 */

/** Measurements the estimator predicts, with the ANSUR II column(s) each is fitted on (mm → cm). */
export const TARGETS = ['bust', 'waist', 'hips', 'inseam', 'armLength', 'shoulderWidth'] as const;
export type Target = (typeof TARGETS)[number];

/** ANSUR II source columns per target (summed when more than one). */
export const TARGET_COLUMNS: Record<Target, readonly string[]> = {
  bust: ['chestcircumference'],
  waist: ['waistcircumference'],
  hips: ['buttockcircumference'],
  inseam: ['crotchheight'],
  armLength: ['acromionradialelength', 'radialestylionlength'],
  shoulderWidth: ['biacromialbreadth'],
};

/**
 * Feature subsets the photo pipeline can supply. `breadths` means both the shoulder and the
 * hip keypoint distances; one without the other is ignored at run time.
 */
export const VARIANTS = ['height', 'height-weight', 'height-breadths', 'height-weight-breadths'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Model groups: `pooled` is fitted on both sexes (sex unknown); the others per sex. */
export const GROUPS = ['pooled', 'female', 'male'] as const;
export type Group = (typeof GROUPS)[number];

/** Raw predictors: stature (cm), weight (kg), shoulder- and hip-keypoint distance (cm). */
export interface Predictors {
  heightCm: number;
  weightKg?: number | undefined;
  shoulderBreadthCm?: number | undefined;
  hipBreadthCm?: number | undefined;
}

/** Human-readable names of each variant's feature columns (documentation and the JSON file). */
export const FEATURE_NAMES: Record<Variant, readonly string[]> = {
  height: ['heightCm'],
  'height-weight': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight'],
  'height-breadths': ['heightCm', 'shoulderKpCm', 'hipKpCm', 'shoulderKpCm*hipKpCm/100'],
  'height-weight-breadths': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight', 'shoulderKpCm', 'hipKpCm'],
};

/**
 * The feature vector of `variant` (no intercept). bmi = kg / m²; sqrtWeightPerHeight =
 * √(kg / m), a circumference-like scale (a cylinder of the body's volume has girth ∝ √(V/h)).
 * @throws Error when the variant needs a predictor that is missing.
 */
export function features(variant: Variant, p: Predictors): number[] {
  const h = p.heightCm;
  const need = (v: number | undefined, name: string) => {
    if (v === undefined) throw new Error(`features(${variant}): ${name} missing`);
    return v;
  };
  const weightTerms = () => {
    const w = need(p.weightKg, 'weightKg');
    return [w, w / (h / 100) ** 2, Math.sqrt(w / (h / 100))];
  };
  switch (variant) {
    case 'height':
      return [h];
    case 'height-weight':
      return [h, ...weightTerms()];
    case 'height-breadths': {
      const s = need(p.shoulderBreadthCm, 'shoulderBreadthCm');
      const q = need(p.hipBreadthCm, 'hipBreadthCm');
      return [h, s, q, (s * q) / 100];
    }
    case 'height-weight-breadths':
      return [h, ...weightTerms(), need(p.shoulderBreadthCm, 'shoulderBreadthCm'), need(p.hipBreadthCm, 'hipBreadthCm')];
  }
}
