/**
 * The body scan pipeline (ARCHITECTURE §9 as amended in docs/architecture.md; spec 01 §5 Body
 * scan, §7 /api/scan-to-fit): 1. decode the photo sent in the request (base64) + orient +
 * downscale, in memory; 2. vision port; 3. photo checks (422 with an actionable message);
 * 4. estimator; 5. a sanitized copy stored only when asked (and Photo uploads is on) — the
 * photos themselves are never written anywhere; 6. the result saved as the current
 * measurements (photo_ai) and returned.
 */
import type * as z from 'zod';
import type { ExpectedErrorCm, ScanExpectedError, ScanResult, ScanSilhouette, scanToFitSchema } from '@seamline/shared/contracts/scan';
import { basisOf } from '@seamline/shared/domain/body-estimator/scan-error';
import { heightToCm } from '@seamline/shared/domain/scan/height';
import { SCAN_MESSAGES, photoProblem, type PhotoView } from '@seamline/shared/domain/scan/photo-checks';
import { db } from '../_core/aws-clients';
import { Conflict, Unprocessable } from '../_core/http-errors';
import { logger } from '../_core/powertools';
import { takeLimited } from '../_core/rate-limit';
import { toItem, type MeasurementsItem } from '../measurements/measurements-mapping';
import { toKg } from '@seamline/shared/domain/units';
import { estimatorSexOf } from '@seamline/shared/domain/sizing/size-system';
import type { SizeSystem } from '@seamline/shared/contracts/measurements';
import { prepareImage, type PreparedImage } from './image-prep';
import { imageKindOf, SIGNATURE_BYTES } from '@seamline/shared/domain/media/image-signature';
import { measureScan, RetakeNeeded, type ScanMeasurement, type ScanProfile } from './measure';
import { retainedCopy } from './retained-photo';
import { RETAIN_PHOTO_DISABLED_REASON } from '@seamline/shared/contracts/privacy-effects';
import { NOT_AN_IMAGE } from './image-prep';
import { storeRetainedPhoto } from './scan-photos';
import { bodyBox, privacyFlags } from './scan-support';
import { vision } from './vision';
import type { VisionPort, VisionResult } from './vision/vision-port';
import { withRetentionWork } from '../measurements/retention-summary';

export type ScanToFitInput = z.output<typeof scanToFitSchema>;

/**
 * The size system and weight a scan estimates with (issue 23): the request's, else the ones
 * stored with the person's latest measurements. `sizeSystem` null = never answered.
 */
export function scanProfileOf(
  input: Pick<ScanToFitInput, 'sizeSystem' | 'weight' | 'weightUnit'>,
  latest: Pick<MeasurementsItem, 'sizeSystem' | 'weightKg'> | null,
): { sizeSystem: SizeSystem | null; weightKg: number | undefined; profile: ScanProfile } {
  const sizeSystem = input.sizeSystem ?? latest?.sizeSystem ?? null;
  const weightKg = input.weight !== undefined ? toKg(input.weight, input.weightUnit) : latest?.weightKg;
  return { sizeSystem, weightKg, profile: { sex: estimatorSexOf(sizeSystem), weightKg } };
}

/**
 * The bytes of a photo sent in a scan request.
 * @param photo base64 (the contract checked the alphabet and the size)
 * @throws Unprocessable (422) 'Please select a valid image file …' unless the bytes are a JPEG,
 *   PNG, WebP or HEIC/HEIF by their magic number (issue 17 §2: the server's check is the real one).
 */
export function photoBytes(photo: string): Buffer {
  const bytes = Buffer.from(photo, 'base64');
  if (!imageKindOf(bytes.subarray(0, SIGNATURE_BYTES))) throw new Unprocessable(NOT_AN_IMAGE);
  return bytes;
}

/** The request field of each scan photo (a 422 about a photo names it in `fieldErrors`). */
const PHOTO_FIELD = { front: 'frontPhoto', side: 'sidePhoto' } as const;

/** 422 with a photo problem's message, naming the side photo's field when it is about that one. */
function photoUnprocessable(message: string, view: PhotoView): Unprocessable {
  return view === 'side' ? new Unprocessable(message, { [PHOTO_FIELD.side]: [message] }) : new Unprocessable(message);
}

/** Steps 1–3 for one photo (base64): the prepared image and the vision answer, checked. */
export async function analyzePhoto(
  photo: string,
  timer: (stage: string) => void,
  view: PhotoView = 'front',
): Promise<{ prepared: PreparedImage; seen: VisionResult }> {
  const bytes = photoBytes(photo);
  timer('decodeMs');
  const prepared = await prepareImage(bytes);
  timer('prepareMs');
  const seen = await seePhoto(prepared, vision, view);
  timer('visionMs');
  return { prepared, seen };
}

/**
 * Steps 2–3 on a prepared photo: the vision port's answer, checked.
 * @param port the vision adapter (this execution environment's by default).
 * @param view 'side' for the side photo: no face-the-camera check (issue 23).
 * @throws Unprocessable (422) with the photo problem's message (for the side photo also as the
 *   field error of `sidePhoto`).
 */
export async function seePhoto(prepared: PreparedImage, port: VisionPort = vision, view: PhotoView = 'front'): Promise<VisionResult> {
  const seen = await port.analyze(prepared.image);
  const problem = photoProblem({ ...seen, width: prepared.image.width, height: prepared.image.height }, view);
  if (problem) throw photoUnprocessable(SCAN_MESSAGES[problem], view);
  return seen;
}

/**
 * Step 4: the silhouettes and the estimate (measure.ts `measureScan`).
 * @throws Unprocessable (422) with the retake message when a two-photo scan's silhouette fails
 *   (the side photo's named as the field error of `sidePhoto`).
 */
export function measureSilhouettes(
  front: VisionResult,
  side: VisionResult | undefined,
  heightCm: number,
  profile: ScanProfile = {},
): ReturnType<typeof measureScan> {
  try {
    return measureScan(front, side, heightCm, profile);
  } catch (error) {
    if (error instanceof RetakeNeeded) throw photoUnprocessable(SCAN_MESSAGES[error.problem], error.photo);
    throw error;
  }
}

/**
 * Each value's expected error, ± cm, as both scans answer it (issue 23): since issue 35 this
 * scan's (the model's CV MAE + what this scan's silhouette noise adds; `expectedErrorOf`).
 */
export function expectedErrorsOf(est: ScanMeasurement['estimate']): ExpectedErrorCm {
  const { bust, waist, hips, inseam, shoulderWidth, armLength } = est;
  return {
    bust: bust.expectedErrorCm, waist: waist.expectedErrorCm, hips: hips.expectedErrorCm,
    inseam: inseam.expectedErrorCm, shoulderWidth: shoulderWidth.expectedErrorCm, armLength: armLength.expectedErrorCm,
  };
}

/**
 * Why each ± is this scan's, as both scans answer it (issue 35 §5): per value the error, the
 * same inputs' error on a clean photo (the model's CV MAE), the inputs and the quality; for the
 * scan the quality, noise factor, reasons and per-photo pixel scale (cm/px, 4 decimals) and turn.
 */
export function expectedErrorOf(scan: ScanMeasurement): ScanExpectedError {
  const est = scan.estimate;
  const { quality, factor, reasons, photos } = scan.error;
  const value = (m: ScanMeasurement['estimate']['bust']) => ({
    errorCm: m.expectedErrorCm, cleanPhotoCm: Math.round(m.maeCm * 10) / 10, basis: basisOf(m.variant), quality,
  });
  const r4 = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    values: {
      bust: value(est.bust), waist: value(est.waist), hips: value(est.hips),
      inseam: value(est.inseam), shoulderWidth: value(est.shoulderWidth), armLength: value(est.armLength),
    },
    quality,
    noiseFactor: factor,
    reasons,
    photos: {
      ...(photos.front ? { front: { cmPerPx: r4(photos.front.cmPerPx) } } : {}),
      ...(photos.side ? { side: { cmPerPx: r4(photos.side.cmPerPx), turnSin: photos.side.turnSin === null ? null : r4(photos.side.turnSin) } } : {}),
    },
  };
}

/**
 * What the silhouettes contributed, as both scans answer it (issue 23): breadths/depths (cm,
 * 1 decimal), the outline per photo, and the retake advice of a front-only scan whose outline
 * could not be measured (SCAN_MESSAGES).
 */
export function silhouetteOf(scan: ScanMeasurement): ScanSilhouette {
  return {
    used: scan.use,
    valuesCm: Object.fromEntries(Object.entries(scan.silhouette).map(([k, v]) => [k, Math.round(v * 10) / 10])),
    outlines: scan.outlines,
    ...(scan.frontProblem ? { retake: { photo: 'front' as const, code: scan.frontProblem, message: SCAN_MESSAGES[scan.frontProblem] } } : {}),
  };
}

/** Issue 17 §1: keeping a scan photo needs the privacy setting 'Photo uploads' on. */
export const PHOTO_UPLOADS_OFF = RETAIN_PHOTO_DISABLED_REASON;

/** A stage timer: each call adds the ms since the previous one to `stage` (two photos add up). */
export function stageTimer() {
  const start = performance.now();
  let last = start;
  const stages: Record<string, number> = {};
  return {
    stages,
    mark(stage: string) {
      const now = performance.now();
      stages[stage] = (stages[stage] ?? 0) + Math.round(now - last);
      last = now;
    },
    total: () => Math.round(performance.now() - start),
  };
}

/**
 * Run the scan for `userId` on the photos of the request and save the result as the current
 * measurements. Nothing of the photos is stored unless `retainPhoto` (then one sanitized copy).
 * The estimate uses the size system and weight of the request, else of the latest saved
 * measurements (`scanProfileOf`); the new version keeps both.
 * @throws Conflict (409) 'Turn on Photo uploads in Privacy to keep scan photos' for
 *   `retainPhoto` while the privacy setting Photo uploads is off (checked first);
 *   Unprocessable (422) for bytes that are not an image, or with the photo problem's message —
 *   with a side photo also the silhouette retakes ('Hold your arms a little away from your body.',
 *   'Turn 90° so your side faces the camera.'; a side photo's problems name `sidePhoto`);
 *   TooManyRequests (429, Retry-After) past `RATE_LIMITS.scan` (10 scans an hour with analyze-fit).
 */
export async function scanToFit(userId: string, input: ScanToFitInput, now = new Date()): Promise<ScanResult> {
  const timer = stageTimer();
  const heightCm = Math.round(heightToCm(input.height, input.heightUnit) * 10) / 10;
  const [privacy, latest] = await Promise.all([
    input.retainPhoto ? db.entities.privacySettings.get({ userId }).go() : undefined,
    db.entities.measurements.query.byUser({ userId }).go({ order: 'desc', limit: 1 }),
  ]);
  // Photo uploads off (the default) means no scan photo is kept (issue 17 §1).
  if (input.retainPhoto && !privacy?.data?.photoUpload) throw new Conflict(PHOTO_UPLOADS_OFF);
  const { sizeSystem, weightKg, profile } = scanProfileOf(input, (latest.data[0] as MeasurementsItem | undefined) ?? null);
  // Counted before the models run, so a refused photo counts too (issue 32).
  await takeLimited('scan', userId, now);
  const { prepared, seen } = await analyzePhoto(input.frontPhoto, timer.mark);
  const side = input.sidePhoto ? (await analyzePhoto(input.sidePhoto, timer.mark, 'side')).seen : undefined;
  const scan = measureSilhouettes(seen, side, heightCm, profile);
  const est = scan.estimate;
  timer.mark('estimateMs');
  let retainedPhotoKey: string | null = null;
  if (input.retainPhoto) {
    const flags = await privacyFlags(userId);
    const s = prepared.scale;
    const faces = seen.faces.map((f) => ({ x: f.x * s, y: f.y * s, width: f.width * s, height: f.height * s }));
    const jpeg = await retainedCopy(prepared.source, { ...flags, faces, body: bodyBox(seen.keypoints, s) });
    retainedPhotoKey = await storeRetainedPhoto(userId, jpeg);
  }
  const values = { bust: est.bust, waist: est.waist, hips: est.hips, inseam: est.inseam, shoulderWidth: est.shoulderWidth, armLength: est.armLength };
  const round = (v: number) => Math.round(v * 10) / 10;
  // The new version keeps the weight and the size system it was estimated with (issue 23).
  const item = toItem(userId, {
    height: heightCm,
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v.valueCm)])),
    ...(weightKg !== undefined ? { weight: round(weightKg) } : {}),
    ...(sizeSystem ? { sizeSystem } : {}),
    unit: 'cm',
    weightUnit: 'kg',
  } as Parameters<typeof toItem>[1], now);
  const confidence = est.overallConfidence >= 0.8 ? 'high' : est.overallConfidence >= 0.6 ? 'medium' : 'low';
  // The previous version becomes history: the retention summary must see it (issue 35).
  await withRetentionWork(userId, () => db.entities.measurements.create({ ...item, confidence, extractionMethod: 'photo_ai' }).go());
  timer.mark('storeMs');
  // Timings are for operators (logs, metrics), never shown to people (issue 17 §1).
  logger.info('scan timings', {
    stages: timer.stages, totalMs: timer.total(), silhouette: scan.use, frontProblem: scan.frontProblem,
    errorQuality: scan.error.quality, noiseFactor: scan.error.factor,
  });
  return {
    unit: 'cm',
    height: heightCm,
    bust: round(est.bust.valueCm),
    waist: round(est.waist.valueCm),
    hips: round(est.hips.valueCm),
    inseam: round(est.inseam.valueCm),
    shoulderWidth: round(est.shoulderWidth.valueCm),
    armLength: round(est.armLength.valueCm),
    confidence,
    overallConfidence: est.overallConfidence,
    extractionMethod: 'photo_ai',
    photoRetained: retainedPhotoKey !== null,
    retainedPhotoKey,
    updatedAt: item.updatedAt,
    stages: { decodeMs: 0, prepareMs: 0, visionMs: 0, estimateMs: 0, storeMs: 0, ...timer.stages, totalMs: timer.total() },
    expectedErrorCm: expectedErrorsOf(est),
    expectedError: expectedErrorOf(scan),
    silhouette: silhouetteOf(scan),
    model: { sizeSystem: sizeSystem ?? 'unspecified', group: est.bust.model, weightUsed: weightKg !== undefined },
  };
}
