/**
 * Body scan calls (spec 01 §7; docs/architecture.md "Scan photos travel in the request"): the
 * photos go inside `POST /api/scan-to-fit` (measurements variant, saved as photo_ai) or
 * `POST /api/analyze-fit` (onboarding variant, inches, not saved; an optional side photo too) as base64, after the browser
 * has scaled them down (`prepareImageUpload`). The server analyses them in memory and stores
 * nothing of them unless the person keeps a copy (issue 17 §1). Types only from the contracts,
 * so zod stays out of the bundle.
 */
import type { RouteBody } from '@seamline/shared/contracts/manifest';
import type { AnalyzeFitResponse, ScanResult } from '@seamline/shared/contracts/scan';
import type { SizeSystem } from '@seamline/shared/contracts/size-system';
import { api } from '@/lib/api-client';

/** The scan pipeline can take a while on a cold start; the client waits up to 2 minutes. */
const SCAN_TIMEOUT_MS = 120_000;

/** The bytes of `blob` as base64 (RFC 4648 §4, no data-URL prefix), for a scan request. */
export function photoPayload(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

export type ScanToFitBody = RouteBody<'POST /api/scan-to-fit'>;

/** Run the scan on the photos (base64); the server saves the result as the current measurements. */
export function scanToFit(body: ScanToFitBody, signal?: AbortSignal): Promise<ScanResult> {
  return api('POST /api/scan-to-fit', { body, signal, timeoutMs: SCAN_TIMEOUT_MS });
}

/** What the onboarding scan sends: photos base64 (`sidePhoto` optional, issue 23), the stated height. */
export interface AnalyzeFitInput {
  photo: string;
  sidePhoto?: string | undefined;
  height: { value: number; unit: 'in' | 'cm' };
  /** The size system chosen in the wizard (picks the estimator's model). */
  sizeSystem?: SizeSystem | undefined;
}

/**
 * Onboarding: analyse the front photo and the optional side photo (inches; nothing is saved or
 * stored). Throws ApiError like every call: a 422 about the side photo names `sidePhoto` in its
 * field errors.
 */
export function analyzeFit(input: AnalyzeFitInput, signal?: AbortSignal): Promise<AnalyzeFitResponse> {
  const { photo, sidePhoto, height, sizeSystem } = input;
  // Both consents are given in the dialog before Analyze is possible (the server requires them).
  const body = {
    photo, height: height.value, heightUnit: height.unit, photoConsent: true, dataUsageConsent: true,
    ...(sidePhoto ? { sidePhoto } : {}),
    ...(sizeSystem ? { sizeSystem } : {}),
  } as const;
  return api('POST /api/analyze-fit', { body, signal, timeoutMs: SCAN_TIMEOUT_MS });
}
