/**
 * Reports (issue 33 §3): a person reports a post, a comment, a suggestion comment or a person.
 *
 * ONE report per (target, reporter): the Report item is created with `attribute_not_exists` in
 * ONE transaction with the target's ModerationCase (the queue row), whose write is conditional on
 * the version read (`addReport` decides the new round state). So a repeat — sequential or
 * simultaneous — writes nothing and answers the existing report (200, no new queue entry), and
 * two people reporting one target at once both count (the loser of the case condition re-reads
 * and retries).
 *
 * Limits: a CREATED report counts against `contentReport` (20 an hour per person); a repeat uses
 * none, and a create that lost the race to the same person's simultaneous one gives its count
 * back (the `share` pattern, issue 32).
 *
 * What may be reported: something that exists and the reporter may see — a removed post or
 * comment, a comment of a removed post, a suggestion comment of an outfit event the reporter is
 * not a member of, and anything of a person who blocked the reporter or is suspended answers 404
 * like a target that never existed (issue 33 §1). The reporter's OWN block
 * of the author does not hide it here: the report dialog offers "Also block this person", and
 * a person one blocked stays reachable to one (their profile, `canOpenProfile`).
 */
import { randomUUID } from 'node:crypto';
import {
  MODERATION_ERRORS,
  type CreateReportInput,
  type Report,
  type ReportReason,
  type ReportTargetType,
} from '@seamline/shared/contracts/moderation';
import { SYSTEM_REPORTER_ID, systemReporterKey } from '@seamline/shared/db/entities/report';
import { addReport, type CaseRound } from '@seamline/shared/domain/moderation/case';
import { db } from '../_core/aws-clients';
import { BadRequest, NotFound, TooManyRequests } from '../_core/http-errors';
import { releaseReservation, takeLimited, type Reservation } from '../_core/rate-limit';
import { writeTransaction } from '../collections/transactions';
import { requireEventMember } from '../outfits/event-access';
import { blockBetween } from '../people/block-graph';
import { userById } from '../people/people-reads';
import { canOpenProfile } from '../people/visibility';
import { loadTarget, type ModerationTarget } from './targets';

type ReportItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.report.get>['go']>>['data']>;

/** How often a report retries when its case changed under it (other reports of the target at once). */
const CASE_ATTEMPTS = 10;

/** A stored report → the reporter's view. */
export const reportDto = (r: ReportItem): Report => ({
  id: r.reportId,
  targetType: r.targetType,
  targetId: r.targetId,
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt,
});

/**
 * `POST /api/reports`: file `input` as `reporterId`.
 * @returns the report and whether it was created now (201) or existed (200).
 * @throws BadRequest (400) 'You cannot report yourself' (oneself, or one's own content);
 *   NotFound (404) 'This content no longer exists' (unknown, removed, or hidden from the reporter);
 *   TooManyRequests (429) past 20 reports created an hour.
 */
export async function createReport(reporterId: string, input: CreateReportInput, now = new Date()): Promise<{ report: Report; created: boolean }> {
  const target = await loadTarget(input.targetType, input.targetId);
  if (!target) throw new NotFound(MODERATION_ERRORS.targetNotFound);
  if (target.subjectUserId === reporterId) throw new BadRequest(MODERATION_ERRORS.selfReport);
  await assertReportable(reporterId, target);
  const existing = await reportOf(input.targetType, input.targetId, reporterId);
  if (existing) return { report: reportDto(existing), created: false };
  const reservation = await takeReportLimit(reporterId, input, now);
  if (!reservation) return { report: reportDto((await reportOf(input.targetType, input.targetId, reporterId))!), created: false };
  const filed = await fileReport(target, reporterId, input.reason, input.details, now);
  if (!filed.created) await releaseReservation(reservation);
  return { report: reportDto(filed.report), created: filed.created };
}

/**
 * A system report (issue 33 §5, image moderation of a borderline photo): files `reason` on the
 * target as {@link SYSTEM_REPORTER_ID} (no limit). Once per ROUND: while the target's case is
 * open a second system report is a repeat (the open one is answered), after an admin resolved it
 * the next one opens a new round with a new Report row (keyed `system#<round's first report>`,
 * {@link systemReporterKey}).
 * @returns null when the target does not exist.
 */
export async function fileSystemReport(
  targetType: ReportTargetType,
  targetId: string,
  reason: ReportReason,
  details?: string,
  now = new Date(),
): Promise<Report | null> {
  const target = await loadTarget(targetType, targetId);
  if (!target) return null;
  return reportDto((await fileReport(target, SYSTEM_REPORTER_ID, reason, details, now)).report);
}

/**
 * 404 unless the reporter may see the target (module doc). Reads the pair's Block rows and the
 * author; for a suggestion comment first the reporter's membership of its outfit event (only the
 * creator and collaborators see it: `requireEventMember`, issue 20).
 */
async function assertReportable(reporterId: string, target: ModerationTarget): Promise<void> {
  if (target.removedAt || target.postRemovedAt) throw new NotFound(MODERATION_ERRORS.targetNotFound);
  if (target.eventId) {
    await requireEventMember(reporterId, target.eventId).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(MODERATION_ERRORS.targetNotFound) : error;
    });
  }
  const people = [...new Set([target.subjectUserId, ...(target.postAuthorId ? [target.postAuthorId] : [])])].filter((id) => id !== reporterId);
  const visible = await Promise.all(
    people.map(async (id) => {
      const [relation, person] = await Promise.all([blockBetween(reporterId, id), userById(id)]);
      return !!person && canOpenProfile(reporterId, person, relation);
    }),
  );
  if (visible.includes(false)) throw new NotFound(MODERATION_ERRORS.targetNotFound);
}

async function reportOf(targetType: ReportTargetType, targetId: string, reporterId: string): Promise<ReportItem | null> {
  return (await db.entities.report.get({ targetType, targetId, reporterId }).go({ consistent: true })).data;
}

/**
 * Count one created report against `contentReport`. When the limit refuses, a simultaneous
 * request of the same person may have created the report meanwhile: then this is a repeat (null).
 */
async function takeReportLimit(reporterId: string, input: CreateReportInput, now: Date): Promise<Reservation | null> {
  try {
    return await takeLimited('contentReport', reporterId, now);
  } catch (error) {
    if (error instanceof TooManyRequests && (await reportOf(input.targetType, input.targetId, reporterId))) return null;
    throw error;
  }
}

/**
 * Create the report and add it to its target's case in one transaction (module doc). Retries
 * while only the case changed under it.
 * @returns the report (the existing one when the reporter had already reported the target).
 */
async function fileReport(
  target: ModerationTarget,
  reporterId: string,
  reason: ReportReason,
  details: string | undefined,
  now: Date,
): Promise<{ report: ReportItem; created: boolean }> {
  const { targetType, targetId } = target;
  const report: ReportItem = {
    reportId: randomUUID(),
    targetType,
    targetId,
    reporterId,
    reason,
    ...(details ? { details } : {}),
    status: 'open',
    createdAt: now.toISOString(),
  };
  const bySystem = reporterId === SYSTEM_REPORTER_ID;
  for (let attempt = 1; ; attempt++) {
    const { data: current } = await db.entities.moderationCase.get({ targetType, targetId }).go({ consistent: true });
    // The system's report is keyed by its round: the open round's first report, or itself when it opens one.
    if (bySystem) report.reporterId = systemReporterKey(current?.status === 'open' ? current.firstReportId : report.reportId);
    const round: CaseRound = addReport(current, { ...report, bySystem });
    const version = (current?.version ?? 0) + 1;
    const next = {
      ...round,
      targetType,
      targetId,
      subjectUserId: target.subjectUserId,
      version,
    };
    const { canceled, reasons } = await writeTransaction(() =>
      db.transaction
        .write(({ report: reports, moderationCase }) => [
          reports.create(report).commit(),
          current
            ? moderationCase
                // Replaces the item: a new round drops the previous round's resolution.
                .put(next)
                .where((a, op) => op.eq(a.version, current.version))
                .commit()
            : moderationCase.create(next).commit(),
        ])
        .go(),
    );
    if (!canceled) return { report, created: true };
    if (reasons[0]?.code === 'ConditionalCheckFailed') {
      const existing = await reportOf(targetType, targetId, report.reporterId);
      if (existing) return { report: existing, created: false };
    }
    if (reasons[1]?.code !== 'ConditionalCheckFailed' || attempt >= CASE_ATTEMPTS)
      throw new Error(`Report transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    // Jittered backoff before the next optimistic attempt on the case's version (0–20 ms × attempt),
    // so simultaneous reporters of one target do not collide again in lock-step (as product-trends does).
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
}

