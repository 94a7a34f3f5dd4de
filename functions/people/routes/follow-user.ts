/** `POST /api/users/{userId}/follow`: follow (idempotent; oneself → 400, unknown → 404). */
import type { RouteImpl } from '../../_core/http-handler';
import { follow } from '../follows.service';

export const followUser: RouteImpl<'POST /api/users/{userId}/follow'> = async ({
  params,
  caller,
}) => follow(caller.userId, params.userId);
