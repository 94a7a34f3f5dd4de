/**
 * What the front and side measurements return: per level the image row, the torso run and its
 * width in px and cm (the pipeline draws these as the overlay), or a retake code from
 * SCAN_MESSAGES (shared/domain/scan/photo-checks.ts).
 */
import type { ScanProblem } from '../scan/photo-checks';
import type { LandmarkLevels } from './landmark-levels';
import type { Run } from './mask';

export type BodyLevel = 'chest' | 'waist' | 'hip';

export interface LevelReading {
  level: BodyLevel;
  /** Image row measured, px. */
  y: number;
  /** The torso's run in that row (x from start inclusive to end exclusive), px. */
  run: Run;
  widthPx: number;
  /** widthPx × cmPerPx. */
  widthCm: number;
}

/** Retake codes the silhouette checks answer (messages in SCAN_MESSAGES). */
export type SilhouetteProblem = Extract<ScanProblem, 'armsTouching' | 'notSideOn' | 'noPerson' | 'framing'>;

export type Reading<T> =
  | { ok: true; levels: LandmarkLevels; readings: LevelReading[]; values: T }
  | { ok: false; problem: SilhouetteProblem; level?: BodyLevel };

/**
 * Fraction of stature searched either side of the buttock level for the greatest hip breadth
 * (front) and buttock depth (side): ANSUR's `hipbreadth` is the maximum hip breadth and
 * `buttockdepth` is taken at the greatest protrusion, which vary a few cm around
 * `buttockheight` (0.03 × 170 cm ≈ ±5 cm). ASSUMPTION, to be checked on real photos.
 */
export const HIP_SEARCH_RATIO = 0.03;

/** Image rows from the buttock level − HIP_SEARCH_RATIO × stature to + that, px. */
export function hipRows(levels: LandmarkLevels): number[] {
  const from = Math.round(levels.buttockY - HIP_SEARCH_RATIO * levels.staturePx);
  const to = Math.round(levels.buttockY + HIP_SEARCH_RATIO * levels.staturePx);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The reading of greatest width; when several rows share it (a flat extremum), the middle one
 * of them, so the overlay marks the centre of the protrusion.
 */
export function widestReading(readings: readonly LevelReading[]): LevelReading {
  const max = Math.max(...readings.map((r) => r.widthPx));
  const widest = readings.filter((r) => r.widthPx === max);
  return widest[Math.floor((widest.length - 1) / 2)]!;
}
