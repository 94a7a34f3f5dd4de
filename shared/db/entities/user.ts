/**
 * User (spec 01 §3): profile fields every area reads plus the credentials of the accounts
 * issue. `passwordHash` (argon2id, PHC string) and `profileImageKey` (S3 key) are server-only:
 * `functions/auth/users.ts` maps items to the public DTO without them.
 *
 * Username and email uniqueness is NOT a key here: each user owns two `uniqueness` marker
 * items written in the same transaction (see `uniqueness.ts`).
 *
 * Access patterns: get by id (table); the directory of people, newest first (gsi1, gsi1pk
 * `$seamline#directory_all`, gsi1sk `$user_1#createdat_<iso>#id_<id>`; `GET /api/users`).
 */
import { Entity } from 'electrodb';

export const User = new Entity({
  model: { entity: 'user', version: '1', service: 'seamline' },
  attributes: {
    id: { type: 'string', required: true },
    username: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`); absent for seeded demo data. */
    passwordHash: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    bio: { type: 'string' },
    location: { type: 'string' },
    preferredSize: { type: 'string' },
    profileImageUrl: { type: 'string' },
    /** S3 key of the uploaded profile photo (under the user's prefix). */
    profileImageKey: { type: 'string' },
    /** Settings → Units: the unit every measurement form starts in (absent = inches / lbs). */
    preferredLengthUnit: { type: ['inches', 'cm'] as const },
    preferredWeightUnit: { type: ['lbs', 'kg'] as const },
    /** Settings → Privacy: new moodboards start public (absent = false, privacy by default). */
    newMoodboardsPublic: { type: 'boolean' },
    authProvider: { type: ['local', 'google', 'apple', 'microsoft'] as const, default: 'local' },
    isEmailVerified: { type: 'boolean', default: false },
    termsAcceptedAt: { type: 'string' },
    /** Set when the person asked to delete the account (issue 22): sign-in refused, the deletion job runs. */
    deletingAt: { type: 'string' },
    /**
     * Set while an admin has suspended the account (issue 33 §4): sign-in answers 403, every
     * session ends, and the person, their posts and comments are hidden from everyone else.
     * Removed by `restore`.
     */
    suspendedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    /** Directory partition of gsi1: every user is in `all` (one partition; writes are sign-ups only). */
    directory: { type: 'string', default: 'all', readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    directory: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['directory'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] },
    },
  },
});
