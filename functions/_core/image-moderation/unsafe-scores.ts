/**
 * The vocabulary of the unsafe-content classifier (nsfwjs MobileNetV2Mid) that image moderation
 * (issue 33 §5) and the body scan's vision both use: its classes, its scores, the scorer's shape
 * and Seamline's explicit threshold. Kept in the core layer so that the moderation port depends on
 * no feature area; `functions/scan/vision/unsafe-classifier.ts` (the model loader) re-exports it.
 */

/** The model's classes in output order (nsfwjs `NSFW_CLASSES`). */
export const UNSAFE_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type UnsafeClass = (typeof UNSAFE_CLASSES)[number];
/** Probability of each class, 0–1 (they sum to 1). */
export type UnsafeScores = Record<UnsafeClass, number>;

/**
 * Seamline's threshold (not an nsfwjs recommendation) on the explicit classes together,
 * Porn + Hentai (probability, 0–1). 0.5 is where the model finds explicit content more likely
 * than all the other classes together. Measured with this model on the analysis images (≤ 640 px,
 * as the pipeline gives them) of every photo in `shared/data/people` and of the test fixtures:
 * real photos of people standing, in suits, polo shirts, fitted clothes and yoga poses scored
 * Porn + Hentai ≤ 0.055 (≥ 9× below), the CGI renders 0.053 and 0.233 (the woman render: 0.232
 * Hentai, the model reading a render as drawn; still 2.1× below), the gradient and the
 * composites ≤ 0.032. Sexy is deliberately not used: this model scores a yoga tree pose — exactly
 * the tight clothes and full-body stance a body scan asks for — 0.85 Sexy.
 */
export const EXPLICIT_THRESHOLD = 0.5;

/** RGB pixels (3 bytes a pixel, row-major) of an image, as the classifier takes them. */
export interface ClassifierImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Scores an image: the five class probabilities. */
export type ScoreImage = (image: ClassifierImage) => Promise<UnsafeScores>;
