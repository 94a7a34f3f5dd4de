/**
 * PerfRollup (issue 21): pre-aggregated real-user performance, one partition per UTC day, never a
 * raw report. Written ONLY by the `performance-rollup` stream processor, read by
 * `GET /api/admin/performance`. Slots (the sort key's `slot`, case kept):
 *
 * | slot | what |
 * |---|---|
 * | `H#<HH>#<page>#<device>#<browser>` | one hour × page pattern × device class × browser ("hour cell") |
 * | `D#a` | the whole day |
 * | `D#b#<browser>`, `D#d#<device>`, `D#p#<page>` | the day per browser / device class / page |
 * | `D#x#<page>#<device>#<browser>` | the day per page × device × browser ("day cell") |
 *
 * `data` is the encoded aggregate (`functions/analytics/rollup/rollup.ts`: counters, rating and
 * score-distribution counts, scroll depths, DDSketch protobufs per metric, a HyperLogLog of
 * session ids). Every write is a Put conditioned on the `version` read (or on the row not
 * existing), in ONE transaction with the StreamReceipts of the reports it folds in.
 *
 * Access patterns: a day's dimension rows (Query pk `$seamline#day_<yyyy-mm-dd>`, sk between
 * `…slot_D#a` and `…slot_D#p#~`); a day's cells (`begins_with …slot_D#x#[<page>#[<device>#]]`);
 * a day's hour cells between two hours (`…slot_H#<HH>` to `…slot_H#<HH>#~`); BatchGet by key
 * (the processor). Hour cells live 35 days, day rows 400 days (`ttl`).
 */
import { Entity } from 'electrodb';

export const PerfRollup = new Entity({
  model: { entity: 'perfRollup', version: '1', service: 'seamline' },
  attributes: {
    /** UTC day, `yyyy-mm-dd`. */
    day: { type: 'string', required: true },
    slot: { type: 'string', required: true },
    /** Optimistic concurrency: +1 on every write; a write is conditioned on the value read. */
    version: { type: 'number', required: true },
    /** Reports folded in (also inside `data`; kept apart for cheap projections). */
    count: { type: 'number', required: true },
    /** Encoded aggregate (binary, see module doc). */
    data: { type: 'any', required: true },
    /** Epoch seconds. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'] },
      sk: { field: 'sk', composite: ['slot'], casing: 'none' },
    },
  },
});
