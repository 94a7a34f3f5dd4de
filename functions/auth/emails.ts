/**
 * The account emails (verification, password reset): subject, text, HTML and the link,
 * built from `APP_URL`. Links: `${APP_URL}/verify-email?token=…`, `${APP_URL}/reset-password?token=…`.
 */
import { actionEmail as message } from '../_core/email/action-email';
import type { EmailMessage } from '../_core/email/outbox';
import { env } from '../_core/env';

/** Email with the verification link (valid 24 hours). */
export function verificationEmail(to: string, name: string, token: string): EmailMessage {
  const link = `${env.APP_URL}/verify-email?token=${encodeURIComponent(token)}`;
  return message(to, 'Verify your Seamline email address', `Hi ${name},`, [
    'Please confirm your email address to finish setting up your Seamline account.',
    'The link works once and expires in 24 hours.',
  ], 'Verify email address', link);
}

/** Email with the password reset link (valid 1 hour). */
export function passwordResetEmail(to: string, name: string, token: string): EmailMessage {
  const link = `${env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return message(to, 'Reset your Seamline password', `Hi ${name},`, [
    'Someone asked to reset the password of your Seamline account. If it was not you, ignore this email.',
    'The link works once and expires in 1 hour. Resetting signs you out everywhere else.',
  ], 'Choose a new password', link);
}
