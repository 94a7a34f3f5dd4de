/**
 * `POST /api/analytics/performance` (admin only, spec 02 §6): the dashboard probes access
 * with `{ test: true }` (401 without a cookie, 403 for a non-admin session — the gateway's
 * answers); other bodies are performance reports, logged as one structured line.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { logger } from '../../_core/powertools';

export const reportPerformance: RouteImpl<'POST /api/analytics/performance'> = async ({ body, caller }) => {
  if (!body.test) logger.info('Performance report', { adminId: caller.userId, keys: Object.keys(body).slice(0, 20) });
  return { success: true as const };
};
