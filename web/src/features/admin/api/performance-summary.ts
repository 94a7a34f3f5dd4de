/**
 * `GET /api/admin/performance` (issue 21): the dashboard's pre-aggregated summary for a range and
 * filters. Refetched every {@link DASHBOARD_REFRESH_MS} (30 s, spec 02 §2.16) while the tab is
 * visible — TanStack Query pauses `refetchInterval` in hidden tabs (`refetchIntervalInBackground`
 * false) — and kept on screen while the next range loads.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DASHBOARD_REFRESH_MS } from '@seamline/shared/contracts/performance-constants';
import { api } from '@/lib/api-client';
import { rangeOf, type DashboardSearch } from '../lib/dashboard-search';

export function performanceSummaryQueryOptions(search: DashboardSearch) {
  const query = { range: rangeOf(search), page: search.page, device: search.device, browser: search.browser };
  return queryOptions({
    queryKey: ['admin', 'performance', query],
    queryFn: ({ signal }) => api('GET /api/admin/performance', { query, signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}
