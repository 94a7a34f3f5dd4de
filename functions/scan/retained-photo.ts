/**
 * Step 5 of the scan pipeline: the copy of a photo that may be kept (ARCHITECTURE §9).
 * Oriented by EXIF and re-encoded without metadata (EXIF incl. GPS stripped: sharp writes no
 * metadata unless asked), faces blurred and the image cropped to the body when the user's
 * privacy settings say so (both default true, spec 01 §3 UserPrivacySettings).
 */
import sharp from 'sharp';
import { TRANSPARENT_BACKGROUND } from './image-prep';
import type { Box } from './vision/vision-port';

/** Blur radius (sigma, px of the full-size photo) per px of face width: strong enough to hide identity. */
export const BLUR_SIGMA_PER_FACE_PX = 0.15;
/** Margin (fraction) added around face boxes and the body box. */
export const BOX_MARGIN = 0.15;

export interface RetainOptions {
  faceBlurring: boolean;
  bodyOnlyCrop: boolean;
  /** Face boxes and the body box in px of the oriented full-size photo. */
  faces: readonly Box[];
  body: Box | undefined;
}

/** `box` grown by `margin` on each side, rounded and clipped to width × height. */
export function clip(box: Box, width: number, height: number, margin = BOX_MARGIN): { left: number; top: number; width: number; height: number } {
  const left = Math.max(0, Math.floor(box.x - box.width * margin));
  const top = Math.max(0, Math.floor(box.y - box.height * margin));
  const right = Math.min(width, Math.ceil(box.x + box.width * (1 + margin)));
  const bottom = Math.min(height, Math.ceil(box.y + box.height * (1 + margin)));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The retained JPEG of `source` (decodable bytes: HEIC already converted), transparency
 * composited on TRANSPARENT_BACKGROUND as the analysed image is (so colours a cut-out tool hid
 * under transparent pixels are not kept).
 * @returns JPEG (quality 85) without EXIF/XMP/ICC metadata.
 */
export async function retainedCopy(source: Buffer, o: RetainOptions): Promise<Buffer> {
  const oriented = await sharp(source).rotate().flatten({ background: TRANSPARENT_BACKGROUND }).toBuffer({ resolveWithObject: true });
  const { width, height } = oriented.info;
  let image = sharp(oriented.data);
  if (o.faceBlurring && o.faces.length > 0) {
    const patches = await Promise.all(
      o.faces.map(async (f) => {
        const r = clip(f, width, height);
        const sigma = Math.max(8, r.width * BLUR_SIGMA_PER_FACE_PX);
        const input = await sharp(oriented.data).extract(r).blur(sigma).toBuffer();
        return { input, left: r.left, top: r.top };
      }),
    );
    image = sharp(await image.composite(patches).toBuffer());
  }
  if (o.bodyOnlyCrop && o.body) image = image.extract(clip(o.body, width, height, 0.05));
  return image.jpeg({ quality: 85 }).toBuffer();
}
