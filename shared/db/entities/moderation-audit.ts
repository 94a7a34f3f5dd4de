/**
 * ModerationAudit (issue 33 §4): one entry per admin action on reports — who (admin id and
 * name), when, what (action, target, the person concerned), why (the note) and which reports it
 * closed. Written in the same transaction as the action, never changed; kept (no TTL).
 *
 * Access pattern: the log, newest first: table, pk `$seamline#log_moderation`,
 * sk `$moderationaudit_1#at_<iso>#auditid_<id>` (Query descending, Limit 50 + cursor). One
 * partition: written only by admin actions.
 */
import { Entity } from 'electrodb';
import { MODERATION_ACTIONS, REPORT_TARGET_TYPES } from '../../contracts/moderation-constants';

export const ModerationAudit = new Entity({
  model: { entity: 'moderationAudit', version: '1', service: 'seamline' },
  attributes: {
    log: { type: 'string', required: true, default: 'moderation', readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    adminId: { type: 'string', required: true, readOnly: true },
    adminName: { type: 'string', required: true, readOnly: true },
    action: { type: MODERATION_ACTIONS, required: true, readOnly: true },
    targetType: { type: REPORT_TARGET_TYPES, required: true, readOnly: true },
    targetId: { type: 'string', required: true, readOnly: true },
    subjectUserId: { type: 'string', readOnly: true },
    note: { type: 'string', readOnly: true },
    reportIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
  },
  indexes: {
    byLog: {
      pk: { field: 'pk', composite: ['log'] },
      sk: { field: 'sk', composite: ['at', 'auditId'] },
    },
  },
});
