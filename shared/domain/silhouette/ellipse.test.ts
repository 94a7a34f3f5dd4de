/** Ramanujan's ellipse perimeter against exact values (numerical integration, known constants). */
import { describe, expect, it } from 'vitest';
import { ellipsePerimeterCm, ramanujanFirstPerimeter, ramanujanPerimeter } from './ellipse';

/** Exact perimeter 4a ∫₀^{π/2} √(1 − e² sin²θ) dθ by composite Simpson (a ≥ b). */
function exactPerimeter(a: number, b: number, steps = 20_000): number {
  const [major, minor] = a >= b ? [a, b] : [b, a];
  const e2 = 1 - (minor / major) ** 2;
  const f = (t: number) => Math.sqrt(1 - e2 * Math.sin(t) ** 2);
  const h = Math.PI / 2 / steps;
  let s = f(0) + f(Math.PI / 2);
  for (let i = 1; i < steps; i++) s += (i % 2 ? 4 : 2) * f(i * h);
  return 4 * major * (s * h) / 3;
}

describe('ellipse perimeter (Ramanujan II)', () => {
  it('is exact for a circle', () => {
    expect(ramanujanPerimeter(10, 10)).toBeCloseTo(20 * Math.PI, 12);
    expect(ellipsePerimeterCm(30, 30)).toBeCloseTo(30 * Math.PI, 12);
  });

  it('matches the known perimeter of the 2:1 ellipse (a = 1, b = 0.5: 4.844224110273838)', () => {
    expect(ramanujanPerimeter(1, 0.5)).toBeCloseTo(4.844224110273838, 8);
    expect(exactPerimeter(1, 0.5)).toBeCloseTo(4.844224110273838, 9);
  });

  it('is within 1e-9 relative for body-like cross-sections (depth/breadth 0.5–1)', () => {
    for (const [breadth, depth] of [[33, 25], [30, 22], [36, 26], [28, 24], [40, 20]] as const) {
      const exact = exactPerimeter(breadth / 2, depth / 2);
      expect(Math.abs(ellipsePerimeterCm(breadth, depth) - exact) / exact).toBeLessThan(1e-9);
    }
  });

  it('stays within 4.1e-4 for a flat ellipse (b → 0, exact perimeter 4a) and beats the first approximation', () => {
    const flat = ramanujanPerimeter(10, 0);
    expect(Math.abs(flat - 40) / 40).toBeLessThan(4.1e-4);
    expect(Math.abs(ramanujanFirstPerimeter(10, 0) - 40)).toBeGreaterThan(Math.abs(flat - 40));
    const thin = exactPerimeter(10, 1);
    expect(Math.abs(ramanujanPerimeter(10, 1) - thin) / thin).toBeLessThan(2e-5);
  });

  it('is symmetric in the axes, zero for a point, and refuses negative or non-finite axes', () => {
    expect(ellipsePerimeterCm(20, 35)).toBe(ellipsePerimeterCm(35, 20));
    expect(ellipsePerimeterCm(0, 0)).toBe(0);
    expect(() => ellipsePerimeterCm(-1, 10)).toThrow(RangeError);
    expect(() => ellipsePerimeterCm(NaN, 10)).toThrow(RangeError);
    expect(() => ellipsePerimeterCm(Infinity, 10)).toThrow(RangeError);
  });
});
