/**
 * Closet item photos (issue 7; spec 02 §2.3, §2.4, §5, §9): turn a presigned upload
 * (`uploads/closet/<userId>/<uuid>`, any of JPEG/PNG/WebP) into the stored copies of a photo:
 * - full: oriented by EXIF, downscaled to fit `CLOSET_PHOTO_MAX_SIDE` (1600 px, never enlarged),
 *   JPEG quality 85, at `closet/<userId>/<photoId>.jpg`;
 * - thumbnail: `CLOSET_THUMB_SIDE` (400 px) square cover crop, JPEG, at `…/<photoId>-thumb.jpg`.
 * sharp writes no metadata unless asked, so EXIF (incl. GPS), XMP and ICC are stripped.
 * The raw upload is deleted afterwards (best effort; the bucket expires `uploads/closet/` after a day).
 * Each photo is moderated before it is stored (issue 33 §5, `moderateUpload`) on the re-encoded
 * bytes that are stored (never the upload key, which the browser may re-upload to): a refused one
 * is deleted and nothing is stored; a borderline one is stored and the person is reported for
 * review. {@link storeModeratedPhotos} is that path for closet, post and outfit photos alike.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { CLOSET_ERRORS, CLOSET_PHOTO_MAX_SIDE, CLOSET_THUMB_SIDE } from '@seamline/shared/contracts/closet';
import { BadRequest } from '../_core/http-errors';
import { deleteObjectQuietly, mediaBucket, s3 } from '../media/s3';
import { photoKeys, uploadPrefix } from './photos-access';
import { fileImageReview, firstReview, moderateUpload } from '../media/image-moderation';
import type { ModerationResult } from '../_core/image-moderation/port';

/** A stored closet photo as the ClosetItem `photos` list keeps it (size in px of the full copy). */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

/** JPEG quality of both stored copies. */
export const CLOSET_JPEG_QUALITY = 85;
/** Largest input accepted by the decoder (px): bounds memory on hostile images. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The full copy and the thumbnail of an image, both JPEG without metadata. */
export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encode `source` (pure, no I/O): EXIF-orient, fit inside 1600 px, JPEG q85; 400 px cover thumbnail.
 * @throws BadRequest (400) 'Invalid file type' when the bytes are not a decodable image.
 */
export async function processClosetPhoto(source: Uint8Array): Promise<ProcessedPhoto> {
  try {
    const oriented = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const full = await oriented
      .clone()
      .resize({ width: CLOSET_PHOTO_MAX_SIDE, height: CLOSET_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CLOSET_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumb = await oriented
      .clone()
      .resize({ width: CLOSET_THUMB_SIDE, height: CLOSET_THUMB_SIDE, fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CLOSET_JPEG_QUALITY })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw new BadRequest(CLOSET_ERRORS.invalidPhoto);
  }
}

/** @throws BadRequest (400) 'A photo upload was not found…' unless `key` is directly under the caller's upload prefix. */
export function assertOwnUploadKey(userId: string, key: string): void {
  const prefix = uploadPrefix(userId);
  const rest = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  if (!rest || rest.includes('/')) throw new BadRequest(CLOSET_ERRORS.uploadNotFound);
}

/**
 * The bytes of an upload in the media bucket (shared with the posts area's photos).
 * @throws BadRequest (400) 'A photo upload was not found…' for a missing object (404/403).
 */
export async function readUpload(key: string): Promise<Uint8Array> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: key }));
    return await res.Body!.transformToByteArray();
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (e.name === 'NoSuchKey' || e.name === 'NotFound' || status === 404 || status === 403) {
      throw new BadRequest(CLOSET_ERRORS.uploadNotFound);
    }
    throw error;
  }
}

/** Where one stored photo goes: the full copy and, when kept, the thumbnail. */
export interface PhotoTarget {
  full: string;
  thumb?: string;
}

/** Photos stored by {@link storeModeratedPhotos}: in upload order, and the first borderline answer. */
export interface ModeratedPhotos {
  photos: StoredPhoto[];
  review: ModerationResult | null;
}

/**
 * Store uploads as photos (closet, post and outfit photos; issue 7, 18, 20, 33 §5), in parallel,
 * order kept: each upload is read ONCE, re-encoded ({@link processClosetPhoto}), those bytes are
 * moderated and exactly those bytes stored at `target(photoId)` (a re-upload to the upload key
 * after the read changes nothing). When any fails, every copy already stored is deleted before the
 * error is rethrown (no orphans); on success the uploads are deleted (best effort). Callers check
 * the keys are their caller's uploads first.
 * @param target the keys of a new photo id (the caller's layout).
 * @returns the stored photos (id, size in px of the full copy) and the first `review` answer (the
 *   caller files the system's report, {@link fileImageReview}).
 * @throws BadRequest (400) 'A photo upload was not found…' for a missing upload, 'Invalid file
 *   type' for bytes that are no image, "This photo can't be used: it appears to contain <label>"
 *   when moderation refuses one (that upload is deleted); S3 / moderation service errors.
 */
export async function storeModeratedPhotos(uploadKeys: readonly string[], target: (photoId: string) => PhotoTarget): Promise<ModeratedPhotos> {
  const put = (Key: string, Body: Buffer) =>
    s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key, Body, ContentType: 'image/jpeg', CacheControl: 'private, max-age=31536000, immutable' }));
  const removeAll = (keys: PhotoTarget) => Promise.all([keys.full, keys.thumb].flatMap((k) => (k ? [deleteObjectQuietly(k)] : [])));
  const results = await Promise.allSettled(
    uploadKeys.map(async (uploadKey) => {
      const processed = await processClosetPhoto(await readUpload(uploadKey));
      const moderation = await moderateUpload({ bytes: processed.full }, [uploadKey]);
      const id = randomUUID();
      const keys = target(id);
      try {
        await Promise.all([put(keys.full, processed.full), ...(keys.thumb ? [put(keys.thumb, processed.thumb)] : [])]);
      } catch (error) {
        await removeAll(keys);
        throw error;
      }
      return { photo: { id, width: processed.width, height: processed.height }, keys, moderation };
    }),
  );
  const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(stored.map((s) => removeAll(s.keys)));
    throw failed.reason;
  }
  await Promise.all(uploadKeys.map((k) => deleteObjectQuietly(k)));
  return { photos: stored.map((s) => s.photo), review: firstReview(stored.map((s) => s.moderation)) };
}

/**
 * Store the caller's closet uploads as closet photos (full + thumbnail, {@link photoKeys}) through
 * {@link storeModeratedPhotos}. When one is borderline (issue 33 §5), the system reports the person
 * for review (a closet photo is no reportable target itself).
 * @throws BadRequest (400) 'A photo upload was not found…' for a key outside the caller's
 *   `uploads/closet/<userId>/` (checked before any read) or a missing object; the errors of
 *   {@link storeModeratedPhotos}.
 */
export async function storeClosetPhotos(userId: string, uploadKeys: readonly string[]): Promise<StoredPhoto[]> {
  for (const key of uploadKeys) assertOwnUploadKey(userId, key);
  const { photos, review } = await storeModeratedPhotos(uploadKeys, (id) => photoKeys(userId, id));
  await fileImageReview({ targetType: 'user', targetId: userId, what: 'Closet photo' }, review);
  return photos;
}
