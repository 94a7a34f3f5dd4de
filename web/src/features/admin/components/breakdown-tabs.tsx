/**
 * Browser and Analytics tabs (spec 02 §2.16): per-browser and per-device tables; top pages, scroll
 * depth distribution (spec §9: multiples of 25 %) and interactions.
 */
import { SCROLL_DEPTHS } from '@seamline/shared/contracts/performance-constants';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '../lib/format';
import { SliceTable } from './slice-table';

const DEVICE_NAMES: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

export function BrowserTab({ data }: { data: PerformanceSummary }) {
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Browsers</CardTitle>
        </CardHeader>
        <CardContent>
          <SliceTable caption="Reports by browser" keyLabel="Browser" slices={data.browsers} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Devices</CardTitle>
        </CardHeader>
        <CardContent>
          <SliceTable caption="Reports by device class" keyLabel="Device" slices={data.devices} formatKey={(k) => DEVICE_NAMES[k] ?? k} />
        </CardContent>
      </Card>
    </div>
  );
}

export function AnalyticsTab({ data }: { data: PerformanceSummary }) {
  const depth = data.analytics.scrollDepth;
  const depthTotal = SCROLL_DEPTHS.reduce<number>((sum, d) => sum + depth[String(d) as keyof typeof depth], 0);
  const { total, perSession } = data.analytics.interactions;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Top pages</CardTitle>
        </CardHeader>
        <CardContent>
          <SliceTable caption="Top pages" keyLabel="Page" slices={data.analytics.topPages} />
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Scroll depth</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2">
              {SCROLL_DEPTHS.map((d) => {
                const count = depth[String(d) as keyof typeof depth];
                const share = depthTotal ? count / depthTotal : 0;
                return (
                  <li key={d} className="grid grid-cols-[3.5rem_1fr_5.5rem] items-center gap-2 text-sm">
                    <span className="tabular-nums text-stone-700">{d} %</span>
                    <span className="h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                      <span className="block h-full rounded-full bg-brand-600" style={{ width: `${share * 100}%` }} />
                    </span>
                    <span className="text-right tabular-nums text-stone-700">
                      {count.toLocaleString('en-US')} <span className="text-xs text-stone-600">({formatPercent(depthTotal ? share : null)})</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Interactions</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-2 text-center">
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">Reported in range</dt>
                <dd className="text-lg font-semibold tabular-nums">{total.toLocaleString('en-US')}</dd>
              </div>
              <div className="rounded-xl bg-stone-50 p-3">
                <dt className="text-xs text-stone-600">Per session</dt>
                <dd className="text-lg font-semibold tabular-nums">{perSession === null ? '—' : perSession.toFixed(1)}</dd>
                <dd className="text-xs text-stone-600">{data.summary.sessions.toLocaleString('en-US')} sessions begun in range</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
