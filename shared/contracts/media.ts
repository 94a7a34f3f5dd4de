/**
 * Upload contracts (ARCHITECTURE §9): the browser asks for a presigned POST and uploads straight
 * to S3. Images only (HEIC included), at most 10 MB (spec 01 §9), 5-minute expiry, key under
 * the caller's prefix.
 */
import * as z from 'zod';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PRESIGN_EXPIRY_SECONDS = 300;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'] as const;

export const profilePhotoPresignSchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, 'Please select a valid image file (JPG, PNG, HEIC, etc.).'),
  size: z.number().int().min(1, 'Please select a valid image file (JPG, PNG, HEIC, etc.).').max(MAX_UPLOAD_BYTES, 'Please select an image smaller than 10MB.'),
});

export const presignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type PresignedPost = z.infer<typeof presignedPostSchema>;

export const avatarParamsSchema = z.object({ userId: z.string().min(1).max(64) });
