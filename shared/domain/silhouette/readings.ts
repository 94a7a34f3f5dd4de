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

/** One row's reading, or the retake code it gives. */
export type RowResult = { ok: true; reading: LevelReading } | { ok: false; problem: SilhouetteProblem };

/**
 * The chest, waist and hip readings: each level's rows (chest and waist one row, hip the
 * {@link hipRows}) read by `readRow`, the widest kept per level; or the first problem, with its
 * level (`framing` for a row outside the image of `maskHeight` px). Front breadths and side
 * depths differ only in how a row is read.
 */
export function readLevels(
  levels: LandmarkLevels,
  maskHeight: number,
  readRow: (level: BodyLevel, y: number) => RowResult,
): { ok: true; readings: [LevelReading, LevelReading, LevelReading] } | { ok: false; problem: SilhouetteProblem; level: BodyLevel } {
  const rows: [BodyLevel, number[]][] = [
    ['chest', [Math.round(levels.chestY)]],
    ['waist', [Math.round(levels.waistY)]],
    ['hip', hipRows(levels)],
  ];
  const readings: LevelReading[] = [];
  for (const [level, ys] of rows) {
    if (ys.some((y) => y < 0 || y >= maskHeight)) return { ok: false, problem: 'framing', level };
    const candidates: LevelReading[] = [];
    for (const y of ys) {
      const r = readRow(level, y);
      if (!r.ok) return { ok: false, problem: r.problem, level };
      candidates.push(r.reading);
    }
    readings.push(widestReading(candidates));
  }
  return { ok: true, readings: readings as [LevelReading, LevelReading, LevelReading] };
}
