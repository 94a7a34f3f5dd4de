/**
 * `POST /api/auth/logout` (public): delete the session of the presented cookie, if any, and
 * always clear the cookie → 204.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { endPresentedSession, endSessionCookie } from '../../_core/session-lifecycle';

export const logout: RouteImpl<'POST /api/auth/logout'> = async ({ event }) => {
  await endPresentedSession(event, 'user');
  return reply({ status: 204, body: null, cookies: [endSessionCookie('user')] });
};
