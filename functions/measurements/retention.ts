/**
 * Data retention (issue 22 "Data rights: Retention"): removes what a person's `dataRetention`
 * (spec 01 §3 UserPrivacySettings; shared/contracts/privacy.ts) no longer allows to keep —
 * retained scan photos (S3 objects under `scans/retained/<userId>/`; they have no table rows:
 * the key is only returned by the scan) and measurement-history versions (Measurement items
 * other than the latest one). The CURRENT measurements (the latest version) are never removed;
 * 'forever' removes nothing.
 *
 * Runs for one person when they change the setting (privacy.service.ts) and for everyone from
 * the daily job (retention-run.ts: segments of people, each read from its summary row and
 * worked only when something is due). Every step is a delete of what is past the cutoff at the
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
export async function savedPhotoSettingsOf(userId: string) {
  const { data } = await db.entities.privacySettings.get({ userId }).go({ attributes: ['dataRetention', 'photoUpload'] });
  return data;
}

/** The person's `dataRetention` (the spec's default '6months' without saved settings). */
export async function retentionOf(userId: string): Promise<DataRetention> {
  const { data } = await db.entities.privacySettings.get({ userId }).go({ attributes: ['dataRetention'] });
  return data?.dataRetention ?? DEFAULT_PRIVACY_SETTINGS.dataRetention;
}

/** The ISO save time leading a measurement `versionId` (`<ISO>-<hex>`). */
const versionSavedAt = (versionId: string): string => versionId.slice(0, 24);

/** What one kind of removal did; `oldestLeft` (ISO save time of the oldest item left) only when it finished. */
interface Removal {
  deleted: number;
  more: boolean;
  oldestLeft?: string;
}

async function removeHistory(userId: string, cutoff: Date, maxPages: number): Promise<Removal> {
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
    if (data.length < HISTORY_PAGE || old.length === 0) {
      // The oldest version left that is not the current one (the retention summary's history start).
      const left = await db.entities.measurements.query
        .byUser({ userId })
        .go({ order: 'asc', limit: 2, attributes: ['versionId'], consistent: true });
      const oldest = left.data.find((v) => v.versionId !== current);
      return { deleted, more: false, ...(oldest ? { oldestLeft: versionSavedAt(oldest.versionId) } : {}) };
    }
  }
  return { deleted, more: true };
}

async function removePhotos(userId: string, cutoff: Date, maxPages: number): Promise<Removal> {
  let deleted = 0;
  let token: string | undefined;
  let oldestLeft: number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: retainedPrefix(userId), MaxKeys: PHOTO_PAGE, ContinuationToken: token }),
    );
    const old: _Object[] = [];
    for (const o of listed.Contents ?? []) {
      const savedAt = photoSavedAt(o)?.getTime();
      if (o.Key && savedAt !== undefined && savedAt < cutoff.getTime()) old.push(o);
      else if (savedAt !== undefined) oldestLeft = Math.min(oldestLeft ?? savedAt, savedAt);
    }
    if (old.length > 0) {
      const res = await s3.send(
        new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: old.map((o) => ({ Key: o.Key! })), Quiet: true } }),
      );
      deleted += old.length - (res.Errors?.length ?? 0);
      // A photo that failed to go is still there: the summary must still see it.
      for (const failed of res.Errors ?? []) {
        const savedAt = photoSavedAt({ Key: failed.Key })?.getTime();
        oldestLeft = Math.min(oldestLeft ?? Number.POSITIVE_INFINITY, savedAt ?? 0);
      }
    }
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    if (!token) return { deleted, more: false, ...(oldestLeft !== undefined ? { oldestLeft: new Date(oldestLeft).toISOString() } : {}) };
  }
  return { deleted, more: true };
}

/** Which parts a {@link retentionPass} works through, with the person's saved values. */
export interface RetentionPassPlan {
  retention: DataRetention;
  /** The person SAVED Photo uploads off: every retained photo goes. */
  photoUploadOff: boolean;
  /** Work through the measurement history (false: the summary says nothing of it is past the cutoff). */
  history: boolean;
  /** Work through the retained photos (false: the summary says none is past the photo cutoff). */
  photos: boolean;
  maxPages: number;
}

/** What a pass removed, and what is left (for the retention summary) of each kind it finished. */
export interface RetentionPassResult extends RetentionCounts {
  /** Set when the history part ran to the end: the oldest non-current version left (ISO) or null (none). */
  historyFrom?: string | null;
  /** Set when the photo part ran to the end: the oldest retained photo left (ISO) or null (none). */
  photosFrom?: string | null;
}

/**
 * Remove what `plan` allows of `userId`'s history and retained photos at `now` (the work of
 * {@link applyRetention}, which reads the plan from the settings; the daily job builds it from the
 * person's summary row, functions/measurements/retention-run.ts).
 * @throws DynamoDB / S3 errors (the caller retries: the pass is idempotent)
 */
export async function retentionPass(userId: string, now: Date, plan: RetentionPassPlan): Promise<RetentionPassResult> {
  const cutoff = retentionCutoff(plan.retention, now);
  // Issue 22: a person who SAVED Photo uploads off keeps no retained photo, whatever the age.
  const photoCutoff = plan.photoUploadOff ? END_OF_TIME : cutoff;
  const [history, photos] = await Promise.all([
    cutoff && plan.history ? removeHistory(userId, cutoff, plan.maxPages) : undefined,
    photoCutoff && plan.photos ? removePhotos(userId, photoCutoff, plan.maxPages) : undefined,
  ]);
  const result: RetentionPassResult = {
    versions: history?.deleted ?? 0,
    photos: photos?.deleted ?? 0,
    more: Boolean(history?.more || photos?.more),
  };
  if (history && !history.more) result.historyFrom = history.oldestLeft ?? null;
  if (photos && !photos.more) result.photosFrom = photos.oldestLeft ?? null;
  if (result.versions > 0 || result.photos > 0) logger.info('retention applied', { userId, retention: plan.retention, ...result });
  return result;
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
  const { versions, photos, more } = await retentionPass(userId, now, {
    retention,
    // People who never saved settings cannot have retained any photo: the scan refuses it.
    photoUploadOff: saved?.photoUpload === false,
    history: true,
    photos: true,
    maxPages: options.maxPages ?? Number.POSITIVE_INFINITY,
  });
  return { versions, photos, more };
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
