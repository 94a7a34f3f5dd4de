/**
 * One email shape for every message that asks the person to follow a link (verification,
 * password reset, data export ready): a greeting, lines of text and one action link, as text
 * and as HTML (every value escaped).
 */
import type { EmailMessage } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Build the message; `link` is also the message's `link` (for people and e2e tests). */
export function actionEmail(to: string, subject: string, greeting: string, lines: readonly string[], action: string, link: string): EmailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}
