/**
 * The retention summary on the User row (issue 35; attributes `retention*` of
 * shared/db/entities/user.ts): what the daily retention pass needs to see, from the one row it
 * reads per person, that nothing of theirs is past the cutoff — the saved `dataRetention` and
 * Photo uploads, the save time of the oldest measurement-history version and of the oldest
 * retained photo.
 *
 * Only the pass makes a summary exact (retention-run.ts, after a full pass); every write that can
 * put something past a cutoff it does not know about — a measurement save (the previous current
 * version becomes history), a retained scan photo, a privacy-settings save — INVALIDATES it
 * before and after the write ({@link withRetentionWork}): `retentionCheckedAt` removed and
 * `retentionWrites` + 1. The pass writes a summary only when `retentionWrites` is what it read
 * before its work, so a write that lands during a pass leaves the summary invalid, and the next
 * run does the full pass for that person. Invalidating before covers a crash after the write;
 * invalidating after covers a pass that ran between the first invalidation and the write.
 */
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';

/**
 * Mark `userId`'s retention summary unknown (the next daily pass does the full work for them).
 * No User row (a person already deleted, or a test item without one): nothing to mark.
 * @throws DynamoDB errors other than the missing row
 */
export async function invalidateRetentionSummary(userId: string): Promise<void> {
  try {
    await db.entities.user.patch({ id: userId }).add({ retentionWrites: 1 }).remove(['retentionCheckedAt']).go({ response: 'none' });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Run `write` (which creates measurement history, a retained photo or saves privacy settings for
 * `userId`) between two invalidations of the person's retention summary (module doc).
 * @returns what `write` returns
 * @throws what `write` throws (the summary is already invalid then) and DynamoDB errors
 */
export async function withRetentionWork<T>(userId: string, write: () => Promise<T>): Promise<T> {
  await invalidateRetentionSummary(userId);
  const out = await write();
  await invalidateRetentionSummary(userId);
  return out;
}
