/**
 * Body scan contracts (spec 01 §3 Scan request, §5 Body scan, §7 /api/scan-to-fit and
 * /api/analyze-fit; ARCHITECTURE §9). Photos go up with a presigned POST first
 * (`POST /api/uploads/scan-photo`); the scan calls then name the uploaded keys.
 */
import * as z from 'zod';
import { HEIGHT_RANGE_MESSAGE, HEIGHT_UNITS, heightToCm, isScanHeight } from '../domain/scan/height';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES } from './media';

export const REQUIRED_MESSAGE = 'Please complete all required fields and consents.';
export const NOT_IMAGE_MESSAGE = 'Please select an image file.';
export const TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB.';

export const scanPhotoPresignSchema = z.object({
  contentType: z.enum(IMAGE_CONTENT_TYPES, NOT_IMAGE_MESSAGE),
  size: z.number().int().min(1, NOT_IMAGE_MESSAGE).max(MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE),
});

/** Form values arrive as strings too: 'true'/'on' → true; blank → absent. */
const flag = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v), z.boolean().optional());
const consent = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v), z.literal(true, REQUIRED_MESSAGE));
const key = z.string(REQUIRED_MESSAGE).min(1, REQUIRED_MESSAGE).max(300);
const height = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
  z.number({ error: (i) => (i.input === undefined ? REQUIRED_MESSAGE : HEIGHT_RANGE_MESSAGE) }).finite(HEIGHT_RANGE_MESSAGE),
);

/** `POST /api/scan-to-fit`: uploaded keys, height (120–250 cm after conversion), both consents. */
export const scanToFitSchema = z
  .object({
    frontPhotoKey: key,
    sidePhotoKey: key.optional(),
    height,
    heightUnit: z.enum(HEIGHT_UNITS).default('cm'),
    photoConsent: consent,
    dataUsageConsent: consent,
    retainPhoto: flag.default(false),
  })
  .refine((b) => isScanHeight(heightToCm(b.height, b.heightUnit)), { message: HEIGHT_RANGE_MESSAGE, path: ['height'] });

const value = z.number().nullable();
/** Stage timings of one scan, ms. */
export const scanStagesSchema = z.object({ downloadMs: z.number(), prepareMs: z.number(), visionMs: z.number(), estimateMs: z.number(), storeMs: z.number(), totalMs: z.number() });

/** The scan result (spec 01 §7): values in cm, per-value confidence, overall 0–1. */
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
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/**
 * `POST /api/analyze-fit` (onboarding variant): one photo; height optional (default 170 cm);
 * the same two consents as `POST /api/scan-to-fit` (issue 17 §1: no scan without both).
 */
export const analyzeFitSchema = z.object({
  photoKey: key,
  height: height.optional(),
  heightUnit: z.enum(HEIGHT_UNITS).default('cm'),
  photoConsent: consent,
  dataUsageConsent: consent,
});

export const analyzeFitResponseSchema = z.object({
  success: z.boolean(),
  analysis: z.object({
    /** Inches (the onboarding dialog shows inches). */
    measurements: z.object({ bust: value, waist: value, hips: value, shoulderWidth: value, armLength: value, inseam: value, height: value }),
    confidence: z.number().min(0).max(1),
    fitAssessment: z.string(),
  }),
  message: z.string(),
});
export type AnalyzeFitResponse = z.infer<typeof analyzeFitResponseSchema>;
