/**
 * Image moderation at the attach points (issue 33 §5): the composition root of the
 * `ImageModeration` port (functions/_core/image-moderation) and the one check every area runs on
 * a user's image BEFORE it is stored on anything (avatar, closet photo, outfit event /
 * suggestion photo, post image). What is checked is exactly what is stored: the re-encoded bytes
 * of a photo, or the avatar's server-only copy — never the upload key, which the browser may still
 * write to for the presigned POST's 300 s.
 *
 * Adapter by `IMAGE_MODERATION`: `rekognition` (deployed; DetectModerationLabels), else the local
 * adapter (`image-moderation-local.ts`), imported dynamically from a computed URL so that esbuild
 * leaves it (and sharp, tfjs) out of every Lambda bundle. A Lambda refuses to start without
 * `rekognition` (`_core/env.ts`).
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { RekognitionClient } from '@aws-sdk/client-rekognition';
import { MODERATION_TEXTS } from '@seamline/shared/contracts/moderation-constants';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet-constants';
import { env, requireImageModeration } from '../_core/env';
import { BadRequest } from '../_core/http-errors';
import { logger } from '../_core/powertools';
import { rekognitionModeration } from '../_core/image-moderation/rekognition-adapter';
import { LABEL_REPORT_REASONS, type ImageInput, type ImageModeration, type ModerationResult } from '../_core/image-moderation/port';
import type { ReportTargetType } from '@seamline/shared/contracts/moderation-constants';
import { fileSystemReport } from '../moderation/reports.service';
import type * as LocalModeModule from './image-moderation-local';
import { deleteObjectQuietly, s3 } from './s3';

type LocalMode = typeof LocalModeModule;

/** The bytes of an object (the local adapter's reader). */
async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const res = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return res.Body!.transformToByteArray();
}

/** The adapter's mode, checked at cold start: a Lambda without IMAGE_MODERATION does not start. */
const mode = requireImageModeration(env);

let adapter: Promise<ImageModeration> | undefined;
/** The adapter of this execution environment (created once). */
export function imageModeration(): Promise<ImageModeration> {
  adapter ??=
    mode === 'rekognition'
      ? Promise.resolve(rekognitionModeration(new RekognitionClient({ region: env.AWS_REGION })))
      : // A computed specifier: esbuild does not follow it, so no Lambda bundle holds the local adapter.
        (import(new URL('./image-moderation-local.ts', import.meta.url).href) as Promise<LocalMode>).then((m) =>
          m.localImageModeration(mode, readObject),
        );
  return adapter;
}

/** The refusal message for a label: "This photo can't be used: it appears to contain nudity". */
export const imageRefusedMessage = (label: string): string => MODERATION_TEXTS.imageRefused.replace('{label}', label);

/** Rekognition's answer for bytes that are no image it reads. */
const NOT_AN_IMAGE = new Set(['InvalidImageFormatException', 'ImageTooLargeException']);

/**
 * Moderate one image before it is attached (issue 33 §5): `image` is what will be stored — the
 * re-encoded bytes, or a server-only object no presigned POST can write — so nothing can be
 * swapped in after the check. `refuse` deletes the objects of `discard` (the upload, the
 * server-only copy) and throws; `review` and `allow` return the answer (the caller files a
 * system report for `review` once the image is stored, {@link fileImageReview}).
 * @param discard media keys deleted (best effort) when the image is refused.
 * @throws BadRequest (400) "This photo can't be used: it appears to contain <label>" (the
 *   `discard` objects are gone); BadRequest (400) 'Invalid file type' for bytes that are no image;
 *   any other error of the moderation service (500/503).
 */
export async function moderateUpload(image: ImageInput, discard: readonly string[]): Promise<ModerationResult> {
  let result: ModerationResult;
  try {
    result = await (await imageModeration()).check(image);
  } catch (error) {
    if (NOT_AN_IMAGE.has((error as { name?: string }).name ?? '')) throw new BadRequest(CLOSET_ERRORS.invalidPhoto);
    throw error;
  }
  if (result.verdict === 'refuse') {
    logger.info('Image refused by moderation', { keys: discard, label: result.label, score: result.score });
    await Promise.all(discard.map((k) => deleteObjectQuietly(k)));
    throw new BadRequest(imageRefusedMessage(result.label ?? 'unsafe content'));
  }
  return result;
}

/** What a review report is about: the reportable target and what the image was. */
export interface ImageReviewTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** What the image is, for the admin: 'Profile photo', 'Post photo', 'Closet photo'… */
  what: string;
}

/**
 * File the system's report of a stored borderline image (issue 33 §5: "stored but queued for
 * review as a report by the system"): reason from the label (`LABEL_REPORT_REASONS`), details
 * naming the image and its score. Nothing for an `allow` or `refuse` answer. Best effort: the image
 * is already stored, so a failure is logged (error) and not thrown. The moderation backend files
 * one system report per target (a target already reported by the system keeps that report).
 */
export async function fileImageReview(target: ImageReviewTarget, result: ModerationResult | null | undefined, now = new Date()): Promise<void> {
  if (result?.verdict !== 'review' || !result.label) return;
  const details = `${target.what} flagged by image moderation: may contain ${result.label} (score ${result.score.toFixed(2)})`;
  try {
    await fileSystemReport(target.targetType, target.targetId, LABEL_REPORT_REASONS[result.label], details, now);
  } catch (error) {
    logger.error('Could not file the review report of a borderline image', { target, error: error as Error });
  }
}

/** The first `review` answer among several (one report per target is enough), or null. */
export const firstReview = (results: readonly ModerationResult[]): ModerationResult | null =>
  results.find((r) => r.verdict === 'review') ?? null;
