/**
 * Body scan contracts (spec 01 §3 Scan request, §5 Body scan, §7 /api/scan-to-fit and
 * /api/analyze-fit; docs/architecture.md "Scan photos travel in the request").
 *
 * The photos travel inside the scan request (base64 in the JSON body) and are analysed in
 * memory: no scan photo is ever written to storage unless the person keeps it (`retainPhoto`,
 * which needs the privacy setting Photo uploads; issue 17 §1). The browser scales a photo down
 * to at most 2048 px (JPEG) first, so a request stays far below the 6 MB Lambda payload limit;
 * the limit below is what a HEIC the browser cannot decode may weigh.
 */
import * as z from 'zod';
import { HEIGHT_RANGE_MESSAGE, HEIGHT_UNITS, heightToCm, isScanHeight } from '../domain/scan/height';
import { fieldRangeMessage, inFieldRange, optionalMeasurementField, SIZE_SYSTEMS, sizeSystemField, WEIGHT_UNITS } from './measurements';
import { ERROR_BASES, ERROR_QUALITIES, SCAN_ERROR_REASONS } from './scan-error-texts';

export const REQUIRED_MESSAGE = 'Please complete all required fields and consents.';
export const NOT_IMAGE_MESSAGE = 'Please select an image file.';

/**
 * Bytes (decoded) of all photos of one scan request: 4 MiB, so that the base64 body (× 4/3 ≈
 * 5.3 MiB) plus the event fits the 6 MiB synchronous Lambda payload limit (AWS Lambda quotas).
 */
export const MAX_SCAN_PHOTOS_BYTES = 4 * 1024 * 1024;
export const SCAN_PHOTOS_TOO_LARGE_MESSAGE = 'These photos are too large to scan. Please choose JPG or PNG photos, or photos under 4MB.';

/** Decoded size (bytes) of a base64 string. */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/** One scan photo: the image file's bytes, base64 (RFC 4648 §4). Its kind is read from the bytes. */
const photo = z
  .string(REQUIRED_MESSAGE)
  .min(1, REQUIRED_MESSAGE)
  .max(Math.ceil(MAX_SCAN_PHOTOS_BYTES / 3) * 4, SCAN_PHOTOS_TOO_LARGE_MESSAGE)
  .pipe(z.base64(NOT_IMAGE_MESSAGE));

const withinPhotoLimit = (photos: (string | undefined)[]) =>
  photos.reduce((n, p) => n + (p ? base64Bytes(p) : 0), 0) <= MAX_SCAN_PHOTOS_BYTES;

/** Form values arrive as strings too: 'true'/'on' → true; blank → absent. */
const flag = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v), z.boolean().optional());
const consent = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v), z.literal(true, REQUIRED_MESSAGE));
const height = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z.number({ error: (i) => (i.input === undefined ? REQUIRED_MESSAGE : HEIGHT_RANGE_MESSAGE) }).finite(HEIGHT_RANGE_MESSAGE),
);

/** `POST /api/scan-to-fit`: the photos, height (120–250 cm after conversion), both consents. */
export const scanToFitSchema = z
  .object({
    frontPhoto: photo,
    sidePhoto: photo.optional(),
    height,
    heightUnit: z.enum(HEIGHT_UNITS).default('cm'),
    photoConsent: consent,
    dataUsageConsent: consent,
    retainPhoto: flag.default(false),
    /**
     * Issue 23: the size system to estimate with; absent → the one stored with the person's
     * measurements (Women's / Men's → that sex's model; otherwise the sex-mixture).
     */
    sizeSystem: sizeSystemField,
    /** Issue 23: weight for the estimate; absent → the stored weight, if any ('Weight must be …'). */
    weight: optionalMeasurementField('weight'),
    weightUnit: z.enum(WEIGHT_UNITS).default('kg'),
  })
  .refine((b) => isScanHeight(heightToCm(b.height, b.heightUnit)), { message: HEIGHT_RANGE_MESSAGE, path: ['height'] })
  .superRefine((b, ctx) => {
    // The measurements field table's weight range and message (issue 34 §5), in `weightUnit`.
    if (b.weight !== undefined && WEIGHT_UNITS.includes(b.weightUnit) && !inFieldRange('weight', b.weight, 'cm', b.weightUnit)) {
      ctx.addIssue({ code: 'custom', path: ['weight'], message: fieldRangeMessage('weight', 'cm', b.weightUnit) });
    }
  })
  .refine((b) => withinPhotoLimit([b.frontPhoto, b.sidePhoto]), { message: SCAN_PHOTOS_TOO_LARGE_MESSAGE, path: ['frontPhoto'] });

const value = z.number().nullable();
/** Stage timings of one scan, ms. */
export const scanStagesSchema = z.object({ decodeMs: z.number(), prepareMs: z.number(), visionMs: z.number(), estimateMs: z.number(), storeMs: z.number(), totalMs: z.number() });

/** The most points of a detected outline (issue 23). */
export const MAX_OUTLINE_POINTS = 200;
const relative = z.number().min(0).max(1);
/**
 * A detected person outline (issue 23): a closed polygon (last point not repeated) in
 * image-relative coordinates, [x ÷ width, y ÷ height] of the photo as oriented, each 0–1.
 */
export const outlineSchema = z.array(z.tuple([relative, relative])).max(MAX_OUTLINE_POINTS);
export type Outline = z.infer<typeof outlineSchema>;

/**
 * Each scan measurement's expected error, ± cm (1 decimal): since issue 35 this scan's — the
 * model's cross-validated MAE plus what this scan's silhouette noise adds (`expectedError`
 * below says why); before, the model's MAE alone.
 */
export const expectedErrorSchema = z.object({
  bust: z.number(), waist: z.number(), hips: z.number(), inseam: z.number(), shoulderWidth: z.number(), armLength: z.number(),
});

/** One value's expected error with its reasons (issue 35 §5). */
export const valueErrorSchema = z.object({
  /** This scan's expected error, ± cm (1 decimal) = `expectedErrorCm` of the value. */
  errorCm: z.number(),
  /** The same inputs measured on photos as clean as the calibration's, ± cm (the model's CV MAE, 1 decimal). */
  cleanPhotoCm: z.number(),
  basis: z.enum(ERROR_BASES),
  quality: z.enum(ERROR_QUALITIES),
});
export type ValueError = z.infer<typeof valueErrorSchema>;

/**
 * Issue 35 §5: why each ± is this scan's. Per value the error, the clean-photo error of the same
 * inputs, the inputs (`basis`) and the quality; for the scan the quality, the silhouette noise
 * factor (this scan's noise ÷ the calibrated noise, ≥ 1), the reasons and what was measured
 * per silhouette photo (pixel scale cm/px; the side photo's sin of its turn from side-on, null =
 * not seen). Optional in the answers: older clients and answers have none.
 */
export const scanExpectedErrorSchema = z.object({
  values: z.object({
    bust: valueErrorSchema, waist: valueErrorSchema, hips: valueErrorSchema,
    inseam: valueErrorSchema, shoulderWidth: valueErrorSchema, armLength: valueErrorSchema,
  }),
  quality: z.enum(ERROR_QUALITIES),
  noiseFactor: z.number().min(1),
  reasons: z.array(z.enum(SCAN_ERROR_REASONS)),
  photos: z.object({
    front: z.object({ cmPerPx: z.number() }).optional(),
    side: z.object({ cmPerPx: z.number(), turnSin: z.number().nullable() }).optional(),
  }),
});
export type ScanExpectedError = z.infer<typeof scanExpectedErrorSchema>;


/**
 * What the silhouettes contributed (issue 23): which photos' outlines were measured (`front-side`,
 * `front`, or `none` = keypoints only), the ANSUR-equivalent breadths/depths measured (cm), the
 * outline per photo, and — for a front-only scan whose outline could not be measured — the
 * retake advice (code and message of SCAN_MESSAGES) that would make it count.
 */
export const scanSilhouetteSchema = z.object({
  used: z.enum(['front-side', 'front', 'none']),
  valuesCm: z.object({
    chestBreadthCm: z.number(), chestDepthCm: z.number(), waistBreadthCm: z.number(),
    waistDepthCm: z.number(), hipBreadthCm: z.number(), hipDepthCm: z.number(),
  }).partial(),
  outlines: z.object({ front: outlineSchema, side: outlineSchema.optional() }),
  retake: z.object({ photo: z.enum(['front', 'side']), code: z.string(), message: z.string() }).optional(),
});
export type ScanSilhouette = z.infer<typeof scanSilhouetteSchema>;
export type ExpectedErrorCm = z.infer<typeof expectedErrorSchema>;

/**
 * Which estimator model the scan used (issue 23): the size system it went by (request, else
 * stored; 'unspecified' when neither says), the model group ('female' / 'male' per-sex,
 * 'mixture' / 'pooled' without a size system) and whether a weight went in.
 */
export const scanModelSchema = z.object({
  sizeSystem: z.enum(SIZE_SYSTEMS),
  group: z.enum(['female', 'male', 'pooled', 'mixture']),
  weightUsed: z.boolean(),
});
export type ScanModel = z.infer<typeof scanModelSchema>;

export { SCAN_MODEL_TEXTS } from './size-system';
export * from './scan-error-texts';

/**
 * The scan result (spec 01 §7): values in cm, per-value confidence, overall 0–1; since issue 23
 * also each value's expected error and the silhouette (both optional for older answers).
 */
export const scanResultSchema = z.object({
  unit: z.literal('cm'),
  bust: value,
  waist: value,
  hips: value,
  height: value,
  inseam: value,
  shoulderWidth: value,
  armLength: value,
  confidence: z.enum(['low', 'medium', 'high']),
  overallConfidence: z.number().min(0).max(1),
  extractionMethod: z.literal('photo_ai'),
  photoRetained: z.boolean(),
  retainedPhotoKey: z.string().nullable(),
  updatedAt: z.string(),
  stages: scanStagesSchema,
  expectedErrorCm: expectedErrorSchema.optional(),
  /** Issue 35 §5: why each ± is this scan's (optional: older answers have none). */
  expectedError: scanExpectedErrorSchema.optional(),
  silhouette: scanSilhouetteSchema.optional(),
  model: scanModelSchema.optional(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/**
 * `POST /api/analyze-fit` (onboarding variant): the front photo, since issue 23 an optional side
 * photo (as `sidePhoto` of scan-to-fit; both within `MAX_SCAN_PHOTOS_BYTES`); height optional
 * (default 169 cm); the same two consents as `POST /api/scan-to-fit` (issue 17 §1: no scan
 * without both).
 */
export const analyzeFitSchema = z
  .object({
    photo,
    sidePhoto: photo.optional(),
    height: height.optional(),
    heightUnit: z.enum(HEIGHT_UNITS).default('cm'),
    photoConsent: consent,
    dataUsageConsent: consent,
    /** Issue 23: the size system chosen in onboarding (selects the estimator's model). */
    sizeSystem: sizeSystemField,
  })
  .refine((b) => withinPhotoLimit([b.photo, b.sidePhoto]), { message: SCAN_PHOTOS_TOO_LARGE_MESSAGE, path: ['photo'] });

export const analyzeFitResponseSchema = z.object({
  success: z.boolean(),
  analysis: z.object({
    /** Inches (the onboarding dialog shows inches). */
    measurements: z.object({ bust: value, waist: value, hips: value, shoulderWidth: value, armLength: value, inseam: value, height: value }),
    confidence: z.number().min(0).max(1),
    fitAssessment: z.string(),
    /** Issue 23: each value's expected error, ± cm (as in the scan result; optional for older answers). */
    expectedErrorCm: expectedErrorSchema.optional(),
    /** Issue 35 §5: why each ± is this scan's (as in the scan result; optional). */
    expectedError: scanExpectedErrorSchema.optional(),
    /** Issue 23: the outlines measured and the retake advice (as in the scan result). */
    silhouette: scanSilhouetteSchema.optional(),
  }),
  message: z.string(),
});
export type AnalyzeFitResponse = z.infer<typeof analyzeFitResponseSchema>;
