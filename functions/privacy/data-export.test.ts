import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_TEXTS } from '@seamline/shared/contracts/data-export';
import { exportJobOf, exportReadyEmail } from './data-export-job';
import { archiveKeyOf, exportable } from './export-archive';

describe('exportable', () => {
  it('drops password and token hashes, secrets, ElectroDB internals and TTLs; keeps the rest', () => {
    expect(
      exportable({
        id: 'u1',
        email: 'a@b.c',
        passwordHash: '$argon2id$x',
        tokenHash: 'abc',
        clientSecret: 's',
        resetToken: 't',
        ttl: 1,
        __edb_e__: 'user',
        tokensUsed: 3,
        measurements: { bust: 90 },
      }),
    ).toEqual({ id: 'u1', email: 'a@b.c', tokensUsed: 3, measurements: { bust: 90 } });
  });
});

describe('exportJobOf', () => {
  const image = { __edb_e__: 'dataExport', userId: 'u1', exportId: 'e1', status: 'pending' };
  it('names a pending DataExport item only', () => {
    expect(exportJobOf(image)).toEqual({ userId: 'u1', exportId: 'e1' });
    expect(exportJobOf({ ...image, status: 'ready' })).toBeNull();
    expect(exportJobOf({ ...image, __edb_e__: 'accountDeletion' })).toBeNull();
    expect(exportJobOf({ ...image, exportId: 7 })).toBeNull();
    expect(exportJobOf(undefined)).toBeNull();
  });
});

describe('archive and email', () => {
  it("the archive key is under the person's exports/ prefix", () => {
    expect(archiveKeyOf('u1', 'e1')).toBe('exports/u1/e1.zip');
  });

  it('the ready email links to Privacy Settings (not to the short-lived archive link) and escapes the name', () => {
    const message = exportReadyEmail('a@b.c', '<Ada>');
    expect(message.subject).toBe(DATA_EXPORT_TEXTS.emailSubject);
    expect(message.link).toMatch(/\/settings#privacy$/);
    expect(message.html).toContain('&lt;Ada&gt;');
    expect(message.html).not.toContain('<Ada>');
    for (const line of DATA_EXPORT_TEXTS.emailLines) expect(message.text).toContain(line);
  });
});
