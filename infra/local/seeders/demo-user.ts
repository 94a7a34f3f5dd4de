/** Seeder: the demo account `demo` (Dana Demo) so a fresh `npm start` has someone to look at. */
import type { Seeder } from '../seed';

export const DEMO_USER = {
  id: 'demo-user',
  username: 'demo',
  email: 'demo@seamline.local',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

export const demoUser: Seeder = {
  name: 'demo user',
  run: async ({ db, now }) => {
    const at = now.toISOString();
    // ElectroDB `create` writes with attribute_not_exists(pk): the second run is refused.
    await db.entities.user
      .create({
        ...DEMO_USER,
        isEmailVerified: true,
        termsAcceptedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .go();
  },
};
