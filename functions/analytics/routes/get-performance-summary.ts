/**
 * `GET /api/admin/performance` (admin stage, issue 21): the dashboard's pre-aggregated summary.
 * Placeholder until the aggregator lands: an empty range.
 */
import type { RouteImpl } from '../../_core/http-handler';

export const getPerformanceSummary: RouteImpl<'GET /api/admin/performance'> = async () => {
  const to = new Date();
  const from = new Date(to.getTime() - 24 * 3_600_000);
  const none = { lcp: null, inp: null, cls: null, fcp: null, ttfb: null };
  const zero = { good: 0, needsImprovement: 0, poor: 0 };
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    summary: {
      reportCount: 0,
      sessions: 0,
      averageSessionMs: null,
      averageScore: null,
      weightedScore: null,
      p75: none,
      ratings: { lcp: zero, inp: zero, cls: zero, fcp: zero, ttfb: zero },
      scoreDistribution: { Excellent: 0, Good: 0, 'Needs Improvement': 0 },
      memory: { p75UsedMB: null, supportedReports: 0 },
      api: { calls: 0, averageMs: null, errorRate: null },
    },
    trends: [],
    browsers: [],
    devices: [],
    analytics: { topPages: [], scrollDepth: { '0': 0, '25': 0, '50': 0, '75': 0, '100': 0 }, interactions: { total: 0, perReport: null } },
    errors: [],
    filters: { pages: [], browsers: [] },
  };
};
