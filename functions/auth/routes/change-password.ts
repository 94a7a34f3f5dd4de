/**
 * `POST /api/auth/change-password` {currentPassword, newPassword, confirmPassword} (issue 17 §4):
 * wrong current → 400 'Current password is incorrect'; success → `{ success, endedSessions }`,
 * every other session of the caller ended.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { changePassword as change } from '../change-password.service';

export const changePassword: RouteImpl<'POST /api/auth/change-password'> = async ({ body, caller, event }) => ({
  success: true,
  endedSessions: await change(caller.userId, body, event),
});
