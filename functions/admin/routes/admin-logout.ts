/** `POST /api/admin/logout` (admin): delete the admin session and clear its cookie → 204. */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { endPresentedSession, endSessionCookie } from '../../_core/session-lifecycle';

export const adminLogout: RouteImpl<'POST /api/admin/logout'> = async ({ event }) => {
  await endPresentedSession(event, 'admin');
  return reply({ status: 204, body: null, cookies: [endSessionCookie('admin')] });
};
