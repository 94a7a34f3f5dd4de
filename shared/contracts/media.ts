/**
 * Upload contracts (ARCHITECTURE §9): the browser asks for a presigned POST and uploads straight
 * to S3. Images only (HEIC included), at most 10 MB (spec 01 §9), 5-minute expiry, key under
 * the caller's prefix.
 */
import * as z from 'zod';

import { IMAGE_CONTENT_TYPES, IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_UPLOAD_BYTES } from './media-constants';

export * from './media-constants';

export const profilePhotoPresignSchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, INVALID_IMAGE_MESSAGE),
  size: z.number().int().min(1, INVALID_IMAGE_MESSAGE).max(MAX_UPLOAD_BYTES, IMAGE_TOO_LARGE_MESSAGE),
});

export const presignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type PresignedPost = z.infer<typeof presignedPostSchema>;

/**
 * Key prefixes of the media bucket under which every object belongs to ONE person:
 * `<prefix><userId>/…` (layouts: `functions/media/avatar-keys.ts`, `functions/closet/photos-access.ts`,
 * `functions/posts/post-photos.ts`, `functions/outfits/outfit-photos.ts`, `functions/measurements/retention.ts`).
 * Account deletion removes them, the data export copies them (issue 22).
 */
export const PERSON_MEDIA_PREFIXES = ['avatars/', 'closet/', 'posts/', 'outfits/', 'scans/retained/', 'uploads/closet/', 'uploads/outfits/', 'uploads/posts/'] as const;

/** Data export archives (issue 22): `exports/<userId>/<exportId>.zip`, kept 7 days (lifecycle rule). */
export const EXPORTS_PREFIX = 'exports/';

export const avatarParamsSchema = z.object({ userId: z.string().min(1).max(64) });
