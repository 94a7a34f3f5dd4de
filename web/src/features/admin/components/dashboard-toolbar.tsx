/**
 * Range picker (24 h / 7 d / 30 d, a Radix toggle group: arrow keys move, Space/Enter pick) and the
 * page, device and browser filters (native selects; options from the answer's `filters`, so only
 * values with reports in the range are offered, plus the one selected).
 */
import { ToggleGroup } from 'radix-ui';
import { DASHBOARD_RANGES, DEVICE_CLASSES, type DashboardRange } from '@seamline/shared/contracts/performance-constants';
import { cn } from '@/lib/utils';
import { RANGE_LABELS, rangeOf, type DashboardSearch } from '../lib/dashboard-search';

const SHORT: Record<DashboardRange, string> = { '24h': '24 h', '7d': '7 d', '30d': '30 d' };
const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

function FilterSelect({ id, label, value, allLabel, options, onChange, className }: { className?: string; id: string; label: string; value: string | undefined; allLabel: string; options: string[]; onChange: (value: string | undefined) => void }) {
  const values = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      <select id={id} className={selectClass} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DashboardToolbar({ search, filters, onChange }: { search: DashboardSearch; filters: { pages: string[]; browsers: string[] }; onChange: (next: Partial<DashboardSearch>) => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm lg:flex-row lg:items-end">
      <div className="flex flex-col gap-1">
        <span id="range-label" className="text-xs font-medium text-stone-700">
          Range
        </span>
        <ToggleGroup.Root
          type="single"
          aria-labelledby="range-label"
          value={rangeOf(search)}
          onValueChange={(value) => value && onChange({ range: value as DashboardRange })}
          className="inline-flex h-10 items-center gap-1 self-start rounded-xl bg-stone-100 p-1"
        >
          {(Object.keys(DASHBOARD_RANGES) as DashboardRange[]).map((range) => (
            <ToggleGroup.Item
              key={range}
              value={range}
              aria-label={RANGE_LABELS[range]}
              className={cn(
                'inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-stone-700 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                'data-[state=on]:bg-white data-[state=on]:text-stone-900 data-[state=on]:shadow-sm',
              )}
            >
              {SHORT[range]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
        <FilterSelect className="col-span-2 sm:col-span-1" id="filter-page" label="Page" value={search.page} allLabel="All pages" options={filters.pages} onChange={(page) => onChange({ page: page as DashboardSearch['page'] })} />
        <FilterSelect id="filter-device" label="Device" value={search.device} allLabel="All devices" options={[...DEVICE_CLASSES]} onChange={(device) => onChange({ device: device as DashboardSearch['device'] })} />
        <FilterSelect id="filter-browser" label="Browser" value={search.browser} allLabel="All browsers" options={filters.browsers} onChange={(browser) => onChange({ browser })} />
      </div>
    </div>
  );
}
