/**
 * `GET /api/auth/user`: the signed-in user (no secrets) incl. `isEmailVerified`. 401 without
 * a cookie is the gateway's; the session is re-checked here, in the same BatchGetItem as the
 * user read, so a cookie that was logged out or ended by a reset gets 403 at once, even
 * while the authorizer's cached answer still allows it.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { presentedToken } from '../../_core/cookies';
import { currentUser } from '../current-user';

export const getCurrentUser: RouteImpl<'GET /api/auth/user'> = async ({ caller, event }) =>
  currentUser(presentedToken(event, 'user'), caller.userId);
