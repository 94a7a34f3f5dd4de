/**
 * The data export job (issue 22, GDPR Art. 20), run by the `data-export` stream processor on a
 * DataExport item that is `pending` (INSERT, or MODIFY when a new request replaced an old job):
 *
 *   pending → (archive written: `export-archive.ts`) → ready + email (outbox) | failed
 *
 * Idempotent: the job re-reads the item and works only while it is still the same `pending`
 * job (a redelivered record of a finished or replaced job does nothing); the archive's key is
 * derived from the job, so a retry overwrites it; the `ready` update is conditional on the same
 * job still pending. Outages (`isDependencyUnavailable`) are thrown so the stream retries the
 * record; any other error marks the job `failed` at once (the person may request again: a
 * failed export does not use up the hourly limit).
 */
import { DATA_EXPORT_TEXTS } from '@seamline/shared/contracts/data-export';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { isDependencyUnavailable } from '../_core/dependency-errors';
import { actionEmail } from '../_core/email/action-email';
import { sendEmail, type EmailMessage } from '../_core/email/outbox';
import { env } from '../_core/env';
import { logger } from '../_core/powertools';
import { deleteObjectQuietly } from '../media/s3';
import { writeArchive } from './export-archive';

/** The job a stream image names, or null when it is not a pending DataExport item. */
export function exportJobOf(image: Record<string, unknown> | undefined): { userId: string; exportId: string } | null {
  if (image?.__edb_e__ !== 'dataExport' || image.status !== 'pending') return null;
  const { userId, exportId } = image;
  return typeof userId === 'string' && typeof exportId === 'string' ? { userId, exportId } : null;
}

/** The 'your export is ready' email: a link to Privacy Settings (the archive link itself expires in minutes). */
export function exportReadyEmail(to: string, name: string): EmailMessage {
  const T = DATA_EXPORT_TEXTS;
  return actionEmail(to, T.emailSubject, `Hi ${name},`, T.emailLines, T.emailAction, `${env.APP_URL}/settings#privacy`);
}

/**
 * Run one export job (module doc).
 * @returns what happened: 'ready', 'failed', or 'skipped' (stale record, or the person is being deleted).
 * @throws when a dependency is unavailable (the stream retries the record).
 */
export async function runDataExport(job: { userId: string; exportId: string }, now = () => new Date()): Promise<'ready' | 'failed' | 'skipped'> {
  const { userId, exportId } = job;
  const { data: current } = await db.entities.dataExport.get({ userId }).go({ consistent: true });
  if (!current || current.exportId !== exportId || current.status !== 'pending') return 'skipped';
  const { data: user } = await db.entities.user.get({ id: userId }).go({ consistent: true });
  if (!user || user.deletingAt) return 'skipped'; // account deletion removes the item and the archives
  let archive;
  try {
    archive = await writeArchive(user, exportId, now().toISOString());
  } catch (error) {
    if (isDependencyUnavailable(error)) throw error;
    logger.error('Data export failed', { exportId, error: error as Error });
    await finish(job, { status: 'failed', failure: (error as Error).message?.slice(0, 500) ?? 'unknown' });
    return 'failed';
  }
  const readyAt = now().toISOString();
  if (!(await finish(job, { status: 'ready', readyAt, key: archive.key, sizeBytes: archive.sizeBytes, files: archive.files }))) {
    // Replaced by a newer request, or the account is being deleted: this archive has no job.
    await deleteObjectQuietly(archive.key);
    return 'skipped';
  }
  logger.info('Data export ready', { exportId, sizeBytes: archive.sizeBytes, files: archive.files });
  try {
    await sendEmail(exportReadyEmail(user.email, user.firstName ?? user.username));
  } catch (error) {
    // The archive is ready and shown in Privacy Settings; a lost email is logged, not retried
    // (a retry would find the job finished and could not send it either).
    logger.error('Data export email failed', { exportId, error: error as Error });
  }
  return 'ready';
}

/** Set the job's outcome if it is still this pending job; false when it was replaced meanwhile. */
async function finish(
  job: { userId: string; exportId: string },
  set: { status: 'ready' | 'failed'; readyAt?: string; key?: string; sizeBytes?: number; files?: number; failure?: string },
): Promise<boolean> {
  try {
    await db.entities.dataExport
      .patch({ userId: job.userId })
      .set(set)
      .where((attr, op) => `${op.eq(attr.exportId, job.exportId)} AND ${op.eq(attr.status, 'pending')}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
