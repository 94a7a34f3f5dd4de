/**
 * Performance tab (spec 02 §2.16): p75 of each web vital with its web.dev rating and the share of
 * good / needs-improvement / poor reports, the p75 trends (per hour, or per day beyond 48 h) of LCP, INP and CLS (recharts, a
 * lazy chunk), the spec §9 score distribution and the API figures.
 */
import { lazy, Suspense } from 'react';
import { WEB_VITAL_NAMES, type DashboardRange, type WebVitalName } from '@seamline/shared/contracts/performance-constants';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { vitalRating } from '@seamline/shared/domain/performance/score';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SpinnerIcon } from '@/components/ui/spinner';
import { formatMs, formatPercent, formatVital, RATING_LABELS, VITAL_LABELS } from '../lib/format';
import { RatingBadge } from './rating-badge';

const TrendCharts = lazy(() => import('./trend-charts'));

function RatingBar({ counts }: { counts: { good: number; needsImprovement: number; poor: number } }) {
  const total = counts.good + counts.needsImprovement + counts.poor;
  if (total === 0) return null;
  const parts = [
    ['bg-emerald-500', counts.good, 'good'],
    ['bg-amber-400', counts.needsImprovement, 'needs improvement'],
    ['bg-red-500', counts.poor, 'poor'],
  ] as const;
  const text = parts.map(([, n, label]) => `${formatPercent(n / total)} ${label}`).join(', ');
  return (
    <div>
      <div className="flex h-2 overflow-hidden rounded-full bg-stone-100" role="img" aria-label={text}>
        {parts.map(([colour, n, label]) => (n > 0 ? <div key={label} className={colour} style={{ width: `${(n / total) * 100}%` }} /> : null))}
      </div>
      <p className="mt-1 text-xs text-stone-600">{text}</p>
    </div>
  );
}

function VitalTile({ name, summary }: { name: WebVitalName; summary: PerformanceSummary['summary'] }) {
  const value = summary.p75[name];
  const rating = value === null ? null : vitalRating(name, value);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-stone-700" title={VITAL_LABELS[name].long}>
          {VITAL_LABELS[name].short} <span className="sr-only">({VITAL_LABELS[name].long})</span>
        </h3>
        {rating ? <RatingBadge tone={rating} label={RATING_LABELS[rating]} /> : null}
      </div>
      <p className="text-xl font-semibold tabular-nums text-stone-900">
        {formatVital(name, value)} <span className="text-xs font-normal text-stone-600">p75</span>
      </p>
      <RatingBar counts={summary.ratings[name]} />
    </div>
  );
}

export function PerformanceTab({ data, range }: { data: PerformanceSummary; range: DashboardRange }) {
  const { summary } = data;
  const scores = summary.scoreDistribution;
  const scoreTotal = scores.Excellent + scores.Good + scores['Needs Improvement'];
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Core Web Vitals</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {WEB_VITAL_NAMES.map((name) => (
            <VitalTile key={name} name={name} summary={summary} />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{(data.trendBucketHours ?? 1) >= 24 ? 'Daily' : 'Hourly'} trends (p75)</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-stone-600">
                <SpinnerIcon /> Loading charts…
              </p>
            }
          >
            <TrendCharts trends={data.trends} range={range} bucketHours={data.trendBucketHours ?? 1} />
          </Suspense>
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Score distribution</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="mb-2 text-xs text-stone-600">Page views by spec score, each page view once (its latest report).</p>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(['Excellent', 'Good', 'Needs Improvement'] as const).map((label) => (
                <div key={label} className="rounded-xl bg-stone-50 p-3">
                  <dt className="text-xs text-stone-600">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{scores[label].toLocaleString('en-US')}</dd>
                  <dd className="text-xs text-stone-600">{scoreTotal ? formatPercent(scores[label] / scoreTotal) : '—'}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>API calls</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">Calls</dt>
                <dd className="text-lg font-semibold tabular-nums">{summary.api.calls.toLocaleString('en-US')}</dd>
              </div>
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">Average</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatMs(summary.api.averageMs)}</dd>
              </div>
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">Error rate</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatPercent(summary.api.errorRate)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
