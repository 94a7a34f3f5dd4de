/**
 * Dashboard number formats (issue 21): vitals in ms under a second and seconds above (web.dev
 * style, "2.4 s"), CLS with 2 decimals, durations as "4m 12s", ratings per web.dev thresholds.
 */
import type { VitalRating, WebVitalName } from '@seamline/shared/contracts/performance-constants';

/** `850 ms`, `2.4 s`; null → an em dash. */
export function formatMs(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(value < 10_000 ? 1 : 0)} s`;
}

/** One vital in its unit: ms/s, or CLS unitless with 2 decimals. */
export function formatVital(name: WebVitalName, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return name === 'cls' ? value.toFixed(2) : formatMs(value);
}

/** A duration: `45s`, `4m 12s`, `1h 05m`; null → an em dash. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** `12.5 %` of a 0–1 share; null → an em dash. */
export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined) return '—';
  if (share === 0) return '0 %';
  return `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;
}

export const VITAL_LABELS: Record<WebVitalName, { short: string; long: string }> = {
  lcp: { short: 'LCP', long: 'Largest Contentful Paint' },
  inp: { short: 'INP', long: 'Interaction to Next Paint' },
  cls: { short: 'CLS', long: 'Cumulative Layout Shift' },
  fcp: { short: 'FCP', long: 'First Contentful Paint' },
  ttfb: { short: 'TTFB', long: 'Time to First Byte' },
};

export const RATING_LABELS: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
