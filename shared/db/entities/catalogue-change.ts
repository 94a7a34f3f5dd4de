/**
 * CatalogueChange (issue 17 §4): the catalogue's change feed for the search indexes. The
 * `catalogue-search` stream processor writes one item per product INSERT / MODIFY / REMOVE;
 * each catalogue Lambda instance reads the items newer than its index (one Query) and applies
 * them, so its in-memory MiniSearch index follows the catalogue without re-reading it. Kept a
 * day (`ttl`): an instance idle longer than that rebuilds its index.
 *
 * Access pattern: changes since `seq`, oldest first: table, pk `$seamline#feed_catalogue`,
 * sk `$cataloguechange_1#seq_<iso time>#<stream sequence number>` (Query `sk > …`).
 * Writing the same stream record twice writes the same key (idempotent).
 */
import { Entity } from 'electrodb';

export const CatalogueChange = new Entity({
  model: { entity: 'catalogueChange', version: '1', service: 'seamline' },
  attributes: {
    feed: { type: 'string', required: true, default: 'catalogue', readOnly: true },
    /** ISO time of the change + '#' + the stream record's sequence number (unique, ordered). */
    seq: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    kind: { type: ['upsert', 'remove'] as const, required: true },
    /** Epoch seconds: a day after the change. */
    ttl: { type: 'number', required: true },
  },
  indexes: {
    bySeq: {
      pk: { field: 'pk', composite: ['feed'] },
      sk: { field: 'sk', composite: ['seq'] },
    },
  },
});
