/** `GET /api/login`: the old hosting-provider sign-in; redirects (302) to the login screen. */
import { reply, type RouteImpl } from '../../_core/http-handler';

export const legacyLoginRedirect: RouteImpl<'GET /api/login'> = async () =>
  reply({ status: 302, body: null, headers: { location: '/login' } });
