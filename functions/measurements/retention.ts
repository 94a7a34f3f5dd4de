/**
 * Data retention (issue 22 "Data rights: Retention"): removes what a person's `dataRetention`
 * (spec 01 §3 UserPrivacySettings; shared/contracts/privacy.ts) no longer allows to keep —
 * retained scan photos (S3 objects under `scans/retained/<userId>/`; they have no table rows:
 * the key is only returned by the scan) and measurement-history versions (Measurement items
 * other than the latest one). The CURRENT measurements (the latest version) are never removed;
 * 'forever' removes nothing.
 *
 * Runs for one person when they change the setting (privacy.service.ts) and for everyone from
 * the daily job (retention-job.ts). Every step is a delete of what is past the cutoff at the
 * moment of the pass, found again from the data on each run, so a pass is idempotent and
 * resumable: running it twice or after a crash removes the rest and nothing more.
 */
import { DeleteObjectsCommand, ListObjectsV2Command, type _Object } from '@aws-sdk/client-s3';
import {
  DEFAULT_PRIVACY_SETTINGS,
  retentionCutoff,
  type DataRetention,
} from '@seamline/shared/contracts/privacy';
import { db } from '../_core/aws-clients';
import { restartStuckDeletion } from '../privacy/account-deletion-job';
import { logger } from '../_core/powertools';
import { mediaBucket, s3 } from '../media/s3';

/** Prefix of a person's retained scan photos (functions/scan/scan-photos.ts). */
export const retainedPrefix = (userId: string): string => `scans/retained/${userId}/`;

/** A cutoff after every possible save time: with it the photo pass removes every retained photo. */
const END_OF_TIME = new Date(8.64e15);

/** Measurement versions read (keys only) and deleted per page. */
export const HISTORY_PAGE = 100;
/** S3 keys listed per page (ListObjectsV2 maximum) and deleted per DeleteObjects. */
export const PHOTO_PAGE = 1000;

/** What one pass removed (and found past retention but left for a later pass). */
export interface RetentionCounts {
  /** Measurement-history versions deleted. */
  versions: number;
  /** Retained scan photos deleted (S3 objects). */
  photos: number;
  /** True when the page bound stopped the pass before everything past retention was removed. */
  more: boolean;
}

export interface RetentionOptions {
  /** The value to apply; read from the person's settings (default '6months') when omitted. */
  retention?: DataRetention;
  /**
   * Pages of each kind one pass may work through (bounds a pass run inside a request);
   * default unbounded (the job). A stopped pass sets `more`; the next run does the rest.
   */
  maxPages?: number;
}

/** The save time of a retained photo: the ISO time leading its name, else LastModified. */
export function photoSavedAt(object: Pick<_Object, 'Key' | 'LastModified'>): Date | undefined {
  const name = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? '';
  const lead = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_/.exec(name);
  return lead ? new Date(lead[1]!) : object.LastModified;
}

/** The person's saved `dataRetention` and `photoUpload`, or null when they never saved settings. */
async function savedPhotoSettingsOf(userId: string) {
  const { data } = await db.entities.privacySettings.get({ userId }).go({ attributes: ['dataRetention', 'photoUpload'] });
  return data;
}

/** The person's `dataRetention` (the spec's default '6months' without saved settings). */
export async function retentionOf(userId: string): Promise<DataRetention> {
  const { data } = await db.entities.privacySettings.get({ userId }).go({ attributes: ['dataRetention'] });
  return data?.dataRetention ?? DEFAULT_PRIVACY_SETTINGS.dataRetention;
}

async function removeHistory(userId: string, cutoff: Date, maxPages: number): Promise<{ deleted: number; more: boolean }> {
  const latest = await db.entities.measurements.query
    .byUser({ userId })
    .go({ order: 'desc', limit: 1, attributes: ['versionId'] });
  const current = latest.data[0]?.versionId;
  if (!current) return { deleted: 0, more: false };
  let deleted = 0;
  for (let page = 0; page < maxPages; page++) {
    // versionId starts with the save time (ISO), so `sk < <cutoff ISO>` is exactly "saved
    // before the cutoff"; a version saved at the cutoff instant sorts after it and is kept.
    // Always the first page: the previous page's rows are gone (no cursor to lose on a crash).
    const { data } = await db.entities.measurements.query
      .byUser({ userId })
      .lt({ versionId: cutoff.toISOString() })
      .go({ order: 'asc', limit: HISTORY_PAGE, attributes: ['userId', 'versionId'], consistent: true });
    const old = data.filter((v) => v.versionId !== current);
    if (old.length > 0) {
      const { unprocessed } = await db.entities.measurements.delete(old.map((v) => ({ userId, versionId: v.versionId }))).go();
      deleted += old.length - unprocessed.length;
    }
    if (data.length < HISTORY_PAGE || old.length === 0) return { deleted, more: false };
  }
  return { deleted, more: true };
}

async function removePhotos(userId: string, cutoff: Date, maxPages: number): Promise<{ deleted: number; more: boolean }> {
  let deleted = 0;
  let token: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: retainedPrefix(userId), MaxKeys: PHOTO_PAGE, ContinuationToken: token }),
    );
    const old = (listed.Contents ?? []).filter((o) => {
      const savedAt = photoSavedAt(o);
      return o.Key && savedAt !== undefined && savedAt.getTime() < cutoff.getTime();
    });
    if (old.length > 0) {
      const res = await s3.send(
        new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: old.map((o) => ({ Key: o.Key! })), Quiet: true } }),
      );
      deleted += old.length - (res.Errors?.length ?? 0);
    }
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    if (!token) return { deleted, more: false };
  }
  return { deleted, more: true };
}

/**
 * Apply `userId`'s retention at `now`: delete retained scan photos and measurement-history
 * versions saved strictly before `now − RETENTION_DAYS[value]`; never the latest version. When
 * the person saved Photo uploads off (and no `options.retention` is given: the job), every
 * retained photo goes (issue 22).
 * @returns counts of what was deleted; `more` when `maxPages` stopped it early
 * @throws DynamoDB / S3 errors (the caller retries: the pass is idempotent)
 */
export async function applyRetention(userId: string, now = new Date(), options: RetentionOptions = {}): Promise<RetentionCounts> {
  const saved = options.retention ? null : await savedPhotoSettingsOf(userId);
  const retention = options.retention ?? saved?.dataRetention ?? DEFAULT_PRIVACY_SETTINGS.dataRetention;
  const cutoff = retentionCutoff(retention, now);
  // Issue 22: a person who SAVED Photo uploads off keeps no retained photo, whatever the age
  // (people who never saved settings cannot have retained any: the scan refuses it).
  const photoCutoff = saved?.photoUpload === false ? END_OF_TIME : cutoff;
  if (!cutoff && !photoCutoff) return { versions: 0, photos: 0, more: false };
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  const none = { deleted: 0, more: false };
  const [history, photos] = await Promise.all([
    cutoff ? removeHistory(userId, cutoff, maxPages) : none,
    photoCutoff ? removePhotos(userId, photoCutoff, maxPages) : none,
  ]);
  const counts = { versions: history.deleted, photos: photos.deleted, more: history.more || photos.more };
  if (counts.versions > 0 || counts.photos > 0) logger.info('retention applied', { userId, retention, ...counts });
  return counts;
}

/**
 * Delete EVERY retained scan photo of `userId` (issue 22: turning Photo uploads off means the app
 * keeps no photo of the person): the retention pass's photo step with a cutoff past every save
 * time; measurement history is left to `dataRetention`. Idempotent and resumable like the pass.
 * @param maxPages pages of {@link PHOTO_PAGE} keys to work through (default unbounded)
 * @returns photos deleted; `more` when `maxPages` stopped it early
 * @throws S3 errors (the caller retries)
 */
export async function removeRetainedPhotos(userId: string, maxPages = Number.POSITIVE_INFINITY): Promise<{ photos: number; more: boolean }> {
  const { deleted, more } = await removePhotos(userId, END_OF_TIME, maxPages);
  if (deleted > 0) logger.info('retained photos removed (photo uploads off)', { userId, photos: deleted, more });
  return { photos: deleted, more };
}

/** People read per directory page by the job. */
export const PEOPLE_PAGE = 100;
/** People whose passes run at the same time. */
export const PEOPLE_CONCURRENCY = 4;

/** Totals of one run of the job. */
export interface RetentionRunTotals {
  people: number;
  versions: number;
  photos: number;
  failed: number;
  /** Account deletions found stuck and re-run (issue 22; `restartStuckDeletion`). */
  deletionsRestarted: number;
}

/**
 * Apply retention for every person: the users directory (User gsi1, partition `all`, pages of
 * {@link PEOPLE_PAGE}, a Query — no table Scan), {@link PEOPLE_CONCURRENCY} people at a time.
 * A person whose pass fails is logged and counted; the others go on (the next run retries).
 * @returns totals, also logged
 */
export async function applyRetentionToEveryone(now = new Date()): Promise<RetentionRunTotals> {
  const totals: RetentionRunTotals = { people: 0, versions: 0, photos: 0, failed: 0, deletionsRestarted: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: { id: string; username: string; email: string; deletingAt?: string }[]; cursor: string | null } = await db.entities.user.query
      .directory({ directory: 'all' })
      .go({ limit: PEOPLE_PAGE, cursor, attributes: ['id', 'username', 'email', 'deletingAt'] });
    // People being deleted: their job removes everything; a stuck one is re-run instead.
    for (const person of page.data.filter((u) => u.deletingAt)) {
      try {
        if (await restartStuckDeletion(person, now)) totals.deletionsRestarted++;
      } catch (error) {
        totals.failed++;
        logger.error('restarting a stuck deletion failed', { userId: person.id, error: error as Error });
      }
    }
    const ids = page.data.filter((u) => !u.deletingAt).map((u) => u.id);
    for (let i = 0; i < ids.length; i += PEOPLE_CONCURRENCY) {
      const results = await Promise.allSettled(ids.slice(i, i + PEOPLE_CONCURRENCY).map((id) => applyRetention(id, now)));
      results.forEach((r, j) => {
        totals.people++;
        if (r.status === 'fulfilled') {
          totals.versions += r.value.versions;
          totals.photos += r.value.photos;
        } else {
          totals.failed++;
          logger.error('retention failed for a person', { userId: ids[i + j], error: r.reason as Error });
        }
      });
    }
    cursor = page.cursor;
  } while (cursor);
  logger.info('retention run', { ...totals });
  return totals;
}
