/** `DELETE /api/users/{userId}/block`: unblock (a no-op 200 when not blocked; follows are not restored). */
import type { RouteImpl } from '../../_core/http-handler';
import { unblock } from '../blocks.service';

export const unblockUser: RouteImpl<'DELETE /api/users/{userId}/block'> = async ({ params, caller }) =>
  unblock(caller.userId, params.userId);
