/** Area `analytics`: admin-only performance reports (spec 02 performance dashboard). */
import { createAreaHandler } from '../_core/http-handler';
import { reportPerformance } from './routes/report-performance';

export const handler = createAreaHandler('analytics', {
  'POST /api/analytics/performance': reportPerformance,
});
