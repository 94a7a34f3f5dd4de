/**
 * Step 1 of the scan pipeline: decode the uploaded bytes (HEIC/HEIF converted with
 * heic-convert, since sharp's prebuilt libvips has no HEVC decoder), orient by EXIF and
 * downscale to at most `ANALYSIS_MAX_SIDE` px for the vision models.
 */
import sharp from 'sharp';
import convertHeic from 'heic-convert';
import { Unprocessable } from '../_core/http-errors';
import type { RgbImage } from './vision/vision-port';
import { INVALID_IMAGE_MESSAGE } from '@seamline/shared/contracts/media-constants';

/** Longest side (px) of the image given to the vision models (MoveNet works at 192 px). */
export const ANALYSIS_MAX_SIDE = 640;
export const NOT_AN_IMAGE = INVALID_IMAGE_MESSAGE;

/** True for an ISO-BMFF HEIC/HEIF container (`ftyp` box with a HEIF brand). */
export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const box = Buffer.from(bytes.subarray(4, 12)).toString('latin1');
  return box.startsWith('ftyp') && /^ftyp(heic|heix|hevc|hevx|mif1|msf1|heim|heis)/.test(box);
}

/** The bytes sharp can read: HEIC converted to JPEG (quality 0.92), anything else as is. */
export async function decodable(bytes: Uint8Array): Promise<Buffer> {
  if (!isHeic(bytes)) return Buffer.from(bytes);
  try {
    return Buffer.from(await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
  } catch {
    throw new Unprocessable(NOT_AN_IMAGE);
  }
}

export interface PreparedImage {
  /** The analysis image (RGB, EXIF-oriented, downscaled), with its JPEG encoding. */
  image: RgbImage;
  /** Oriented full-resolution size (px) and the factor analysis px → original px. */
  width: number;
  height: number;
  scale: number;
  /** Decodable original bytes (HEIC already converted). */
  source: Buffer;
}

/**
 * What a transparent pixel of an uploaded PNG/WebP becomes: its colour composited on white, as
 * most viewers and exporters show transparency. Dropping the alpha channel instead keeps the
 * straight colour of near-transparent pixels, and a render's anti-aliasing halo then shows as a
 * speckled fringe that the segmenter counts as person: on tfex_woman_standing_render.png the
 * outline sat +0.81 cm per edge outside the body that way, +0.05 cm composited
 * (`npm run bench -- silhouette-noise`, 2026-11-26; person-segmenter.ts). White rather
 * than black: the unsafe-content classifier scores that CGI render Hentai 0.37 on black, 0.14 on
 * white (refusal at 0.5).
 */
export const TRANSPARENT_BACKGROUND = '#ffffff';

/**
 * Decode, orient and downscale an uploaded photo (alpha flattened onto {@link TRANSPARENT_BACKGROUND}).
 * @throws Unprocessable (422) 'Please select a valid image file …' when it is not an image.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const source = await decodable(bytes);
  try {
    const oriented = sharp(source, { failOn: 'error' }).rotate();
    const meta = await sharp(source).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const width = (swap ? meta.height : meta.width) ?? 0;
    const height = (swap ? meta.width : meta.height) ?? 0;
    const resized = oriented.resize({ width: ANALYSIS_MAX_SIDE, height: ANALYSIS_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).flatten({ background: TRANSPARENT_BACKGROUND });
    const { data, info } = await resized.clone().raw().toBuffer({ resolveWithObject: true });
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
    return {
      image: { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, jpeg },
      width,
      height,
      scale: width / info.width,
      source,
    };
  } catch {
    throw new Unprocessable(NOT_AN_IMAGE);
  }
}
