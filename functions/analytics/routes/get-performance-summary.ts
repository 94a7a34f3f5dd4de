/**
 * `GET /api/admin/performance` (admin stage, issue 21): the dashboard's pre-aggregated summary of
 * a range (`summary.service.ts`); 400 for a reversed or longer than 30-day range.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { performanceSummary } from '../summary.service';

export const getPerformanceSummary: RouteImpl<'GET /api/admin/performance'> = async ({ query }) => performanceSummary(query);
