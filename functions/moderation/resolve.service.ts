/**
 * Resolving reports (issue 33 §4): `POST /api/admin/reports/{reportId}/resolve` {action, note?}
 * acts on the report's TARGET and closes every open report of it.
 *
 * - `remove` (posts, comments, suggestion comments; a person → 400): sets `removedAt` and
 *   `removedReason` (the round's most frequent reason), so every read answers 404 / leaves it
 *   out (`canSeeContent`), and emits `content.removed`, from which the notifications processor
 *   tells the author 'Your post was removed: spam'. Removing removed content writes nothing new
 *   (no second notice).
 * - `suspend` (the person, or the author of the content): sets `User.suspendedAt` — sign-in
 *   answers 403 'This account is suspended', the person and everything of theirs is hidden — and
 *   then ends every session of theirs (`endSessions`, a consistent sweep that misses none, since no
 *   session can be created once the suspension committed: their next request is refused — 403,
 *   like every ended session — and their sockets close).
 * - `restore`: clears the content's removal and the person's suspension (both, whichever is set).
 * - `dismiss`: closes the reports, changes nothing else.
 *
 * ONE TransactWriteItems holds the case (status `resolved`, the resolution; conditional on the
 * version read), the audit entry, the content / user change, the event and the closed reports
 * (up to {@link REPORTS_IN_TRANSACTION}; any beyond are closed right after). So an action is
 * applied once or not at all: when two admins act on one target at the same moment, the first
 * commits and the other's case condition fails — it answers 409 'Another admin acted on this
 * report at the same moment. Reload the queue.' and changes nothing. (A case condition that
 * failed because a new REPORT joined the round is retried with the new round.) An admin acting
 * after another one's action is not refused: they act on the current state (e.g. restore what
 * was removed), which is what the resolved tab is for.
 */
import { randomUUID } from 'node:crypto';
import {
  MODERATION_ERRORS,
  type ModerationAction,
  type ResolveReportInput,
  type ResolveResult,
} from '@seamline/shared/contracts/moderation';
import { actionApplies, effectOf, mainReason } from '@seamline/shared/domain/moderation/case';
import { domainEventItemOf } from '@seamline/events/domain-events';
import { domainEventSchema } from '@seamline/events/catalogue';
import { db } from '../_core/aws-clients';
import { BadRequest, Conflict, NotFound } from '../_core/http-errors';
import { endSessions } from '../_core/session-lifecycle';
import { writeTransaction } from '../collections/transactions';
import { userById, type UserItem } from '../people/people-reads';
import { isHidden, type CaseItem } from './queue.service';
import { loadTarget, type ModerationTarget } from './targets';

/** Reports closed inside the action's transaction (DynamoDB allows 100 items; ≤ 5 are the action's own). */
export const REPORTS_IN_TRANSACTION = 90;
/** Attempts when only new reports changed the case under the action. */
const ATTEMPTS = 3;

type ReportKey = { targetType: CaseItem['targetType']; targetId: string; reporterId: string; reportId: string };

/**
 * Act on the target of `reportId` as admin `adminId` (a report id, or the queue row's id of a case
 * whose first report was deleted with its reporter's account).
 * @returns the action, how many open reports it closed, and whether the target is hidden now.
 * @throws NotFound (404) 'Report not found'; BadRequest (400) 'This action does not apply to
 *   this kind of content' (`remove` of a person); Conflict (409) when another admin acted on the
 *   target at the same moment.
 */
export async function resolveReport(adminId: string, reportId: string, input: ResolveReportInput, now = new Date()): Promise<ResolveResult> {
  const report = await targetOfReport(reportId);
  if (!report) throw new NotFound(MODERATION_ERRORS.reportNotFound);
  if (!actionApplies(input.action, report.targetType)) throw new BadRequest(MODERATION_ERRORS.actionNotForTarget);
  const adminName = await adminNameOf(adminId);
  for (let attempt = 1; ; attempt++) {
    const { data: c } = await db.entities.moderationCase.get({ targetType: report.targetType, targetId: report.targetId }).go({ consistent: true });
    if (!c) throw new NotFound(MODERATION_ERRORS.reportNotFound);
    const [target, open] = await Promise.all([loadTarget(c.targetType, c.targetId), openReportsOf(c)]);
    const subject = (await userById(c.subjectUserId)) ?? undefined;
    const plan = { c, target, subject, open, action: input.action, note: input.note, adminId, adminName, reportId, now };
    const outcome = await applyAction(plan);
    if (outcome === 'committed') return afterAction(plan);
    // The case changed under us: another admin's action (409), or only new reports (retry).
    const { data: fresh } = await db.entities.moderationCase.get({ targetType: c.targetType, targetId: c.targetId }).go({ consistent: true });
    if (!fresh || fresh.resolvedAt !== c.resolvedAt || attempt >= ATTEMPTS) throw new Conflict(MODERATION_ERRORS.concurrentResolve);
  }
}

interface ActionPlan {
  c: CaseItem;
  target: ModerationTarget | null;
  subject: UserItem | undefined;
  open: ReportKey[];
  action: ModerationAction;
  note: string | undefined;
  adminId: string;
  adminName: string;
  reportId: string;
  now: Date;
}

/**
 * The target of `reportId`: the report's (gsi1), or — when the report is gone because its
 * reporter deleted their account (issue 22) — that of the case whose round it opened (the queue
 * row's `reportId` is its case's `firstReportId`; ModerationCase gsi2). So a case stays
 * resolvable while it exists. null when neither exists.
 */
async function targetOfReport(reportId: string): Promise<Pick<CaseItem, 'targetType' | 'targetId'> | null> {
  const { data: reports } = await db.entities.report.query.byId({ reportId }).go({ limit: 1, attributes: ['targetType', 'targetId'] });
  if (reports[0]) return reports[0];
  const { data: cases } = await db.entities.moderationCase.query.byFirstReport({ firstReportId: reportId }).go({ limit: 1, attributes: ['targetType', 'targetId'] });
  return cases[0] ?? null;
}

/** The admin's name for the audit log (their username; the id when the account is gone). */
async function adminNameOf(adminId: string): Promise<string> {
  const { data } = await db.entities.admin.query.byId({ id: adminId }).go({ limit: 1, attributes: ['username'] });
  return data[0]?.username ?? adminId;
}

/** The target's open reports (one Query of its partition, filtered). */
async function openReportsOf(c: CaseItem): Promise<ReportKey[]> {
  const { data } = await db.entities.report.query
    .byTarget({ targetType: c.targetType, targetId: c.targetId })
    .where((a, op) => op.eq(a.status, 'open'))
    .go({ pages: 'all', consistent: true, attributes: ['targetType', 'targetId', 'reporterId', 'reportId', 'createdAt'] });
  return data
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ targetType, targetId, reporterId, reportId }) => ({ targetType, targetId, reporterId, reportId }));
}

/** What the action writes to the content and the person (nothing when already so, or gone). */
function changesOf({ c, target, subject, action }: ActionPlan) {
  const effect = effectOf(action, c.targetType);
  const content = target && target.targetType !== 'user' ? target : null;
  return {
    remove: effect.removed === true && !!content && !content.removedAt ? content : null,
    unremove: effect.removed === false && !!content?.removedAt ? content : null,
    suspend: effect.suspended === true && !!subject && !subject.suspendedAt ? subject : null,
    unsuspend: effect.suspended === false && !!subject?.suspendedAt ? subject : null,
  };
}

/** One transaction: case, audit entry, content / user change, event, closed reports (module doc). */
async function applyAction(plan: ActionPlan): Promise<'committed' | 'case-changed'> {
  const { c, open, action, note, adminId, adminName, now } = plan;
  const at = now.toISOString();
  // The item is replaced: an earlier note does not survive an action without one.
  const { resolutionNote: _earlierNote, ...resolvedCase } = c;
  const changes = changesOf(plan);
  const reason = mainReason(c.reasonCounts);
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ moderationCase, moderationAudit, report, post, postComment, suggestionComment, user, domainEvent }) => {
        const contentWrite = (t: ModerationTarget, removed: boolean) => {
          const set = { removedAt: at, removedReason: reason };
          const keys = ['removedAt', 'removedReason'] as const;
          if (t.targetType === 'post') {
            const p = post.patch({ postId: t.targetId });
            return (removed ? p.set(set) : p.remove([...keys])).commit();
          }
          if (t.targetType === 'comment') {
            const p = postComment.patch({ commentId: t.targetId });
            return (removed ? p.set(set) : p.remove([...keys])).commit();
          }
          const p = suggestionComment.patch({ commentId: t.targetId, ...t.suggestionKey! });
          return (removed ? p.set(set) : p.remove([...keys])).commit();
        };
        return [
          moderationCase
            .put({
              ...resolvedCase,
              status: 'resolved',
              resolution: action,
              ...(note ? { resolutionNote: note } : {}),
              resolvedBy: adminId,
              resolvedByName: adminName,
              resolvedAt: at,
              version: c.version + 1,
            })
            .where((a, op) => op.eq(a.version, c.version))
            .commit(),
          moderationAudit
            .create({
              auditId: randomUUID(),
              at,
              adminId,
              adminName,
              action,
              targetType: c.targetType,
              targetId: c.targetId,
              subjectUserId: c.subjectUserId,
              ...(note ? { note } : {}),
              reportIds: open.length ? open.map((r) => r.reportId) : [plan.reportId],
            })
            .commit(),
          ...(changes.remove ? [contentWrite(changes.remove, true)] : []),
          ...(changes.unremove ? [contentWrite(changes.unremove, false)] : []),
          ...(changes.suspend ? [user.patch({ id: changes.suspend.id }).set({ suspendedAt: at }).commit()] : []),
          ...(changes.unsuspend ? [user.patch({ id: changes.unsuspend.id }).remove(['suspendedAt']).commit()] : []),
          ...(changes.remove
            ? [
                domainEvent
                  .create(
                    domainEventItemOf(
                      domainEventSchema.parse({
                        type: 'content.removed',
                        id: `content.removed:${c.targetType}:${c.targetId}:${at}`,
                        occurredAt: at,
                        userId: changes.remove.subjectUserId,
                        targetType: changes.remove.targetType,
                        targetId: c.targetId,
                        reason,
                      }),
                      now,
                    ),
                  )
                  .commit(),
              ]
            : []),
          ...open
            .slice(0, REPORTS_IN_TRANSACTION)
            .map((r) => report.patch({ targetType: r.targetType, targetId: r.targetId, reporterId: r.reporterId }).set({ status: 'resolved', resolvedAt: at }).commit()),
        ];
      })
      .go(),
  );
  if (!canceled) return 'committed';
  // The case's version moved (reasons[0]); any other failure (content deleted meanwhile) is re-read as well.
  if (reasons.some((r) => r.code === 'ConditionalCheckFailed')) return 'case-changed';
  throw new Error(`Resolve transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
}

/** After the commit: end the suspended person's sessions, close the reports beyond the transaction. */
async function afterAction(plan: ActionPlan): Promise<ResolveResult> {
  const { c, target, subject, open, action, reportId, now } = plan;
  const at = now.toISOString();
  const suspended = action === 'suspend' ? subject : undefined;
  await Promise.all([
    suspended ? endSessions(suspended.id) : Promise.resolve(0),
    ...open
      .slice(REPORTS_IN_TRANSACTION)
      .map((r) => db.entities.report.patch({ targetType: r.targetType, targetId: r.targetId, reporterId: r.reporterId }).set({ status: 'resolved', resolvedAt: at }).go()),
  ]);
  const effect = effectOf(action, c.targetType);
  const nowTarget = target && {
    ...target,
    removedAt: effect.removed === undefined ? target.removedAt : effect.removed ? (target.removedAt ?? at) : undefined,
  };
  const nowSubject = subject && {
    suspendedAt: effect.suspended === undefined ? subject.suspendedAt : effect.suspended ? (subject.suspendedAt ?? at) : undefined,
  };
  return { reportId, action, resolvedReports: open.length, hidden: isHidden(nowTarget, nowSubject) };
}
