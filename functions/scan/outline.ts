/**
 * The detected outline of a person mask for the scan screen to draw over the photo (issue 23):
 * the outer ring of the largest mask region, traced with marching squares (`d3-contour`, ISC)
 * and simplified with Ramer–Douglas–Peucker (`simplify-js`, BSD-2-Clause) to at most
 * {@link MAX_OUTLINE_POINTS} points, in image-relative coordinates 0–1.
 */
import { contours } from 'd3-contour';
import simplify from 'simplify-js';
import { MAX_OUTLINE_POINTS } from '@seamline/shared/contracts/scan';
import type { PersonMask } from '@seamline/shared/domain/silhouette/mask';

export { MAX_OUTLINE_POINTS };

/** A point in image-relative coordinates: x ÷ width, y ÷ height, each 0–1. */
export type OutlinePoint = [number, number];

/** Signed area (shoelace) of a ring, px². */
const ringArea = (ring: number[][]): number =>
  ring.reduce((a, p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    return a + p[0]! * q[1]! - q[0]! * p[1]!;
  }, 0) / 2;

/**
 * The person's outline: the exterior ring of the largest region of the mask, closed implicitly
 * (the last point is not repeated), simplified until it has at most `maxPoints` points
 * (tolerance 1 px, doubled until it fits), then divided by the image size.
 * @returns [] for an empty mask.
 */
export function maskOutline(mask: PersonMask, maxPoints = MAX_OUTLINE_POINTS): OutlinePoint[] {
  const { width, height, data } = mask;
  // Trace only the mask's bounding box (+ a 1 px empty border, so rings close inside it): a
  // person fills a fraction of the photo, and marching squares visits every cell.
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return [];
  const w = x1 - x0 + 3;
  const h = y1 - y0 + 3;
  const values = new Float64Array(w * h);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) values[(y - y0 + 1) * w + (x - x0 + 1)] = data[y * width + x] ? 1 : 0;
  // d3-contour reads values[i] only: a typed array serves as well as number[].
  const [shape] = contours().size([w, h]).thresholds([0.5])(values as unknown as number[]);
  const rings = (shape?.coordinates ?? []).map((polygon) => polygon[0]!).filter((r) => r.length >= 3);
  if (rings.length === 0) return [];
  const outer = rings.reduce((best, r) => (Math.abs(ringArea(r)) > Math.abs(ringArea(best)) ? r : best));
  const points = outer.slice(0, -1).map(([x, y]) => ({ x: x! + x0 - 1, y: y! + y0 - 1 }));
  let tolerance = 1;
  let simple = simplify(points, tolerance, true);
  while (simple.length > maxPoints) {
    tolerance *= 2;
    simple = simplify(points, tolerance, true);
  }
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return simple.map((p) => [r(Math.min(Math.max(p.x / width, 0), 1)), r(Math.min(Math.max(p.y / height, 0), 1))]);
}
