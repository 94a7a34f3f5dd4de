/**
 * PerfRollup (issue 21): pre-aggregated real-user performance, one partition per UTC day, never a
 * raw report. Hour and day rows are written ONLY by the `performance-rollup` stream processor,
 * blocks only by `GET /api/admin/performance`, which reads them all. Slots (the sort key's `slot`, case kept):
 *
 * | slot | what |
 * |---|---|
 * | `H#<HH>#<page>#<device>#<browser>` | one hour × page pattern × device class × browser ("hour cell") |
 * | `D#a` | the whole day |
 * | `D#b#<browser>`, `D#d#<device>`, `D#p#<page>` | the day per browser / device class / page |
 * | `D#x#<page>#<device>#<browser>` | the day per page × device × browser ("day cell") |
 * | `T#<k>` (k = 1…4) | trailing block: the dimension rows (`D#a`, `D#b#…`, `D#d#…`, `D#p#…`) of the 2^k sealed days ending with this day, merged, plus their daily trend points (`functions/analytics/rollup/blocks.ts`); written by the summary reader, create-if-absent |
 *
 * `data` is the encoded aggregate (`functions/analytics/rollup/rollup.ts`: counters, rating and
 * score-distribution counts, scroll depths, DDSketch protobufs per metric, a HyperLogLog of
 * session ids). Every write is a Put conditioned on the `version` read (or on the row not
 * existing), in ONE transaction with the StreamReceipts of the reports it folds in.
 *
 * Access patterns: a day's dimension rows (Query pk `$seamline#day_<yyyy-mm-dd>`, sk between
 * `…slot_D#a` and `…slot_D#p#~`); a day's cells (`begins_with …slot_D#x#[<page>#[<device>#]]`);
 * a day's hour cells between two hours (`…slot_H#<HH>` to `…slot_H#<HH>#~`); BatchGet by key
 * (the processor); GetItem of a block (`…slot_T#<k>`). Hour cells live 35 days, day rows and
 * blocks 400 days (`ttl`).
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
