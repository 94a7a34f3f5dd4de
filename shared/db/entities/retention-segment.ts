/**
 * RetentionSegment (issue 35): the persisted progress of one segment of one run of the daily
 * retention job (functions/measurements/retention-run.ts). A run has one item per retention shard
 * (User gsi2, `RETENTION_SHARDS`); the worker that holds the lease (`owner` until `leaseUntil`)
 * walks the shard's people in id order and, after each page, moves `cursor` to the last id it
 * processed with a conditional update (`owner` and the previous `cursor` must still be as it read
 * them), so a worker that lost its lease cannot move it and nobody is processed twice.
 *
 *   states: running (no cursor) → running (cursor = last processed id) → done
 *
 * Items expire (`ttl`, epoch SECONDS) {@link RETENTION_SEGMENT_TTL_DAYS} days after they are
 * planned: they are operators' evidence of recent runs, not history.
 *
 * Access pattern: pk `$seamline#runid_<runId>`, sk `$retentionsegment_1#segment_<n>`; Query the
 * run's partition (≤ RETENTION_SHARDS items).
 */
import { Entity } from 'electrodb';

/** Days a segment's item is kept after its run was planned (then DynamoDB TTL removes it). */
export const RETENTION_SEGMENT_TTL_DAYS = 30;

const count = { type: 'number', default: 0 } as const;

export const RetentionSegment = new Entity({
  model: { entity: 'retentionSegment', version: '1', service: 'seamline' },
  attributes: {
    /** The run: its UTC date (`YYYY-MM-DD`) for the daily job; tests and the bench use their own ids. */
    runId: { type: 'string', required: true, readOnly: true },
    /** The retention shard walked (0 … RETENTION_SHARDS − 1). */
    segment: { type: 'number', required: true, readOnly: true },
    /** The run's "now" (ISO): every person of the run is judged against the same cutoffs. */
    now: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'done'] as const, required: true, default: 'running' },
    /** The id of the last person processed (absent: none yet). */
    cursor: { type: 'string' },
    /** The worker holding the segment (random id per invocation) and until when (epoch ms). */
    owner: { type: 'string' },
    leaseUntil: { type: 'number' },
    /** Worker invocations that held the segment (1 when one Lambda finished it). */
    invocations: count,
    people: count,
    /** People whose summary row said nothing is due (one item read). */
    skipped: count,
    versions: count,
    photos: count,
    deletionsRestarted: count,
    failed: count,
    /** Items read from the table (rows of the walk + every item the passes read). */
    itemsRead: count,
    /** Milliseconds the workers spent on the segment, summed over invocations. */
    workMs: count,
    plannedAt: { type: 'string', required: true, readOnly: true },
    finishedAt: { type: 'string' },
    ttl: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byRun: {
      pk: { field: 'pk', composite: ['runId'] },
      sk: { field: 'sk', composite: ['segment'] },
    },
  },
});
