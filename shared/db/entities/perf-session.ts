/**
 * PerfSession (issue 35): what the aggregates already hold of ONE monitoring session (the
 * browser's random `sessionId`, never a user id): where the session is counted (the UTC day, hour
 * and page × device × browser cell of its first report — "home"), its latest measures (length,
 * interactions, distinct pages, page views) and the latest score of its recent page views with
 * their own homes. The `performance-rollup` fold reads it to turn a later report into a
 * correction of the rows (new − previous) instead of one more sample
 * (`functions/analytics/rollup/sessions.ts`).
 *
 * Written ONLY by the fold: a Put conditioned on `version` (or create-if-absent), in the same
 * TransactWriteItems as the rollup rows it corrected and the reports' StreamReceipts, so a racing
 * or redelivered report never corrects twice. Lives 8 days (`ttl`): longer than the longest
 * session a report may carry (7 days, `performanceReportSchema.sessionDurationMs`).
 *
 * Access pattern: BatchGet by `sessionId` (consistent) per fold chunk. Never read by a route.
 */
import { Entity } from 'electrodb';

export const PerfSession = new Entity({
  model: { entity: 'perfSession', version: '1', service: 'seamline' },
  attributes: {
    sessionId: { type: 'string', required: true },
    /** Optimistic concurrency: +1 on every write; a write is conditioned on the value read. */
    version: { type: 'number', required: true },
    /** The `SessionState` (`functions/analytics/rollup/sessions.ts`) as JSON text. */
    state: { type: 'string', required: true },
    /** Epoch seconds. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
