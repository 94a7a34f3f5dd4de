/**
 * Perimeter of an ellipse from a body cross-section's breadth (front silhouette) and depth
 * (side silhouette): the circumference a tape around a perfectly elliptical torso would read.
 * The body is not an ellipse (flat back, breasts, buttocks), so the estimator uses these
 * perimeters as FEATURES next to the raw breadths and depths, and regression on ANSUR II
 * corrects the shape (shared/domain/body-estimator/features.ts).
 *
 * Source: S. Ramanujan, "Modular equations and approximations to π", Quarterly Journal of
 * Mathematics 45 (1914), 350–372 — the second approximation, with h = (a − b)² / (a + b)²:
 *   P ≈ π (a + b) (1 + 3h / (10 + √(4 − 3h)))
 * Exact for a circle; relative error 4.0 × 10⁻⁴ for a degenerate (flat) ellipse and below
 * 10⁻⁹ for body-like shapes (depth/breadth 0.5–1). The first approximation,
 * π [3(a + b) − √((3a + b)(a + 3b))], is kept for comparison (error up to 0.4 % flat).
 * Pure and browser-safe.
 */

/** Ramanujan's second approximation of the perimeter from the SEMI-axes a, b (any length unit). */
export function ramanujanPerimeter(a: number, b: number): number {
  if (!(a >= 0 && b >= 0) || !Number.isFinite(a + b)) throw new RangeError(`ramanujanPerimeter: semi-axes must be finite and ≥ 0, got ${a}, ${b}`);
  if (a + b === 0) return 0;
  const h = (a - b) ** 2 / (a + b) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/** Ramanujan's first approximation from the semi-axes (comparison only). */
export function ramanujanFirstPerimeter(a: number, b: number): number {
  return Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
}

/**
 * Elliptical circumference (cm) of a cross-section measured as full breadth and full depth
 * (caliper-style, cm): the semi-axes are breadth/2 and depth/2.
 * @throws RangeError for negative or non-finite input.
 * @example ellipsePerimeterCm(30, 30) // 94.25 (a 30 cm circle: 30π)
 */
export function ellipsePerimeterCm(breadthCm: number, depthCm: number): number {
  return ramanujanPerimeter(breadthCm / 2, depthCm / 2);
}
