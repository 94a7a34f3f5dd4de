/**
 * Report (issue 33 §3): one person's report of one target (a post, a post comment, a suggestion
 * comment or a person). ONE report per (target, reporter), ever: it is created with
 * `attribute_not_exists` in one transaction with its target's ModerationCase, so the same person
 * reporting the same target again — sequential or simultaneous — writes nothing and gets the
 * existing report back (200). `status` turns `resolved` when an admin resolves the target's
 * open reports (`functions/moderation/resolve.service.ts`). The system files reports too
 * (image moderation, issue 33 §5), one per ROUND of a target's case: `reporterId`
 * `system#<the round's first report id>` ({@link systemReporterKey}).
 *
 * Access patterns:
 * - the (target, reporter) pair / a target's reports: table, pk
 *   `$seamline#targettype_<T>#targetid_<id>`, sk `$report_1#reporterid_<R>` (GetItem; Query of
 *   the target's reports when resolving — filtered to `open`);
 * - one report by id (`resolve` takes it): gsi1, gsi1pk `$seamline#reportid_<id>`;
 * - a person's reports, newest first (data export, account deletion): gsi2, gsi2pk
 *   `$seamline#reporterid_<R>`, gsi2sk `$report_1#createdat_<iso>#reportid_<id>`.
 */
import { Entity } from 'electrodb';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '../../contracts/moderation-constants';

/** The reporter of reports the system files (image moderation, issue 33 §5). */
export const SYSTEM_REPORTER_ID = 'system';

/**
 * The `reporterId` key of a system report in the round opened by report `roundReportId` (the
 * case's `firstReportId`; the system report's own id when it opens the round):
 * `system#<roundReportId>`. The system files at most ONE report per round of a target, and
 * after an admin resolved the case its next report opens a new round (a new Report row) — a
 * person's reports stay one per (target, reporter) ever.
 */
export const systemReporterKey = (roundReportId: string): string => `${SYSTEM_REPORTER_ID}#${roundReportId}`;

/** Was the report with this `reporterId` filed by the system? */
export const isSystemReporter = (reporterId: string): boolean =>
  reporterId === SYSTEM_REPORTER_ID || reporterId.startsWith(`${SYSTEM_REPORTER_ID}#`);

export const Report = new Entity({
  model: { entity: 'report', version: '1', service: 'seamline' },
  attributes: {
    reportId: { type: 'string', required: true, readOnly: true },
    targetType: { type: REPORT_TARGET_TYPES, required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    reporterId: { type: 'string', required: true, readOnly: true },
    reason: { type: REPORT_REASONS, required: true, readOnly: true },
    details: { type: 'string', readOnly: true },
    status: { type: REPORT_STATUSES, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    resolvedAt: { type: 'string' },
  },
  indexes: {
    byTarget: {
      pk: { field: 'pk', composite: ['targetType', 'targetId'] },
      sk: { field: 'sk', composite: ['reporterId'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['reportId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byReporter: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['reporterId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'reportId'] },
    },
  },
});
