/**
 * Accepting a real-user performance report (issue 21): per client address at most
 * `RATE_LIMITS.report` (60) a minute (atomic sliding window, the slots of
 * `_core/rate-limit.ts`, issue 32; the 61st → 429 with Retry-After = seconds until the oldest counted report
 * leaves the window), then ONE PutItem of the raw report (PerfReport, TTL 7 days) — the
 * `performance-rollup` processor folds it into the aggregates — and the ops metrics (EMF).
 *
 * Why a raw write + stream processor instead of folding here (measured, `npm run bench -- rum`,
 * docs/architecture.md): a fold is a read-modify-write of six aggregate rows; done per request,
 * every report of a busy hour contends for the same `D#a` row (conditional-write retries grow with
 * concurrency), and the beacon would wait for it. The processor folds up to 100 reports per
 * transaction chunk, so the ingest path is the limiter's conditional slot claim and one PutItem.
 */
import { randomUUID } from 'node:crypto';
import { RAW_REPORT_TTL_SECONDS, type PerformanceReport } from '@seamline/shared/contracts/performance';
import { db } from '../_core/aws-clients';
import { limitKey, takeLimited } from '../_core/rate-limit';
import { publishReportMetrics } from './rum-metrics';

/** Limiter key of a client address (`RATE_LIMITS.report`). */
export const reportLimitKey = (address: string) => limitKey('report', address);

/**
 * Rate-limit, store and count one report.
 * @param address the client address (`clientAddress(event)`); used only for the limiter, never stored with the report.
 * @returns the stored report's id.
 * @throws TooManyRequests (429 + Retry-After) past 60 reports a minute from `address`.
 */
export async function acceptReport(report: PerformanceReport, address: string, now = new Date()): Promise<string> {
  await takeLimited('report', address, now);
  const reportId = randomUUID();
  await db.entities.perfReport
    .put({ reportId, receivedAt: now.toISOString(), report: JSON.stringify(report), ttl: Math.floor(now.getTime() / 1000) + RAW_REPORT_TTL_SECONDS })
    .go({ response: 'none' });
  publishReportMetrics(report);
  return reportId;
}
