/**
 * Data export requests and state (issue 22, GDPR Art. 20): `POST /api/users/{userId}/export`
 * writes the person's DataExport item as `pending` (its stream record runs the `data-export`
 * processor, `data-export-job.ts`), `GET` reads it and signs a short-lived link to the archive.
 *
 * Limits: one export per person per hour (`RATE_LIMITS.dataExport`, 429 with Retry-After); a
 * failed export (or one stuck pending for {@link PENDING_TIMEOUT_MS}) does not use up the hour,
 * so the person can try again at once.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  DATA_EXPORT_ERRORS,
  DATA_EXPORT_KEEP_DAYS,
  DATA_EXPORT_LINK_SECONDS,
  type DataExport,
} from '@seamline/shared/contracts/data-export';
import { db } from '../_core/aws-clients';
import { isConditionalFailure } from '../_core/db-errors';
import { Conflict, Forbidden, NotFound } from '../_core/http-errors';
import { releaseReservation, tryTake, limitKey } from '../_core/rate-limit';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { TooManyRequests } from '../_core/http-errors';
import { mediaBucket, s3 } from '../media/s3';

/**
 * A job still `pending` this long after its request is reported `failed` (its stream record
 * exhausted the processor's retries, or the processor was down for longer than any retry):
 * a 500-item export is ready in seconds, the processor's own timeout is 5 minutes.
 */
export const PENDING_TIMEOUT_MS = 15 * 60 * 1000;

type StoredExport = {
  userId: string;
  exportId: string;
  status: 'pending' | 'ready' | 'failed';
  requestedAt: string;
  readyAt?: string;
  key?: string;
  sizeBytes?: number;
  files?: number;
};

/** The stored status, with a pending job past {@link PENDING_TIMEOUT_MS} read as failed. */
function effectiveStatus(item: StoredExport, now: Date): StoredExport['status'] {
  if (item.status === 'pending' && now.getTime() - Date.parse(item.requestedAt) > PENDING_TIMEOUT_MS) return 'failed';
  return item.status;
}

async function latest(userId: string): Promise<StoredExport | null> {
  const { data } = await db.entities.dataExport.get({ userId }).go({ consistent: true });
  return (data as StoredExport | null) ?? null;
}

/** The answer of both routes: the item, and a freshly signed link when ready. */
async function describe(item: StoredExport, now: Date): Promise<DataExport> {
  const status = effectiveStatus(item, now);
  const answer: DataExport = { exportId: item.exportId, status, requestedAt: item.requestedAt };
  if (status !== 'ready' || !item.key) return answer;
  const day = (item.readyAt ?? item.requestedAt).slice(0, 10);
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: mediaBucket(),
      Key: item.key,
      ResponseContentDisposition: `attachment; filename="seamline-data-${day}.zip"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: DATA_EXPORT_LINK_SECONDS },
  );
  return {
    ...answer,
    ...(item.readyAt ? { readyAt: item.readyAt } : {}),
    url,
    urlExpiresAt: new Date(now.getTime() + DATA_EXPORT_LINK_SECONDS * 1000).toISOString(),
    ...(item.sizeBytes !== undefined ? { sizeBytes: item.sizeBytes } : {}),
    ...(item.files !== undefined ? { files: item.files } : {}),
  };
}

/**
 * Start an export of the caller's data.
 * @param callerId the session's user; @param userId the path id (data to check).
 * @returns the new job (`pending`).
 * @throws Forbidden 403 when `userId` is not the caller; TooManyRequests 429 (Retry-After, s)
 *   within an hour of the last export that did not fail; Conflict 409 when a job is running
 *   (a request racing another one).
 */
export async function requestDataExport(callerId: string, userId: string, now = new Date()): Promise<DataExport> {
  if (callerId !== userId) throw new Forbidden(DATA_EXPORT_ERRORS.notYourData);
  const [previous, taken] = await Promise.all([latest(userId), tryTake(limitKey('dataExport', userId), RATE_LIMITS.dataExport, now)]);
  const previousFailed = previous !== null && effectiveStatus(previous, now) === 'failed';
  // A failed export does not use up the hour: its retry starts even when the slot is still busy.
  if (!taken.allowed && !previousFailed) throw new TooManyRequests(RATE_LIMITS.dataExport.message, taken.retryAfterSeconds);
  const item = {
    userId,
    exportId: randomUUID(),
    status: 'pending' as const,
    requestedAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + DATA_EXPORT_KEEP_DAYS * 24 * 3600,
  };
  try {
    // Replace only what was read: two requests at once start ONE job.
    await db.entities.dataExport
      .put(item)
      .where((attr, op) => (previous ? op.eq(attr.exportId, previous.exportId) : op.notExists(attr.exportId)))
      .go();
  } catch (error) {
    // The racing request that started the job counted it; this one gives its count back.
    if (taken.allowed) await releaseReservation(taken.reservation);
    if (isConditionalFailure(error)) throw new Conflict('An export was just requested. Please wait a moment.');
    throw error;
  }
  return describe(item, now);
}

/**
 * The caller's latest export, with a link valid {@link DATA_EXPORT_LINK_SECONDS} when ready.
 * @throws Forbidden 403 when `userId` is not the caller; NotFound 404 when none was requested
 *   (or it expired after {@link DATA_EXPORT_KEEP_DAYS} days).
 */
export async function getDataExport(callerId: string, userId: string, now = new Date()): Promise<DataExport> {
  if (callerId !== userId) throw new Forbidden(DATA_EXPORT_ERRORS.notYourData);
  const item = await latest(userId);
  if (!item) throw new NotFound(DATA_EXPORT_ERRORS.noExport);
  return describe(item, now);
}
