import { describe, expect, it } from 'vitest';
import { isSampled, parseSampleRate } from './session';

describe('parseSampleRate', () => {
  it('defaults to 1 (every session) when unset or unusable', () => {
    expect(parseSampleRate(undefined)).toBe(1);
    expect(parseSampleRate('')).toBe(1);
    expect(parseSampleRate('abc')).toBe(1);
    expect(parseSampleRate('1.5')).toBe(1);
    expect(parseSampleRate('-0.1')).toBe(1);
  });
  it('reads a rate in [0, 1]', () => {
    expect(parseSampleRate('0.25')).toBe(0.25);
    expect(parseSampleRate('0')).toBe(0);
  });
});

describe('isSampled', () => {
  it('keeps a session when its draw is below the rate', () => {
    expect(isSampled(0.25, () => 0.2)).toBe(true);
    expect(isSampled(0.25, () => 0.25)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
  });
  it('samples about rate × sessions', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const kept = Array.from({ length: 10_000 }, () => isSampled(0.1, random)).filter(Boolean).length;
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThan(1100);
  });
});
