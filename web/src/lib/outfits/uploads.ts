/**
 * Outfit photo uploads (spec 02 §2.6 Upload Photo tab; issue 20): ask
 * `POST /api/upload/outfit-images` for one presigned POST per photo (1–6, JPEG/PNG/WebP ≤ 10 MB,
 * keys under the caller's `uploads/outfits/<userId>/` prefix), then POST each file straight to
 * storage (the policy's fields first, the file last), as the closet's photo upload does. No
 * Lambda receives the photo bytes; the keys go into the saved plan's `imageKeys`.
 */
import type { CLOSET_PHOTO_TYPES } from '@seamline/shared/contracts/closet-constants';
import { OUTFIT_TOASTS } from '@seamline/shared/contracts/outfits-constants';
import { api } from '../api-client';
import { isClosetPhotoType } from '../closet/uploads';
import { prepareImageUpload } from '../image-file';

type PhotoType = (typeof CLOSET_PHOTO_TYPES)[number];

/** The bytes to send: JPEG/PNG/WebP as they are, other images the browser decodes as a JPEG. */
async function uploadable(file: File): Promise<{ blob: Blob; contentType: PhotoType }> {
  if (isClosetPhotoType(file.type)) return { blob: file, contentType: file.type as PhotoType };
  const prepared = await prepareImageUpload(file);
  // A HEIC the browser cannot decode stays HEIC, which the presign refuses ('Invalid file type').
  return { blob: prepared.blob, contentType: prepared.contentType as PhotoType };
}

/** POST one file to its presigned form; resolves on 2xx. */
async function postToStorage(url: string, fields: Record<string, string>, blob: Blob, name: string, signal?: AbortSignal): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', blob, name || 'photo');
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(OUTFIT_TOASTS.uploadFailed.description);
  }
  if (!response.ok) throw new Error(OUTFIT_TOASTS.uploadFailed.description);
}

/**
 * Upload 1–6 photos for an outfit.
 * @returns the upload keys (`uploads/outfits/<userId>/<uuid>`), in the files' order
 * @throws ApiError when the presign is refused (400 with the server's message, e.g. 'Invalid
 *   file type'), Error 'Please try again or check your connection' when storage refuses a file
 */
export async function uploadOutfitPhotos(files: readonly File[], signal?: AbortSignal): Promise<string[]> {
  const prepared = await Promise.all(files.map(uploadable));
  const { uploads } = await api('POST /api/upload/outfit-images', {
    body: { files: prepared.map((p) => ({ contentType: p.contentType, size: p.blob.size })) },
    signal,
  });
  await Promise.all(uploads.map((u, i) => postToStorage(u.url, u.fields, prepared[i]!.blob, files[i]!.name, signal)));
  return uploads.map((u) => u.key);
}
