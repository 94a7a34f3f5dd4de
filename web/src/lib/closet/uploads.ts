/**
 * Closet photo uploads from the browser (issue 7, spec 02 §2.3/§2.4 photos, §5, §9): ask
 * `POST /api/closets/{closetId}/photo-uploads` for a presigned POST, then POST the file straight
 * to storage (fields first, file last) with upload progress. The returned key goes into the
 * item's `photoKeys` / `photos.add`; the server re-encodes the photo (EXIF stripped) on save.
 */
import { toast } from 'sonner';
import { CLOSET_PHOTO_TYPES, CLOSET_TOASTS } from '@seamline/shared/contracts/closet-constants';
import { api } from '../api-client';
import { checkPickedImage, IMAGE_TOO_LARGE_MESSAGE, prepareImageUpload } from '../image-file';

/** True when the API accepts this type as-is (JPEG, PNG, WebP). */
export function isClosetPhotoType(type: string): boolean {
  return (CLOSET_PHOTO_TYPES as readonly string[]).includes(type);
}

/**
 * Split picked files (spec 02 §2.3, §5; issue 17 §2): each file is checked by its BYTES (JPEG,
 * PNG, WebP or HEIC/HEIF magic number) and size (≤ 10 MB) before the form accepts it; at most
 * `room` images are kept (extras beyond the 3-photo limit are dropped, §2.3).
 * @returns `accepted` images to upload, `invalid` names of files that are not such images,
 *   `tooLarge` names of images over 10 MB, `dropped` count.
 */
export async function pickPhotos<F extends Blob & { name: string }>(
  files: readonly F[],
  room: number,
): Promise<{ accepted: F[]; invalid: string[]; tooLarge: string[]; dropped: number }> {
  const checks = await Promise.all(files.map((f) => checkPickedImage(f)));
  const images = files.filter((_, i) => checks[i] === null);
  const accepted = images.slice(0, Math.max(0, room));
  return {
    accepted,
    invalid: files.filter((_, i) => checks[i] === 'type').map((f) => f.name),
    tooLarge: files.filter((_, i) => checks[i] === 'size').map((f) => f.name),
    dropped: images.length - accepted.length,
  };
}

/** Toasts for the files `pickPhotos` refused: 'Invalid file type' / 'File Too Large', each naming the file. */
export function announceRefusedPhotos({ invalid, tooLarge }: { invalid: string[]; tooLarge: string[] }): void {
  for (const name of invalid) toast.error(CLOSET_TOASTS.invalidFileType.title, { description: invalidFileMessage(name) });
  for (const name of tooLarge) toast.error('File Too Large', { description: `${name}: ${IMAGE_TOO_LARGE_MESSAGE}` });
}

/** The 'Invalid file type' description for one file (spec 02 §8). */
export function invalidFileMessage(fileName: string): string {
  return CLOSET_TOASTS.invalidFileType.description.replace('{file}', fileName);
}

/** POST a form to a URL, reporting progress 0–1; resolves on 2xx, rejects otherwise. */
function postWithProgress(url: string, form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(CLOSET_TOASTS.uploadFailed.description)));
    xhr.onerror = () => reject(new Error(CLOSET_TOASTS.uploadFailed.description));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Upload one photo of a closet item. JPEG/PNG/WebP go as they are; other images (e.g. GIF,
 * HEIC the browser decodes) are re-encoded as JPEG in a canvas first.
 * @param closetId the caller's closet (= their user id)
 * @returns the upload key (`uploads/closet/<userId>/<uuid>`)
 * @throws ApiError when the presign is refused (400 with the server's message), Error with
 *   'Please try again or check your connection' when the storage POST fails
 */
export async function uploadClosetPhoto(
  closetId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  let blob: Blob = file;
  let contentType = file.type;
  if (!isClosetPhotoType(contentType)) {
    const prepared = await prepareImageUpload(file);
    blob = prepared.blob;
    contentType = prepared.contentType;
  }
  const post = await api('POST /api/closets/{closetId}/photo-uploads', {
    params: { closetId },
    body: { contentType: contentType as (typeof CLOSET_PHOTO_TYPES)[number], size: blob.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', blob, file.name || 'photo');
  await postWithProgress(post.url, form, options.onProgress, options.signal);
  options.onProgress?.(1);
  return post.key;
}
