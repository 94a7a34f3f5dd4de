/** `DELETE /api/notifications`: Clear All (204). */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { clearAll } from '../notifications.service';

export const clearNotifications: RouteImpl<'DELETE /api/notifications'> = async ({ caller }) => {
  await clearAll(caller.userId);
  return reply({ status: 204, body: null });
};
