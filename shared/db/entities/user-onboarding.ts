/**
 * UserOnboarding (spec 01 §3): the six onboarding milestones of one user and the moment all
 * six became true. One item per user; it is written on the first milestone, so a user who never
 * started has no item and reads as "all false" (no write on read).
 *
 * `completedAt` is set once, with a condition `attribute_not_exists(completedAt)`, by whichever
 * request first sees all six flags true (functions/auth/onboarding.service.ts).
 *
 * Access pattern: get by userId (table, pk `$seamline#userid_<id>`, sk `$useronboarding_1`).
 */
import { Entity } from 'electrodb';

export const UserOnboarding = new Entity({
  model: { entity: 'userOnboarding', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true },
    welcomeCompleted: { type: 'boolean' },
    profileSetupCompleted: { type: 'boolean' },
    measurementsCompleted: { type: 'boolean' },
    preferencesCompleted: { type: 'boolean' },
    firstItemAdded: { type: 'boolean' },
    tutorialViewed: { type: 'boolean' },
    /** ISO-8601; when all six milestones were first true. */
    completedAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
