/**
 * Reports over HTTP (issue 33 §3): `POST /api/reports` — 201 a new report, 200 the same report
 * for the same person's repeat (no new queue entry), 400 for an unknown reason or oneself, 404
 * for an unknown target or one hidden by a block, 401 without a session, 20 created an hour
 * (a simultaneous burst of 25 → exactly 20), and the Idempotency-Key replay.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ERRORS, reportSchema } from '@seamline/shared/contracts/moderation';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { fileReport, newAdmin, postBy, wholeQueue } from './moderation-helpers';

let author: UserWithSession;
let reporter: UserWithSession;
let admin: string;
beforeAll(async () => {
  [author, reporter] = await Promise.all([createUserWithSession(), createUserWithSession()]);
  admin = (await newAdmin()).cookie;
});

describe('POST /api/reports', () => {
  it('files a report of a post → 201 {id, status: open}; the same person again → 200 the same report, one queue row of one report', async () => {
    const post = await postBy(author);
    const first = await fileReport(reporter, { targetType: 'post', targetId: post.id, reason: 'spam', details: 'Buy followers link' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const report = reportSchema.parse(first.body);
    expect(report).toMatchObject({ targetType: 'post', targetId: post.id, reason: 'spam', status: 'open' });
    const again = await fileReport(reporter, { targetType: 'post', targetId: post.id, reason: 'hate' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(report);
    const rows = (await wholeQueue(admin)).filter((c) => c.targetId === post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reportId: report.id, reportCount: 1, reasons: [{ reason: 'spam', count: 1 }], details: ['Buy followers link'] });
  });

  it('reports comments and people too', async () => {
    const post = await postBy(author);
    const comment = await call<{ id: string }>('POST', `/api/posts/${post.id}/comments`, author, { content: 'a comment to report' });
    expect(comment.status).toBe(201);
    const onComment = await fileReport(reporter, { targetType: 'comment', targetId: comment.body.id, reason: 'harassment' });
    expect(onComment.status, JSON.stringify(onComment.body)).toBe(201);
    const onPerson = await fileReport(reporter, { targetType: 'user', targetId: author.userId, reason: 'impersonation' });
    expect(onPerson.status, JSON.stringify(onPerson.body)).toBe(201);
  });

  it('refuses garbage → 400 with the contract messages', async () => {
    const post = await postBy(author);
    const reason = await fileReport(reporter, { targetType: 'post', targetId: post.id, reason: 'boring' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toBe(MODERATION_ERRORS.unknownReason);
    const type = await fileReport(reporter, { targetType: 'closet', targetId: post.id, reason: 'spam' });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe(MODERATION_ERRORS.unknownTargetType);
    const long = await fileReport(reporter, { targetType: 'post', targetId: post.id, reason: 'other', details: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MODERATION_ERRORS.detailsTooLong);
    expect((await fileReport(reporter, 'not json')).status).toBe(400);
  });

  it('reporting oneself or one\'s own content → 400', async () => {
    const post = await postBy(author);
    for (const body of [
      { targetType: 'user', targetId: author.userId, reason: 'spam' },
      { targetType: 'post', targetId: post.id, reason: 'spam' },
    ]) {
      const res = await fileReport(author, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MODERATION_ERRORS.selfReport);
    }
  });

  it('an unknown target → 404, for every kind', async () => {
    for (const targetType of ['post', 'comment', 'user', 'suggestionComment']) {
      const res = await fileReport(reporter, { targetType, targetId: randomUUID(), reason: 'spam' });
      expect(res.status, targetType).toBe(404);
      expect(res.body.message).toBe(MODERATION_ERRORS.targetNotFound);
    }
  });

  it('a target hidden from the reporter by a block (the author blocked them) → 404 like an unknown one', async () => {
    const [blocker, blocked] = await Promise.all([createUserWithSession(), createUserWithSession()]);
    const post = await postBy(blocker);
    const block = await call('POST', `/api/users/${blocked.userId}/block`, blocker);
    expect(block.status).toBe(200);
    for (const body of [
      { targetType: 'post', targetId: post.id, reason: 'spam' },
      { targetType: 'user', targetId: blocker.userId, reason: 'spam' },
    ]) {
      const res = await fileReport(blocked, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MODERATION_ERRORS.targetNotFound);
    }
  });

  it("the reporter's data lists their reports (the one enumeration the data export writes and account deletion deletes)", async () => {
    const someone = await createUserWithSession();
    const res = await fileReport(someone, { targetType: 'user', targetId: author.userId, reason: 'impersonation', details: 'Uses my photos' });
    expect(res.status).toBe(201);
    const { USER_DATA_SOURCES } = await import('@seamline/functions/privacy/user-data');
    const page = await USER_DATA_SOURCES.reports.page(someone.userId, null, 10);
    expect(page.items).toEqual([expect.objectContaining({ reportId: res.body.id, reporterId: someone.userId, targetId: author.userId, details: 'Uses my photos' })]);
  });

  it('no session → 401', async () => {
    const post = await postBy(author);
    expect((await fileReport(undefined, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(401);
  });

  it('Idempotency-Key: the same key replays the first answer (201, same id) and files nothing more', async () => {
    const post = await postBy(author);
    const key = randomUUID();
    const body = { targetType: 'post', targetId: post.id, reason: 'violence' };
    const first = await fileReport(reporter, body, { 'idempotency-key': key });
    const replay = await fileReport(reporter, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await wholeQueue(admin)).find((c) => c.targetId === post.id)?.reportCount).toBe(1);
  });

  it(`limit: a simultaneous burst of 25 reports of different people → exactly ${RATE_LIMITS.contentReport.max} created, the rest 429; repeats are not counted`, async () => {
    const busy = await createUserWithSession();
    const people = await Promise.all(Array.from({ length: 25 }, () => createUserWithSession()));
    const answers = await Promise.all(people.map((p) => fileReport(busy, { targetType: 'user', targetId: p.userId, reason: 'spam' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.contentReport.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - RATE_LIMITS.contentReport.max);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^You've sent a lot of reports\. Please try again in /);
    // A repeat of a filed report answers it (200) although the limit is used up.
    const filed = people[statuses.indexOf(201)]!;
    expect((await fileReport(busy, { targetType: 'user', targetId: filed.userId, reason: 'spam' })).status).toBe(200);
  });
});
