/**
 * Real-user monitoring rules and texts without zod (issue 21; spec 02 §2.16 Performance dashboard,
 * §3 Performance report, §6 admin access, §9 performance monitor constants). Kept apart from
 * `performance.ts` (the zod schemas, which re-export everything here) so the browser monitor —
 * loaded after first paint, ≤ 8 KB gzip — can use them without loading zod. One rule per field:
 * the monitor, the ingest route, the aggregator and the dashboard all read these.
 */
import { RATE_LIMITS } from './rate-limits';

/** Spec 02 §9: memory snapshot every 30 s (where `performance.memory` exists), in ms. */
export const MEMORY_SNAPSHOT_INTERVAL_MS = 30_000;
/** Spec 02 §7 / §9: a report every 300,000 ms, and when the page is hidden. */
export const REPORT_INTERVAL_MS = 300_000;
/** Issue 21: one report's JSON is at most 16 KB (bytes, UTF-8); larger → 413. */
export const REPORT_MAX_BYTES = 16 * 1024;
/** Issue 21: reports accepted per client address per minute; the 61st → 429. */
export const REPORTS_PER_MINUTE_PER_ADDRESS: number = RATE_LIMITS.report.max;
/** Issue 21: the monitor keeps the first 2 KB (characters) of an error's stack. */
export const ERROR_STACK_MAX_CHARS = 2048;
/** Longest error message kept (characters; longer ones are cut, not refused). */
export const ERROR_MESSAGE_MAX_CHARS = 500;
/** At most this many distinct errors in one report (the monitor keeps the first ones). */
export const REPORT_MAX_ERRORS = 20;
/** At most this many visited page patterns in one report. */
export const REPORT_MAX_PAGES = 50;
/** Spec 02 §9: scroll depth is logged at multiples of 25 %. */
export const SCROLL_DEPTHS = [0, 25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];
/** Issue 21: device classes (from the UA / UA-CH). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** Issue 21: default session sampling rate (0–1]; configurable in the web build (`VITE_RUM_SAMPLE_RATE`). */
export const DEFAULT_SAMPLE_RATE = 1;
/** Raw reports (when kept) expire after 7 days (DynamoDB TTL), in seconds. */
export const RAW_REPORT_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Spec 02 §2.16: the dashboard refreshes every 30 s (paused while the tab is hidden), in ms. */
export const DASHBOARD_REFRESH_MS = 30_000;
/** Issue 21: the dashboard's ranges. */
export const DASHBOARD_RANGES = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as const;
export type DashboardRange = keyof typeof DASHBOARD_RANGES;
/** Longest span the admin summary reads, in hours (30 days). */
export const DASHBOARD_MAX_HOURS = 30 * 24;

/**
 * The app's page patterns (TanStack Router full paths written with `{param}`): a report's `page`
 * and `pages` hold these, never a raw URL with ids; anything else is bucketed as `other` by the
 * server. A web unit test checks every route of the router maps to one of them.
 */
export const PAGE_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/onboarding',
  '/welcome',
  '/discover',
  '/search',
  '/connect',
  '/measurements',
  '/closet/{userId}',
  '/followers/{userId}',
  '/moodboard/{moodboardId}',
  '/posts/{postId}',
  '/profile',
  '/profile/edit',
  '/profile-edit',
  '/settings',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/terms-of-service',
  '/performance',
  '/admin/moderation',
  '/admin/login',
  'other',
] as const;
export type PagePattern = (typeof PAGE_PATTERNS)[number];

/** web.dev Core Web Vitals thresholds (good ≤ first, poor > second); ms except CLS (unitless). */
export const WEB_VITAL_THRESHOLDS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
} as const;
export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;
export const WEB_VITAL_NAMES = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const satisfies readonly WebVitalName[];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Issue 21: weights of the weighted score (sum 100), on web.dev's good/poor thresholds. */
export const WEIGHTED_SCORE_WEIGHTS = { lcp: 30, inp: 30, cls: 15, fcp: 15, ttfb: 10 } as const;

/**
 * Spec 02 §9 performance score: starts at 100; FCP > 2500 −20, > 1800 −10; LCP > 2500 −30,
 * > 1800 −15; input delay > 100 −25, > 50 −10; layout shift > 0.1 −25, > 0.05 −10; minimum 0.
 * Each row: [metric, [threshold, deduction] from the largest threshold down].
 * INP sits in the input-delay slot (FID was retired by web.dev in 2024).
 */
export const SPEC_SCORE_DEDUCTIONS = [
  ['fcp', [[2500, 20], [1800, 10]]],
  ['lcp', [[2500, 30], [1800, 15]]],
  ['inp', [[100, 25], [50, 10]]],
  ['cls', [[0.1, 25], [0.05, 10]]],
] as const;

/** Spec 02 §4 / §9 dashboard rating of a performance score. */
export const SCORE_RATINGS = [
  { min: 90, label: 'Excellent' },
  { min: 70, label: 'Good' },
  { min: 0, label: 'Needs Improvement' },
] as const;
export type ScoreRating = (typeof SCORE_RATINGS)[number]['label'];

/** Spec 02 §6 texts of the dashboard's access states, exact. */
export const PERFORMANCE_TEXTS = {
  adminRequired: 'Access Denied - Admin authentication is required to access the performance dashboard.',
  goToAdminLogin: 'Go to Admin Login',
  backToHome: 'Back to Home',
  tabs: ['Performance', 'Browser', 'Analytics', 'Errors'],
  cards: ['Performance Score', 'Page Load Time', 'Memory Usage', 'Session Time'],
  refresh: 'Refresh Data',
  export: 'Export Report',
  memoryUnsupported: 'Not supported in this browser',
} as const;

/** Messages of the ingest route. */
export const PERFORMANCE_ERRORS = {
  tooLarge: 'Performance report is too large (16 KB at most)',
  tooMany: RATE_LIMITS.report.message,
  invalid: 'Invalid performance report',
} as const;

/** `performance-report-{YYYY-MM-DD}.json` (spec 02 §2.16), the date in UTC. */
export function exportFileName(now: Date): string {
  return `performance-report-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Browser names kept as they are in the aggregates (ua-parser-js 1.x `browser.name` values of the
 * browsers people use); any other name is counted as `Other`, so a client cannot make unbounded
 * aggregate rows by inventing browser names.
 */
export const KNOWN_BROWSERS = [
  'Chrome',
  'Chrome Headless',
  'Chrome WebView',
  'Chromium',
  'Mobile Chrome',
  'Safari',
  'Mobile Safari',
  'Firefox',
  'Mobile Firefox',
  'Edge',
  'Opera',
  'Opera Touch',
  'Samsung Browser',
  'Brave',
  'Vivaldi',
  'Yandex',
  'UCBrowser',
  'Silk',
  'DuckDuckGo',
  'Facebook',
  'Instagram',
  'Android Browser',
  'MIUI Browser',
  'WebKit',
  'IE',
] as const;

/** The aggregate's browser name of a report's `device.browser` (see {@link KNOWN_BROWSERS}). */
export function browserBucket(name: string): string {
  const known = KNOWN_BROWSERS.find((b) => b.toLowerCase() === name.trim().toLowerCase());
  return known ?? 'Other';
}

/**
 * Page class of a page pattern: the one dimension of the ops metrics (EMF), kept to five values so
 * the CloudWatch metric count stays small. `entry`: landing, sign-in and sign-up pages and the legal
 * pages; `social`: discover, search, people, closets, boards, posts; `account`: the signed-in
 * person's own pages; `admin`: the admin stage; `other`: anything else.
 */
export type PageClass = 'entry' | 'social' | 'account' | 'admin' | 'other';
const PAGE_CLASSES: Record<PagePattern, PageClass> = {
  '/': 'entry',
  '/login': 'entry',
  '/register': 'entry',
  '/verify-email': 'entry',
  '/forgot-password': 'entry',
  '/reset-password': 'entry',
  '/privacy-policy': 'entry',
  '/terms': 'entry',
  '/terms-of-service': 'entry',
  '/onboarding': 'account',
  '/welcome': 'account',
  '/measurements': 'account',
  '/profile': 'account',
  '/profile/edit': 'account',
  '/profile-edit': 'account',
  '/settings': 'account',
  '/privacy': 'account',
  '/discover': 'social',
  '/search': 'social',
  '/connect': 'social',
  '/closet/{userId}': 'social',
  '/followers/{userId}': 'social',
  '/moodboard/{moodboardId}': 'social',
  '/posts/{postId}': 'social',
  '/performance': 'admin',
  '/admin/moderation': 'admin',
  '/admin/login': 'admin',
  other: 'other',
};
/** The {@link PageClass} of a page pattern. */
export function pageClassOf(page: PagePattern): PageClass {
  return PAGE_CLASSES[page];
}
