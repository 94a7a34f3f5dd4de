/**
 * AWS adapter of the image moderation port (issue 33 §5): Rekognition DetectModerationLabels on
 * the given bytes (`Image.Bytes`, ≤ 5 MB) or on an S3 object (`Image.S3Object`: Rekognition reads
 * it with the caller's `s3:GetObject`, the function never downloads it). Each label is placed under its top-level category (Rekognition's
 * taxonomy: a label names its parent in `ParentName`) and the category decides the message label
 * and how far it may go:
 * - Explicit / Explicit Nudity (v6 name), Violence, Visually Disturbing, Hate Symbols: refused
 *   from {@link REKOGNITION_REFUSE_CONFIDENCE}, review from {@link REKOGNITION_REVIEW_CONFIDENCE};
 * - Non-Explicit Nudity of Intimate parts and Kissing (v7) / Suggestive (v6): at most review (bare
 *   backs and kisses are not refused outright);
 * - Swimwear or Underwear, Alcohol, Drugs & Tobacco, Gambling, Rude Gestures: ignored (swimwear
 *   and lingerie are clothes in a fashion app).
 */
import { DetectModerationLabelsCommand, type ModerationLabel as RekognitionLabel, type RekognitionClient } from '@aws-sdk/client-rekognition';
import {
  REKOGNITION_REFUSE_CONFIDENCE,
  REKOGNITION_REVIEW_CONFIDENCE,
  verdictOf,
  type ImageModeration,
  type ModerationLabel,
  type ModerationResult,
  type ModerationVerdict,
} from './port';

/** Top-level Rekognition categories that matter: the message label and the strongest verdict. */
export const REKOGNITION_CATEGORIES: Record<string, { label: ModerationLabel; max: Exclude<ModerationVerdict, 'allow'> }> = {
  Explicit: { label: 'nudity', max: 'refuse' },
  'Explicit Nudity': { label: 'nudity', max: 'refuse' },
  'Non-Explicit Nudity of Intimate parts and Kissing': { label: 'nudity', max: 'review' },
  Suggestive: { label: 'nudity', max: 'review' },
  Violence: { label: 'violence', max: 'refuse' },
  'Visually Disturbing': { label: 'graphic content', max: 'refuse' },
  'Hate Symbols': { label: 'hate symbols', max: 'refuse' },
};

const RANK: Record<ModerationVerdict, number> = { allow: 0, review: 1, refuse: 2 };

/** The top-level category of a label: follow `ParentName` through the labels of the answer (pure). */
export function topCategory(label: RekognitionLabel, all: readonly RekognitionLabel[]): string {
  let name = label.Name ?? '';
  let parent = label.ParentName ?? '';
  for (let hops = 0; parent && hops < 5; hops++) {
    if (REKOGNITION_CATEGORIES[parent]) return parent;
    name = parent;
    parent = all.find((l) => l.Name === parent)?.ParentName ?? '';
  }
  return name;
}

/** The port's answer for Rekognition's labels (pure): the worst verdict, then the highest confidence. */
export function judgeLabels(labels: readonly RekognitionLabel[]): ModerationResult {
  let worst: ModerationResult = { verdict: 'allow', label: null, score: 0 };
  for (const l of labels) {
    const category = REKOGNITION_CATEGORIES[topCategory(l, labels)];
    if (!category) continue;
    const confidence = l.Confidence ?? 0;
    let verdict = verdictOf(confidence, { review: REKOGNITION_REVIEW_CONFIDENCE, refuse: REKOGNITION_REFUSE_CONFIDENCE });
    if (RANK[verdict] > RANK[category.max]) verdict = category.max;
    const score = confidence / 100;
    if (RANK[verdict] > RANK[worst.verdict] || (verdict === worst.verdict && verdict !== 'allow' && score > worst.score)) {
      worst = { verdict, label: category.label, score };
    }
  }
  return worst;
}

/**
 * The Rekognition adapter.
 * @param client a Rekognition client (one per execution environment).
 */
export function rekognitionModeration(client: RekognitionClient): ImageModeration {
  return {
    async check(input) {
      const res = await client.send(
        new DetectModerationLabelsCommand({
          Image: 'bytes' in input ? { Bytes: input.bytes } : { S3Object: { Bucket: input.bucket, Name: input.key } },
          MinConfidence: REKOGNITION_REVIEW_CONFIDENCE,
        }),
      );
      return judgeLabels(res.ModerationLabels ?? []);
    },
  };
}
