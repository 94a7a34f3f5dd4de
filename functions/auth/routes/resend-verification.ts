/**
 * `POST /api/auth/resend-verification` (user): email a new verification link → 202; at most
 * 3 per hour per user (429 with Retry-After), nothing sent when already verified.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { resendVerification as resend } from '../verification.service';

export const resendVerification: RouteImpl<'POST /api/auth/resend-verification'> = async ({ caller }) => {
  const sent = await resend(caller.userId);
  return {
    success: true,
    message: sent ? 'We sent you a new verification email.' : 'Your email address is already verified.',
  };
};
