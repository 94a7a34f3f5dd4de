/**
 * Local outbox adapter: each message becomes `<dataDir>/outbox/<iso>-<id>.json` with
 * `{ to, subject, text, html, link }`, and one console line `✉  <to>: <subject> → <link>`,
 * so a person (or an e2e test) can follow the link without a mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { EmailMessage, Outbox } from './outbox';

/** Outbox writing JSON files under `<dataDir>/outbox/` (created on first use). */
export function createFileOutbox(dataDir: string, log: (line: string) => void = console.log): Outbox {
  const dir = path.resolve(dataDir, 'outbox');
  return {
    async send(message: EmailMessage) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const { to, subject, text, html, link } = message;
      await writeFile(path.join(dir, name), `${JSON.stringify({ to, subject, text, html, link: link ?? null }, null, 2)}\n`);
      log(`✉  ${to}: ${subject} → ${link ?? '(no link)'}`);
    },
  };
}
