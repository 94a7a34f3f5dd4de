/**
 * Upload limits and texts without zod (spec 01 §5, §8, §9): one rule per field for every photo
 * picker and upload route. `media.ts` (the zod schemas) re-exports everything here; the
 * browser imports this file so its chunks do not load zod.
 */

/** Spec 01 §9: a photo is at most 10 MB (bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Presigned POST expiry (s). */
export const PRESIGN_EXPIRY_SECONDS = 300;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'] as const;
/** Spec 01 §5/§8: a file that is not an image. */
export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file (JPG, PNG, HEIC, etc.).';
/** Spec 01 §9: a photo over {@link MAX_UPLOAD_BYTES}. */
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB.';
