/**
 * A binary person mask (the segmentation model's output, thresholded) and its horizontal runs.
 * Pure and browser-safe: plain typed arrays, no image library.
 */

/** Row-major mask: `data[y * width + x]` non-zero = person. */
export interface PersonMask {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A horizontal run of person pixels in one row: x from `start` (inclusive) to `end` (exclusive), px. */
export interface Run {
  start: number;
  end: number;
}

/** @throws RangeError unless width, height are positive integers and data has width × height cells. */
export function assertMask(mask: PersonMask): void {
  const { width, height, data } = mask;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0 || data.length !== width * height) {
    throw new RangeError(`mask must be width × height (${width} × ${height}) cells, got ${data.length}`);
  }
}

/** The runs of person pixels in row `y` (rounded; [] outside the image), left to right. */
export function rowRuns(mask: PersonMask, y: number): Run[] {
  const row = Math.round(y);
  if (row < 0 || row >= mask.height) return [];
  const runs: Run[] = [];
  const offset = row * mask.width;
  let start = -1;
  for (let x = 0; x <= mask.width; x++) {
    const on = x < mask.width && mask.data[offset + x] !== 0;
    if (on && start < 0) start = x;
    else if (!on && start >= 0) {
      runs.push({ start, end: x });
      start = -1;
    }
  }
  return runs;
}

/** The run containing x (px), if any. */
export const runAt = (runs: readonly Run[], x: number): Run | undefined => runs.find((r) => x >= r.start && x < r.end);

/** Width of a run, px. */
export const runWidth = (r: Run): number => r.end - r.start;

/** Distance from the first to the last person pixel of the row (0 when empty), px. */
export function rowExtent(runs: readonly Run[]): number {
  return runs.length ? runs[runs.length - 1]!.end - runs[0]!.start : 0;
}
