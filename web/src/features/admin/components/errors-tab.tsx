/**
 * Errors tab (spec 02 §2.16, issue 21): the top error fingerprints (message + top frame) with
 * count, first and last seen, affected pages, browsers and devices, and the sample stack behind a
 * disclosure, with the sample Error ID a user may quote.
 */
import { Bug } from 'lucide-react';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { EmptyState } from '@/components/empty-state';
import { Card } from '@/components/ui/card';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

export function ErrorsTab({ errors }: { errors: PerformanceSummary['errors'] }) {
  if (errors.length === 0) return <EmptyState icon={Bug} title="No errors reported in this range" />;
  return (
    <ul className="flex flex-col gap-3">
      {errors.map((e) => (
        <li key={e.fingerprint}>
          <Card className="p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <h3 className="break-words font-mono text-sm font-semibold text-stone-900">{e.message}</h3>
              <p className="shrink-0 text-sm tabular-nums text-stone-700">
                <span className="font-semibold">{e.count.toLocaleString('en-US')}</span> {e.count === 1 ? 'time' : 'times'}
              </p>
            </div>
            {e.topFrame ? <p className="mt-1 break-all font-mono text-xs text-stone-600">at {e.topFrame}</p> : null}
            <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-stone-700 sm:grid-cols-2">
              <div>
                <dt className="inline text-stone-600">First seen: </dt>
                <dd className="inline">{when.format(new Date(e.firstSeen))}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Last seen: </dt>
                <dd className="inline">{when.format(new Date(e.lastSeen))}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Pages: </dt>
                <dd className="inline break-words">{e.pages.join(', ') || '—'}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Browsers: </dt>
                <dd className="inline">{e.browsers.join(', ') || '—'}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Devices: </dt>
                <dd className="inline">{e.devices.join(', ') || '—'}</dd>
              </div>
            </dl>
            {e.sampleStack || e.sampleErrorId ? (
              <details className="mt-3 text-xs">
                <summary className="cursor-pointer rounded font-medium text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">Sample stack</summary>
                {e.sampleErrorId ? (
                  <p className="mt-2 text-stone-700">
                    Error ID: <code className="font-mono">{e.sampleErrorId}</code>
                  </p>
                ) : null}
                {e.sampleStack ? (
                  <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-stone-900 p-3 font-mono text-[11px] leading-relaxed text-stone-100" tabIndex={0}>
                    {e.sampleStack}
                  </pre>
                ) : null}
              </details>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
