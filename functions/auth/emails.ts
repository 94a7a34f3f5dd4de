/**
 * The account emails (verification, password reset): subject, text, HTML and the link,
 * built from `APP_URL`. Links: `${APP_URL}/verify-email?token=…`, `${APP_URL}/reset-password?token=…`.
 */
import type { EmailMessage } from '../_core/email/outbox';
import { env } from '../_core/env';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): EmailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}

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
