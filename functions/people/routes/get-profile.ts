/** `GET /api/users/{userId}/profile`: the public profile with real counts (any signed-in viewer). */
import type { RouteImpl } from '../../_core/http-handler';
import { publicProfile } from '../profile.service';

export const getProfile: RouteImpl<'GET /api/users/{userId}/profile'> = async ({
  params,
  caller,
}) => publicProfile(caller.userId, params.userId);
