/**
 * The test double of the edge to the unsafe-content classifier (issue 33 §5), used ONLY when
 * `IMAGE_MODERATION=fixture` (the integration runtime): no explicit imagery may live in the repo,
 * so the tests mark images by their pixels instead. Everything else of the local adapter runs for
 * real (S3 read or the given bytes, sharp decode, thresholds, refusal, review reports).
 * - every pixel within {@link MARKER_TOLERANCE} of {@link REFUSE_MARKER} (solid magenta): scored
 *   Porn {@link FIXTURE_REFUSE_SCORE} (over the refusal threshold);
 * - every pixel near {@link REVIEW_MARKER} (solid orange): Porn {@link FIXTURE_REVIEW_SCORE}
 *   (inside the review band);
 * - any other image: Neutral 1 (allowed).
 */
import type { ScoreImage, UnsafeScores } from './unsafe-scores';

export const REFUSE_MARKER = { r: 255, g: 0, b: 255 } as const;
export const REVIEW_MARKER = { r: 255, g: 128, b: 0 } as const;
/** Per-channel tolerance (JPEG re-encoding moves a flat colour by a few levels). */
export const MARKER_TOLERANCE = 12;
export const FIXTURE_REFUSE_SCORE = 0.97;
export const FIXTURE_REVIEW_SCORE = 0.4;

const neutral: UnsafeScores = { Drawing: 0, Hentai: 0, Neutral: 1, Porn: 0, Sexy: 0 };

/** True when every pixel of `data` (RGB) is within the tolerance of `c`. */
function allPixels(data: Uint8Array, c: { r: number; g: number; b: number }): boolean {
  for (let i = 0; i + 2 < data.length; i += 3) {
    if (Math.abs(data[i]! - c.r) > MARKER_TOLERANCE || Math.abs(data[i + 1]! - c.g) > MARKER_TOLERANCE || Math.abs(data[i + 2]! - c.b) > MARKER_TOLERANCE) return false;
  }
  return data.length >= 3;
}

/** The marker classifier (pure). */
export const fixtureClassifier: ScoreImage = async ({ data }) => {
  if (allPixels(data, REFUSE_MARKER)) return { ...neutral, Neutral: 1 - FIXTURE_REFUSE_SCORE, Porn: FIXTURE_REFUSE_SCORE };
  if (allPixels(data, REVIEW_MARKER)) return { ...neutral, Neutral: 1 - FIXTURE_REVIEW_SCORE, Porn: FIXTURE_REVIEW_SCORE };
  return neutral;
};
