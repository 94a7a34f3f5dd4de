/** Area `analytics`: real-user performance reports and the admin dashboard's summary (issue 21). */
import { createAreaHandler } from '../_core/http-handler';
import { getPerformanceSummary } from './routes/get-performance-summary';
import { reportPerformance } from './routes/report-performance';

export const handler = createAreaHandler('analytics', {
  'POST /api/analytics/performance': reportPerformance,
  'GET /api/admin/performance': getPerformanceSummary,
});
