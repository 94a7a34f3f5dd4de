import { describe, expect, it } from 'vitest';
import { formatDuration, formatMs, formatPercent, formatVital } from './format';

describe('dashboard formats', () => {
  it('shows ms under a second and seconds above', () => {
    expect(formatMs(849.6)).toBe('850 ms');
    expect(formatMs(2400)).toBe('2.4 s');
    expect(formatMs(12_400)).toBe('12 s');
    expect(formatMs(null)).toBe('—');
  });
  it('shows CLS unitless with 2 decimals', () => {
    expect(formatVital('cls', 0.1234)).toBe('0.12');
    expect(formatVital('lcp', 1800)).toBe('1.8 s');
    expect(formatVital('inp', undefined)).toBe('—');
  });
  it('shows durations in s, m s, h m', () => {
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(252_000)).toBe('4m 12s');
    expect(formatDuration(3_900_000)).toBe('1h 05m');
  });
  it('shows shares as percent', () => {
    expect(formatPercent(0.125)).toBe('13 %');
    expect(formatPercent(0.025)).toBe('2.5 %');
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(null)).toBe('—');
  });
});
