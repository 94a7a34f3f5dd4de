/**
 * Seeder: one development admin for the performance dashboard (`/admin/login`). Local only;
 * the credentials are printed by `npm start` (banner). In AWS admins are created with
 * `npm run admin:create -- --username U --password P`.
 */
import { hashPassword } from '@seamline/functions/_core/passwords';
import type { Seeder } from '../seed';

export const DEV_ADMIN = { id: 'admin-dev', username: 'admin', password: 'seamline-dev-admin' } as const;

export const devAdmin: Seeder = {
  name: 'dev admin',
  run: async ({ db, now }) => {
    const { data } = await db.entities.admin.get({ username: DEV_ADMIN.username }).go();
    if (data) throw Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });
    const at = now.toISOString();
    // `create` is conditional (attribute_not_exists): a concurrent second writer is refused.
    await db.entities.admin
      .create({
        username: DEV_ADMIN.username,
        id: DEV_ADMIN.id,
        passwordHash: await hashPassword(DEV_ADMIN.password),
        createdAt: at,
        updatedAt: at,
      })
      .go();
  },
};
