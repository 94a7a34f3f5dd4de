/**
 * Seeder: the demo account `demo` (Dana Demo) so a fresh `npm start` has someone to look at
 * and sign in as (password `DEMO_USER_PASSWORD`). Written like a registration: the User and
 * its username/email uniqueness markers in one transaction. Dana also gets measurements
 * (entered in inches, stored like a manual save) and style categories, so the people pages
 * (matches, suggestions, Similar Users) have something to show; each is written only when she
 * has none, so her own later changes are never overwritten.
 *
 * Like a registration, the account's transaction also emits `user.registered`, so the
 * notifications processor gives Dana her welcome notification; the demo people who follow her
 * (`demo-people.ts`) give her an aggregated follow notification the same way (issue 18).
 */
import { hashPassword } from '@seamline/functions/_core/passwords';
import { toItem } from '@seamline/functions/measurements/measurements-mapping';
import { domainEventItemOf, userRegisteredEvent } from '@seamline/events/domain-events';
import type { Seeder } from '../seed';

export const DEMO_USER = {
  id: 'demo-user',
  username: 'demo',
  email: 'demo@seamline.local',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;
export const DEMO_USER_PASSWORD = 'demo-password';

/** Dana's body as she entered it (inches, lbs): 165.1 / 91.44 / 73.66 / 99.06 cm, 61.23 kg. */
export const DEMO_USER_BODY = { unit: 'inches', weightUnit: 'lbs', height: 65, bust: 36, waist: 29, hips: 39, weight: 135 } as const;
export const DEMO_USER_STYLES = ['Minimalist', 'Casual', 'Vintage'];

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

export const demoUser: Seeder = {
  name: 'demo user',
  run: async ({ db, now }) => {
    const at = now.toISOString();
    const userId = DEMO_USER.id;
    const [{ data: user }, { data: measured }, { data: styles }] = await Promise.all([
      db.entities.user.get({ id: userId }).go(),
      db.entities.measurements.query.byUser({ userId }).go({ limit: 1 }),
      db.entities.stylePreferences.get({ userId }).go(),
    ]);
    if (user && measured.length && styles) throw alreadySeeded();
    if (!user) {
      const passwordHash = await hashPassword(DEMO_USER_PASSWORD);
      const marker = (kind: 'username' | 'email', value: string) => ({ kind, value, userId, createdAt: at });
      const { canceled } = await db.transaction
        .write(({ user: users, uniqueness, domainEvent }) => [
          uniqueness.create(marker('username', DEMO_USER.username)).commit(),
          uniqueness.create(marker('email', DEMO_USER.email)).commit(),
          users
            .create({ ...DEMO_USER, passwordHash, isEmailVerified: true, termsAcceptedAt: at, createdAt: at, updatedAt: at })
            .commit(),
          domainEvent.create(domainEventItemOf(userRegisteredEvent({ id: userId, createdAt: at }), now)).commit(),
        ])
        .go();
      if (canceled) throw alreadySeeded();
    }
    if (!measured.length) {
      await db.entities.measurements.create({ ...toItem(userId, { ...DEMO_USER_BODY, sizeSystem: 'womens', source: 'manual' }, now), versionId: `${at}-00000000` }).go();
    }
    if (!styles) await db.entities.stylePreferences.create({ userId, styleCategories: DEMO_USER_STYLES, updatedAt: at }).go();
  },
};
