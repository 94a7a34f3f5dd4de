/**
 * The moderation queue and its actions over HTTP (issue 33 §4): admin sessions only (401 / 403),
 * one row per target with its count and reasons, oldest first report first, in pages; remove
 * (the post answers 404 to everyone, the author is told 'Your post was removed: spam'), suspend
 * (the person's sessions end at once: their next request is refused, sign-in 403 'This account is suspended'), restore
 * (undoes both), dismiss; the audit log; two admins acting at once; bad input.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MODERATION_ERRORS, MODERATION_LIMITS } from '@seamline/shared/contracts/moderation';
import { postJson, registerUser } from '../fixtures/accounts';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, closetPhotoUpload } from './collections-helpers';
import { createPost, someProductId } from './posts-helpers';
import { bell, STREAM_WAIT } from './notifications-helpers';
import { adminCookie } from './analytics-helpers';
import { addSuggestion, closetProduct, createEvent, follow } from './outfits-helpers';
import { auditLog, caseOf, fileReport, newAdmin, postBy, queuePage, resolve, wholeQueue } from './moderation-helpers';

const baseUrl = inject('baseUrl');
let admin: { cookie: string; id: string; name: string };
let author: UserWithSession;
let r1: UserWithSession;
let r2: UserWithSession;
let r3: UserWithSession;
beforeAll(async () => {
  [admin, author, r1, r2, r3] = await Promise.all([newAdmin(), createUserWithSession(), createUserWithSession(), createUserWithSession(), createUserWithSession()]);
});

/** Files `reason` on `postId` by `who`; asserts 201 and answers the report id. */
async function reportPost(who: UserWithSession, postId: string, reason: string, details?: string): Promise<string> {
  const res = await fileReport(who, { targetType: 'post', targetId: postId, reason, ...(details ? { details } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/**
 * What an ended session answers: the gateway's authorizer refuses a cookie whose session no
 * longer exists with 403 (401 is for no cookie at all), as after 'Sign out of all other devices'.
 */
const ENDED = 403;

const postStatus = async (s: UserWithSession, postId: string) => (await call('GET', `/api/posts/${postId}`, s)).status;

describe('who may use the moderation routes', () => {
  it('no admin session → 401; a user session → 403 (queue, resolve, audit log)', async () => {
    expect((await queuePage(undefined)).status).toBe(401);
    expect((await queuePage(r1.cookie)).status).toBe(403);
    expect((await auditLog(undefined)).status).toBe(401);
    expect((await auditLog(r1.cookie)).status).toBe(403);
    expect((await resolve(undefined, 'r', { action: 'dismiss' })).status).toBe(401);
    expect((await resolve(r1.cookie, 'r', { action: 'dismiss' })).status).toBe(403);
  });
});

describe('GET /api/admin/reports', () => {
  it('groups reports per target with counts, reasons (most frequent first) and details; oldest first report first', async () => {
    const [a, b] = [await postBy(author, 'caption of A'), await postBy(author, 'caption of B')];
    const firstOfB = await reportPost(r1, b.id, 'spam');
    await reportPost(r1, a.id, 'hate');
    await reportPost(r2, b.id, 'spam', 'Links to a fake shop');
    await reportPost(r3, b.id, 'hate');
    const rows = await wholeQueue(admin.cookie);
    const rowB = rows.find((c) => c.targetId === b.id)!;
    const rowA = rows.find((c) => c.targetId === a.id)!;
    expect(rowB).toMatchObject({
      reportId: firstOfB,
      targetType: 'post',
      status: 'open',
      reportCount: 3,
      reasons: [{ reason: 'spam', count: 2 }, { reason: 'hate', count: 1 }],
      details: ['Links to a fake shop'],
      author: { id: author.userId, username: author.user.username, suspended: false },
      preview: { text: 'caption of B', imageUrl: null },
      hidden: false,
      bySystem: false,
      resolution: null,
    });
    expect(rowA).toMatchObject({ reportCount: 1, reasons: [{ reason: 'hate', count: 1 }] });
    expect(rows.indexOf(rowB)).toBeLessThan(rows.indexOf(rowA));
  });

  it("previews a post's caption and first photo (a signed URL of the stored copy)", async () => {
    const photo = await closetPhotoUpload(author);
    const post = await createPost(author, await someProductId(author), { caption: 'with a photo', images: [photo] });
    await reportPost(r3, post.id, 'nudity');
    const row = await caseOf(admin.cookie, post.id);
    expect(row?.preview.text).toBe('with a photo');
    expect(row?.preview.imageUrl).toContain(`posts/${author.userId}/`);
    const image = await fetch(row!.preview.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('pages of at most 20, oldest first across pages, no row twice; a foreign or broken cursor → 400; an unknown status → 400', async () => {
    // Enough open rows for several pages: 21 more people reported.
    const people = await Promise.all(Array.from({ length: MODERATION_LIMITS.queuePage + 1 }, () => createUserWithSession()));
    // Each reported by the next (one report each: the reporters' hourly limit stays out of it).
    for (const [i, p] of people.entries()) {
      const by = people[(i + 1) % people.length];
      expect((await fileReport(by, { targetType: 'user', targetId: p.userId, reason: 'spam' })).status).toBe(201);
    }
    const first = await queuePage(admin.cookie, '?status=open');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(MODERATION_LIMITS.queuePage);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rows = await wholeQueue(admin.cookie);
    expect(new Set(rows.map((r) => `${r.targetType}:${r.targetId}`)).size).toBe(rows.length);
    const times = rows.map((r) => r.firstReportedAt);
    expect([...times].sort()).toEqual(times);
    for (const p of people) expect(rows.some((r) => r.targetId === p.userId)).toBe(true);
    expect((await queuePage(admin.cookie, '?cursor=not-a-cursor')).status).toBe(400);
    expect((await queuePage(admin.cookie, '?status=pending')).status).toBe(400);
  });
});

describe('demo data', () => {
  it('the dev admin finds two open reports of demo content by demo people, with different reasons', async () => {
    const dev = await adminCookie(baseUrl);
    const demo = (await wholeQueue(dev)).filter((c) => c.reportId.startsWith('demo-report-'));
    expect(demo.map((c) => [c.targetType, c.reasons[0]?.reason, c.status])).toEqual([
      ['post', 'spam', 'open'],
      ['comment', 'harassment', 'open'],
    ]);
    for (const c of demo) expect(c.author).not.toBeNull();
  });
});

describe('POST /api/admin/reports/{reportId}/resolve', () => {
  it('remove: the post answers 404 to everyone, its author included; the author is told why; the audit log says who, what, why', async () => {
    const post = await postBy(author);
    const reportId = await reportPost(r1, post.id, 'spam');
    const second = await reportPost(r2, post.id, 'spam');
    const res = await resolve(admin.cookie, reportId, { action: 'remove', note: 'Obvious spam' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ reportId, action: 'remove', resolvedReports: 2, hidden: true });
    for (const s of [r1, r3, author]) expect(await postStatus(s, post.id)).toBe(404);
    await waitFor('the removal notice', async () => (await bell(author)).items.some((n) => n.message === 'Your post was removed: spam' && n.type === 'other'), STREAM_WAIT);
    expect(await caseOf(admin.cookie, post.id)).toBeUndefined();
    const resolved = await caseOf(admin.cookie, post.id, 'resolved');
    expect(resolved).toMatchObject({ status: 'resolved', hidden: true, resolution: { action: 'remove', note: 'Obvious spam', adminName: admin.name } });
    const log = await auditLog(admin.cookie);
    expect(log.status).toBe(200);
    const entry = log.body.items.find((e) => e.targetId === post.id)!;
    expect(entry).toMatchObject({ admin: { id: admin.id, name: admin.name }, action: 'remove', targetType: 'post', subjectUserId: author.userId, note: 'Obvious spam' });
    expect([...entry.reportIds].sort()).toEqual([reportId, second].sort());
    // Removed content no longer exists for anyone: reporting it again answers 404.
    expect((await fileReport(r1, { targetType: 'post', targetId: post.id, reason: 'spam' })).status).toBe(404);

    // Restore: the post is back for everyone.
    const restored = await resolve(admin.cookie, reportId, { action: 'restore', note: 'Appeal accepted' });
    expect(restored.body).toMatchObject({ action: 'restore', resolvedReports: 0, hidden: false });
    for (const s of [r1, author]) expect(await postStatus(s, post.id)).toBe(200);
    const newest = (await auditLog(admin.cookie)).body.items.filter((e) => e.targetId === post.id).map((e) => e.action);
    expect(newest.slice(0, 2)).toEqual(['restore', 'remove']);
  });

  it('remove of a post comment and of a suggestion comment: gone from its thread, its author told why; restore brings it back', async () => {
    const [writer, planner, guest] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    const post = await postBy(author);
    const comment = await call<{ id: string }>('POST', `/api/posts/${post.id}/comments`, writer, { content: 'a rude comment' });
    expect(comment.status).toBe(201);
    const event = await createEvent(planner, { eventName: 'Reported plans', isPublic: true });
    // Only a member of the event sees (and so may report) its comments: the guest collaborates.
    await follow(planner, guest);
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, planner, { userIds: [guest.userId] })).status).toBe(200);
    const plan = await addSuggestion(planner, event.id, { closetItemIds: [await closetProduct(planner, 'tops')] });
    const path = `/api/outfit-suggestions/${plan.id}/comments`;
    const note = await call<{ id: string }>('POST', path, planner, { comment: 'a hateful note' });
    expect(note.status).toBe(201);

    const onComment = await fileReport(r1, { targetType: 'comment', targetId: comment.body.id, reason: 'harassment' });
    const onNote = await fileReport(guest, { targetType: 'suggestionComment', targetId: note.body.id, reason: 'hate' });
    expect([onComment.status, onNote.status]).toEqual([201, 201]);
    expect((await caseOf(admin.cookie, note.body.id))).toMatchObject({ targetType: 'suggestionComment', preview: { text: 'a hateful note' }, author: { id: planner.userId } });
    expect((await resolve(admin.cookie, onComment.body.id, { action: 'remove' })).body).toMatchObject({ hidden: true, resolvedReports: 1 });
    expect((await resolve(admin.cookie, onNote.body.id, { action: 'remove' })).body).toMatchObject({ hidden: true, resolvedReports: 1 });

    const thread = await call<{ items: { id: string }[] }>('GET', `/api/posts/${post.id}/comments`, author);
    expect(thread.body.items.map((c) => c.id)).not.toContain(comment.body.id);
    const notes = await call<{ items: { id: string }[] }>('GET', path, planner);
    expect(notes.body.items.map((c) => c.id)).not.toContain(note.body.id);
    await waitFor('the comment notices', async () => {
      const [w, p] = await Promise.all([bell(writer), bell(planner)]);
      return w.items.some((n) => n.message === 'Your comment was removed: harassment') && p.items.some((n) => n.message === 'Your comment was removed: hate speech');
    }, STREAM_WAIT);

    await resolve(admin.cookie, onNote.body.id, { action: 'restore' });
    expect((await call<{ items: { id: string }[] }>('GET', path, planner)).body.items.map((c) => c.id)).toContain(note.body.id);
  });

  it('remove of a person → 400; suspend ends every session of the person at once and sign-in answers 403; restore lifts it', async () => {
    const person = await registerUser(baseUrl);
    const asPerson = { cookie: person.cookie } as UserWithSession;
    expect((await api('GET', '/api/auth/user', { cookie: person.cookie })).status).toBe(200);
    const res = await fileReport(r1, { targetType: 'user', targetId: person.id, reason: 'harassment' });
    expect(res.status).toBe(201);
    const remove = await resolve(admin.cookie, res.body.id, { action: 'remove' });
    expect(remove.status).toBe(400);
    expect(remove.body.message).toBe(MODERATION_ERRORS.actionNotForTarget);

    const suspend = await resolve(admin.cookie, res.body.id, { action: 'suspend', note: 'Threats in comments' });
    expect(suspend.body).toEqual({ reportId: res.body.id, action: 'suspend', resolvedReports: 1, hidden: true });
    expect((await api('GET', '/api/auth/user', { cookie: person.cookie })).status).toBe(ENDED);
    expect((await call('GET', '/api/notifications', asPerson)).status).toBe(ENDED);
    const login = await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: person.username, password: person.password });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: 'This account is suspended' });
    // A wrong password stays the usual 401 (the suspension is told only to the account's owner).
    expect((await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: person.username, password: 'wrong-password-1' })).status).toBe(401);
    expect((await fileReport(r2, { targetType: 'user', targetId: person.id, reason: 'spam' })).status).toBe(404);
    expect((await caseOf(admin.cookie, person.id, 'resolved'))?.author).toMatchObject({ suspended: true });

    const restore = await resolve(admin.cookie, res.body.id, { action: 'restore' });
    expect(restore.body).toMatchObject({ action: 'restore', hidden: false });
    expect((await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: person.username, password: person.password })).status).toBe(200);
  });

  it('suspend on a post suspends its author; dismiss closes reports and changes nothing', async () => {
    const other = await createUserWithSession();
    const kept = await postBy(other);
    const dismissed = await reportPost(r1, kept.id, 'other', 'I just do not like it');
    const dismiss = await resolve(admin.cookie, dismissed, { action: 'dismiss' });
    expect(dismiss.body).toEqual({ reportId: dismissed, action: 'dismiss', resolvedReports: 1, hidden: false });
    expect(await postStatus(r1, kept.id)).toBe(200);
    expect(await caseOf(admin.cookie, kept.id, 'resolved')).toMatchObject({ hidden: false, resolution: { action: 'dismiss', note: null } });

    const post = await postBy(other);
    const reportId = await reportPost(r2, post.id, 'violence');
    const suspend = await resolve(admin.cookie, reportId, { action: 'suspend' });
    expect(suspend.body).toMatchObject({ action: 'suspend', hidden: true });
    expect((await call('GET', '/api/notifications', other)).status).toBe(ENDED);
    expect(await postStatus(r1, post.id)).toBe(404);
    expect(await postStatus(r1, kept.id)).toBe(404);
    await resolve(admin.cookie, reportId, { action: 'restore' });
    expect(await postStatus(r1, kept.id)).toBe(200);
  });

  it('two admins acting at once: the action is applied once — one answers 200, the other 409 (or finds nothing left to close)', async () => {
    const second = await newAdmin();
    const writer = await createUserWithSession();
    const post = await postBy(writer);
    const reportId = await reportPost(r1, post.id, 'nudity');
    await reportPost(r2, post.id, 'nudity');
    const answers = await Promise.all([admin, second].map((a) => resolve(a.cookie, reportId, { action: 'remove' })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.filter((a) => a.body.resolvedReports === 2)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(MODERATION_ERRORS.concurrentResolve);
    }
    await waitFor('the removal notice', async () => (await bell(writer)).items.some((n) => n.message === 'Your post was removed: nudity'), STREAM_WAIT);
    expect((await bell(writer)).items.filter((n) => n.message?.startsWith('Your post was removed')).length).toBe(1);
    const entries = (await auditLog(admin.cookie)).body.items.filter((e) => e.targetId === post.id);
    expect(entries).toHaveLength(ok.length);
  });

  it('an unknown report → 404; garbage → 400', async () => {
    const unknown = await resolve(admin.cookie, 'no-such-report', { action: 'dismiss' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MODERATION_ERRORS.reportNotFound);
    const post = await postBy(author);
    const reportId = await reportPost(r3, post.id, 'spam');
    expect((await resolve(admin.cookie, reportId, { action: 'ban' })).status).toBe(400);
    const long = await resolve(admin.cookie, reportId, { action: 'dismiss', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MODERATION_ERRORS.noteTooLong);
    expect((await resolve(admin.cookie, 'bad id!', { action: 'dismiss' })).status).toBe(400);
    expect((await auditLog(admin.cookie, '?cursor=garbage')).status).toBe(400);
  });
});
