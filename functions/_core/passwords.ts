/**
 * Password hashing (ARCHITECTURE §6): argon2id with the OWASP Password Storage Cheat Sheet
 * minimum (m = 19456 KiB = 19 MiB, t = 2, p = 1), via `@node-rs/argon2` (native, off the
 * event loop). Hashes are PHC strings carrying their own parameters, so raising them later
 * still verifies old hashes.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (an ambient const enum, which `verbatimModuleSyntax` cannot read). */
const ARGON2ID = 2 as Algorithm.Argon2id;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** argon2id PHC string of `password` (≈ 20–60 ms of CPU). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash of a random password, made once, so an unknown account costs one full verify.
let dummyHash: Promise<string> | undefined;

/**
 * Verify `password` against a PHC `passwordHash`. With no hash (unknown account, account
 * without a password) a dummy hash is verified instead and the answer is false, so the
 * response time does not reveal whether the account exists.
 * @returns true only for a matching password; a malformed hash counts as a mismatch.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password, ARGON2_OPTIONS).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}
