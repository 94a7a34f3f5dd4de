/**
 * ModerationCase (issue 33 §4): the moderation queue's row of ONE reported target, carrying the
 * current round of its reports — count, reasons with counts, the reporters' latest details, the
 * first and last report times and the oldest open report's id — and, once an admin acted, the
 * resolution (action, note, admin, time). A report after a resolution opens a new round (the
 * counts start again). Every write is conditional on `version` (optimistic concurrency): two
 * reports of one target, or two admins resolving it, never overwrite each other.
 *
 * Access patterns:
 * - the case of a target: table, pk `$seamline#targettype_<T>#targetid_<id>`, sk `$moderationcase_1`;
 * - the queue of a status, oldest first report first: gsi1, gsi1pk `$seamline#status_<open|resolved>`,
 *   gsi1sk `$moderationcase_1#firstreportedat_<iso>#targettype_<T>#targetid_<id>` (Query
 *   ascending, Limit 20 + cursor). One partition per status: the queue's writes are reports and
 *   admin actions, far below a partition's 1,000 writes a second;
 * - the case of its round's first report (the queue row's `reportId`, which `resolve` takes):
 *   gsi2, gsi2pk `$seamline#firstreportid_<id>` — used when that report is gone (its reporter
 *   deleted their account), so the case stays resolvable.
 */
import { Entity } from 'electrodb';
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from '../../contracts/moderation-constants';

export const ModerationCase = new Entity({
  model: { entity: 'moderationCase', version: '1', service: 'seamline' },
  attributes: {
    targetType: { type: REPORT_TARGET_TYPES, required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    status: { type: REPORT_STATUSES, required: true },
    /** The person whose content (or account) it is. */
    subjectUserId: { type: 'string', required: true },
    /** Reports of the current round. */
    reportCount: { type: 'number', required: true },
    /** Reports of the current round per reason (`{ spam: 2 }`). */
    reasonCounts: {
      type: 'map',
      required: true,
      properties: Object.fromEntries(REPORT_REASONS.map((r) => [r, { type: 'number' }])) as Record<
        (typeof REPORT_REASONS)[number],
        { type: 'number' }
      >,
    },
    /** The reporters' details of the current round, newest first, at most 5. */
    details: { type: 'list', items: { type: 'string' }, required: true },
    /** The oldest report of the current round (the id `resolve` takes from the queue). */
    firstReportId: { type: 'string', required: true },
    firstReportedAt: { type: 'string', required: true },
    lastReportedAt: { type: 'string', required: true },
    /** A report of the current round was filed by the system (image moderation, issue 33 §5). */
    bySystem: { type: 'boolean', required: true },
    resolution: { type: MODERATION_ACTIONS },
    resolutionNote: { type: 'string' },
    resolvedBy: { type: 'string' },
    resolvedByName: { type: 'string' },
    resolvedAt: { type: 'string' },
    /** Optimistic-concurrency counter: every write expects the version it read. */
    version: { type: 'number', required: true },
  },
  indexes: {
    byTarget: {
      pk: { field: 'pk', composite: ['targetType', 'targetId'] },
      sk: { field: 'sk', composite: [] },
    },
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['firstReportedAt', 'targetType', 'targetId'] },
    },
    byFirstReport: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['firstReportId'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
  },
});
