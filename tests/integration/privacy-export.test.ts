/**
 * Data export (issue 22, GDPR Art. 20) against the local runtime, over HTTP: the routes' refusals
 * (no session, someone else's id, garbage), then a person with data in many areas asks for an
 * export: 202 pending (an Idempotency-Key replay answers the same job), the stream-driven job
 * writes ONE ZIP to the bucket, GET answers `ready` with a presigned link, the archive holds a
 * JSON file per kind of data and the person's photos — and no password hash, token hash or other
 * person's private data — and the outbox has the 'ready' email. A second request within the
 * hour → 429 with Retry-After.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DATA_EXPORT_ERRORS, DATA_EXPORT_TEXTS, dataExportSchema, type DataExport } from '@seamline/shared/contracts/data-export';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { api } from '../fixtures/api';
import { registerUser } from '../fixtures/accounts';
import { messagesTo } from '../fixtures/outbox';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, closetPhotoUpload, seededProducts } from './collections-helpers';

const env = inject('runtimeEnv');
const JOB_WAIT = { timeoutMs: 60_000, intervalMs: 200 };

const exportPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/export`;
const start = (s: { cookie?: string } | undefined, userId: string, key = crypto.randomUUID()) =>
  api<DataExport & { message?: string }>('POST', exportPath(userId), { cookie: s?.cookie, body: {}, headers: { 'Idempotency-Key': key } });
const read = (s: { cookie?: string } | undefined, userId: string) => api<DataExport & { message?: string }>('GET', exportPath(userId), { cookie: s?.cookie });

async function ok<T = Record<string, unknown>>(res: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const r = await res;
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body as T;
}

describe('data export routes refuse', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  beforeAll(async () => {
    [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
  });

  it('no session → 401 (POST and GET)', async () => {
    expect((await start(undefined, a.userId)).status).toBe(401);
    expect((await read(undefined, a.userId)).status).toBe(401);
  });

  it("another person's id → 403 with the message, and nothing starts for them", async () => {
    const res = await start(b, a.userId);
    expect([res.status, res.body.message]).toEqual([403, DATA_EXPORT_ERRORS.notYourData]);
    expect((await read(b, a.userId)).status).toBe(403);
    expect((await read(a, a.userId)).status).toBe(404);
  });

  it('garbage ids → 4xx; never asked → 404 with the message', async () => {
    expect((await start(a, 'x'.repeat(65))).status).toBe(400);
    expect((await read(a, 'x'.repeat(65))).status).toBe(400);
    const none = await read(a, a.userId);
    expect([none.status, none.body.message]).toEqual([404, DATA_EXPORT_ERRORS.noExport]);
  });
});

describe('a data export', () => {
  it('is ready within a minute with a JSON file per kind of data and the photos, emailed, and limited to one an hour', async () => {
    const registered = await registerUser(inject('baseUrl'));
    const me: UserWithSession = {
      userId: registered.id,
      cookie: registered.cookie,
      token: registered.cookie.split('=')[1]!,
      user: { id: registered.id, username: registered.username, email: registered.email, createdAt: '', updatedAt: '' },
    };
    const [other, blockedByMe, blockingMe] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    const [p1, p2, p3] = (await seededProducts(me, 3)).map((p) => p.id);

    await ok(call('POST', `/api/users/${me.userId}/measurements`, me, { height: 65, bust: 34, waist: 28, hips: 38, unit: 'inches' }), 'measurements 1');
    await ok(call('POST', `/api/users/${me.userId}/measurements`, me, { height: 66, bust: 34, waist: 28, hips: 38, unit: 'inches' }), 'measurements 2');
    const photoKey = await closetPhotoUpload(me, '#aa3366');
    await ok(call('POST', `/api/closets/${me.userId}/custom-items`, me, { name: 'Linen shirt', category: 'tops', size: 'M', color: 'White', photoKeys: [photoKey] }), 'custom item');
    await ok(call('POST', `/api/closets/${me.userId}/items`, me, { productId: p1 }), 'closet product');
    const board = await ok<{ id: string }>(
      api('POST', '/api/moodboards', { cookie: me.cookie, body: { name: 'Summer', isPublic: false }, headers: { 'Idempotency-Key': `board-${me.userId}` } }),
      'moodboard',
    );
    await ok(call('POST', `/api/moodboards/${board.id}/items`, me, { productId: p2 }), 'moodboard item');
    await ok(call('POST', `/api/users/${other.userId}/follow`, me), 'follow');
    await ok(call('POST', '/api/posts', me, { productId: p3, caption: `export by ${me.user.username}` }), 'post');
    await ok(call('PUT', `/api/users/${me.userId}/privacy`, me, { ...DEFAULT_PRIVACY_SETTINGS, dataRetention: '1year' }), 'privacy');
    await ok(call('POST', `/api/users/${blockedByMe.userId}/block`, me), 'block');
    await ok(call('POST', `/api/users/${me.userId}/block`, blockingMe), 'blocked by someone');

    // Start: 202 pending; the same Idempotency-Key answers the same job.
    const key = crypto.randomUUID();
    const started = Date.now();
    const first = await start(me, me.userId, key);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const job = dataExportSchema.parse(first.body);
    expect(job.status).toBe('pending');
    const replay = await start(me, me.userId, key);
    expect([replay.status, replay.body.exportId]).toEqual([202, job.exportId]);

    // The job: ready within a minute (JOB_WAIT), with a presigned link.
    const ready = await waitFor(
      'the export to be ready',
      async () => {
        const res = await read(me, me.userId);
        expect(res.status).toBe(200);
        return res.body.status === 'ready' ? dataExportSchema.parse(res.body) : undefined;
      },
      JOB_WAIT,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(ready.exportId).toBe(job.exportId);
    expect(ready.url).toBeTruthy();
    expect(Date.parse(ready.urlExpiresAt!) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    console.info(`[export] ready after ${seconds.toFixed(1)} s: ${ready.files} files, ${ready.sizeBytes} bytes`);

    // The archive: one ZIP with a JSON file per kind of data and the photo, no secrets.
    const download = await fetch(ready.url!);
    expect(download.status).toBe(200);
    const zipBytes = new Uint8Array(await download.arrayBuffer());
    expect(zipBytes.length).toBe(ready.sizeBytes);
    const files = unzipSync(zipBytes);
    const names = Object.keys(files);
    expect(names.length).toBe(ready.files);
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(json('data/account.json')).toMatchObject({ id: me.userId, username: registered.username, email: registered.email });
    expect(json('data/measurements.json')).toHaveLength(2);
    const closet = json('data/closetItems.json') as { name?: string; productId?: string }[];
    expect(closet.map((i) => i.name ?? i.productId).sort()).toEqual(['Linen shirt', p1].sort());
    expect((json('data/moodboards.json') as { name: string }[]).map((m) => m.name)).toEqual(['Summer']);
    expect((json('data/moodboardItems.json') as { productId: string }[]).map((m) => m.productId)).toEqual([p2]);
    expect((json('data/following.json') as { followingId: string }[]).map((f) => f.followingId)).toEqual([other.userId]);
    expect((json('data/posts.json') as { caption: string }[]).map((p) => p.caption)).toEqual([`export by ${me.user.username}`]);
    expect(json('data/privacySettings.json')).toMatchObject({ dataRetention: '1year' });
    // The person's own block is exported; who blocked them is not (a block never tells, issue 33).
    expect((json('data/blocks.json') as { otherUserId: string; direction: string }[]).map((b) => [b.otherUserId, b.direction])).toEqual([[blockedByMe.userId, 'blocks']]);
    expect(names).toContain('README.txt');
    // Every source of the one enumeration that deletion also uses has its file (empty or not).
    const { USER_DATA_SOURCES } = await import('@seamline/functions/privacy/user-data');
    const { NOT_EXPORTED } = await import('@seamline/functions/privacy/export-archive');
    for (const source of Object.keys(USER_DATA_SOURCES)) {
      if (!(NOT_EXPORTED as readonly string[]).includes(source)) expect(names).toContain(`data/${source}.json`);
    }
    for (const excluded of ['idempotencyRecords', 'connections', 'userTokens', 'deviceAccounts', 'dataExport']) expect(names).not.toContain(`data/${excluded}.json`);
    // The closet photo, byte for byte (the stored copies are re-encoded from the upload).
    const photos = names.filter((n) => n.startsWith(`photos/closet/${me.userId}/`));
    expect(photos.length).toBeGreaterThanOrEqual(1);
    expect(names.every((n) => !n.startsWith('photos/') || n.includes(`/${me.userId}/`))).toBe(true);
    const allText = names.filter((n) => n.endsWith('.json')).map((n) => strFromU8(files[n]!)).join('\n');
    expect(allText).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    expect(allText).not.toContain(other.user.email);
    expect(allText).not.toContain(blockingMe.userId);

    // The email: 'ready', with a link to Privacy Settings.
    const message = await waitFor('the ready email', () => messagesTo(env.DATA_DIR!, registered.email).find((m) => m.subject === DATA_EXPORT_TEXTS.emailSubject));
    expect(message.link).toMatch(/\/settings#privacy$/);
    expect(message.text).toContain(DATA_EXPORT_TEXTS.emailLines[0]);

    // A second request within the hour: 429 with Retry-After and the table's message.
    const again = await start(me, me.userId);
    expect([again.status, again.body.message]).toEqual([429, RATE_LIMITS.dataExport.message]);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The ready export is still there.
    expect((await read(me, me.userId)).body.exportId).toBe(job.exportId);
  });
});
