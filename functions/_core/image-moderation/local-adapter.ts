/**
 * Local adapter of the image moderation port (issue 33 §5): takes the given bytes (or reads the
 * object from the (local) S3), decodes them with sharp (EXIF-oriented, transparency on white, fit inside
 * {@link MODERATION_DECODE_SIDE} px, RGB) and scores it with the scan's nsfwjs classifier
 * (`functions/scan/vision/unsafe-classifier.ts`, loaded once per process on the scan's tfjs WASM
 * engine; the same instance the local scan uses). Porn + Hentai against
 * {@link LOCAL_REVIEW_SCORE} / {@link LOCAL_REFUSE_SCORE}; the label is 'nudity' (the only thing
 * this model knows).
 *
 * Loaded only through the dynamic import of `functions/media/image-moderation.ts` (of
 * `functions/media/image-moderation-local.ts`) in local modes, so that no Lambda bundle pulls sharp
 * or tfjs through it.
 */
import sharp from 'sharp';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet-constants';
import { BadRequest } from '../http-errors';
import type { ScoreImage } from './unsafe-scores';
import { LOCAL_REFUSE_SCORE, LOCAL_REVIEW_SCORE, verdictOf, type ImageModeration, type ModerationResult } from './port';

/** Longest side (px) of the decoded image: the size the scan pipeline gives the classifier (its figures were measured there). */
export const MODERATION_DECODE_SIDE = 640;
/** Largest input accepted by the decoder (px), as for closet photos: bounds memory on hostile images. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The RGB pixels of an encoded image, fit inside {@link MODERATION_DECODE_SIDE} px.
 * @throws BadRequest (400) 'Invalid file type' when the bytes are no decodable image.
 */
export async function decodeForModeration(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MODERATION_DECODE_SIDE, height: MODERATION_DECODE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch {
    throw new BadRequest(CLOSET_ERRORS.invalidPhoto);
  }
}

/** The port's answer for the classifier's Porn + Hentai (pure). */
export function judgeExplicitScore(score: number): ModerationResult {
  const verdict = verdictOf(score, { review: LOCAL_REVIEW_SCORE, refuse: LOCAL_REFUSE_SCORE });
  return { verdict, label: verdict === 'allow' ? null : 'nudity', score };
}

/**
 * The local adapter.
 * @param read the bytes of an object (the media bucket's S3 client), for an `{ bucket, key }` input.
 * @param classifier the unsafe-content scorer (the scan's nsfwjs classifier; the integration
 *   runtime's `fixture` mode passes the marker double of `fixture-classifier.ts`).
 * @param toDecodable bytes sharp can read from the stored bytes (the scan's HEIC → JPEG
 *   conversion: a profile photo is stored as uploaded, and sharp's prebuilt libvips has no HEVC
 *   decoder); identity by default.
 */
export function localModeration(
  read: (bucket: string, key: string) => Promise<Uint8Array>,
  classifier: ScoreImage,
  toDecodable: (bytes: Uint8Array) => Promise<Uint8Array> = async (bytes) => bytes,
): ImageModeration {
  return {
    async check(input) {
      const stored = 'bytes' in input ? input.bytes : await read(input.bucket, input.key);
      const bytes = await toDecodable(stored).catch(() => {
        throw new BadRequest(CLOSET_ERRORS.invalidPhoto);
      });
      const image = await decodeForModeration(bytes);
      const s = await classifier(image);
      return judgeExplicitScore(s.Porn + s.Hentai);
    },
  };
}
