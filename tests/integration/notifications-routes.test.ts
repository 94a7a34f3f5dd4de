/**
 * The notifications routes' error matrix over HTTP (issue 18): 401 without a session, 403 for
 * someone else's preferences, 404 for someone else's / unknown notification ids, 400 for bad
 * input; and the preferences round trip (all on by default).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from '@seamline/shared/contracts/notifications';
import { api } from '../fixtures/api';
import { apply, bell, commented, person, send } from './notifications-helpers';

const prefsPath = (userId: string) => `/api/users/${userId}/notification-preferences`;

describe('401 without a session', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/seen'],
    ['POST', '/api/notifications/comment-0123/read'],
    ['DELETE', '/api/notifications'],
    ['GET', prefsPath('someone')],
    ['PUT', prefsPath('someone')],
  ])('%s %s → 401', async (method, path) => {
    const res = await api(method, path, { body: method === 'PUT' ? DEFAULT_NOTIFICATION_PREFERENCES : undefined, headers: { 'x-requested-with': 'seamline' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  it('starts empty with a zero badge; 400 for a bad limit or a cursor of another list', async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    expect(await bell(a)).toEqual({ items: [], unseenCount: 0, nextCursor: null });
    expect((await api('GET', '/api/notifications?limit=0', { cookie: a.cookie })).status).toBe(400);
    expect((await api('GET', '/api/notifications?limit=101', { cookie: a.cookie })).status).toBe(400);
    expect((await api('GET', '/api/notifications?cursor=not-a-cursor', { cookie: a.cookie })).status).toBe(400);
    // A cursor of Ben's list does not page Ana's.
    for (let i = 0; i < 2; i++) await apply(commented(randomUUID(), a.userId, b.userId));
    const { nextCursor } = await bell(b, '?limit=1');
    expect(nextCursor).toBeTruthy();
    const foreign = await api<{ message: string }>('GET', `/api/notifications?cursor=${nextCursor!}`, { cookie: a.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Invalid cursor');
  });
});

describe('POST /api/notifications/{notificationId}/read', () => {
  it("marks the caller's row read; someone else's id → 404 and their row stays unread; bad id → 400", async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    await apply(commented(randomUUID(), b.userId, a.userId));
    const [row] = (await bell(a)).items;
    const foreign = await send('POST', `/api/notifications/${row!.id}/read`, b);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Notification not found' });
    expect((await bell(a)).items[0]!.isRead).toBe(false);
    expect((await send('POST', '/api/notifications/comment-unknown/read', a)).status).toBe(404);
    expect((await send('POST', '/api/notifications/bad%20id!/read', a)).status).toBe(400);

    const ok = await send('POST', `/api/notifications/${row!.id}/read`, a);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ notificationId: row!.id, isRead: true, unseenCount: 1 });
    expect((await bell(a)).items[0]!.isRead).toBe(true);
    // Again: still 200 (idempotent).
    expect((await send('POST', `/api/notifications/${row!.id}/read`, a)).status).toBe(200);
  });
});

describe('POST /api/notifications/seen and DELETE /api/notifications', () => {
  it('seen → {unseenCount: 0}; Clear All → 204; both refuse a cross-site form post (403)', async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    await apply(commented(randomUUID(), b.userId, a.userId));
    expect((await api('POST', '/api/notifications/seen', { cookie: a.cookie, headers: { 'content-type': 'text/plain' } })).status).toBe(403);
    expect((await api('DELETE', '/api/notifications', { cookie: a.cookie, headers: { 'content-type': 'text/plain' } })).status).toBe(403);
    const seen = await send('POST', '/api/notifications/seen', a);
    expect(seen).toMatchObject({ status: 200, body: { unseenCount: 0 } });
    expect((await bell(a)).items).toHaveLength(1);
    expect((await send('DELETE', '/api/notifications', a)).status).toBe(204);
    expect((await bell(a)).items).toEqual([]);
    // Clearing an empty list is fine too.
    expect((await send('DELETE', '/api/notifications', a)).status).toBe(204);
  });
});

describe('GET/PUT /api/users/{userId}/notification-preferences', () => {
  it('all on by default; PUT replaces them; oneself only (403); 400 for a bad body', async () => {
    const [a, b] = await Promise.all([person('Ana'), person('Ben')]);
    const read = await api('GET', prefsPath(a.userId), { cookie: a.cookie });
    expect(read.status).toBe(200);
    expect(notificationPreferencesSchema.parse(read.body)).toEqual({ likes: true, comments: true, follows: true, shares: true, eventInvites: true });

    const changed = { ...DEFAULT_NOTIFICATION_PREFERENCES, likes: false, eventInvites: false };
    const put = await api('PUT', prefsPath(a.userId), { cookie: a.cookie, body: changed });
    expect(put).toMatchObject({ status: 200, body: changed });
    expect((await api('GET', prefsPath(a.userId), { cookie: a.cookie })).body).toEqual(changed);

    expect((await api('GET', prefsPath(a.userId), { cookie: b.cookie })).status).toBe(403);
    expect((await api('PUT', prefsPath(a.userId), { cookie: b.cookie, body: DEFAULT_NOTIFICATION_PREFERENCES })).status).toBe(403);
    expect((await api('GET', prefsPath(a.userId), { cookie: a.cookie })).body).toEqual(changed);

    const missing = await api<{ fieldErrors: Record<string, string[]> }>('PUT', prefsPath(a.userId), {
      cookie: a.cookie,
      body: { likes: true },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(expect.arrayContaining(['comments', 'follows', 'shares', 'eventInvites']));
    expect((await api('PUT', prefsPath(a.userId), { cookie: a.cookie, body: { ...changed, likes: 'yes' } })).status).toBe(400);
    expect((await api('PUT', prefsPath(a.userId), { cookie: a.cookie, body: '{not json' })).status).toBe(400);
    expect((await api('GET', prefsPath('bad id!'), { cookie: a.cookie })).status).toBe(400);
  });
});
