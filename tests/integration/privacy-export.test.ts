/**
 * Data export (issue 22, GDPR Art. 20) against the local runtime, over HTTP: the routes' refusals
 * (no session, someone else's id, garbage), then a person with data in many areas asks for an
 * export: 202 pending (an Idempotency-Key replay answers the same job), the stream-driven job
 * writes ONE ZIP to the bucket, GET answers `ready` with a presigned link, the archive holds a
 * JSON file per kind of data and the person's photos — and no password hash, token hash or other
 * person's private data — and the outbox has the 'ready' email. A second request within the
 * hour → 429 with Retry-After.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DATA_EXPORT_ERRORS, DATA_EXPORT_TEXTS, dataExportSchema, type DataExport } from '@seamline/shared/contracts/data-export';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { api } from '../fixtures/api';
import { postForm, s3 } from '../fixtures/media-bucket';
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

/**
 * Issue 35 §4, 'exports that tell the truth': a person with one of everything — including comments
 * and a favourite on a suggestion in an event they have since LEFT, a finalized event next week
 * that wears closet items and a past one, a wear logged by hand, photos stored as PNG and JPEG, and
 * privacy / notification settings never saved — exports; every file is there with the count of
 * what they made, the wear log counts only what has happened (and equals the closet's own wear
 * summary: one rule), photos carry extensions, the settings files say they are the defaults, and
 * README.txt / manifest.json list every file of the ZIP with those counts.
 */
describe('an export of one of everything (issue 35 §4)', () => {
  it('has every file with the right counts, no future wears, photo extensions and the default settings; others cannot read it', async () => {
    const { addSuggestion, createEvent, follow, inDays, patchEvent, STREAM_WAIT, uploadOutfitPhoto } = await import('./outfits-helpers');
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const [me, host, other] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
    const [p1, p2, p3, p4] = (await seededProducts(me, 4)).map((p) => p.id) as [string, string, string, string];

    await ok(call('POST', `/api/users/${me.userId}/measurements`, me, { height: 165, bust: 86, waist: 70, hips: 96, unit: 'cm' }), 'measurements 1');
    await ok(call('POST', `/api/users/${me.userId}/measurements`, me, { height: 166, bust: 86, waist: 70, hips: 96, unit: 'cm' }), 'measurements 2');
    // Closet: a custom item with a photo (stored as JPEG), a catalogue item, an outfit upload (PNG).
    const custom = await ok<{ item?: { id: string }; id?: string }>(
      call('POST', `/api/closets/${me.userId}/custom-items`, me, { name: 'Wool coat', category: 'outerwear', size: 'M', color: 'Grey', photoKeys: [await closetPhotoUpload(me)] }),
      'custom item',
    );
    const coat = custom.item?.id ?? custom.id!;
    await ok(call('POST', `/api/closets/${me.userId}/items`, me, { productId: p1 }), 'closet product');
    const shirt = `p-${p1}`;
    const outfitUpload = await uploadOutfitPhoto(me);
    // A profile photo (PNG, copied server-side to a bare key) and a retained scan photo (the scan
    // pipeline's layout, `….jpg`, stored here without a Content-Type: named from its bytes).
    const avatarPng = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7d5c' } }).png().toBuffer();
    const avatar = await call<PresignedPost>('POST', '/api/uploads/profile-photo', me, { contentType: 'image/png', size: avatarPng.length });
    expect(await postForm(avatar.body, avatarPng)).toBe(204);
    await ok(call('PUT', `/api/auth/profile/${me.userId}`, me, { firstName: 'Ada', lastName: 'Export', profileImageKey: avatar.body.key }), 'avatar');
    const scanKey = `scans/retained/${me.userId}/${new Date().toISOString()}_00000001.jpg`;
    await s3.send(new PutObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: scanKey, Body: Buffer.from([0xff, 0xd8, 0xff, 0xdb]) }));
    await ok(call('POST', '/api/collection', me, { productId: p2, userId: me.userId }), 'saved item');
    const board = await ok<{ id: string }>(
      api('POST', '/api/moodboards', { cookie: me.cookie, body: { name: 'Winter', isPublic: false }, headers: { 'Idempotency-Key': `board-${me.userId}` } }),
      'moodboard',
    );
    await ok(call('POST', `/api/moodboards/${board.id}/items`, me, { productId: p3 }), 'moodboard item');

    // Social: follows both ways, a post, a like / comment / share of the host's post, a block, a report.
    await follow(me, host);
    await follow(host, me);
    await ok(call('POST', '/api/posts', me, { productId: p4, caption: 'mine' }), 'post');
    const theirs = await ok<{ id: string }>(call('POST', '/api/posts', host, { productId: p2, caption: 'theirs' }), 'host post');
    await ok(call('POST', `/api/posts/${theirs.id}/like`, me, {}), 'like');
    await ok(call('POST', `/api/posts/${theirs.id}/comments`, me, { content: 'Nice' }), 'comment');
    await ok(call('POST', `/api/posts/${theirs.id}/share`, me, {}), 'share');
    await ok(call('POST', `/api/users/${other.userId}/block`, me, {}), 'block');
    await ok(call('POST', '/api/reports', me, { targetType: 'post', targetId: theirs.id, reason: 'spam' }), 'report');

    // The host's event: I am invited, suggest, favour and comment on the host's plan, then LEAVE.
    const hostEvent = await createEvent(host, { isPublic: true, eventName: 'Gallery night' });
    await ok(call('POST', `/api/outfit-events/${hostEvent.id}/invitations`, host, { userIds: [me.userId] }), 'invite me');
    const hostPlan = await addSuggestion(host, hostEvent.id, { products: [{ productId: p3 }] });
    await addSuggestion(me, hostEvent.id, { products: [{ productId: p4 }] });
    await ok(call('PUT', `/api/outfit-suggestions/${hostPlan.id}/favorite`, me, {}), 'favourite');
    await ok(call('POST', `/api/outfit-suggestions/${hostPlan.id}/comments`, me, { comment: 'The green one' }), 'suggestion comment');
    await ok(call('POST', `/api/outfit-suggestions/${hostPlan.id}/comments`, me, { comment: 'Or the blue' }), 'suggestion comment 2');
    const left = await call('DELETE', `/api/outfit-events/${hostEvent.id}/collaborators/${me.userId}`, me);
    expect(left.status, JSON.stringify(left.body)).toBeLessThan(300);

    // My events: three days ago wearing the shirt; next week wearing the shirt and the coat.
    const dated = (eventDate: string) => ({ eventDate, localDate: eventDate.slice(0, 10), localTime: eventDate.slice(11, 16), timeZone: 'UTC' });
    const finalized = async (eventDate: string, itemIds: string[]) => {
      const event = await createEvent(me, dated(eventDate) as Parameters<typeof createEvent>[1]);
      const plan = await addSuggestion(me, event.id, { closetItemIds: itemIds });
      await patchEvent(me, event.id, { finalOutfitId: plan.id });
      return event;
    };
    const past = await finalized(inDays(-3), [shirt]);
    const future = await finalized(inDays(7), [shirt, coat]);
    await ok(call('POST', `/api/closet-items/${shirt}/wears`, me, {}), 'manual wear');
    // The outfit-stats processor stores both events' wears (the future one too, as planned).
    await waitFor(
      'the wears of both events stored',
      async () => {
        const { data } = await db.entities.itemWear.query.byUser({ userId: me.userId }).go({ consistent: true });
        const all = data.flatMap((r) => [...(r.wears ?? [])]);
        return all.filter((w) => w.endsWith(`|${future.id}`)).length === 2 && all.some((w) => w.endsWith(`|${past.id}`)) ? true : undefined;
      },
      STREAM_WAIT,
    );

    // Export.
    const first = await start(me, me.userId);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const ready = await waitFor(
      'the export to be ready',
      async () => {
        const res = await read(me, me.userId);
        return res.body.status === 'ready' ? dataExportSchema.parse(res.body) : undefined;
      },
      JOB_WAIT,
    );
    // Nobody else reads or starts it: 403, and no link in the answer.
    const foreign = await read(other, me.userId);
    expect([foreign.status, foreign.body.url]).toEqual([403, undefined]);
    expect((await start(host, me.userId)).status).toBe(403);

    const files = unzipSync(new Uint8Array(await (await fetch(ready.url!)).arrayBuffer()));
    const names = Object.keys(files);
    expect(names.length).toBe(ready.files);
    const json = <T = unknown>(name: string) => JSON.parse(strFromU8(files[name]!)) as T;
    const rows = (name: string) => json<Record<string, unknown>[]>(`data/${name}.json`);

    // What the person made, file by file, with its count.
    const expected: Record<string, number> = {
      measurements: 2,
      closetItems: 2,
      savedItems: 1,
      moodboards: 1,
      moodboardItems: 1,
      following: 1,
      followers: 1,
      posts: 1,
      postLikes: 1,
      postComments: 1,
      postShares: 1,
      blocks: 1,
      reports: 1,
      // Two plans of my own events + one in the host's event I left.
      outfitSuggestions: 3,
      suggestionComments: 2,
      suggestionFavorites: 1,
      outfitEventMemberships: 2,
      outfitEvents: 2,
      itemWears: 2,
    };
    const counts = Object.fromEntries(Object.keys(expected).map((name) => [name, rows(name).length]));
    expect(counts).toEqual(expected);
    // Comments and the favourite in the event I left, from the author index.
    expect(rows('suggestionComments').map((c) => [c.comment, c.eventId, c.suggestionId]).sort()).toEqual(
      [['Or the blue', hostEvent.id, hostPlan.id], ['The green one', hostEvent.id, hostPlan.id]].sort(),
    );
    expect(rows('suggestionFavorites').map((f) => f.suggestionId)).toEqual([hostPlan.id]);
    expect(rows('outfitEvents').map((e) => e.eventId).sort()).toEqual([past.id, future.id].sort());

    // Wears: the past event and the manual wear; the event next week is upcoming, not a wear.
    const wears = new Map(rows('itemWears').map((w) => [w.itemId as string, w as { wearCount: number; wears: { source: string; id: string }[]; upcoming: { id: string }[] }]));
    expect(wears.get(shirt)!.wearCount).toBe(2);
    expect(wears.get(shirt)!.wears.map((w) => w.source).sort()).toEqual(['event', 'manual']);
    expect(wears.get(shirt)!.wears.find((w) => w.source === 'event')!.id).toBe(past.id);
    expect(wears.get(shirt)!.upcoming.map((w) => w.id)).toEqual([future.id]);
    expect(wears.get(coat)).toMatchObject({ wearCount: 0, wears: [], upcoming: [{ id: future.id }] });
    // The same counts as the closet's wear summary (one rule: pastWears).
    const list = await call<{ items: { id: string; wearCount: number | null }[] }>('GET', `/api/closets/${me.userId}/items?limit=100`, me);
    expect(Object.fromEntries(list.body.items.map((i) => [i.id, i.wearCount]))).toEqual({ [shirt]: 2, [coat]: 0 });

    // Settings never saved: written anyway, as the defaults in force.
    expect(json('data/privacySettings.json')).toEqual({ source: 'defaults', userId: me.userId, ...DEFAULT_PRIVACY_SETTINGS, updatedAt: null });
    expect(json('data/notificationPreferences.json')).toMatchObject({ source: 'defaults', userId: me.userId, updatedAt: null, likes: true });

    // Photos: every one named with its image type's extension; the closet photos JPEG, the outfit upload PNG.
    const photos = names.filter((n) => n.startsWith('photos/'));
    expect(photos.length).toBeGreaterThanOrEqual(2);
    for (const name of photos) expect(name).toMatch(/\.(jpg|png|webp|gif|heic|heif|avif)$/);
    expect(photos).toContain(`photos/${outfitUpload}.png`);
    expect(photos.some((n) => n.startsWith(`photos/closet/${me.userId}/`) && n.endsWith('.jpg'))).toBe(true);
    expect(photos.filter((n) => n.startsWith(`photos/avatars/${me.userId}/photo-`) && n.endsWith('.png'))).toHaveLength(1);
    expect(photos).toContain(`photos/${scanKey}`);
    for (const name of photos) expect([...files[name]!.subarray(0, 3)], name).toEqual(name.endsWith('.png') ? [0x89, 0x50, 0x4e] : [0xff, 0xd8, 0xff]);

    // The manifest and README list every file of the ZIP (but themselves) with its count.
    const manifest = json<{ files: ({ name: string; kind: 'data'; records: number } | { name: string; kind: 'photo'; bytes: number; contentType: string | null })[] }>('manifest.json');
    expect(manifest.files.map((f) => f.name).sort()).toEqual(names.filter((n) => n !== 'manifest.json' && n !== 'README.txt').sort());
    const readme = strFromU8(files['README.txt']!);
    for (const f of manifest.files) {
      if (f.kind === 'photo') {
        expect(f.bytes, f.name).toBe(files[f.name]!.length);
        continue;
      }
      const value = json(f.name);
      expect(f.records, f.name).toBe(Array.isArray(value) ? value.length : 1);
      expect(readme, f.name).toMatch(new RegExp(`${f.name.replace('.', '\\.')}\\s+${f.records.toString()} records?\\s`));
    }
    expect(readme).toContain(`${photos.length.toString()} photo${photos.length === 1 ? '' : 's'}`);
  }, 180_000);
});
