/**
 * PerfErrorGroup (issue 21): the JS errors of one UTC day with one fingerprint (normalised message
 * + top stack frame, `functions/analytics/rollup/fingerprint.ts`): count, first / last seen, one
 * sample stack and Error ID, and the pages, browsers (at most 10 each) and device classes it happened on. Written
 * ONLY by the `performance-rollup` processor (Put conditioned on `version`, in the transaction of
 * the reports it folds in); no user id or address.
 *
 * Access pattern: a day's groups (Query pk `$seamline#day_<yyyy-mm-dd>`, sk begins_with
 * `$perferrorgroup_1`, Limit 200, the processor keeps at most 200 a day); BatchGet by key. TTL 400 days.
 */
import { Entity, type EntityItem } from 'electrodb';

export const PerfErrorGroup = new Entity({
  model: { entity: 'perfErrorGroup', version: '1', service: 'seamline' },
  attributes: {
    day: { type: 'string', required: true },
    fingerprint: { type: 'string', required: true },
    version: { type: 'number', required: true },
    message: { type: 'string', required: true },
    topFrame: { type: 'string' },
    count: { type: 'number', required: true },
    firstSeen: { type: 'string', required: true },
    lastSeen: { type: 'string', required: true },
    sampleStack: { type: 'string' },
    sampleErrorId: { type: 'string' },
    pages: { type: 'list', items: { type: 'string' }, required: true },
    browsers: { type: 'list', items: { type: 'string' }, required: true },
    /** Device classes it happened on (rows written before this attribute existed have none). */
    devices: { type: 'list', items: { type: 'string' } },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['fingerprint'], casing: 'none' },
    },
  },
});

/** A stored error group. */
export type PerfErrorGroupItem = EntityItem<typeof PerfErrorGroup>;
/** An error group without its keys and lifetime: what the processor folds into and the summary reads. */
export type PerfErrorGroupFields = Omit<PerfErrorGroupItem, 'day' | 'ttl'>;
