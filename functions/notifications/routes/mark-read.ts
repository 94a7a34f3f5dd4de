/** `POST /api/notifications/{notificationId}/read`: one of the caller's rows read (404 otherwise). */
import type { RouteImpl } from '../../_core/http-handler';
import { markRead as read } from '../notifications.service';

export const markRead: RouteImpl<'POST /api/notifications/{notificationId}/read'> = async ({ params, caller }) => ({
  notificationId: params.notificationId,
  isRead: true as const,
  unseenCount: await read(caller.userId, params.notificationId),
});
