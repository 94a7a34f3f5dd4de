/**
 * `POST /api/auth/verify-email` `{ token }` (spec 01 §4, §8): a valid single-use token sets
 * `isEmailVerified`; expired, used or unknown → 400 'The verification link is invalid or has
 * expired.'
 */
import type { RouteImpl } from '../../_core/http-handler';
import { verifyEmailToken } from '../verification.service';

export const verifyEmail: RouteImpl<'POST /api/auth/verify-email'> = async ({ body }) => {
  await verifyEmailToken(body.token);
  return { success: true, message: 'Your email address is verified.' };
};
