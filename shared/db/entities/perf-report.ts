/**
 * PerfReport (issue 21): one real-user performance report as the ingest route accepted it
 * (validated and capped by `performanceReportSchema`), kept only until the `performance-rollup`
 * stream processor has folded it into the hourly and daily aggregates (PerfRollup, PerfErrorGroup)
 * — and at most 7 days (`ttl`, `RAW_REPORT_TTL_SECONDS`). It holds no user id and no address: the
 * browser's random `sessionId` is the only link between reports.
 *
 * Access pattern: put once by id (table, pk `$seamline#reportid_<id>`, sk `$perfreport_1`); its
 * stream INSERT is the processor's input. Never read by a route.
 */
import { Entity } from 'electrodb';

export const PerfReport = new Entity({
  model: { entity: 'perfReport', version: '1', service: 'seamline' },
  attributes: {
    reportId: { type: 'string', required: true },
    /** Server time the report arrived (ISO); it decides the report's hour, not the client clock. */
    receivedAt: { type: 'string', required: true },
    /**
     * The parsed report (`PerformanceReport`, page already bucketed) as JSON text: one string
     * attribute, because an empty nested map (`webVitals: {}` of a report with nothing measured
     * yet) does not survive the local stream stand-in's image conversion, and text is cheaper to
     * write and read than ~40 nested attributes.
     */
    report: { type: 'string', required: true },
    /** Epoch seconds: 7 days after `receivedAt`. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['reportId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
