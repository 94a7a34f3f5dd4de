/**
 * Server side of the colour suggestion (issue 34 §6): the same pure `dominantColour` the browser
 * runs on its 64 px canvas, on a sharp-decoded copy of the photo. Used by the store import
 * (`store-import/import-product.ts`) when the product page names no colour.
 */
import sharp from 'sharp';
import { COLOUR_SAMPLE_SIDE, dominantColour, type DominantColour } from '@seamline/shared/domain/closet/dominant-colour';

/** Largest input accepted by the decoder (px), as for closet photos: bounds memory on hostile images. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The dominant colour of an encoded photo (JPEG, PNG, WebP…): EXIF-oriented, downscaled to
 * {@link COLOUR_SAMPLE_SIDE} px on its longest side (never enlarged), alpha kept (a cut-out's mask).
 * @returns the colour, its basis and confidence; null when nothing is opaque
 * @throws sharp's error when the bytes are not a decodable image
 */
export async function photoColour(bytes: Uint8Array | string): Promise<DominantColour | null> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: COLOUR_SAMPLE_SIDE, height: COLOUR_SAMPLE_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return dominantColour(data, info.width);
}
