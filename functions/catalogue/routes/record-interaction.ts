/** `POST /api/interactions` {productId, type like|share|view, userId?, source}: record it. */
import type { RouteImpl } from '../../_core/http-handler';
import { recordInteraction as record } from '../activity.service';

export const recordInteraction: RouteImpl<'POST /api/interactions'> = async ({ body, caller }) =>
  record(caller.userId, body);
