/**
 * `POST /api/auth/reset-password` `{ token, password, confirmPassword }`: set the new
 * password with a single-use 1-hour token and end every other session of the user (the
 * caller's own cookie session, if any, is kept) → `{ success: true }`. Bad token → 400.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { presentedTokenHash } from '../../_core/session-lifecycle';
import { resetPassword as reset } from '../password-reset.service';

export const resetPassword: RouteImpl<'POST /api/auth/reset-password'> = async ({ body, event }) => {
  await reset(body.token, body.password, presentedTokenHash(event, 'user'));
  return { success: true, message: 'Your password has been reset. Please sign in.' };
};
