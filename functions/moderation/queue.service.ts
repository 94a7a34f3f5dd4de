/**
 * The moderation queue (issue 33 §4): `GET /api/admin/reports?status=open|resolved&cursor=` —
 * one row per reported target (ModerationCase), oldest first report first, 20 a page, each with
 * its report count, reasons, reporters' details, the author, a preview of the content and
 * whether it is hidden now. Reads: one gsi1 Query of the status partition, then per row the
 * target (GetItem, or a gsi1 Query for a suggestion comment) and one BatchGet of the authors.
 * A target deleted since it was reported shows with an empty preview.
 */
import { MODERATION_LIMITS, type ModerationCase, type ModerationQueue, type ReportStatus } from '@seamline/shared/contracts/moderation';
import { reasonsOf } from '@seamline/shared/domain/moderation/case';
import { db } from '../_core/aws-clients';
import { withCursor } from '../people/pages';
import { usersById, type UserItem } from '../people/people-reads';
import { postImageUrls } from '../posts/post-photos';
import { loadTarget, type ModerationTarget } from './targets';

export type CaseItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.moderationCase.get>['go']>>['data']>;

/**
 * One page of the queue of `status`.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function listQueue(status: ReportStatus, cursor?: string): Promise<ModerationQueue> {
  const page = await withCursor(cursor, db.entities.moderationCase.query.byStatus({ status }), (q, c) =>
    q.go({ order: 'asc', limit: MODERATION_LIMITS.queuePage, cursor: c }),
  );
  const cases = page.data;
  const [targets, people] = await Promise.all([
    Promise.all(cases.map((c) => loadTarget(c.targetType, c.targetId))),
    usersById(cases.map((c) => c.subjectUserId)),
  ]);
  const items = await Promise.all(cases.map((c, i) => caseRow(c, targets[i] ?? null, people.get(c.subjectUserId))));
  return { items, nextCursor: page.cursor };
}

/** Is the target hidden from everyone now: removed content (or its post removed), or its author suspended. */
export function isHidden(target: ModerationTarget | null, subject: Pick<UserItem, 'suspendedAt'> | undefined): boolean {
  return !!(target?.removedAt || target?.postRemovedAt || subject?.suspendedAt);
}

/** A case as the queue shows it. */
export async function caseRow(c: CaseItem, target: ModerationTarget | null, subject: UserItem | undefined): Promise<ModerationCase> {
  const name = subject ? [subject.firstName, subject.lastName].filter(Boolean).join(' ') || subject.username : null;
  return {
    reportId: c.firstReportId,
    targetType: c.targetType,
    targetId: c.targetId,
    status: c.status,
    reportCount: c.reportCount,
    reasons: reasonsOf(c.reasonCounts),
    details: c.details,
    firstReportedAt: c.firstReportedAt,
    lastReportedAt: c.lastReportedAt,
    author: subject && name ? { id: subject.id, name, username: subject.username, suspended: !!subject.suspendedAt } : null,
    preview: {
      text: target?.text ?? null,
      imageUrl: target?.photoId ? ((await postImageUrls(target.subjectUserId, [target.photoId]))[0] ?? null) : null,
    },
    hidden: isHidden(target, subject),
    bySystem: c.bySystem,
    resolution:
      c.resolution && c.resolvedAt
        ? { action: c.resolution, note: c.resolutionNote ?? null, adminName: c.resolvedByName ?? 'admin', at: c.resolvedAt }
        : null,
  };
}
