/**
 * Body scan calls (spec 01 §7; ARCHITECTURE §9): presign at `POST /api/uploads/scan-photo`,
 * upload the photo straight to storage with XMLHttpRequest (its upload events give the real
 * progress), then `POST /api/scan-to-fit` (measurements variant, saved as photo_ai) or
 * `POST /api/analyze-fit` (onboarding variant, inches, not saved). Types only from the
 * contracts, so zod stays out of the bundle.
 */
import type { RouteBody } from '@seamline/shared/contracts/manifest';
import type { AnalyzeFitResponse, ScanResult } from '@seamline/shared/contracts/scan';
import { api } from '@/lib/api-client';

/** The scan pipeline can take a while on a cold start; the client waits up to 2 minutes. */
const SCAN_TIMEOUT_MS = 120_000;

export type ScanUploadType = RouteBody<'POST /api/uploads/scan-photo'>['contentType'];

/** Raised when the storage upload fails (network or a non-2xx answer). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** A content type the presign accepts for `blob` (HEIC by name when the browser gives none). */
export function scanContentType(blob: Blob, name = ''): ScanUploadType {
  const type = blob.type.toLowerCase();
  if (
    type === 'image/jpeg' ||
    type === 'image/png' ||
    type === 'image/webp' ||
    type === 'image/gif' ||
    type === 'image/heic' ||
    type === 'image/heif'
  )
    return type;
  if (type === 'image/jpg') return 'image/jpeg';
  if (/\.heif$/i.test(name)) return 'image/heif';
  if (/\.heic$/i.test(name) || type === '') return 'image/heic';
  return type as ScanUploadType; // the server answers with the spec's message
}

/**
 * Presign and upload one photo; `onProgress(sent, total)` follows the upload body.
 * @returns the object key to name in the scan call
 */
export async function uploadScanPhoto(
  blob: Blob,
  name: string,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const contentType = scanContentType(blob, name);
  const post = await api('POST /api/uploads/scan-photo', {
    body: { contentType, size: blob.size },
    signal,
  });
  const form = new FormData();
  for (const [field, value] of Object.entries(post.fields)) form.append(field, value);
  form.append('file', blob, name || 'photo'); // the file goes last in a presigned POST
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : blob.size);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(`Upload failed (${xhr.status.toString()})`));
    xhr.onerror = () => reject(new UploadError('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  return post.key;
}

export type ScanToFitBody = RouteBody<'POST /api/scan-to-fit'>;

/** Run the scan on uploaded photos; the server saves the result as the current measurements. */
export function scanToFit(body: ScanToFitBody, signal?: AbortSignal): Promise<ScanResult> {
  return api('POST /api/scan-to-fit', { body, signal, timeoutMs: SCAN_TIMEOUT_MS });
}

/** Onboarding: analyse one uploaded photo (inches; nothing is saved). */
export function analyzeFit(
  photoKey: string,
  height: { value: number; unit: 'in' | 'cm' },
  signal?: AbortSignal,
): Promise<AnalyzeFitResponse> {
  // Both consents are given in the dialog before Analyze is possible (the server requires them).
  const body = { photoKey, height: height.value, heightUnit: height.unit, photoConsent: true, dataUsageConsent: true } as const;
  return api('POST /api/analyze-fit', { body, signal, timeoutMs: SCAN_TIMEOUT_MS });
}
