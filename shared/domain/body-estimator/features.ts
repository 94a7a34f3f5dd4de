/**
 * Model variants, targets and feature vectors of the body estimator. Shared by the runtime
 * (estimate.ts) and the fitting code (cross-validate.ts), so both build features identically.
 * Units: heights and breadths in cm, weight in kg.
 */
import { ellipsePerimeterCm } from '../silhouette/ellipse';

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
 * Silhouette values (issue 23): ANSUR-equivalent caliper breadths (front photo) and depths (side
 * photo) in cm at the chest (bustpoint), waist (omphalion) and hip (buttock) levels.
 */
export interface SilhouetteCm {
  chestBreadthCm: number;
  chestDepthCm: number;
  waistBreadthCm: number;
  waistDepthCm: number;
  hipBreadthCm: number;
  hipDepthCm: number;
}
export const SILHOUETTE_KEYS = ['chestBreadthCm', 'chestDepthCm', 'waistBreadthCm', 'waistDepthCm', 'hipBreadthCm', 'hipDepthCm'] as const;
export const FRONT_KEYS = ['chestBreadthCm', 'waistBreadthCm', 'hipBreadthCm'] as const;
/** The ANSUR II column each silhouette value stands for (mm → cm). */
export const SILHOUETTE_COLUMNS: Record<keyof SilhouetteCm, string> = {
  chestBreadthCm: 'chestbreadth',
  chestDepthCm: 'chestdepth',
  waistBreadthCm: 'waistbreadth',
  waistDepthCm: 'waistdepth',
  hipBreadthCm: 'hipbreadth',
  hipDepthCm: 'buttockdepth',
};

/**
 * Feature subsets the photo pipeline can supply. `breadths` means both the shoulder and the
 * hip keypoint distances; one without the other is ignored at run time. `front` = the three
 * silhouette breadths; `front-side` = all six silhouette values.
 */
export const VARIANTS = [
  'height',
  'height-weight',
  'height-breadths',
  'height-weight-breadths',
  'height-front',
  'height-weight-front',
  'height-front-side',
  'height-weight-front-side',
] as const;
export type Variant = (typeof VARIANTS)[number];
/** The variants fed by silhouette values (sex unknown → the sex-mixture, see sex-mixture.ts). */
export const SILHOUETTE_VARIANTS = ['height-front', 'height-weight-front', 'height-front-side', 'height-weight-front-side'] as const;
export type SilhouetteVariant = (typeof SILHOUETTE_VARIANTS)[number];
export const isSilhouetteVariant = (v: Variant): v is SilhouetteVariant => (SILHOUETTE_VARIANTS as readonly string[]).includes(v);

/** Model groups: `pooled` is fitted on both sexes (sex unknown); the others per sex. */
export const GROUPS = ['pooled', 'female', 'male'] as const;
export type Group = (typeof GROUPS)[number];

/** Raw predictors: stature (cm), weight (kg), shoulder- and hip-keypoint distance (cm). */
export interface Predictors {
  heightCm: number;
  weightKg?: number | undefined;
  shoulderBreadthCm?: number | undefined;
  hipBreadthCm?: number | undefined;
  /** Silhouette values (cm); any subset. */
  silhouette?: Partial<SilhouetteCm> | undefined;
}

const FRONT_FEATURES = ['chestBreadthCm', 'waistBreadthCm', 'hipBreadthCm', 'chestBreadthCm²/100', 'waistBreadthCm²/100', 'hipBreadthCm²/100'] as const;
/** Ramanujan ellipse perimeters of breadth × depth at each level, then the six raw values: every circumference sees all six. */
const FRONT_SIDE_FEATURES = ['chestEllipseCm', 'waistEllipseCm', 'hipEllipseCm', ...SILHOUETTE_KEYS] as const;

/** Human-readable names of each variant's feature columns (documentation and the JSON file). */
export const FEATURE_NAMES: Record<Variant, readonly string[]> = {
  height: ['heightCm'],
  'height-weight': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight'],
  'height-breadths': ['heightCm', 'shoulderKpCm', 'hipKpCm', 'shoulderKpCm*hipKpCm/100'],
  'height-weight-breadths': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight', 'shoulderKpCm', 'hipKpCm'],
  'height-front': ['heightCm', ...FRONT_FEATURES],
  'height-weight-front': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight', ...FRONT_FEATURES],
  'height-front-side': ['heightCm', ...FRONT_SIDE_FEATURES],
  'height-weight-front-side': ['heightCm', 'weightKg', 'bmi', 'sqrtWeightPerHeight', ...FRONT_SIDE_FEATURES],
};

/** Shape ratios added for the sex classifier of the sex-mixture (dimensionless). */
export const SHAPE_RATIO_NAMES = {
  front: ['hipBreadth/chestBreadth', 'waistBreadth/hipBreadth', 'shoulderKeypointBreadth/hipBreadth', 'shoulderKeypointBreadth'],
  side: ['chestDepth/chestBreadth', 'waistDepth/waistBreadth', 'hipDepth/hipBreadth', 'hipDepth/chestDepth'],
} as const;

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
    case 'height-front':
      return [h, ...frontTerms(p, variant)];
    case 'height-weight-front':
      return [h, ...weightTerms(), ...frontTerms(p, variant)];
    case 'height-front-side':
      return [h, ...frontSideTerms(p, variant)];
    case 'height-weight-front-side':
      return [h, ...weightTerms(), ...frontSideTerms(p, variant)];
  }
}

function silhouetteValues<K extends keyof SilhouetteCm>(p: Predictors, keys: readonly K[], variant: Variant): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const k of keys) {
    const v = p.silhouette?.[k];
    if (v === undefined) throw new Error(`features(${variant}): silhouette.${k} missing`);
    out[k] = v;
  }
  return out;
}

function frontTerms(p: Predictors, variant: Variant): number[] {
  const b = silhouetteValues(p, FRONT_KEYS, variant);
  return [b.chestBreadthCm, b.waistBreadthCm, b.hipBreadthCm, b.chestBreadthCm ** 2 / 100, b.waistBreadthCm ** 2 / 100, b.hipBreadthCm ** 2 / 100];
}

function frontSideTerms(p: Predictors, variant: Variant): number[] {
  const s = silhouetteValues(p, SILHOUETTE_KEYS, variant);
  return [
    ellipsePerimeterCm(s.chestBreadthCm, s.chestDepthCm),
    ellipsePerimeterCm(s.waistBreadthCm, s.waistDepthCm),
    ellipsePerimeterCm(s.hipBreadthCm, s.hipDepthCm),
    ...SILHOUETTE_KEYS.map((k) => s[k]),
  ];
}

/**
 * The sex classifier's feature vector for a silhouette variant: the variant's features plus
 * the shape ratios of SHAPE_RATIO_NAMES (front ratios always, side ratios with depths) and the
 * shoulder keypoint breadth (shoulder to hip breadth is the classic sex-dimorphic ratio: + 1.3 %
 * of people classified right without weight, bench 2026-11-26).
 * @throws Error when a value the variant needs is missing; RangeError without `shoulderBreadthCm`.
 */
export function classifierFeatures(variant: SilhouetteVariant, p: Predictors): number[] {
  const x = features(variant, p);
  const f = silhouetteValues(p, FRONT_KEYS, variant);
  if (p.shoulderBreadthCm === undefined) throw new RangeError('the sex classifier needs shoulderBreadthCm');
  x.push(f.hipBreadthCm / f.chestBreadthCm, f.waistBreadthCm / f.hipBreadthCm, p.shoulderBreadthCm / f.hipBreadthCm, p.shoulderBreadthCm);
  if (variant.endsWith('front-side')) {
    const s = silhouetteValues(p, SILHOUETTE_KEYS, variant);
    x.push(s.chestDepthCm / s.chestBreadthCm, s.waistDepthCm / s.waistBreadthCm, s.hipDepthCm / s.hipBreadthCm, s.hipDepthCm / s.chestDepthCm);
  }
  return x;
}
