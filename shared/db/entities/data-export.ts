/**
 * DataExport (issue 22, GDPR Art. 20): a person's latest data export job, ONE item per person
 * (a new request replaces the old one; its archive stays until the bucket's lifecycle rule or
 * account deletion removes it).
 *
 *   states: pending (requested; the `data-export` processor runs on its INSERT) → ready (archive
 *   written to `key`, email sent) | failed (the stream's retries were used up, or the archive
 *   could not be written)
 *
 * Access pattern: pk `$seamline#userid_<id>`, sk `$dataexport_1`; GetItem; the route's Put
 * replaces a finished job only (condition: none, or status ≠ pending, or a new exportId); the
 * processor's update is conditional on the same `exportId` (a stale redelivery writes nothing).
 * `ttl` (epoch seconds): `DATA_EXPORT_KEEP_DAYS` after the request, like the archive.
 */
import { Entity } from 'electrodb';

export const DataExportEntity = new Entity({
  model: { entity: 'dataExport', version: '1', service: 'seamline' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    exportId: { type: 'string', required: true },
    status: { type: ['pending', 'ready', 'failed'] as const, required: true },
    requestedAt: { type: 'string', required: true },
    readyAt: { type: 'string' },
    /** S3 key of the archive: `exports/<userId>/<exportId>.zip`. */
    key: { type: 'string' },
    /** Archive size, bytes. */
    sizeBytes: { type: 'number' },
    /** Files in the archive (JSON files + photos). */
    files: { type: 'number' },
    /** Why it failed (logged; not shown to the person). */
    failure: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
