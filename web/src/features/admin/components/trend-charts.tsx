/**
 * p75 trends of LCP, INP and CLS (spec 02 §2.16, issue 21) per hour, or per day when the server
 * sends daily rows (`trendBucketHours` 24, spans over 48 h), with recharts in their own lazy chunk.
 * Each chart shades web.dev's bands — good (green), needs improvement (amber), poor (red) — with
 * `ReferenceArea`s. A chart is one image to assistive technology, named by a summary (buckets,
 * latest and worst value with their ratings); the numbers themselves are in a table under "Show data".
 */
import { CartesianGrid, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import { WEB_VITAL_THRESHOLDS, type DashboardRange, type WebVitalName } from '@seamline/shared/contracts/performance-constants';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { vitalRating } from '@seamline/shared/domain/performance/score';
import { formatVital, RATING_LABELS, VITAL_LABELS } from '../lib/format';

type Trend = PerformanceSummary['trends'][number];
const CHARTED = ['lcp', 'inp', 'cls'] as const satisfies readonly WebVitalName[];

const hourFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayHourFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', hour12: false });

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The chart's text: buckets (hours or days) with data, latest and worst p75 with their ratings. */
export function trendSummary(name: WebVitalName, points: { hour: string; value: number }[], daily = false): string {
  const unit = daily ? 'day' : 'hour';
  const label = `p75 ${VITAL_LABELS[name].short} per ${unit}`;
  if (points.length === 0) return `${label}: no measurements in this range.`;
  const latest = points.at(-1)!.value;
  const worst = points.reduce((a, p) => Math.max(a, p.value), 0);
  const rated = (v: number) => `${formatVital(name, v)} (${RATING_LABELS[vitalRating(name, v)].toLowerCase()})`;
  return `${label} over ${points.length} ${points.length === 1 ? unit : `${unit}s`}: latest ${rated(latest)}, worst ${rated(worst)}.`;
}

interface ChartProps {
  trends: Trend[];
  range: DashboardRange;
  /** Hours per trend row: 1, or 24 for daily rows (the server's `trendBucketHours`). */
  bucketHours: number;
}

function VitalChart({ name, trends, range, bucketHours }: ChartProps & { name: WebVitalName }) {
  const daily = bucketHours >= 24;
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  const points = trends.flatMap((t) => (t.p75[name] === null ? [] : [{ hour: t.hour, value: t.p75[name]! }]));
  const top = Math.max(poor * 1.25, ...points.map((p) => p.value * 1.1));
  const format = daily ? dayFormat : range === '24h' ? hourFormat : dayHourFormat;
  const rowFormat = daily ? dayFormat : dayHourFormat;
  const summary = trendSummary(name, points, daily);
  const headingId = `trend-${name}`;
  return (
    <figure aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-stone-800">
        {VITAL_LABELS[name].long} ({VITAL_LABELS[name].short})
      </h3>
      <div role="img" aria-label={summary} className="h-48 w-full">
        <LineChart responsive accessibilityLayer={false} data={points} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <ReferenceArea y1={0} y2={good} fill="#10b981" fillOpacity={0.1} ifOverflow="hidden" />
          <ReferenceArea y1={good} y2={poor} fill="#f59e0b" fillOpacity={0.12} ifOverflow="hidden" />
          <ReferenceArea y1={poor} y2={top} fill="#ef4444" fillOpacity={0.1} ifOverflow="hidden" />
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="hour" tickFormatter={(h: string) => format.format(new Date(h))} tick={{ fontSize: 11, fill: '#57534e' }} minTickGap={24} />
          {/* Ticks at the band edges: the axis reads as web.dev's thresholds. */}
          <YAxis domain={[0, top]} ticks={[0, good, poor]} interval={0} width={56} tick={{ fontSize: 11, fill: '#57534e' }} tickFormatter={(v: number) => (v === 0 ? '0' : formatVital(name, v).replace(' ', '\u00a0'))} />
          <Tooltip labelFormatter={(h) => rowFormat.format(new Date(String(h)))} formatter={(v) => [formatVital(name, Number(v)), `p75 ${VITAL_LABELS[name].short}`]} />
          <Line type="monotone" dataKey="value" stroke="#1c1917" strokeWidth={2} dot={points.length < 30} isAnimationActive={false} />
        </LineChart>
      </div>
      <figcaption className="text-xs text-stone-600">{summary}</figcaption>
      {points.length > 0 ? (
        <details className="text-xs text-stone-700">
          <summary className="cursor-pointer rounded font-medium text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Show data</summary>
          <div className="mt-2 max-h-48 overflow-y-auto" tabIndex={0} role="region" aria-label={`${VITAL_LABELS[name].short} per ${daily ? 'day' : 'hour'}`}>
            <table className="w-full text-left">
              <thead>
                <tr>
                  <th scope="col" className="py-1 font-medium">{daily ? 'Day' : 'Hour'}</th>
                  <th scope="col" className="py-1 text-right font-medium">p75</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.hour}>
                    <td className="py-0.5">{rowFormat.format(new Date(p.hour))}</td>
                    <td className="py-0.5 text-right tabular-nums">{formatVital(name, p.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </figure>
  );
}

export default function TrendCharts({ trends, range, bucketHours }: ChartProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {CHARTED.map((name) => (
        <VitalChart key={name} name={name} trends={trends} range={range} bucketHours={bucketHours} />
      ))}
    </div>
  );
}
