/** `POST /api/users/{userId}/block`: block (idempotent; oneself → 400, unknown → 404, past 1,000 → 400). */
import type { RouteImpl } from '../../_core/http-handler';
import { block } from '../blocks.service';

export const blockUser: RouteImpl<'POST /api/users/{userId}/block'> = async ({ params, caller }) =>
  block(caller.userId, params.userId);
