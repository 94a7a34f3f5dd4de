/**
 * Users and sessions written straight into the runtime's table (the accounts API arrives
 * with a later issue). The function modules parse `process.env` at load, so the runtime's
 * environment is applied before they are imported.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}

async function functionsModules() {
  Object.assign(process.env, inject('runtimeEnv'));
  const [{ db }, { createSession }] = await Promise.all([
    import('@seamline/functions/_core/aws-clients'),
    import('@seamline/functions/_core/sessions'),
  ]);
  return { db, createSession };
}

/** Create a user and a user session; returns the cookie token with the user. */
export async function createUserWithSession(overrides: Partial<Omit<TestUser, 'id' | 'token'>> = {}): Promise<TestUser> {
  const { db, createSession } = await functionsModules();
  const suffix = randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  const user = {
    id: `e2e${suffix}`,
    username: overrides.username ?? `ada_${suffix}`,
    email: overrides.email ?? `ada.${suffix}@example.com`,
    firstName: overrides.firstName ?? 'Ada',
    lastName: overrides.lastName ?? 'Lovelace',
  };
  await db.entities.user.create({ ...user, isEmailVerified: true, createdAt: now, updatedAt: now }).go();
  const { token } = await createSession(user.id, 'user');
  return { ...user, token };
}
