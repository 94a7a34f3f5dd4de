/**
 * Moderation at its edges, over HTTP (issue 33 §3–§4): a suspension racing the person's own
 * sign-ins leaves no live session (the session transaction checks the user; `endSessions` sweeps
 * a consistent index), and a suspension whose sweep never ran is swept by the stream; a case whose
 * first report went with its reporter's deleted account stays resolvable; the system reports again
 * after a resolution (one report per round); a suggestion
 * comment can be reported only by members of its event.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MODERATION_ERRORS } from '@seamline/shared/contracts/moderation';
import { registerUser } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, follow } from './outfits-helpers';
import { caseOf, fileReport, newAdmin, postBy, resolve } from './moderation-helpers';

const baseUrl = inject('baseUrl');
const JOB_WAIT = { timeoutMs: 120_000, intervalMs: 200 };
/** An ended session's answer: the authorizer refuses a cookie whose session is gone (403). */
const ENDED = 403;
const sessionStatus = async (cookie: string) => (await api('GET', '/api/auth/user', { cookie })).status;

let admin: { cookie: string; id: string; name: string };
let reporter: UserWithSession;
beforeAll(async () => {
  [admin, reporter] = await Promise.all([newAdmin(), createUserWithSession()]);
});

describe('a suspension whose resolve Lambda died before its sweep', () => {
  it('still ends every session of the person: the session-ended processor sweeps on the User change', async () => {
    const person = await createUserWithSession();
    const second = await createUserWithSession();
    expect(await sessionStatus(person.cookie)).toBe(200);
    // The resolve transaction's effect on the person, without the route's own sweep after it.
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await db.entities.user.patch({ id: person.userId }).set({ suspendedAt: new Date().toISOString() }).go();
    await waitFor('the session to end', async () => (await sessionStatus(person.cookie)) === ENDED || undefined, { timeoutMs: 30_000, intervalMs: 100 });
    // Nobody else's session is touched.
    expect(await sessionStatus(second.cookie)).toBe(200);
  });
});

describe('suspension racing sign-ins', () => {
  it('sign-ins fired together with the suspension: every cookie that came back is refused, and no later sign-in succeeds', async () => {
    const person = await registerUser(baseUrl);
    const report = await fileReport(reporter, { targetType: 'user', targetId: person.id, reason: 'harassment' });
    expect(report.status).toBe(201);
    const signIn = () => api('POST', '/api/auth/login', { body: { usernameOrEmail: person.username, password: person.password } });

    const [suspend, ...signIns] = await Promise.all([
      resolve(admin.cookie, report.body.id, { action: 'suspend' }),
      ...Array.from({ length: 6 }, () => signIn()),
    ]);
    expect(suspend.status).toBe(200);
    for (const res of signIns) expect([200, 403]).toContain(res.status);
    const cookies = [
      person.cookie,
      ...signIns.flatMap((res) => res.headers.getSetCookie().filter((c) => c.startsWith('sl_session=') && !c.startsWith('sl_session=;')).map((c) => c.split(';')[0]!)),
    ];
    for (const cookie of cookies) expect(await sessionStatus(cookie)).toBe(ENDED);

    const later = await Promise.all(Array.from({ length: 3 }, () => signIn()));
    expect(later.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(later[0]!.body).toEqual({ message: MODERATION_ERRORS.suspended });
  });
});

describe('a case outlives its reporter', () => {
  it("the first reporter deletes their account: the queue row's reportId still resolves (dismiss)", async () => {
    const author = await createUserWithSession();
    const gone = await registerUser(baseUrl);
    const post = await postBy(author);
    const first = await fileReport({ cookie: gone.cookie } as UserWithSession, { targetType: 'post', targetId: post.id, reason: 'spam' });
    expect(first.status).toBe(201);
    expect((await caseOf(admin.cookie, post.id))?.reportId).toBe(first.body.id);

    const deletion = await api('DELETE', `/api/users/${gone.id}`, { cookie: gone.cookie, body: { password: gone.password } });
    expect(deletion.status).toBe(202);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await waitFor('the reporter\'s report to be deleted with the account', async () => {
      const { data } = await db.entities.report.query.byId({ reportId: first.body.id }).go();
      return data.length === 0;
    }, JOB_WAIT);

    const row = await caseOf(admin.cookie, post.id);
    expect(row).toMatchObject({ reportId: first.body.id, reportCount: 1 });
    const dismiss = await resolve(admin.cookie, row!.reportId, { action: 'dismiss' });
    expect([dismiss.status, dismiss.body]).toEqual([200, { reportId: first.body.id, action: 'dismiss', resolvedReports: 0, hidden: false }]);
    expect(await caseOf(admin.cookie, post.id, 'resolved')).toMatchObject({ resolution: { action: 'dismiss' } });
    expect((await resolve(admin.cookie, randomUUID(), { action: 'dismiss' })).status).toBe(404);
  });
});

describe('system reports', () => {
  it('one per round: a repeat while the case is open adds nothing; after a resolution the next one opens a new round', async () => {
    const { fileSystemReport } = await import('@seamline/functions/moderation/reports.service');
    const author = await createUserWithSession();
    const post = await postBy(author);
    const first = await fileSystemReport('post', post.id, 'nudity', 'review band');
    const repeat = await fileSystemReport('post', post.id, 'nudity', 'review band');
    expect(repeat?.id).toBe(first?.id);
    expect(await caseOf(admin.cookie, post.id)).toMatchObject({ reportId: first!.id, reportCount: 1, bySystem: true });
    expect((await resolve(admin.cookie, first!.id, { action: 'dismiss' })).body).toMatchObject({ resolvedReports: 1 });

    const next = await fileSystemReport('post', post.id, 'violence', 'another photo');
    expect(next?.id).toBeDefined();
    expect(next!.id).not.toBe(first!.id);
    expect(next).toMatchObject({ status: 'open', reason: 'violence' });
    expect(await caseOf(admin.cookie, post.id)).toMatchObject({ reportId: next!.id, reportCount: 1, bySystem: true, reasons: [{ reason: 'violence', count: 1 }] });
    // A person's report joins that round; the system's repeat in it still adds nothing.
    expect((await fileReport(reporter, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(201);
    expect((await fileSystemReport('post', post.id, 'violence'))?.id).toBe(next!.id);
    expect(await caseOf(admin.cookie, post.id)).toMatchObject({ reportId: next!.id, reportCount: 2 });
  });
});

describe('suggestion comments', () => {
  it('only a member of the event may report one: anyone else → 404 like an unknown id', async () => {
    const [planner, guest, outsider] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    const event = await createEvent(planner, { eventName: 'Members only', isPublic: true });
    await follow(planner, guest);
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, planner, { userIds: [guest.userId] })).status).toBe(200);
    const plan = await addSuggestion(planner, event.id, { closetItemIds: [await closetProduct(planner, 'tops')] });
    const note = await call<{ id: string }>('POST', `/api/outfit-suggestions/${plan.id}/comments`, planner, { comment: 'a note only members see' });
    expect(note.status).toBe(201);
    const body = { targetType: 'suggestionComment', targetId: note.body.id, reason: 'spam' };

    const outside = await fileReport(outsider, body);
    expect([outside.status, outside.body.message]).toEqual([404, MODERATION_ERRORS.targetNotFound]);
    expect((await fileReport(guest, body)).status).toBe(201);
  });
});
