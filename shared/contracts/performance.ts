/**
 * Real-user monitoring contracts (issue 21; spec 02 §2.16, §3 Performance report, §6, §7 `POST
 * /api/analytics/performance`, §9). The constants and texts live in `performance-constants.ts`
 * (zod-free, for the browser monitor) and are re-exported here.
 *
 * The server trusts no report blindly: unknown pages become `other`, strings are cut to their
 * caps, numbers out of range are refused (400).
 */
import * as z from 'zod';
import {
  DASHBOARD_RANGES,
  DEVICE_CLASSES,
  ERROR_MESSAGE_MAX_CHARS,
  ERROR_STACK_MAX_CHARS,
  PAGE_PATTERNS,
  PERFORMANCE_ERRORS,
  REPORT_MAX_ERRORS,
  REPORT_MAX_PAGES,
  SCROLL_DEPTHS,
  type PagePattern,
} from './performance-constants';

export * from './performance-constants';

/** A string cut to `max` characters (not refused: a long stack is still worth its first 2 KB). */
const capped = (max: number) => z.string().transform((s) => s.slice(0, max));

/** A page pattern; anything not in {@link PAGE_PATTERNS} is bucketed as `other`. */
export const pagePatternSchema = z
  .string()
  .max(300)
  .transform((s): PagePattern => ((PAGE_PATTERNS as readonly string[]).includes(s) ? (s as PagePattern) : 'other'));

const ms = z.number().finite().min(0).max(600_000);

/** Web vitals of the page view (each optional until measured): ms, except CLS (unitless). */
export const webVitalsSchema = z.object({
  lcp: ms.optional(),
  inp: ms.optional(),
  fcp: ms.optional(),
  ttfb: ms.optional(),
  cls: z.number().finite().min(0).max(100).optional(),
});
export type WebVitals = z.infer<typeof webVitalsSchema>;

export const reportErrorSchema = z.object({
  /** The Error ID the error screen shows the user (also the key support asks for). */
  id: z.string().min(1).max(64),
  message: capped(ERROR_MESSAGE_MAX_CHARS),
  stack: capped(ERROR_STACK_MAX_CHARS).optional(),
});
export type ReportError = z.infer<typeof reportErrorSchema>;

/** Spec 02 §3 Performance report, as issue 21 defines it. */
export const performanceReportSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  sessionId: z.string().min(1).max(64),
  /**
   * Issue 35: random id of the page view (one document load) the report belongs to; its reports
   * repeat `performanceScore`, and the aggregate counts the page view's score once (its latest
   * report, see `reportSeq`). Optional: a report without it (a bundle older than issue 35) is its
   * own page view.
   */
  pageViewId: z.string().min(1).max(64).optional(),
  /** Issue 35: 1 for the page view's first report, 2 for its second…: which report is the latest. */
  reportSeq: z.number().int().min(1).max(1_000_000).optional(),
  page: pagePatternSchema,
  performanceScore: z.number().finite().min(0).max(100),
  webVitals: webVitalsSchema,
  /** MB; null where `performance.memory` does not exist (never 0 for "unknown"). */
  memory: z.object({ usedMB: z.number().finite().min(0).max(65_536), limitMB: z.number().finite().min(0).max(65_536) }).nullable(),
  api: z.object({ calls: z.number().int().min(0).max(1_000_000), averageMs: ms, errorRate: z.number().finite().min(0).max(1) }),
  sessionDurationMs: z.number().finite().min(0).max(7 * 24 * 3_600_000),
  pages: z.array(pagePatternSchema).max(REPORT_MAX_PAGES),
  interactions: z.number().int().min(0).max(1_000_000),
  errors: z.array(reportErrorSchema).max(REPORT_MAX_ERRORS),
  scrollDepth: z.union(SCROLL_DEPTHS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<75>, z.ZodLiteral<100>]),
  device: z.object({ class: z.enum(DEVICE_CLASSES), browser: capped(40), os: capped(40) }),
  /** The session's sampling rate (0–1]: the aggregate may weigh a report by 1 / sampleRate. */
  sampleRate: z.number().finite().gt(0).max(1),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
export type PerformanceReportInput = z.input<typeof performanceReportSchema>;

/** Spec 02 §6: the dashboard's access probe. 200 only with an admin session, 401 otherwise. */
export const performanceProbeSchema = z.object({ test: z.literal(true) }).strict();

/**
 * `POST /api/analytics/performance` body: the admin probe or a report. A body that is neither is
 * refused with 'Invalid performance report: <field>: <problem>' (the report branch's first issue).
 */
export const performanceIngestSchema = z.union([performanceProbeSchema, performanceReportSchema], {
  error: (issue) => {
    const first = (issue as { errors?: { path: PropertyKey[]; message: string }[][] }).errors?.[1]?.[0];
    if (!first) return PERFORMANCE_ERRORS.invalid;
    const field = first.path.map(String).join('.');
    return `${PERFORMANCE_ERRORS.invalid}: ${field ? `${field}: ` : ''}${first.message}`;
  },
});

/**
 * `GET /api/admin/performance` query: `from`/`to` ISO date-times (default: the last 24 h; a span
 * of at most 30 days), optional filters by page pattern, device class and browser name.
 */
export const performanceQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  range: z.enum(Object.keys(DASHBOARD_RANGES) as [keyof typeof DASHBOARD_RANGES, ...(keyof typeof DASHBOARD_RANGES)[]]).optional(),
  page: z.enum(PAGE_PATTERNS).optional(),
  device: z.enum(DEVICE_CLASSES).optional(),
  browser: z.string().trim().min(1).max(40).optional(),
});
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

const nullableNumber = z.number().nullable();
/** p75 of each web vital over the selection (null when no report measured it). */
export const vitalsP75Schema = z.object({ lcp: nullableNumber, inp: nullableNumber, cls: nullableNumber, fcp: nullableNumber, ttfb: nullableNumber });
const ratingCounts = z.object({ good: z.number(), needsImprovement: z.number(), poor: z.number() });

/** One slice of a breakdown (a browser, a device class, a page). */
export const performanceSliceSchema = z.object({
  key: z.string(),
  reportCount: z.number(),
  /** Page views scored (each once, with its latest report's score). */
  pageViews: z.number(),
  /** Average spec §9 score per page view. */
  averageScore: nullableNumber,
  p75: vitalsP75Schema,
});

export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  message: z.string(),
  topFrame: z.string().nullable(),
  count: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  sampleStack: z.string().nullable(),
  sampleErrorId: z.string().nullable(),
  pages: z.array(z.string()),
  browsers: z.array(z.string()),
  /** Device classes it happened on (empty for groups stored before devices were kept). */
  devices: z.array(z.string()),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

/** `GET /api/admin/performance` answer: pre-aggregated hourly rows, never raw reports. */
export const performanceSummarySchema = z.object({
  /** The range read: snapped to whole hours (spans ≤ 48 h) or whole UTC days (longer). */
  from: z.string(),
  to: z.string(),
  /** Width of a `trends` row: 1 (hourly, spans ≤ 48 h) or 24 (daily). */
  trendBucketHours: z.number().optional(),
  summary: z.object({
    reportCount: z.number(),
    /**
     * Issue 35: sessions that BEGAN in the range (a session is counted in the hour and cell of its
     * first report), exact; every session figure below is per one of these sessions, from its
     * latest report.
     */
    sessions: z.number(),
    /** Distinct sessions that sent a report in the range (HyperLogLog, ≈ 3 % error). */
    activeSessions: z.number(),
    /** Average session length (ms) of `sessions`: each session's latest report, once. */
    averageSessionMs: nullableNumber,
    /** Average distinct page patterns visited per session (of `sessions`). */
    pagesPerSession: nullableNumber,
    /** Average interactions per session (of `sessions`). */
    interactionsPerSession: nullableNumber,
    /** Page views scored in the range (each counted once, at its first report's hour). */
    pageViews: z.number(),
    /** Average spec §9 score per page view (its latest report's score, once). */
    averageScore: nullableNumber,
    /** The issue 21 weighted score (LCP 30, INP 30, CLS 15, FCP 15, TTFB 10) of the p75 values. */
    weightedScore: nullableNumber,
    p75: vitalsP75Schema,
    ratings: z.object({ lcp: ratingCounts, inp: ratingCounts, cls: ratingCounts, fcp: ratingCounts, ttfb: ratingCounts }),
    /** Page views per spec §9 rating of their performance score. */
    scoreDistribution: z.object({ Excellent: z.number(), Good: z.number(), 'Needs Improvement': z.number() }),
    /** p75 of used JS heap (MB) where supported; `supportedReports` says over how many. */
    memory: z.object({ p75UsedMB: nullableNumber, supportedReports: z.number() }),
    api: z.object({ calls: z.number(), averageMs: nullableNumber, errorRate: nullableNumber }),
  }),
  /** One row per hour (or per day, see `trendBucketHours`) with reports, oldest first; `hour` = the bucket's start. */
  trends: z.array(z.object({ hour: z.string(), reportCount: z.number(), averageScore: nullableNumber, p75: vitalsP75Schema })),
  browsers: z.array(performanceSliceSchema),
  devices: z.array(performanceSliceSchema),
  analytics: z.object({
    topPages: z.array(performanceSliceSchema),
    scrollDepth: z.object({ '0': z.number(), '25': z.number(), '50': z.number(), '75': z.number(), '100': z.number() }),
    /** `total`: interactions reported in the range; `perSession`: per session begun in it. */
    interactions: z.object({ total: z.number(), perSession: nullableNumber }),
  }),
  errors: z.array(errorGroupSchema),
  /** Values present in the range, for the filter pickers. */
  filters: z.object({ pages: z.array(z.string()), browsers: z.array(z.string()) }),
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;
