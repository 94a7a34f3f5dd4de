/**
 * Account deletion (issue 22) against the local runtime, over HTTP: the route's refusals (no
 * session, someone else's id, garbage, wrong password — nothing deleted), then the 'no residue'
 * proof: a person uses every feature, deletes the account, the stream-driven job runs, and a
 * whole-table Scan and a whole-bucket listing (test-only, through the runtime's clients) find no
 * item or object holding their id, username or email — while the other people's data is intact
 * and their counters equal a recount. Resume: a round run twice, and a job cut into one-page
 * rounds, end in the same state. Likes and comments written before their per-person index
 * existed are found once the index backfill (functions/admin/index-backfill.ts) has run.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_DELETION_ERRORS } from '@seamline/shared/contracts/account-deletion';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { api } from '../fixtures/api';
import { TEST_PASSWORD, clearAttempts } from '../fixtures/accounts';
import sharp from 'sharp';
import { postForm, s3 } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, closetPhotoUpload as closetUpload, seededProducts } from './collections-helpers';
import { person, readFeed, storedEntries, waitForItem } from './feed-helpers';
import { distinctBody, saveBody, shifted, waitForFitIndex } from './people-helpers';
import { JOB_WAIT, act, aws, expectNoResidue, ok, register, remove, residueOf, type Person } from './privacy-deletion-helpers';

const env = inject('runtimeEnv');

/** `GET /api/auth/user` status with `cookie` (a deleted session is refused: 401 or the gateway's 403). */
const sessionStatus = async (cookie: string) => (await api('GET', '/api/auth/user', { cookie })).status;

describe('DELETE /api/users/{userId}: refusals', () => {
  let me: Person;
  let other: UserWithSession;
  beforeAll(async () => {
    [me, other] = await Promise.all([register(), createUserWithSession()]);
  });

  it('no session → 401; another person’s id → 403; garbage → 400; wrong password → 401 and nothing deleted', async () => {
    expect((await remove(undefined, me.userId, { password: me.password })).status).toBe(401);
    const foreign = await remove(me, other.userId, { password: me.password });
    expect([foreign.status, foreign.body]).toEqual([403, { message: ACCOUNT_DELETION_ERRORS.notYourAccount }]);
    for (const body of [{}, { password: '' }, { password: 42 }, 'not json', []]) {
      const res = await remove(me, me.userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await remove(me, me.userId, {});
    expect(missing.body).toMatchObject({ message: ACCOUNT_DELETION_ERRORS.passwordRequired });
    const wrong = await remove(me, me.userId, { password: 'not-the-password' });
    expect([wrong.status, wrong.body]).toEqual([401, { message: ACCOUNT_DELETION_ERRORS.wrongPassword }]);
    // Nothing deleted: the session works, the user and sign-in still exist, no job started.
    expect(await sessionStatus(me.cookie)).toBe(200);
    const login = await api('POST', '/api/auth/login', { body: { usernameOrEmail: me.username, password: me.password } });
    expect(login.status).toBe(200);
    const { db } = await aws();
    expect((await db.entities.accountDeletion.query.byRound({ userId: me.userId }).go()).data).toEqual([]);
    expect((await db.entities.user.get({ id: me.userId }).go()).data?.deletingAt).toBeUndefined();
    await clearAttempts(`login-account-ip#${me.userId}#127.0.0.1`, `login-account-ip#${me.userId}#::1`);
  });
});

describe('account deletion: the no-residue proof', () => {
  it('removes everything of the person (table + bucket), keeps the others intact with counters equal to a recount, frees the username and email', async () => {
    const [me, b, c] = await Promise.all([register(), register(), createUserWithSession()]);
    const products = await seededProducts(me, 6);
    const [p1, p2, p3, p4] = products.map((p) => p.id);

    // Profile, settings, measurements + history, avatar, a retained scan photo.
    await ok(act('POST', `/api/users/${me.userId}/measurements`, me, { height: 65, bust: 34, waist: 28, hips: 38, unit: 'inches' }), 'measurements 1');
    await ok(act('POST', `/api/users/${me.userId}/measurements`, me, { height: 66, bust: 34, waist: 28, hips: 38, unit: 'inches' }), 'measurements 2');
    await ok(act('PUT', `/api/users/${me.userId}/style-preferences`, me, { styleCategories: ['Minimalist', 'Casual'] }), 'style preferences');
    await ok(act('PUT', `/api/users/${me.userId}/notification-preferences`, me, { likes: true, comments: true, follows: true, shares: true, eventInvites: false }), 'notification preferences');
    await ok(act('PUT', `/api/users/${me.userId}/privacy`, me, { ...DEFAULT_PRIVACY_SETTINGS, dataRetention: 'forever' }), 'privacy');
    // A real PNG: a new profile photo is moderated, so it must decode (issue 33 §5).
    const avatarPng = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7d5c' } }).png().toBuffer();
    const avatar = await call<PresignedPost>('POST', '/api/uploads/profile-photo', me, { contentType: 'image/png', size: avatarPng.length });
    expect(await postForm(avatar.body, avatarPng)).toBe(204);
    await ok(act('PUT', `/api/auth/profile/${me.userId}`, me, { firstName: 'Ada', lastName: 'Gone', profileImageKey: avatar.body.key }), 'avatar');
    // The scan pipeline's retained copy (scan-pipeline.test.ts proves the route writes this layout).
    await s3.send(new PutObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: `scans/retained/${me.userId}/${new Date().toISOString()}_00000001.jpg`, Body: Buffer.from([0xff, 0xd8, 0xff]) }));

    // Closet: a custom item with a photo, a catalogue item, a section; saved items, a moodboard.
    const photoKey = await closetUpload(me);
    await ok(act('POST', `/api/closets/${me.userId}/custom-items`, me, { name: 'Linen shirt', category: 'tops', size: 'M', color: 'White', photoKeys: [photoKey] }), 'custom item');
    await ok(act('POST', `/api/closets/${me.userId}/items`, me, { productId: p1 }), 'closet product');
    // Issue 34 §4: a wear logged by hand, a wash mark (ItemWear) and the wearLog limiter's slot.
    await ok(act('POST', `/api/closet-items/p-${p1}/wears`, me, {}), 'wear');
    await ok(act('POST', `/api/closet-items/p-${p1}/washed`, me, {}), 'washed');
    await ok(act('POST', `/api/closets/${me.userId}/sections`, me, { name: `Work ${me.username}` }), 'section');
    await ok(act('POST', '/api/collection', me, { productId: p2, userId: me.userId }), 'saved item');
    const board = await ok<{ id: string }>(
      api('POST', '/api/moodboards', { cookie: me.cookie, body: { name: 'Summer', isPublic: true }, headers: { 'Idempotency-Key': `key-${me.userId}` } }),
      'moodboard',
    );
    await ok(act('POST', `/api/moodboards/${board.id}/items`, me, { productId: p3 }), 'moodboard item');
    await ok(act('POST', '/api/interactions', me, { productId: p4, type: 'like' }), 'product like');
    await ok(act('POST', '/api/interactions', me, { productId: p3, type: 'view', source: 'discover' }), 'product view');

    // Social: follows both ways, posts with an image, likes / comments / shares on own and others' posts.
    await ok(act('POST', `/api/users/${b.userId}/follow`, me), 'me → b');
    await ok(act('POST', `/api/users/${me.userId}/follow`, b), 'b → me');
    await ok(act('POST', `/api/users/${c.userId}/follow`, b), 'b → c');
    await ok(act('POST', `/api/users/${c.userId}/block`, me), 'me blocks c');
    const postImage = await closetUpload(me);
    const mine = await ok<{ id: string }>(act('POST', '/api/posts', me, { productId: p1, caption: `by ${me.username}`, images: [postImage] }), 'my post');
    const theirs = await ok<{ id: string }>(act('POST', '/api/posts', b, { productId: p2, caption: 'by b' }), 'b post');
    for (const post of [mine.id, theirs.id]) {
      await ok(act('POST', `/api/posts/${post}/like`, me), 'like');
      await ok(act('POST', `/api/posts/${post}/comments`, me, { content: `Nice, says ${me.username}` }), 'comment');
    }
    await ok(act('POST', `/api/posts/${mine.id}/like`, b), 'b likes mine');
    await ok(act('POST', `/api/posts/${mine.id}/comments`, b, { content: 'Great' }), 'b comments mine');
    await ok(act('POST', `/api/posts/${theirs.id}/share`, me), 'me shares b');
    await ok(act('POST', `/api/posts/${mine.id}/share`, b), 'b shares mine');
    await ok(act('POST', `/api/posts/${theirs.id}/like`, b), 'b likes own');

    // Outfit events: mine with b invited (b suggests), b's with me invited (I suggest, favour, comment).
    const myEvent = await ok<{ id: string }>(act('POST', '/api/outfit-events', me, { eventName: 'Gala', vibe: 'party', isPublic: true }), 'my event');
    await ok(act('POST', `/api/outfit-events/${myEvent.id}/invitations`, me, { userIds: [b.userId] }), 'invite b');
    await ok(act('POST', `/api/outfit-events/${myEvent.id}/suggestions`, b, { products: [{ productId: p2 }] }), 'b suggests');
    const bEvent = await ok<{ id: string }>(act('POST', '/api/outfit-events', b, { eventName: 'Picnic', vibe: 'casual', isPublic: true }), 'b event');
    await ok(act('POST', `/api/outfit-events/${bEvent.id}/invitations`, b, { userIds: [me.userId] }), 'invite me');
    const myPlan = await ok<{ id: string }>(act('POST', `/api/outfit-events/${bEvent.id}/suggestions`, me, { products: [{ productId: p3 }] }), 'I suggest');
    const bPlan = await ok<{ id: string }>(act('POST', `/api/outfit-events/${bEvent.id}/suggestions`, b, { products: [{ productId: p4 }] }), 'b suggests own');
    await ok(act('PUT', `/api/outfit-suggestions/${bPlan.id}/favorite`, me), 'I favour');
    await ok(act('POST', `/api/outfit-suggestions/${bPlan.id}/comments`, me, { comment: `from ${me.username}` }), 'I comment');
    expect(myPlan.id).toBeTruthy();

    // Reads that write: feeds, notifications, search.
    await ok(call('GET', `/api/users/${me.userId}/feed`, me), 'my feed');
    await ok(call('GET', `/api/users/${b.userId}/feed`, b), 'b feed');
    await ok(call('GET', `/api/users/search?q=${me.username.slice(0, 6)}`, b), 'search');
    // Let the processors catch up: b's notifications name me, b's post counts me.
    await waitFor(
      'b notified of my follow, like and comment',
      async () => {
        const res = await call<{ items: { actors?: { id: string }[] }[] }>('GET', '/api/notifications', b);
        return JSON.stringify(res.body).includes(me.userId) && res.body.items.length >= 3;
      },
      JOB_WAIT,
    );
    await ok(call('GET', '/api/notifications', me), 'my notifications');
    const { db } = await aws();
    await waitFor('search tokens of me', async () => (await db.entities.searchToken.query.byUser({ userId: me.userId }).go()).data.length > 0, JOB_WAIT);
    // A data export (its job item and archive go with the account).
    await ok(api('POST', `/api/users/${me.userId}/export`, { cookie: me.cookie, body: {}, headers: { 'Idempotency-Key': `export-${me.userId}` } }), 'export');
    await waitFor('the export to be ready', async () => (await call<{ status: string }>('GET', `/api/users/${me.userId}/export`, me)).body.status === 'ready', JOB_WAIT);
    const before = await residueOf([me.userId]);
    expect(before.items.length).toBeGreaterThan(30);
    expect(before.objects.length).toBeGreaterThanOrEqual(5);
    expect(before.objects.some((key) => key.startsWith(`exports/${me.userId}/`))).toBe(true);

    // Delete: 202, the cookie cleared, every session refused at once, sign-in refused.
    const second = await api('POST', '/api/auth/login', { body: { usernameOrEmail: me.email, password: me.password } });
    const secondCookie = second.headers.getSetCookie().find((c) => c.startsWith('sl_session='))!.split(';')[0]!;
    const started = Date.now();
    const res = await remove(me, me.userId, { password: me.password });
    expect([res.status, res.body]).toEqual([202, { status: 'deleting' }]);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sl_session=;') || /sl_session=[^;]*;.*Max-Age=0/.test(c))).toBe(true);
    expect(await sessionStatus(me.cookie)).not.toBe(200);
    expect(await sessionStatus(secondCookie)).not.toBe(200);
    const login = await api('POST', '/api/auth/login', { body: { usernameOrEmail: me.username, password: me.password } });
    expect(login.status).toBe(401);

    // The job: the User and its rounds gone, then no residue anywhere (processors may still be finishing).
    await waitFor('the deletion job to finish', async () => {
      const [user, rounds] = await Promise.all([
        db.entities.user.get({ id: me.userId }).go({ consistent: true }),
        db.entities.accountDeletion.query.byRound({ userId: me.userId }).go({ consistent: true }),
      ]);
      return !user.data && rounds.data.length === 0;
    }, JOB_WAIT);
    console.info(`account deletion job: ${Date.now() - started} ms for ${before.items.length} items and ${before.objects.length} objects`);
    await expectNoResidue(me);
    console.info(`no residue after ${Date.now() - started} ms`);

    // The others are intact and their counters equal a recount from the base items.
    const theirPost = await call<{ likeCount: number; commentCount: number; shareCount: number }>('GET', `/api/posts/${theirs.id}`, b);
    expect(theirPost.status).toBe(200);
    const [likes, comments] = await Promise.all([
      db.entities.postLike.query.byPair({ postId: theirs.id }).go({ pages: 'all', consistent: true }),
      db.entities.postComment.query.byPost({ postId: theirs.id }).go({ pages: 'all' }),
    ]);
    expect(theirPost.body).toMatchObject({ likeCount: likes.data.length, commentCount: comments.data.length });
    expect([likes.data.length, comments.data.length]).toEqual([1, 0]);
    const profile = await call<{ followerCount?: number; followers?: number; followingCount?: number }>('GET', `/api/users/${b.userId}/profile`, b);
    const [followersOfB, followedByB] = await Promise.all([
      db.entities.follow.query.followersOf({ followingId: b.userId }).go({ pages: 'all' }),
      db.entities.follow.query.byPair({ followerId: b.userId }).go({ pages: 'all', consistent: true }),
    ]);
    const { data: stats } = await db.entities.profileStats.get({ userId: b.userId }).go({ consistent: true });
    expect({ followers: stats?.followers ?? 0, following: stats?.following ?? 0 }).toEqual({ followers: followersOfB.data.length, following: followedByB.data.length });
    expect({ followers: followersOfB.data.length, following: followedByB.data.length }).toEqual({ followers: 0, following: 1 });
    expect(profile.status).toBe(200);
    const bEventNow = await call('GET', `/api/outfit-events/details/${bEvent.id}`, b);
    expect(bEventNow.status).toBe(200);
    expect(JSON.stringify(bEventNow.body)).not.toContain(me.userId);
    const bNotes = await call<{ items: { message?: string }[] }>('GET', '/api/notifications', b);
    expect(JSON.stringify(bNotes.body)).toContain('was deleted because its creator deleted their account');
    expect((await call('GET', `/api/outfit-events/details/${myEvent.id}`, b)).status).toBe(404);

    // The username and the email are free again.
    const again = await api('POST', '/api/auth/register', {
      body: { username: me.username, email: me.email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, firstName: 'New', lastName: 'Person', acceptTerms: true },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});

describe('account deletion: resume and idempotency', () => {
  it('a round cut after a few pages, run twice (redelivery) and resumed by the stream from its hand-over, ends in the same state: nothing left, counters right', async () => {
    const [me, b] = await Promise.all([register(), register()]);
    const [p1] = (await seededProducts(me, 1)).map((p) => p.id);
    await ok(act('POST', `/api/users/${b.userId}/follow`, me), 'me → b');
    await ok(act('POST', `/api/users/${me.userId}/follow`, b), 'b → me');
    const theirs = await ok<{ id: string }>(act('POST', '/api/posts', b, { productId: p1, caption: 'b' }), 'b post');
    await ok(act('POST', `/api/posts/${theirs.id}/like`, me), 'like');
    await ok(act('POST', `/api/posts/${theirs.id}/comments`, me, { content: 'hi' }), 'comment');
    await ok(act('POST', `/api/users/${me.userId}/measurements`, me, { height: 65, unit: 'inches' }), 'measurements');
    const { db } = await aws();
    await waitFor('b counted my follow', async () => ((await db.entities.profileStats.get({ userId: b.userId }).go({ consistent: true })).data?.followers ?? 0) === 1, JOB_WAIT);

    // Round 0 run in-process with a budget of 3 pages, twice (a redelivered round), then handed over.
    const { runDeletionRound } = await import('@seamline/functions/privacy/account-deletion-job');
    const round = { userId: me.userId, username: me.username, email: me.email, round: 0, step: 'sessions', requestedAt: new Date().toISOString() };
    const first = await runDeletionRound(round, 3);
    const again = await runDeletionRound(round, 3);
    expect(first).not.toBeNull();
    expect(again).toBe(first);
    // Round 1 exists (the hand-over); its INSERT makes the processor finish the job.
    await waitFor('the resumed job to finish', async () => {
      const [user, rounds] = await Promise.all([
        db.entities.user.get({ id: me.userId }).go({ consistent: true }),
        db.entities.accountDeletion.query.byRound({ userId: me.userId }).go({ consistent: true }),
      ]);
      return !user.data && rounds.data.length === 0;
    }, JOB_WAIT);
    await expectNoResidue(me);
    // Counters follow the REMOVE records through post-counters / follow-counters: poll, then compare.
    const counts = async () => {
      const [stats, post] = await Promise.all([
        db.entities.profileStats.get({ userId: b.userId }).go({ consistent: true }),
        call<{ likeCount: number; commentCount: number }>('GET', `/api/posts/${theirs.id}`, b),
      ]);
      return { followers: stats.data?.followers ?? 0, following: stats.data?.following ?? 0, likes: post.body.likeCount, comments: post.body.commentCount };
    };
    const zero = { followers: 0, following: 0, likes: 0, comments: 0 };
    await waitFor('b counters back to a recount', async () => JSON.stringify(await counts()) === JSON.stringify(zero), JOB_WAIT).catch(() => undefined);
    expect(await counts()).toEqual(zero);
  });
});

describe('account deletion: likes and comments written before their byUser index (the index backfill)', () => {
  it('are invisible to the job until `admin:backfill-indexes` gives them the keys; after it, a repeat finds nothing to do and deletion leaves no residue', async () => {
    const [me, b] = await Promise.all([register(), register()]);
    const [p1] = (await seededProducts(me, 1)).map((p) => p.id);
    const theirs = await ok<{ id: string }>(act('POST', '/api/posts', b, { productId: p1, caption: 'b' }), 'b post');
    await ok(act('POST', `/api/posts/${theirs.id}/like`, me), 'like');
    await ok(act('POST', `/api/posts/${theirs.id}/comments`, me, { content: 'old comment' }), 'comment');
    const { db, documentClient } = await aws();
    const mine = async () => {
      const [likes, comments] = await Promise.all([
        db.entities.postLike.query.byUser({ userId: me.userId }).go(),
        db.entities.postComment.query.byAuthor({ userId: me.userId }).go(),
      ]);
      return [...likes.data, ...comments.data];
    };
    const written = await mine();
    expect(written).toHaveLength(2);
    // As items written before gsi2 joined the model: the same rows without gsi2pk/gsi2sk.
    for (const row of written) {
      const entity = 'commentId' in row ? db.entities.postComment : db.entities.postLike;
      const { pk, sk } = entity.put(row as never).params().Item as { pk: string; sk: string };
      await documentClient.send(new UpdateCommand({ TableName: env.TABLE_NAME!, Key: { pk, sk }, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }));
    }
    await waitFor('the rows to leave gsi2', async () => (await mine()).length === 0, JOB_WAIT);

    const { backfillIndexes } = await import('@seamline/functions/admin/index-backfill');
    const report = await backfillIndexes({ client: documentClient, tableName: env.TABLE_NAME! });
    // Other test files run beside this one (closet-section-repair strips closet items' gsi2 with
    // their section, which the backfill must leave alone: no sectionId, no key): only likes and
    // comments are this test's.
    expect(report).toMatchObject({ byEntity: { postLike: 1, postComment: 1 }, skipped: 0 });
    expect(report.byEntity.closetItem).toBeUndefined();
    expect(report.updated).toBe(Object.values(report.byEntity).reduce((a, b) => a + b, 0));
    await waitFor('the rows back in gsi2', async () => (await mine()).length === 2, JOB_WAIT);
    const again = await backfillIndexes({ client: documentClient, tableName: env.TABLE_NAME!, dryRun: true });
    expect([again.byEntity.postLike, again.byEntity.postComment, again.updated]).toEqual([undefined, undefined, 0]);

    expect((await remove(me, me.userId, { password: me.password })).status).toBe(202);
    await waitFor('the job to finish', async () => !(await db.entities.user.get({ id: me.userId }).go({ consistent: true })).data, JOB_WAIT);
    await expectNoResidue(me);
    const counts = async () => (await call<{ likeCount: number; commentCount: number }>('GET', `/api/posts/${theirs.id}`, b)).body;
    await waitFor('the post counts back to a recount', async () => {
      const now = await counts();
      return now.likeCount === 0 && now.commentCount === 0;
    }, JOB_WAIT).catch(() => undefined);
    expect(await counts()).toMatchObject({ likeCount: 0, commentCount: 0 });
  });
});

describe('npm run admin:backfill-indexes', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const backfill = (...args: string[]) =>
    promisify(execFile)('npx', ['tsx', 'functions/admin/cli/backfill-indexes.ts', ...args], {
      cwd: root,
      // Only PATH/HOME and DATA_DIR: the CLI finds the table in <DATA_DIR>/runtime-env.json.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: env.DATA_DIR },
      encoding: 'utf8',
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('a dry run over the local runtime prints its report and writes nothing; bad arguments exit 2', async () => {
    const dry = await backfill('--dry-run', '--segments', '2');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('runtime-env.json');
    const report = JSON.parse(dry.stdout) as { table: string; dryRun: boolean; scanned: number; updated: number; skipped: number };
    expect(report).toMatchObject({ table: env.TABLE_NAME, dryRun: true, updated: 0, skipped: 0 });
    expect(report.scanned).toBeGreaterThan(0);
    expect((await backfill('--segments', '0')).code).toBe(2);
    expect((await backfill('--no-such-flag')).code).not.toBe(0);
  });
});

describe("account deletion: fit matches in non-followers' feeds", () => {
  it("removes the person's fit_match entries from the feeds of fit-similar people who do not follow them", async () => {
    const reader = await person('Rosa');
    const twin = await register();
    await ok(act('PUT', `/api/users/${twin.userId}/privacy`, twin, { ...DEFAULT_PRIVACY_SETTINGS, machineLearning: true, publicDisplay: true }), 'privacy');
    const body = distinctBody();
    await Promise.all([saveBody(reader, body), saveBody(twin, shifted(body, { waistCm: 0.5, hipsCm: -0.5 }))]);
    await Promise.all([waitForFitIndex(reader.userId), waitForFitIndex(twin.userId)]);
    await readFeed(reader);
    const [product] = await seededProducts(twin, 1);
    await ok(act('POST', '/api/collection', twin, { productId: product!.id, userId: twin.userId, notes: 'Size: M' }), 'save');
    await waitForItem(reader, 'the fit match', (i) => i.type === 'fit_match' && i.product?.id === product!.id, 'fit_matches');
    const ofTwin = async () => (await storedEntries(reader.userId)).filter((e) => e.actorId === twin.userId);
    expect((await ofTwin()).length).toBeGreaterThan(0);

    expect((await remove(twin, twin.userId, { password: twin.password })).status).toBe(202);
    await waitFor('the fit match to leave the reader\'s feed', async () => (await ofTwin()).length === 0, JOB_WAIT);
    expect((await readFeed(reader, 'fit_matches')).items.some((i) => i.product?.id === product!.id && i.type === 'fit_match')).toBe(false);
  });
});


describe('account deletion: a stuck job is re-run by the daily pass', () => {
  it('a person deleting for over an hour with no round left is deleted by the next retention run; a recent one is left to its job', async () => {
    const stuck = await register();
    const recent = await register();
    const { db } = await aws();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    // As if the request's round had dead-lettered and been dropped: deletingAt set, no round item.
    await db.entities.user.patch({ id: stuck.userId }).set({ deletingAt: hoursAgo(2) }).go();
    await db.entities.user.patch({ id: recent.userId }).set({ deletingAt: hoursAgo(0.1) }).go();

    // The daily job in-process (issue 35: planner + segment workers), as a run of its own.
    const { runRetentionInProcess } = await import('@seamline/functions/measurements/retention-run');
    const totals = await runRetentionInProcess(new Date(), { runId: `deletion-test-${stuck.userId}` });
    expect(totals.deletionsRestarted).toBeGreaterThanOrEqual(1);
    await waitFor('the stuck person to be deleted', async () => !(await db.entities.user.get({ id: stuck.userId }).go({ consistent: true })).data, JOB_WAIT);
    expect((await db.entities.user.get({ id: recent.userId }).go({ consistent: true })).data?.deletingAt).toBeTruthy();
    expect((await db.entities.accountDeletion.query.byRound({ userId: recent.userId }).go()).data).toEqual([]);
    // Sign-in of the stuck person now fails like any unknown account; the username is free again.
    expect((await api('POST', '/api/auth/login', { body: { usernameOrEmail: stuck.username, password: stuck.password } })).status).toBe(401);
  });
});
