import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('shows counts under 1,000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(142)).toBe('142');
    expect(formatCount(999)).toBe('999');
  });

  it('shows thousands with one decimal, rounded down, without .0', () => {
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(2100)).toBe('2.1k');
    expect(formatCount(2149)).toBe('2.1k');
    expect(formatCount(1999)).toBe('1.9k');
    expect(formatCount(999_999)).toBe('999.9k');
  });

  it('shows millions with M', () => {
    expect(formatCount(1_000_000)).toBe('1M');
    expect(formatCount(1_250_000)).toBe('1.2M');
  });

  it('never shows a negative or fractional count', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(12.7)).toBe('12');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
