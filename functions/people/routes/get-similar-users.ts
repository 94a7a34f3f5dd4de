/** `GET /api/users/{userId}/similar`: 92 %+ fit matches in the spec 02 Similar user shape, oneself only. */
import type { RouteImpl } from '../../_core/http-handler';
import { similarUsers } from '../matches.service';

export const getSimilarUsers: RouteImpl<'GET /api/users/{userId}/similar'> = async ({
  params,
  caller,
}) => similarUsers(caller.userId, params.userId);
