import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('argon2id passwords', () => {
  it('hashes with the OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });
  it('answers false for a missing or malformed hash (after a dummy verify)', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });
});
