/** `GET /api/auth/user`: the signed-in user. 401 without a session is the authorizer's. */
import type { RouteImpl } from '../../_core/http-handler';
import { getUser } from '../users';

export const getCurrentUser: RouteImpl<'GET /api/auth/user'> = async ({ caller }) => getUser(caller.userId);
