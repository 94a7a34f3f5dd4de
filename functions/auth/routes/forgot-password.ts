/**
 * `POST /api/auth/forgot-password` `{ email }`: always 202 with the same text, whether or
 * not the account exists (no enumeration); the reset link is emailed only to real accounts.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { clientAddress } from '../../_core/rate-limit';
import { requestPasswordReset } from '../password-reset.service';

export const FORGOT_PASSWORD_SENT = 'If an account exists for that email, we sent a link to reset the password.';

export const forgotPassword: RouteImpl<'POST /api/auth/forgot-password'> = async ({ body, event }) => {
  await requestPasswordReset(body.email, clientAddress(event));
  return { success: true, message: FORGOT_PASSWORD_SENT };
};
