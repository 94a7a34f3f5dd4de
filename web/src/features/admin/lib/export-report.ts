/**
 * Export Report (spec 02 §2.16): downloads `performance-report-{YYYY-MM-DD}.json` (UTC date,
 * `exportFileName`) holding what the dashboard shows — the answer of `GET /api/admin/performance`
 * for the chosen range and filters — plus when and with which filters it was exported.
 */
import { exportFileName, type DashboardRange } from '@seamline/shared/contracts/performance-constants';
import type { PerformanceSummary } from '@seamline/shared/contracts/performance';
import { rangeOf, type DashboardSearch } from './dashboard-search';

export interface PerformanceExport {
  exportedAt: string;
  range: DashboardRange;
  filters: { page: string | null; device: string | null; browser: string | null };
  data: PerformanceSummary;
}

/** The export document and its file name. */
export function buildExport(data: PerformanceSummary, search: DashboardSearch, now: Date): { fileName: string; document: PerformanceExport } {
  return {
    fileName: exportFileName(now),
    document: {
      exportedAt: now.toISOString(),
      range: rangeOf(search),
      filters: { page: search.page ?? null, device: search.device ?? null, browser: search.browser ?? null },
      data,
    },
  };
}

/** Save `document` as a JSON download named `fileName` (an object URL, revoked afterwards). */
export function downloadJson(fileName: string, document_: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
