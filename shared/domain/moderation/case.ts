/**
 * The pure rules of a moderation case (issue 33 §3–§4): how a report joins its target's queue
 * row, how a row lists its reasons, and what a resolve action does. No I/O: the services in
 * `functions/moderation/` read and write, these functions decide.
 */
import {
  REPORT_REASONS,
  REPORT_REASON_WORDS,
  MODERATION_TEXTS,
  type ModerationAction,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '../../contracts/moderation-constants';

/** How many reporters' details a queue row keeps (newest first). */
export const CASE_DETAILS_KEPT = 5;

export type ReasonCounts = Partial<Record<ReportReason, number>>;

/** The round state of a target's case that reports change. */
export interface CaseRound {
  status: ReportStatus;
  reportCount: number;
  reasonCounts: ReasonCounts;
  details: string[];
  firstReportId: string;
  firstReportedAt: string;
  lastReportedAt: string;
  bySystem: boolean;
}

/** A new report as the case sees it. */
export interface CaseReport {
  reportId: string;
  reason: ReportReason;
  details?: string;
  createdAt: string;
  bySystem: boolean;
}

/**
 * The case after `report` joins it. A report of a target with no case, or whose case is
 * resolved, opens a NEW round (count 1, its reason, its time as the first report); a report of
 * an open case adds to that round (count + 1, the reason counted, its details first of at most
 * {@link CASE_DETAILS_KEPT}, the later time as the last report).
 */
export function addReport(current: CaseRound | null, report: CaseReport): CaseRound {
  const details = report.details ? [report.details] : [];
  if (!current || current.status !== 'open') {
    return {
      status: 'open',
      reportCount: 1,
      reasonCounts: { [report.reason]: 1 },
      details,
      firstReportId: report.reportId,
      firstReportedAt: report.createdAt,
      lastReportedAt: report.createdAt,
      bySystem: report.bySystem,
    };
  }
  return {
    ...current,
    reportCount: current.reportCount + 1,
    reasonCounts: { ...current.reasonCounts, [report.reason]: (current.reasonCounts[report.reason] ?? 0) + 1 },
    details: [...details, ...current.details].slice(0, CASE_DETAILS_KEPT),
    lastReportedAt: report.createdAt > current.lastReportedAt ? report.createdAt : current.lastReportedAt,
    bySystem: current.bySystem || report.bySystem,
  };
}

/**
 * The reasons of a round, most frequent first (ties in the report dialog's order), zeros left out.
 * @example reasonsOf({ hate: 1, spam: 2 }) → [{ reason: 'spam', count: 2 }, { reason: 'hate', count: 1 }]
 */
export function reasonsOf(counts: ReasonCounts): { reason: ReportReason; count: number }[] {
  return REPORT_REASONS.flatMap((reason) => {
    const count = counts[reason] ?? 0;
    return count > 0 ? [{ reason, count }] : [];
  }).sort((a, b) => b.count - a.count);
}

/** The most frequent reason of a round (the one a removal notice names); `other` when none. */
export function mainReason(counts: ReasonCounts): ReportReason {
  return reasonsOf(counts)[0]?.reason ?? 'other';
}

/**
 * Does `action` apply to a target of `targetType`? `remove` hides content (posts and comments),
 * so it does not apply to a person; suspend, dismiss and restore apply to every target.
 */
export function actionApplies(action: ModerationAction, targetType: ReportTargetType): boolean {
  return !(action === 'remove' && targetType === 'user');
}

/** What an action changes: the content's removal and the subject's suspension (`undefined`: unchanged). */
export interface ActionEffect {
  removed?: boolean;
  suspended?: boolean;
}

/**
 * The effect of `action` (issue 33 §4): remove → the content removed; suspend → the person
 * suspended; restore → neither (both undone); dismiss → nothing.
 */
export function effectOf(action: ModerationAction, targetType: ReportTargetType): ActionEffect {
  switch (action) {
    case 'remove':
      return { removed: true };
    case 'suspend':
      return { suspended: true };
    case 'restore':
      return targetType === 'user' ? { suspended: false } : { removed: false, suspended: false };
    case 'dismiss':
      return {};
  }
}

/**
 * The notice the author of removed content gets: 'Your post was removed: spam',
 * 'Your comment was removed: hate speech'.
 */
export function removalNotice(targetType: Exclude<ReportTargetType, 'user'>, reason: ReportReason): string {
  const template = targetType === 'post' ? MODERATION_TEXTS.postRemoved : MODERATION_TEXTS.commentRemoved;
  return template.replace('{reason}', REPORT_REASON_WORDS[reason]);
}
