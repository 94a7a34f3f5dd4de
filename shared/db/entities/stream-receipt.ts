/**
 * StreamReceipt: "processor P has applied stream record E". Written in the SAME transaction as
 * the processor's non-idempotent writes (counter `ADD`s) with `attribute_not_exists(pk)`, so a
 * redelivered record cancels the transaction and changes nothing twice (ARCHITECTURE §8).
 * Expires after 2 days (`ttl`, epoch seconds): streams keep records for 24 h.
 *
 * Access pattern: put-if-absent by (processor, eventId) (table, pk
 * `$seamline#processor_<name>#eventid_<id>`, sk `$streamreceipt_1`).
 */
import { Entity } from 'electrodb';

/** Receipts outlive the 24 h stream retention: 2 days, in seconds. */
export const STREAM_RECEIPT_TTL_SECONDS = 2 * 24 * 60 * 60;

export const StreamReceipt = new Entity({
  model: { entity: 'streamReceipt', version: '1', service: 'seamline' },
  attributes: {
    processor: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['processor', 'eventId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
