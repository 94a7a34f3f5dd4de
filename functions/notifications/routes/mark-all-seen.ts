/** `POST /api/notifications/seen`: the bell was opened; the badge goes to 0. */
import type { RouteImpl } from '../../_core/http-handler';
import { markAllSeen as markSeen } from '../notifications.service';

export const markAllSeen: RouteImpl<'POST /api/notifications/seen'> = async ({ caller }) => ({
  unseenCount: await markSeen(caller.userId),
});
