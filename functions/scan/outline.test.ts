/** The outline sent to the scan screen (issue 23): largest region, ≤ 200 points, 0–1 coordinates. */
import { describe, expect, it } from 'vitest';
import { maskOutline, MAX_OUTLINE_POINTS } from './outline';

/** A width × height mask with the filled shapes given as predicates of (x, y). */
function maskOf(width: number, height: number, ...shapes: ((x: number, y: number) => boolean)[]) {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (shapes.some((f) => f(x, y))) data[y * width + x] = 1;
  return { data, width, height };
}

describe('maskOutline', () => {
  it('traces a rectangle as its four corners, image-relative', () => {
    const outline = maskOutline(maskOf(100, 50, (x, y) => x >= 20 && x < 60 && y >= 10 && y < 40));
    expect(outline.length).toBeGreaterThanOrEqual(4);
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    expect(Math.min(...xs)).toBeCloseTo(0.2, 1);
    expect(Math.max(...xs)).toBeCloseTo(0.6, 1);
    expect(Math.min(...ys)).toBeCloseTo(0.2, 1);
    expect(Math.max(...ys)).toBeCloseTo(0.8, 1);
  });

  it('keeps the largest region only and at most 200 points for a ragged shape', () => {
    const ragged = (x: number, y: number) => Math.hypot(x - 200, y - 200) < 150 + 20 * Math.sin(y / 2) * Math.cos(x / 3);
    const speck = (x: number, y: number) => x > 380 && y > 380;
    const outline = maskOutline(maskOf(400, 400, ragged, speck));
    expect(outline.length).toBeLessThanOrEqual(MAX_OUTLINE_POINTS);
    expect(outline.length).toBeGreaterThan(20);
    for (const [x, y] of outline) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
      expect(Math.hypot(x * 400 - 200, y * 400 - 200)).toBeLessThan(175);
    }
  });

  it('answers [] for an empty mask', () => expect(maskOutline(maskOf(10, 10))).toEqual([]));
});
