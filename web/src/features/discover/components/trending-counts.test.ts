import { describe, expect, it } from 'vitest';
import { trendingCounts } from './trending-counts';

describe('trendingCounts', () => {
  it('shows only counts above 0, singular for 1', () => {
    expect(trendingCounts(12, 5)).toBe('12 saves · 5 likes');
    expect(trendingCounts(1, 0)).toBe('1 save');
    expect(trendingCounts(0, 1)).toBe('1 like');
    expect(trendingCounts(0, 0)).toBe('');
  });
});
