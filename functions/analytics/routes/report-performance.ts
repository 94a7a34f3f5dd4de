/**
 * `POST /api/analytics/performance` (public, issue 21; spec 02 §6, §7): `{ test: true }` is the
 * dashboard's access probe — 200 only with an admin session (the `sl_admin` cookie, checked here
 * because the route is public), 401 otherwise (also for a user session). Any other body is a
 * real-user performance report from any visitor, signed in or not: > 16 KB → 413 and
 * `text/plain` beacon bodies are handled before parsing (manifest `maxBody`, `beacon`), invalid →
 * 400, past 60 a minute from one address → 429; accepted → 202 (stored for aggregation).
 */
import { ADMIN_SESSION_COOKIE } from '@seamline/shared/contracts/session';
import { reply, type RouteImpl } from '../../_core/http-handler';
import { Unauthorized } from '../../_core/http-errors';
import { clientAddress } from '../../_core/rate-limit';
import { findSession, readCookie } from '../../_core/sessions';
import { acceptReport } from '../ingest.service';

export const reportPerformance: RouteImpl<'POST /api/analytics/performance'> = async ({ body, event }) => {
  if ('test' in body) {
    const session = await findSession(readCookie(ADMIN_SESSION_COOKIE, event.cookies, event.headers?.cookie), 'admin');
    if (!session) throw new Unauthorized('Admin authentication required');
    return reply({ status: 200, body: { success: true as const } });
  }
  await acceptReport(body, clientAddress(event));
  return reply({ status: 202, body: { success: true as const } });
};
