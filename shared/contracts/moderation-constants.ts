/**
 * Reports and moderation (issue 33 §3–§5): targets, reasons, limits and every screen / error text,
 * without zod (`moderation.ts` holds the schemas and re-exports everything here) so the browser's
 * route chunks can use them without loading zod.
 */

/** What a person can report (issue 33 §3). */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'suggestionComment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/**
 * Reasons a report gives (issue 33 §3), in the order the report dialog lists them, with the label
 * the dialog shows and the word a removal notice names ('Your post was removed: spam').
 */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'nudity',
  'violence',
  'self_harm',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  nudity: 'Nudity or sexual content',
  violence: 'Violence',
  self_harm: 'Self-harm',
  impersonation: 'Impersonation',
  other: 'Something else',
};
/** The reason as a removal notice names it (`Your post was removed: spam`). */
export const REPORT_REASON_WORDS: Record<ReportReason, string> = {
  spam: 'spam',
  harassment: 'harassment',
  hate: 'hate speech',
  nudity: 'nudity',
  violence: 'violence',
  self_harm: 'self-harm',
  impersonation: 'impersonation',
  other: 'a breach of the community rules',
};

/** Report statuses: open until an admin resolves the target's reports. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin does with a target's open reports (issue 33 §4). */
export const MODERATION_ACTIONS = ['remove', 'dismiss', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * Limits (issue 33 §3–§4): `detailsMax` characters of a report's details, `noteMax` of an admin's
 * note, `queuePage` targets per moderation-queue page, `auditPage` audit-log rows per page.
 */
export const MODERATION_LIMITS = {
  detailsMax: 1000,
  noteMax: 1000,
  queuePage: 20,
  auditPage: 50,
} as const;

/** Error messages of the report and moderation routes. */
export const MODERATION_ERRORS = {
  unknownReason: 'Choose a reason for your report',
  unknownTargetType: 'Choose what you are reporting',
  detailsTooLong: 'Details must be at most 1,000 characters',
  noteTooLong: 'The note must be at most 1,000 characters',
  selfReport: 'You cannot report yourself',
  targetNotFound: 'This content no longer exists',
  reportNotFound: 'Report not found',
  /** remove on a person, suspend on content's author is fine; remove of a user is not. */
  actionNotForTarget: 'This action does not apply to this kind of content',
  /** Two admins acted on one target at the same moment: the later one (issue 33 §4). */
  concurrentResolve: 'Another admin acted on this report at the same moment. Reload the queue.',
  /** Sign-in of a suspended account (issue 33 §4). */
  suspended: 'This account is suspended',
} as const;

/** Screen texts: the report dialog, the moderation page, the notices an author gets. */
export const MODERATION_TEXTS = {
  reportMenuItem: 'Report',
  reportTitle: {
    post: 'Report post',
    comment: 'Report comment',
    user: 'Report person',
    suggestionComment: 'Report comment',
  } as Record<ReportTargetType, string>,
  reportHint: 'Your report is private. The person is not told who reported them.',
  reasonLegend: 'Why are you reporting this?',
  detailsLabel: 'Details (optional)',
  alsoBlock: 'Also block this person',
  submit: 'Send report',
  sent: 'Thanks — your report was sent to our moderators.',
  alreadySent: 'You already reported this. Our moderators will look at it.',
  queueTitle: 'Moderation',
  queueEmptyOpen: 'No open reports. Nothing needs review.',
  queueEmptyResolved: 'No resolved reports yet.',
  auditTitle: 'Audit log',
  /** Notices (notification texts) to the author; `{reason}` is a REPORT_REASON_WORDS entry. */
  postRemoved: 'Your post was removed: {reason}',
  commentRemoved: 'Your comment was removed: {reason}',
  /** Image moderation (issue 33 §5): `{label}` e.g. 'nudity'. */
  imageRefused: "This photo can't be used: it appears to contain {label}",
} as const;

/** The admin moderation page's texts (issue 33 §4): kinds of target, actions and their confirmations. */
export const MODERATION_ADMIN_TEXTS = {
  targetLabels: { post: 'Post', comment: 'Comment', user: 'Person', suggestionComment: 'Outfit comment' } as Record<ReportTargetType, string>,
  tabs: { open: 'Open', resolved: 'Resolved', audit: 'Audit log' },
  actions: { remove: 'Remove', dismiss: 'Dismiss', suspend: 'Suspend', restore: 'Restore' } as Record<ModerationAction, string>,
  /** The audit log's and a resolved case's verb. */
  actionsDone: { remove: 'Removed', dismiss: 'Dismissed', suspend: 'Suspended', restore: 'Restored' } as Record<ModerationAction, string>,
  /** What each action does, in its confirmation. */
  confirmBodies: {
    remove: 'It is hidden for everyone and leaves every feed. The author is told why.',
    dismiss: 'The reports are closed. Nothing changes for the author.',
    suspend: 'Every session of the person ends at once, they cannot sign in, and their profile, posts and comments are hidden.',
    restore: 'Removed content shows again and a suspension is lifted.',
  } as Record<ModerationAction, string>,
  noteLabel: 'Note (optional)',
  noteHint: 'Kept in the audit log: why you chose this.',
  suspendedBadge: 'Suspended',
  hiddenBadge: 'Hidden',
  bySystem: 'Filed by image moderation',
  queueError: 'Could not load the moderation queue.',
  auditError: 'Could not load the audit log.',
  auditEmpty: 'No moderation actions yet.',
} as const;
