/**
 * The moderation audit log (issue 33 §4): `GET /api/admin/audit-log?cursor=` — who, when, what,
 * why, newest first, 50 a page (one Query of the log partition). Entries are written by
 * `resolve.service.ts` in the action's own transaction.
 */
import { MODERATION_LIMITS, type AuditPage } from '@seamline/shared/contracts/moderation';
import { db } from '../_core/aws-clients';
import { withCursor } from '../people/pages';

/**
 * One page of the log, newest first.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function listAuditLog(cursor?: string): Promise<AuditPage> {
  const page = await withCursor(cursor, db.entities.moderationAudit.query.byLog({ log: 'moderation' }), (q, c) =>
    q.go({ order: 'desc', limit: MODERATION_LIMITS.auditPage, cursor: c }),
  );
  return {
    items: page.data.map((e) => ({
      id: e.auditId,
      at: e.at,
      admin: { id: e.adminId, name: e.adminName },
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      subjectUserId: e.subjectUserId ?? null,
      note: e.note ?? null,
      reportIds: e.reportIds,
    })),
    nextCursor: page.cursor,
  };
}
