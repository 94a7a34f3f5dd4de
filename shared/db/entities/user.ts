/**
 * User (spec 01 §3): profile fields every area reads plus the credentials of the accounts
 * issue. `passwordHash` (argon2id, PHC string) and `profileImageKey` (S3 key) are server-only:
 * `functions/auth/users.ts` maps items to the public DTO without them.
 *
 * Username and email uniqueness is NOT a key here: each user owns two `uniqueness` marker
 * items written in the same transaction (see `uniqueness.ts`).
 *
 * Access patterns: get by id (table); the directory of people, newest first (gsi1, gsi1pk
 * `$seamline#directory_all`, gsi1sk `$user_1#createdat_<iso>#id_<id>`; `GET /api/users`); the
 * people of one retention segment (issue 35; gsi2, gsi2pk `$seamline#retentionshard_<00–15>`,
 * gsi2sk `$user_1#id_<id>`; functions/measurements/retention-run.ts).
 *
 * The `retention*` attributes are the daily retention pass's summary of the person (issue 35):
 * what the pass needs to see that nothing is past the person's cutoff from this one row, without
 * reading their settings, history or photos. Every write that creates history, a retained photo
 * or changes the privacy settings invalidates it (`retentionCheckedAt` removed, `retentionWrites`
 * + 1; functions/measurements/retention-summary.ts); without it the pass does the full work.
 */
import { Entity } from 'electrodb';

/**
 * Retention segments: a person's shard is a stable function of their id, so the daily job splits
 * people into this many disjoint gsi2 partitions it walks in parallel (issue 35). Changing it
 * re-shards everyone: run `npm run admin:backfill-indexes` after a change.
 */
export const RETENTION_SHARDS = 16;

/**
 * The retention shard of a user id: 32-bit FNV-1a of its UTF-16 code units (Fowler–Noll–Vo,
 * draft-eastlake-fnv: offset basis 2166136261, prime 16777619) mod {@link RETENTION_SHARDS},
 * two digits ('00'–'15') so the partition names sort.
 */
export function retentionShardOf(id: string): string {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return String(hash % RETENTION_SHARDS).padStart(2, '0');
}

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
    /** gsi2 partition of the daily retention job (issue 35): {@link retentionShardOf}(id), derived on every write of `id`. */
    retentionShard: {
      type: 'string',
      watch: ['id'],
      set: (_value, item) => (typeof item.id === 'string' ? retentionShardOf(item.id) : undefined),
    },
    /** When the retention pass last made the summary below exact (ISO); absent = unknown (full pass). */
    retentionCheckedAt: { type: 'string' },
    /** The saved `dataRetention` when the summary was made (absent = never saved: the spec's default). */
    retentionSetting: { type: ['30days', '6months', '1year', 'forever'] as const },
    /** True when the person had SAVED Photo uploads off when the summary was made (every retained photo goes). */
    retentionPhotoUploadOff: { type: 'boolean' },
    /** Save time (ISO) of the oldest measurement version that is not the current one; absent = none. */
    retentionHistoryFrom: { type: 'string' },
    /** Save time (ISO) of the oldest retained scan photo; absent = none. */
    retentionPhotosFrom: { type: 'string' },
    /** Writes that invalidated the summary; the pass writes a summary only if this did not move meanwhile. */
    retentionWrites: { type: 'number' },
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
    retentionSegment: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['retentionShard'] },
      sk: { field: 'gsi2sk', composite: ['id'] },
    },
  },
});
