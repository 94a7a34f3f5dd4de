/** `GET /api/notifications?cursor=&limit=`: the caller's notifications, newest first, and the badge. */
import type { RouteImpl } from '../../_core/http-handler';
import { listNotifications as list } from '../notifications.service';

export const listNotifications: RouteImpl<'GET /api/notifications'> = async ({ query, caller }) =>
  list(caller.userId, query);
