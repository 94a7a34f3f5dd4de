/**
 * Data export (issue 22, Data rights; GDPR Art. 20 'right to data portability'):
 * `POST /api/users/{userId}/export` starts a job, `GET` the same path answers its state and, when
 * ready, a short-lived presigned link to ONE ZIP archive: a JSON file per kind of data (the
 * enumeration of `functions/privacy/user-data.ts`, the same list account deletion removes) plus
 * every photo the person uploaded. An email (outbox) says when it is ready. One export per person
 * per hour (`RATE_LIMITS.dataExport` → 429 with Retry-After).
 *
 * The ONE place of the export's limits, messages and screen texts (Privacy Settings reads them).
 */
import * as z from 'zod';

/** How long the presigned download link works, seconds (a new GET signs a new one). */
export const DATA_EXPORT_LINK_SECONDS = 15 * 60;

/** How long an archive is kept after it is ready, days (S3 lifecycle rule on `exports/`, item TTL). */
export const DATA_EXPORT_KEEP_DAYS = 7;

/** Server messages of the export routes. */
export const DATA_EXPORT_ERRORS = {
  notYourData: 'You can only export your own data',
  noExport: 'You have not requested a data export yet',
} as const;

/** Texts of Privacy Settings' 'Download my data' card and of the ready email. */
export const DATA_EXPORT_TEXTS = {
  heading: 'Download my data',
  intro:
    'Get a copy of everything Seamline keeps about you: one ZIP archive with a JSON file for each kind of data (profile, measurements and their history, body scans, closet and wear log, saved items, moodboards, posts, likes, comments, shares, follows, blocks, reports, notifications, feed, outfit events, suggestions and your comments and favourites on them, settings — the defaults in force if you never changed them), every photo you uploaded, and a list of the files with their counts. You can request one export per hour.',
  requestButton: 'Download my data',
  requesting: 'Requesting…',
  /** The request button once an archive is ready (a new export, one per hour). */
  requestAgainButton: 'Request a new archive',
  /** The request button after a failed export. */
  retryButton: 'Try Again',
  /** Toast title when the request is refused (the server's message is its description, e.g. the 429). */
  requestFailed: 'Could not start your export',
  loading: 'Loading your data export',
  loadError: 'Could not load your data export.',
  started: "We're preparing your archive. We'll email you when it's ready.",
  pending: 'Preparing your archive…',
  ready: (readyAt: string) => `Your archive from ${readyAt} is ready.`,
  downloadLink: 'Download archive (ZIP)',
  /** While a ready export's expired link is replaced by a new one. */
  renewingLink: 'Getting a fresh download link…',
  keepNotice: `The download link works for ${DATA_EXPORT_LINK_SECONDS / 60} minutes; the archive is kept for ${DATA_EXPORT_KEEP_DAYS} days.`,
  failed: 'Your export could not be prepared. Please try again.',
  emailSubject: 'Your Seamline data export is ready',
  emailLines: [
    'The archive of your Seamline data that you asked for is ready.',
    `Download it from Privacy Settings within ${DATA_EXPORT_KEEP_DAYS} days; after that it is deleted.`,
  ],
  emailAction: 'Open Privacy Settings',
} as const;

export const dataExportParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** State of a job: waiting or running → ready (archive written) or failed (retries used up). */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** `GET /api/users/{userId}/export` (and the 202 of POST): the person's latest export. */
export const dataExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** ISO-8601 instants. */
  requestedAt: z.string(),
  readyAt: z.string().optional(),
  /** Presigned GET of the archive (only when ready), valid {@link DATA_EXPORT_LINK_SECONDS}. */
  url: z.string().optional(),
  /** When `url` stops working (ISO-8601). */
  urlExpiresAt: z.string().optional(),
  /** Archive size, bytes (when ready). */
  sizeBytes: z.number().int().nonnegative().optional(),
  /** Files in the archive (JSON files + photos, when ready). */
  files: z.number().int().nonnegative().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
