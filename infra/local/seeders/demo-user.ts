/**
 * Seeder: the demo account `demo` (Dana Demo) so a fresh `npm start` has someone to look at
 * and sign in as (password `DEMO_USER_PASSWORD`). Written like a registration: the User and
 * its username/email uniqueness markers in one transaction.
 */
import { hashPassword } from '@seamline/functions/_core/passwords';
import type { Seeder } from '../seed';

export const DEMO_USER = {
  id: 'demo-user',
  username: 'demo',
  email: 'demo@seamline.local',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;
export const DEMO_USER_PASSWORD = 'demo-password';

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

export const demoUser: Seeder = {
  name: 'demo user',
  run: async ({ db, now }) => {
    const { data } = await db.entities.user.get({ id: DEMO_USER.id }).go();
    if (data) throw alreadySeeded();
    const at = now.toISOString();
    const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
    const marker = (kind: 'username' | 'email', value: string) => ({ kind, value, userId: DEMO_USER.id, createdAt: at });
    const { canceled } = await db.transaction
      .write(({ user, uniqueness }) => [
        uniqueness.create(marker('username', DEMO_USER.username)).commit(),
        uniqueness.create(marker('email', DEMO_USER.email)).commit(),
        user
          .create({ ...DEMO_USER, passwordHash, isEmailVerified: true, termsAcceptedAt: at, createdAt: at, updatedAt: at })
          .commit(),
      ])
      .go();
    if (canceled) throw alreadySeeded();
  },
};
