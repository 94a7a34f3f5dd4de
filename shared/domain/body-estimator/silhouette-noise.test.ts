import { describe, expect, it } from 'vitest';
import type { AnsurRow } from './ansur';
import { FRONT_KEYS, SILHOUETTE_KEYS } from './features';
import { NO_NOISE, SILHOUETTE_NOISE, SILHOUETTE_NOISE_COMPONENTS_CM, scaledNoise, simulateSilhouette, type SilhouetteNoise } from './silhouette-noise';
import { gaussian, mulberry32 } from '../random';

const caliper = { chestBreadthCm: 30, chestDepthCm: 24, waistBreadthCm: 28, waistDepthCm: 20, hipBreadthCm: 34, hipDepthCm: 23 };
const row = { sex: 'female', silhouette: caliper } as unknown as AnsurRow;
const draws = (seed: number) => {
  const rand = mulberry32(seed);
  return () => gaussian(rand);
};
const zeroSd = NO_NOISE.sdCm;

describe('simulateSilhouette', () => {
  it('without noise returns the caliper values', () => {
    expect(simulateSilhouette([row], NO_NOISE, draws(1))).toEqual([caliper]);
  });

  it('a photo offset moves the three values of one photo by the same cm, the other photo independently', () => {
    const noise: SilhouetteNoise = { sdCm: zeroSd, scaleSd: 0, photoOffsetSdCm: 0.5 };
    const [v] = simulateSilhouette([row], noise, draws(7));
    const front = FRONT_KEYS.map((k) => v![k] - caliper[k]);
    const side = SILHOUETTE_KEYS.filter((k) => !(FRONT_KEYS as readonly string[]).includes(k)).map((k) => v![k] - caliper[k]);
    expect(front[0]).not.toBe(0);
    for (const d of front) expect(d).toBeCloseTo(front[0]!, 12);
    for (const d of side) expect(d).toBeCloseTo(side[0]!, 12);
    expect(side[0]).not.toBeCloseTo(front[0]!, 6);
  });

  it('the offset has the stated spread over many photos', () => {
    const noise: SilhouetteNoise = { sdCm: zeroSd, scaleSd: 0, photoOffsetSdCm: 0.22 };
    const offsets = simulateSilhouette(Array(4000).fill(row), noise, draws(3)).map((v) => v.chestBreadthCm - caliper.chestBreadthCm);
    const mean = offsets.reduce((s, x) => s + x, 0) / offsets.length;
    const sd = Math.sqrt(offsets.reduce((s, x) => s + (x - mean) ** 2, 0) / (offsets.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(sd).toBeGreaterThan(0.2);
    expect(sd).toBeLessThan(0.24);
  });
});

describe('SILHOUETTE_NOISE', () => {
  it('combines its components into the documented sd per value (cm), and scaling scales every term', () => {
    expect(SILHOUETTE_NOISE.sdCm).toEqual({ chestBreadthCm: 0.75, waistBreadthCm: 0.85, hipBreadthCm: 0.82, chestDepthCm: 0.97, waistDepthCm: 0.96, hipDepthCm: 1.04 });
    expect(SILHOUETTE_NOISE_COMPONENTS_CM.hipDepthCm).toEqual({ segmentation: 0.44, levelAndPixels: 0.31, clothing: 0.42, posture: 0.5, sideRotationAndArm: 0.6 });
    const doubled = scaledNoise(SILHOUETTE_NOISE, 2);
    for (const k of SILHOUETTE_KEYS) expect(doubled.sdCm[k]).toBeCloseTo(2 * SILHOUETTE_NOISE.sdCm[k], 12);
    expect(doubled.photoOffsetSdCm).toBeCloseTo(2 * SILHOUETTE_NOISE.photoOffsetSdCm, 12);
    expect(doubled.scaleSd).toBeCloseTo(2 * SILHOUETTE_NOISE.scaleSd, 12);
    expect(NO_NOISE.photoOffsetSdCm).toBe(0);
  });
});
