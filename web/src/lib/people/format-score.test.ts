import { describe, expect, it } from 'vitest';
import { formatScore } from './format-score';

describe('formatScore', () => {
  it('shows one decimal at most, dropping .0', () => {
    expect(formatScore(96.42)).toBe('96.4%');
    expect(formatScore(96)).toBe('96%');
    expect(formatScore(100)).toBe('100%');
  });

  it('rounds down so a score under 92 never reads as 92', () => {
    expect(formatScore(91.96)).toBe('91.9%');
    expect(formatScore(92)).toBe('92%');
  });

  it('clamps to 0–100', () => {
    expect(formatScore(-1)).toBe('0%');
    expect(formatScore(120)).toBe('100%');
  });
});
