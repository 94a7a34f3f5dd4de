import { describe, expect, it } from 'vitest';
import type { Keypoint } from '../scan/keypoints';
import { pixelRoundingSdCm, sideTurnSin, turnedDepthErrorCm } from './quality';

const shoulders = (leftX: number, rightX: number, score = 0.9): Keypoint[] => [
  { name: 'leftShoulder', x: leftX, y: 100, score },
  { name: 'rightShoulder', x: rightX, y: 100, score },
] as Keypoint[];

describe('photo quality geometry', () => {
  it('pixel rounding of a width read at both edges: sd cmPerPx ÷ √6 (two uniform ±½ px errors)', () => {
    expect(pixelRoundingSdCm(Math.sqrt(6))).toBeCloseTo(1, 12);
    expect(pixelRoundingSdCm(0.4)).toBeCloseTo(0.1633, 4);
  });

  it('side turn: shoulder spread (px × cm/px) ÷ the front photo\'s shoulder breadth, at most 1; null when a shoulder is not seen', () => {
    expect(sideTurnSin(shoulders(100, 100), 0.5, 38)).toBe(0);
    expect(sideTurnSin(shoulders(100, 138), 0.5, 38)).toBeCloseTo(0.5, 12);
    expect(sideTurnSin(shoulders(0, 400), 0.5, 38)).toBe(1);
    expect(sideTurnSin(shoulders(100, 138, 0.05), 0.5, 38)).toBeNull();
    expect(sideTurnSin(shoulders(100, 138), 0.5, 0)).toBeNull();
  });

  it('a turned side photo reads the ellipse\'s projected width: 0 side-on, breadth − depth facing the camera, growing between', () => {
    expect(turnedDepthErrorCm(32, 24, 0)).toBe(0);
    expect(turnedDepthErrorCm(32, 24, 1)).toBeCloseTo(8, 12);
    // 15°: the side-on check's limit (side.ts) — ≈ 0.6 cm at the chest, the assumed side-rotation figure
    expect(turnedDepthErrorCm(32, 24, Math.sin((15 * Math.PI) / 180))).toBeCloseTo(0.6, 1);
    let last = -1;
    for (let s = 0; s <= 1; s += 0.1) {
      expect(turnedDepthErrorCm(34, 24, s)).toBeGreaterThan(last);
      last = turnedDepthErrorCm(34, 24, s);
    }
  });
});
