import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileOutbox } from './file-outbox';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('file outbox', () => {
  it('writes one JSON file per message and logs one line with the link', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(dataDir);
    const lines: string[] = [];
    const outbox = createFileOutbox(dataDir, (l) => lines.push(l));
    await outbox.send({ to: 'a@example.test', subject: 'Verify', text: 't', html: 'h', link: 'http://l/1' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*\.json$/);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8'))).toEqual({
      to: 'a@example.test', subject: 'Verify', text: 't', html: 'h', link: 'http://l/1',
    });
    expect(lines).toEqual(['✉  a@example.test: Verify → http://l/1']);
  });
});
