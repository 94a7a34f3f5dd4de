/**
 * The performance dashboard (spec 02 §2.16, issue 21), shown once admin access is granted: range
 * and filters (in the URL), Refresh Data (disabled while fetching) and the 30 s auto-refresh,
 * Export Report, the four cards and the tabs Performance, Browser, Analytics, Errors (Radix tabs:
 * arrow keys move between them). Loading, empty ('No reports in this range') and error states.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Download, Gauge, RefreshCw } from 'lucide-react';
import { PERFORMANCE_TEXTS } from '@seamline/shared/contracts/performance-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { performanceSummaryQueryOptions } from '../api/performance-summary';
import { RANGE_LABELS, rangeOf, type DashboardSearch } from '../lib/dashboard-search';
import { buildExport, downloadJson } from '../lib/export-report';
import { AnalyticsTab, BrowserTab } from './breakdown-tabs';
import { DashboardToolbar } from './dashboard-toolbar';
import { ErrorsTab } from './errors-tab';
import { PerformanceTab } from './performance-tab';
import { SummaryCards } from './summary-cards';

const [performanceTab, browserTab, analyticsTab, errorsTab] = PERFORMANCE_TEXTS.tabs;
/** Tabs share the width on phones (four fit at 360 px), size to their text from `sm` up. */
const tabClass = 'flex-1 px-2 sm:flex-none sm:px-3';
const updated = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export function PerformanceDashboard() {
  const search = useSearch({ from: '/performance' });
  const navigate = useNavigate({ from: '/performance' });
  const range = rangeOf(search);
  const summary = useQuery(performanceSummaryQueryOptions(search));
  const data = summary.data;
  const change = (next: Partial<DashboardSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const exportReport = () => {
    if (!data) return;
    const { fileName, document } = buildExport(data, search, new Date());
    downloadJson(fileName, document);
  };

  let body;
  if (summary.isPending) body = <div className="flex justify-center py-16"><Spinner label="Loading performance data" /></div>;
  else if (summary.isError && !data) body = <LoadError message="Could not load performance data." onRetry={() => void summary.refetch()} />;
  else if (!data || data.summary.reportCount === 0)
    body = <EmptyState icon={Gauge} title="No reports in this range" hint="Reports arrive as people use Seamline. Try a longer range or clear the filters." />;
  else
    body = (
      <>
        <SummaryCards summary={data.summary} />
        <Tabs defaultValue="performance" className="mt-6">
          <div className="overflow-x-auto pb-1">
            <TabsList aria-label="Dashboard sections" className="flex w-full sm:inline-flex sm:w-auto">
              <TabsTrigger value="performance" className={tabClass}>{performanceTab}</TabsTrigger>
              <TabsTrigger value="browser" className={tabClass}>{browserTab}</TabsTrigger>
              <TabsTrigger value="analytics" className={tabClass}>{analyticsTab}</TabsTrigger>
              <TabsTrigger value="errors" className={tabClass}>
                {errorsTab}
                {data.errors.length > 0 ? <span className="rounded-full bg-red-100 px-1.5 text-xs text-red-900">{data.errors.length}</span> : null}
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="performance">
            <PerformanceTab data={data} range={range} />
          </TabsContent>
          <TabsContent value="browser">
            <BrowserTab data={data} />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab data={data} />
          </TabsContent>
          <TabsContent value="errors">
            <ErrorsTab errors={data.errors} />
          </TabsContent>
        </Tabs>
      </>
    );

  return (
    <>
      <PageHeader
        title="Performance Dashboard"
        description={
          <>
            Real-user monitoring, p75 per web.dev. {RANGE_LABELS[range]}
            {data ? <> · {data.summary.reportCount.toLocaleString('en-US')} reports · updated {updated.format(summary.dataUpdatedAt)}</> : null}
          </>
        }
        actions={
          <>
            <Button variant="outline" pending={summary.isFetching} onClick={() => void summary.refetch()}>
              {summary.isFetching ? null : <RefreshCw aria-hidden />} {PERFORMANCE_TEXTS.refresh}
            </Button>
            <Button variant="accent" disabled={!data} onClick={exportReport}>
              <Download aria-hidden /> {PERFORMANCE_TEXTS.export}
            </Button>
          </>
        }
      />
      {summary.isError && data ? (
        <p role="alert" className="mb-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          Could not refresh the data; showing the last answer.
        </p>
      ) : null}
      <DashboardToolbar search={search} filters={data?.filters ?? { pages: [], browsers: [] }} onChange={change} />
      <div className="mt-4">{body}</div>
    </>
  );
}
