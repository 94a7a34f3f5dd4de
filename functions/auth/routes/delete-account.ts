/**
 * `DELETE /api/users/{userId}` {password} (issue 22): 202 `{ status: 'deleting' }` and the session
 * cookie cleared; wrong password → 401 (nothing deleted); another person's id → 403.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { endSessionCookie } from '../../_core/session-lifecycle';
import { requestAccountDeletion } from '../account-deletion.service';

export const deleteAccount: RouteImpl<'DELETE /api/users/{userId}'> = async ({ params, body, caller, event }) => {
  await requestAccountDeletion(caller.userId, params.userId, body.password, event);
  return reply({ status: 202, body: { status: 'deleting' as const }, cookies: [endSessionCookie('user')] });
};
