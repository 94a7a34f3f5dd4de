import { describe, expect, it } from 'vitest';
import { performanceQuerySchema, type PerformanceSummary } from '@seamline/shared/contracts/performance';
import { rangeOf, validateDashboardSearch } from './dashboard-search';
import { buildExport } from './export-report';

describe('validateDashboardSearch', () => {
  it('keeps valid values and turns bad ones into the defaults (never an error)', () => {
    expect(validateDashboardSearch({ range: '7d', page: '/closet/{userId}', device: 'mobile', browser: ' Chrome ' })).toEqual({
      range: '7d',
      page: '/closet/{userId}',
      device: 'mobile',
      browser: 'Chrome',
    });
    const bad = validateDashboardSearch({ range: '1y', page: '/closet/123', device: 'fridge', browser: '' });
    expect(bad).toEqual({ range: undefined, page: undefined, device: undefined, browser: undefined });
    expect(rangeOf(bad)).toBe('24h');
  });

  it('answers only values the server query schema accepts', () => {
    const search = validateDashboardSearch({ range: '30d', page: '/discover', device: 'tablet', browser: 'x'.repeat(80) });
    expect(performanceQuerySchema.safeParse({ ...search, range: rangeOf(search) }).success).toBe(true);
  });
});

describe('buildExport', () => {
  it('names the file performance-report-{YYYY-MM-DD}.json (UTC) and holds the data with its range and filters', () => {
    const data = { from: 'a', to: 'b' } as unknown as PerformanceSummary;
    const { fileName, document } = buildExport(data, { device: 'mobile' }, new Date('2026-11-26T23:30:00-05:00'));
    expect(fileName).toBe('performance-report-2026-11-27.json');
    expect(document).toEqual({ exportedAt: '2026-11-27T04:30:00.000Z', range: '24h', filters: { page: null, device: 'mobile', browser: null }, data });
  });
});
