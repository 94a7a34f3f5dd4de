/**
 * A breakdown table (browsers, devices, pages): reports, page views, average spec score per page
 * view (issue 35: each page view once) and p75 LCP, INP, CLS of each slice. Scrolls sideways on
 * narrow screens instead of squeezing the numbers.
 */
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { formatVital } from '../lib/format';

export type Slice = PerformanceSummary['browsers'][number];

export function SliceTable({ caption, keyLabel, slices, formatKey = (k) => k }: { caption: string; keyLabel: string; slices: Slice[]; formatKey?: (key: string) => string }) {
  if (slices.length === 0) return <p className="text-sm text-stone-600">No reports in this range.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{keyLabel}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Reports</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Page views</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Avg score</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">p75 LCP</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">p75 INP</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">p75 CLS</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {slices.map((s) => (
            <tr key={s.key}>
              <th scope="row" className="max-w-[14rem] truncate py-2 pr-3 font-medium text-stone-900">{formatKey(s.key)}</th>
              <td className="px-3 py-2 text-right tabular-nums">{s.reportCount.toLocaleString('en-US')}</td>
              <td className="px-3 py-2 text-right tabular-nums">{s.pageViews.toLocaleString('en-US')}</td>
              <td className="px-3 py-2 text-right tabular-nums">{s.averageScore === null ? '—' : Math.round(s.averageScore)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatVital('lcp', s.p75.lcp)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatVital('inp', s.p75.inp)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{formatVital('cls', s.p75.cls)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
