/**
 * Profile photo files (spec 01 §5 Onboarding photo, §9): images or .heic only; re-encoded in
 * a canvas as JPEG at quality 0.85. A HEIC the browser cannot decode is uploaded as-is.
 */

import { MAX_UPLOAD_BYTES } from '@seamline/shared/contracts/media-constants';
import { imageKindOf, SIGNATURE_BYTES } from '@seamline/shared/domain/media/image-signature';

export { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE } from '@seamline/shared/contracts/media-constants';
/** `accept` of the picker: any image, plus HEIC/HEIF by extension (some systems give no type). */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';
export const JPEG_QUALITY = 0.85;
/** Longest side after re-encoding; larger photos are scaled down. */
const MAX_SIDE = 2048;

const HEIC_NAME = /\.(heic|heif)$/i;

/** True for an image MIME type or a .heic/.heif name. */
export function isImageFile(file: { type: string; name: string }): boolean {
  return file.type.startsWith('image/') || HEIC_NAME.test(file.name);
}

/** True when the file is HEIC/HEIF by type or name. */
export function isHeic(file: { type: string; name: string }): boolean {
  return /^image\/hei[cf]$/i.test(file.type) || HEIC_NAME.test(file.name);
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Failed to load the image. This format may not be supported by your browser. Please try a different file or convert to JPG/PNG first.'));
    };
    img.src = url;
  });
}

/**
 * The bytes to upload and their content type: a JPEG (quality 0.85) drawn from the image,
 * or, for a HEIC the browser cannot decode, the original file as `image/heic`.
 * @throws Error with the spec's "Failed to load the image…" text for other undecodable files
 */
export async function prepareImageUpload(file: File): Promise<{ blob: Blob; contentType: 'image/jpeg' | 'image/heic' }> {
  let img: HTMLImageElement;
  try {
    img = await loadImage(file);
  } catch (error) {
    if (isHeic(file)) return { blob: file, contentType: 'image/heic' };
    throw error;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Failed to prepare image for upload. Please try again.');
  ctx.fillStyle = '#fff'; // transparent PNG areas become white, not black
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('Failed to prepare image for upload. Please try again.');
  return { blob, contentType: 'image/jpeg' };
}

/**
 * Check a picked file by its bytes and size before a screen accepts it (issue 17 §2): JPEG,
 * PNG, WebP or HEIC/HEIF by magic number (`imageKindOf`), at most MAX_UPLOAD_BYTES (10 MB).
 * @returns null when it is fine, else why not: 'type' (not one of those images) or 'size'.
 */
export async function checkPickedImage(file: Blob): Promise<null | 'type' | 'size'> {
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return imageKindOf(head) ? null : 'type';
}
