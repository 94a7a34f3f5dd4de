/**
 * The local runtime's file outbox (`<DATA_DIR>/outbox/*.json`, `{to, subject, text, html,
 * link}`): wait for the email sent to an address, polling until a deadline.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

const outboxDir = () => path.join(String(inject('runtimeEnv').DATA_DIR), 'outbox');

async function readAll(): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(outboxDir(), n), 'utf8')) as OutboxEmail));
}

/**
 * The newest email to `to` whose subject contains `subject`, waiting up to `timeoutMs`.
 * `after` skips emails already seen (pass the count of earlier matches).
 */
export async function waitForEmail(to: string, subject: string, { timeoutMs = 15_000, after = 0 } = {}): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = (await readAll()).filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject.includes(subject));
    if (matches.length > after) return matches[matches.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of an email link (the runtime's APP_URL may differ from the test origin). */
export function linkPath(email: OutboxEmail): string {
  if (!email.link) throw new Error(`Email "${email.subject}" has no link`);
  const url = new URL(email.link);
  return url.pathname + url.search;
}
