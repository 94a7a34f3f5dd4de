/**
 * Ops metrics of real-user monitoring (issue 21) as CloudWatch EMF through Powertools Metrics:
 * one EMF document per accepted report, namespace `Seamline` (`POWERTOOLS_METRICS_NAMESPACE`),
 * published under TWO dimension sets — `[service]` (what the alarms watch) and
 * `[service, pageClass]` (five values, `pageClassOf`: entry, social, account, admin, other; kept
 * low so the metric count stays small):
 *
 * | metric | unit | value |
 * |---|---|---|
 * | `RumReports` | Count | 1 per report |
 * | `RumLcp`, `RumInp` | Milliseconds | the report's value, when measured |
 * | `RumCls` | None | the report's CLS, when measured |
 * | `RumJsErrors` | Count | errors in the report (0 included, so the rate has a denominator) |
 *
 * CloudWatch keeps each value, so dashboards and alarms read `p75` straight from these metrics.
 * Locally the runtime sets `POWERTOOLS_METRICS_DISABLED` (no EMF lines on the console).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { pageClassOf, type PerformanceReport } from '@seamline/shared/contracts/performance';

export const RUM_METRICS = { reports: 'RumReports', lcp: 'RumLcp', inp: 'RumInp', cls: 'RumCls', jsErrors: 'RumJsErrors' } as const;

export const rumMetrics = new Metrics({ serviceName: 'analytics', namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Seamline' });

/** Publish the metrics of one accepted report (flushes at once: the route answers right after). */
export function publishReportMetrics(report: PerformanceReport, metrics: Metrics = rumMetrics): void {
  metrics.addDimensions({ pageClass: pageClassOf(report.page) });
  metrics.addDimensions({});
  metrics.addMetric(RUM_METRICS.reports, MetricUnit.Count, 1);
  const { lcp, inp, cls } = report.webVitals;
  if (lcp !== undefined) metrics.addMetric(RUM_METRICS.lcp, MetricUnit.Milliseconds, lcp);
  if (inp !== undefined) metrics.addMetric(RUM_METRICS.inp, MetricUnit.Milliseconds, inp);
  if (cls !== undefined) metrics.addMetric(RUM_METRICS.cls, MetricUnit.NoUnit, cls);
  metrics.addMetric(RUM_METRICS.jsErrors, MetricUnit.Count, report.errors.length);
  metrics.publishStoredMetrics();
}
