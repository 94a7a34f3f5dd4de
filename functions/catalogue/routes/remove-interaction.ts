/** `DELETE /api/interactions` {productId, type: 'like', userId?}: un-like a product (no-op when never liked). */
import type { RouteImpl } from '../../_core/http-handler';
import { removeInteraction as remove } from '../activity.service';

export const removeInteraction: RouteImpl<'DELETE /api/interactions'> = async ({ body, caller }) => remove(caller.userId, body);
