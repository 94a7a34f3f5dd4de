/**
 * `POST /api/analytics/performance` (public, issue 21; spec 02 §6, §7): `{ test: true }` is the
 * dashboard's access probe — 200 only with an admin session (the `sl_admin` cookie, checked here
 * because the route is public), 401 otherwise; any other body is a real-user performance report.
 * Until the aggregator lands, a report is logged as one structured line.
 */
import { ADMIN_SESSION_COOKIE } from '@seamline/shared/contracts/session';
import type { RouteImpl } from '../../_core/http-handler';
import { Unauthorized } from '../../_core/http-errors';
import { logger } from '../../_core/powertools';
import { findSession, readCookie } from '../../_core/sessions';

export const reportPerformance: RouteImpl<'POST /api/analytics/performance'> = async ({ body, event }) => {
  if ('test' in body) {
    const session = await findSession(readCookie(ADMIN_SESSION_COOKIE, event.cookies, event.headers?.cookie), 'admin');
    if (!session) throw new Unauthorized('Admin authentication required');
    return { success: true as const };
  }
  logger.info('Performance report', { page: body.page, score: body.performanceScore });
  return { success: true as const };
};
