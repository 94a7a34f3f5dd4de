/**
 * Seeder: two OPEN reports in the demo moderation queue (issue 33 "demo data"), so a newcomer who
 * signs in as the dev admin on a fresh `npm start` finds `/admin/moderation` with work in it: a
 * demo person's post reported as spam and a demo comment reported as harassment, each by another
 * demo person. Writes the Report and ModerationCase items exactly as `POST /api/reports` does
 * (`addReport` decides the queue row), each pair in one transaction; ids are fixed, so the items
 * reference the demo posts and comments `demo-posts.ts` writes in the same stage.
 *
 * Idempotent: the cases are created with `attribute_not_exists`; when the first exists (already
 * seeded, or resolved since by an admin) the seeder writes nothing.
 */
import type { ReportReason, ReportTargetType } from '@seamline/shared/contracts/moderation-constants';
import { addReport } from '@seamline/shared/domain/moderation/case';
import type { Seeder } from '../seed';
import { demoSocial } from './demo-posts-data';
import { demoPeople } from './demo-people-data';
import { DEMO_USER } from './demo-user';

const MINUTE_MS = 60_000;

/** One demo report: what, about whom, by whom, why. */
export interface DemoReport {
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  subjectUserId: string;
  reporterId: string;
  reason: ReportReason;
  details: string;
  minutesAgo: number;
}

/** The two demo reports: a demo post (spam) and a demo comment (harassment), neither Dana's nor by Dana. */
export function demoReports(social = demoSocial(), people = demoPeople()): DemoReport[] {
  const notDana = (id: string) => id !== DEMO_USER.id;
  const post = social.posts.find((p) => notDana(p.userId))!;
  const comment = social.comments.find((c) => notDana(c.userId) && c.userId !== post.userId)!;
  const reporterOf = (...not: string[]) => people.find((p) => !not.includes(p.id))!.id;
  return [
    {
      reportId: 'demo-report-1',
      targetType: 'post',
      targetId: post.postId,
      subjectUserId: post.userId,
      reporterId: reporterOf(post.userId),
      reason: 'spam',
      details: 'The caption advertises a discount shop in every post.',
      minutesAgo: 180,
    },
    {
      reportId: 'demo-report-2',
      targetType: 'comment',
      targetId: comment.commentId,
      subjectUserId: comment.userId,
      reporterId: reporterOf(comment.userId, comment.postAuthorId),
      reason: 'harassment',
      details: 'Mocking the poster’s body in the comments.',
      minutesAgo: 95,
    },
  ];
}

export const demoReportsSeeder: Seeder = {
  name: 'demo reports',
  run: async ({ db, now }) => {
    for (const r of demoReports()) {
      const createdAt = new Date(now.getTime() - r.minutesAgo * MINUTE_MS).toISOString();
      const round = addReport(null, { reportId: r.reportId, reason: r.reason, details: r.details, createdAt, bySystem: false });
      const { targetType, targetId } = r;
      await db.transaction
        .write(({ report, moderationCase }) => [
          moderationCase.create({ ...round, targetType, targetId, subjectUserId: r.subjectUserId, version: 1 }).commit(),
          report
            .create({ reportId: r.reportId, targetType, targetId, reporterId: r.reporterId, reason: r.reason, details: r.details, status: 'open', createdAt })
            .commit(),
        ])
        .go()
        .then(({ canceled, data }) => {
          if (canceled) throw Object.assign(new Error(`demo report ${r.reportId}: ${JSON.stringify(data)}`), { name: 'ConditionalCheckFailedException' });
        });
    }
  },
};
