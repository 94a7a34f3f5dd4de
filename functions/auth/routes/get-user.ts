/**
 * `GET /api/auth/user`: the signed-in user (no secrets) incl. `isEmailVerified`. 401 without
 * a cookie is the gateway's; the session is re-checked here (in parallel with the user
 * read) so a cookie that was logged out or ended by a reset gets 403 at once, even while
 * the authorizer's cached answer still allows it.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { presentedToken } from '../../_core/cookies';
import { Forbidden } from '../../_core/http-errors';
import { findSession } from '../../_core/sessions';
import { getUser } from '../users';

export const getCurrentUser: RouteImpl<'GET /api/auth/user'> = async ({ caller, event }) => {
  const [session, user] = await Promise.all([findSession(presentedToken(event, 'user'), 'user'), getUser(caller.userId)]);
  if (session?.userId !== caller.userId) throw new Forbidden();
  return user;
};
