/**
 * The image moderation port (issue 33 §5): every user image (avatar, closet photo, outfit event /
 * suggestion photo, post image) is checked once uploaded and before its key is attached to
 * anything. Two adapters answer: `rekognition-adapter.ts` (AWS Rekognition DetectModerationLabels,
 * deployed) and `local-adapter.ts` (the nsfwjs classifier on the image's pixels, local runtime).
 * `functions/media/image-moderation.ts` (the composition root) picks one from `IMAGE_MODERATION`.
 *
 * An image is given either as an S3 object or as its bytes: the attach points check exactly the
 * bytes they store (the re-encoded copy of a photo, or the avatar's server-only copy), never an
 * upload key the browser may still write to.
 *
 * Verdicts: `refuse` — the image is never stored (the upload is deleted, the route answers 400
 * `MODERATION_TEXTS.imageRefused`); `review` — stored, and the system files a report for an admin;
 * `allow` — stored.
 */
import type { ReportReason } from '@seamline/shared/contracts/moderation-constants';
import { EXPLICIT_THRESHOLD } from './unsafe-scores';

/** An object of the media bucket. */
export interface ImageRef {
  bucket: string;
  key: string;
}

/**
 * Encoded image bytes (JPEG, PNG or WebP). With Rekognition at most 5 MB (`Image.Bytes`); the
 * attach points send their re-encoded copies (≤ 1600 px JPEG q85, well under).
 */
export interface ImageBytes {
  bytes: Uint8Array;
}

/** What the port judges: an object of the media bucket or encoded bytes. */
export type ImageInput = ImageRef | ImageBytes;

export type ModerationVerdict = 'allow' | 'review' | 'refuse';

/**
 * The answer about one image: the verdict, the label of the worst finding as the refusal message
 * names it (`MODERATION_LABELS`; null when nothing was found) and its score (0–1: a probability for
 * the local classifier, Rekognition's confidence / 100 in AWS).
 */
export interface ModerationResult {
  verdict: ModerationVerdict;
  label: ModerationLabel | null;
  score: number;
}

export interface ImageModeration {
  /**
   * Judge one image (an S3 object or its bytes).
   * @throws BadRequest (400) 'Invalid file type' (local adapter) when the bytes are no image;
   *   InvalidImageFormatException / ImageTooLargeException from Rekognition likewise;
   *   NoSuchKey from S3 / InvalidS3ObjectException from Rekognition for a missing object; any
   *   other error of the service (the route answers 500/503).
   */
  check(image: ImageInput): Promise<ModerationResult>;
}

/** What a refused image "appears to contain" (`{label}` of MODERATION_TEXTS.imageRefused). */
export const MODERATION_LABELS = ['nudity', 'violence', 'graphic content', 'hate symbols'] as const;
export type ModerationLabel = (typeof MODERATION_LABELS)[number];

/** The reason of the system's review report for each label (REPORT_REASONS). */
export const LABEL_REPORT_REASONS: Record<ModerationLabel, ReportReason> = {
  nudity: 'nudity',
  violence: 'violence',
  'graphic content': 'violence',
  'hate symbols': 'hate',
};

/**
 * Local classifier (nsfwjs MobileNetV2Mid, Porn + Hentai, 0–1): refused from the scan's
 * {@link EXPLICIT_THRESHOLD} (0.5, where the model finds explicit content more likely than all
 * other classes together; see unsafe-scores.ts for the measured photos).
 */
export const LOCAL_REFUSE_SCORE = EXPLICIT_THRESHOLD;
/**
 * Local classifier: queued for review from 0.3 (Porn + Hentai). Measured with this model on every
 * photo of `shared/data/people` and the test fixtures as the adapter decodes them (fit inside
 * 640 px; figures in docs/architecture.md "Image moderation"): real photos of people 0.001–0.055,
 * the woman CGI render 0.151 (read as drawn: Hentai; 0.233 as the scan pipeline feeds it), the
 * generated gradient and composites ≤ 0.025. 0.3 sits above every benign image measured (so
 * ordinary photos never reach the queue) and well below the refusal (0.5), so an image the model
 * is unsure about is looked at by a person.
 */
export const LOCAL_REVIEW_SCORE = 0.3;

/**
 * Rekognition (confidence, percent): refused from 80 — AWS's moderation guidance treats labels
 * ≥ 80 % as high-precision; queued for review from 50 (DetectModerationLabels' own default
 * MinConfidence, the level AWS calls suitable for human review).
 */
export const REKOGNITION_REFUSE_CONFIDENCE = 80;
export const REKOGNITION_REVIEW_CONFIDENCE = 50;

/**
 * The verdict of a score against a (review, refuse) pair of thresholds (pure): `refuse` at or
 * above `refuse`, `review` at or above `review`, else `allow`.
 */
export function verdictOf(score: number, thresholds: { review: number; refuse: number }): ModerationVerdict {
  if (score >= thresholds.refuse) return 'refuse';
  if (score >= thresholds.review) return 'review';
  return 'allow';
}
