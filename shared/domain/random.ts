/**
 * Deterministic randomness for synthetic data, seeded demo data, cross-validation folds, noise
 * models and benchmarks: one generator, so a seed means the same numbers everywhere.
 * Not for anything secret (use `node:crypto`).
 */

/**
 * Pseudo-random numbers in [0, 1) from a 32-bit seed: mulberry32 (Tommy Ettinger's
 * public-domain generator; 32-bit state, period 2³²), fast and small.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller, two draws of `rand`). */
export const gaussian = (rand: () => number): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
