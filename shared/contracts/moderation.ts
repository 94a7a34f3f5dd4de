/**
 * Reports, the moderation queue and its actions (issue 33 §3–§4): request and response schemas.
 * Rules and texts live in `moderation-constants.ts` (re-exported here).
 */
import * as z from 'zod';
import { cursorSchema, idSchema } from './common';
import {
  MODERATION_ACTIONS,
  MODERATION_ERRORS,
  MODERATION_LIMITS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from './moderation-constants';

export * from './moderation-constants';

/** `POST /api/reports` body (issue 33 §3). */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_ERRORS.unknownTargetType }),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { error: MODERATION_ERRORS.unknownReason }),
  details: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.detailsMax, MODERATION_ERRORS.detailsTooLong)
    .optional(),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** A report as its reporter sees it (201 on creation, 200 for the same person's repeat). */
export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** `GET /api/admin/reports` query. */
export const reportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  cursor: cursorSchema.optional(),
});

/**
 * One queue row: every report of one target, oldest first. `preview` is what the admin needs to
 * judge (a post's caption and first image, a comment's text, a person's name and bio); `author`
 * is the person whose content it is (the person themselves for a user report).
 */
export const moderationCaseSchema = z.object({
  /** The oldest open report of the target: the id `resolve` takes. */
  reportId: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  status: z.enum(REPORT_STATUSES),
  reportCount: z.number().int(),
  /** Distinct reasons, most frequent first, with counts. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** Reporters' details (newest first, at most 5). */
  details: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  author: z
    .object({
      id: z.string(),
      name: z.string(),
      username: z.string().nullable(),
      suspended: z.boolean(),
    })
    .nullable(),
  preview: z.object({ text: z.string().nullable(), imageUrl: z.string().nullable() }),
  /** True when the content is currently removed (post / comment) or the person suspended. */
  hidden: z.boolean(),
  /** The system filed it (image moderation, issue 33 §5) rather than a person. */
  bySystem: z.boolean(),
  resolution: z
    .object({
      action: z.enum(MODERATION_ACTIONS),
      note: z.string().nullable(),
      adminName: z.string(),
      at: z.string(),
    })
    .nullable(),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;
export const moderationQueueSchema = z.object({
  items: z.array(moderationCaseSchema),
  nextCursor: cursorSchema.nullable(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const reportIdParamsSchema = z.object({ reportId: idSchema });

/** `POST /api/admin/reports/{reportId}/resolve` body. */
export const resolveReportSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().trim().max(MODERATION_LIMITS.noteMax, MODERATION_ERRORS.noteTooLong).optional(),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;
export const resolveResultSchema = z.object({
  reportId: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** Open reports of the target closed by this action. */
  resolvedReports: z.number().int(),
  hidden: z.boolean(),
});
export type ResolveResult = z.infer<typeof resolveResultSchema>;

/** `GET /api/admin/audit-log` query. */
export const auditLogQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** One audit-log entry: who, when, what, why (issue 33 §4). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }),
  action: z.enum(MODERATION_ACTIONS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** The person whose content or account it was. */
  subjectUserId: z.string().nullable(),
  note: z.string().nullable(),
  reportIds: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: cursorSchema.nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
