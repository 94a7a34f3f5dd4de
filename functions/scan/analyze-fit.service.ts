/**
 * `POST /api/analyze-fit` (onboarding variant, spec 01 §2 AI Body Scan dialog, §7): one photo
 * (issue 23: plus an optional side photo), optional height, measurements in inches, not saved (the dialog's Use Results completes the
 * measurement step), measured like a front-only measurements scan (silhouette breadths when the
 * outline is measurable, issue 23). The photo travels in the request and is analysed in memory: nothing of it
 * is stored (issue 17 §1). Without a height the pixel scale comes from an
 * assumed `DEFAULT_HEIGHT_CM` (confidence lowered) and the answer's `height` is null: an
 * assumed stature is never reported, or saved, as a measurement. The web dialog asks for it.
 */
import type * as z from 'zod';
import type { AnalyzeFitResponse, analyzeFitSchema } from '@seamline/shared/contracts/scan';
import { heightToCm } from '@seamline/shared/domain/scan/height';
import { CM_PER_INCH } from '@seamline/shared/contracts/measurements';
import { estimatorSexOf } from '@seamline/shared/domain/sizing/size-system';
import { takeLimited } from '../_core/rate-limit';
import { analyzePhoto, expectedErrorOf, expectedErrorsOf, measureSilhouettes, silhouetteOf, stageTimer } from './scan.service';

/** Stature assumed when none is given: ANSUR II median of men and women averaged (≈ 169 cm). */
export const DEFAULT_HEIGHT_CM = 169;
/** Confidence factor when the height was assumed (the scale error dominates). */
export const ASSUMED_HEIGHT_FACTOR = 0.6;

/** A short fit note from the shoulder-to-hip and waist-to-hip proportions. */
export function fitAssessment(shoulderCm: number, waistCm: number, hipsCm: number): string {
  const waistToHip = waistCm / hipsCm;
  const shape =
    shoulderCm * 2.55 > hipsCm * 1.05 ? 'broader shoulders than hips' : shoulderCm * 2.55 < hipsCm * 0.95 ? 'fuller hips than shoulders' : 'balanced shoulders and hips';
  const cut = waistToHip < 0.8 ? 'Tailored, waist-defined cuts will fit well.' : 'Straight and relaxed cuts will fit well.';
  return `Your proportions show ${shape} (waist-to-hip ratio ${waistToHip.toFixed(2)}). ${cut}`;
}

/**
 * The onboarding scan of the front photo (base64 in `input.photo`) and, since issue 23, the
 * optional side photo (`input.sidePhoto`), measured like scan-to-fit's; the answer carries each
 * value's expected error (± cm) and the outlines with any retake advice.
 * @throws Unprocessable (422) for bytes that are not an image, or with the photo problem's
 *   message — with a side photo also the silhouette retakes; a side photo's problems name
 *   `sidePhoto` in `fieldErrors` (scan.service.ts `measureSilhouettes`); TooManyRequests (429,
 *   Retry-After) past `RATE_LIMITS.scan` (10 scans an hour, shared with scan-to-fit), counted
 *   before the models run.
 */
export async function analyzeFit(userId: string, input: z.output<typeof analyzeFitSchema>, now = new Date()): Promise<AnalyzeFitResponse> {
  const mark = stageTimer().mark;
  await takeLimited('scan', userId, now);
  const { seen } = await analyzePhoto(input.photo, mark);
  const side = input.sidePhoto ? (await analyzePhoto(input.sidePhoto, mark, 'side')).seen : undefined;
  const heightCm = input.height === undefined ? DEFAULT_HEIGHT_CM : heightToCm(input.height, input.heightUnit);
  // The same measuring as the measurements scan (issue 23): with a side photo both outlines must
  // be measurable; front only, the silhouette breadths when the outline can be measured (arms
  // away), else the keypoint estimate with the retake advice.
  const scan = measureSilhouettes(seen, side, heightCm, { sex: estimatorSexOf(input.sizeSystem) });
  const est = scan.estimate;
  const inches = (cm: number) => Math.round((cm / CM_PER_INCH) * 10) / 10;
  const factor = input.height === undefined ? ASSUMED_HEIGHT_FACTOR : 1;
  return {
    success: true,
    analysis: {
      measurements: {
        bust: inches(est.bust.valueCm),
        waist: inches(est.waist.valueCm),
        hips: inches(est.hips.valueCm),
        shoulderWidth: inches(est.shoulderWidth.valueCm),
        armLength: inches(est.armLength.valueCm),
        inseam: inches(est.inseam.valueCm),
        height: input.height === undefined ? null : inches(heightCm),
      },
      confidence: Math.round((est.overallConfidence ?? 0.8) * factor * 1000) / 1000,
      fitAssessment: fitAssessment(est.shoulderWidth.valueCm, est.waist.valueCm, est.hips.valueCm),
      expectedErrorCm: expectedErrorsOf(est),
      expectedError: expectedErrorOf(scan),
      silhouette: silhouetteOf(scan),
    },
    message: 'Analysis complete',
  };
}
