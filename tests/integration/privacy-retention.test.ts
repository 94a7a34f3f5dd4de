/**
 * Data retention (issues 22 and 35) against the local runtime: retained scan photos (S3 stand-in)
 * and measurement history (DynamoDB Local) older than the person's `dataRetention` are removed by
 * the daily job (planner + segment workers, run in-process as the local timer runs them) and by a
 * change of the setting over HTTP; the current measurements, newer items, 'forever' and other
 * people are untouched. Issue 35: the job is partitioned into RETENTION_SHARDS segments with a
 * persisted cursor — a segment stopped mid-way finishes on the next run with nobody processed
 * twice or skipped, two workers on one segment never both work it, stuck deletions (> 1 h) are
 * restarted from the same walk, and a person whose summary row says nothing is due costs that
 * one row read; the write paths (measurement save, privacy save, retained photo) invalidate it.
 */
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type DataRetention } from '@seamline/shared/contracts/privacy';
import { RETENTION_SHARDS, retentionShardOf } from '@seamline/shared/db/entities/user';
import type { PersonResult, RetentionRow } from '@seamline/functions/measurements/retention-run';
import { api } from '../fixtures/api';
import { registerUser } from '../fixtures/accounts';
import { createUser, createUserWithSession, type UserWithSession } from '../fixtures/users';

const DAY = 86_400_000;
const aws = () => import('@seamline/functions/_core/aws-clients');
const media = () => import('@seamline/functions/media/s3');
const runner = () => import('@seamline/functions/measurements/retention-run');

/** History 400, 60 and 50 days old, the current (latest) version 40 days old; photos 400, 40 and 1 day old. */
async function seedPerson(userId: string, now: number) {
  const { db } = await aws();
  const { s3, mediaBucket } = await media();
  const version = (daysAgo: number, n: number) => {
    const at = new Date(now - daysAgo * DAY - n).toISOString();
    return { userId, versionId: `${at}-0000000${n}`, unit: 'cm' as const, weightUnit: 'kg' as const, heightCm: 170 + n, updatedAt: at };
  };
  // The latest (current) version is itself older than 30 days: it must be kept all the same.
  await Promise.all([version(400, 1), version(60, 2), version(50, 3), version(40, 0)].map((v) => db.entities.measurements.put(v).go()));
  const photo = (daysAgo: number, n: number) =>
    s3.send(new PutObjectCommand({
      Bucket: mediaBucket(),
      Key: `scans/retained/${userId}/${new Date(now - daysAgo * DAY).toISOString()}_0000000${n}.jpg`,
      Body: Buffer.from([0xff, 0xd8, 0xff, n]),
      ContentType: 'image/jpeg',
    }));
  await Promise.all([photo(400, 1), photo(40, 2), photo(1, 3)]);
}

async function state(userId: string) {
  const { db } = await aws();
  const { s3, mediaBucket } = await media();
  const versions = await db.entities.measurements.query.byUser({ userId }).go({ consistent: true, attributes: ['heightCm'] });
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: `scans/retained/${userId}/` }));
  return {
    heights: versions.data.map((v) => v.heightCm).sort(),
    photos: (listed.Contents ?? []).map((o) => o.Key!.slice(-6, -4)).sort(),
  };
}

const userRow = async (id: string) => (await (await aws()).db.entities.user.get({ id }).go({ consistent: true })).data;

/** Photo uploads on: a person with retained photos allows them (off removes them all, issue 22). */
const setRetention = (s: UserWithSession, dataRetention: DataRetention) =>
  api('PUT', `/api/users/${s.userId}/privacy`, { cookie: s.cookie, body: { ...DEFAULT_PRIVACY_SETTINGS, photoUpload: true, dataRetention } });

const everything = { heights: [170, 171, 172, 173], photos: ['01', '02', '03'] };
/** After '30days': the 400-, 60- and 50-day-old history gone, the current (170) kept; photos 1 day old kept. */
const after30Days = { heights: [170], photos: ['03'] };

/** Run the whole job in-process as its own run; `seen` collects every person processed (id → results). */
async function runJob(now: number, options: Record<string, unknown> = {}, runId = `test-${randomUUID()}`) {
  const seen = new Map<string, PersonResult[]>();
  const { runRetentionInProcess } = await runner();
  const report = await runRetentionInProcess(new Date(now), {
    runId,
    ...options,
    onPerson: (id, result) => seen.set(id, [...(seen.get(id) ?? []), result]),
  });
  return { report, seen, runId };
}

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

describe('the daily retention job', () => {
  it("removes items past '30days', keeps the current measurements and newer photos, 'forever' keeps all, others untouched", async () => {
    const now = Date.now();
    await Promise.all([seedPerson(me.userId, now), seedPerson(other.userId, now)]);
    expect((await setRetention(me, '30days')).status).toBe(200);
    expect((await setRetention(other, 'forever')).status).toBe(200);
    // The save already applied '30days' for me; put the old ones back to see the job do it.
    await seedPerson(me.userId, now);
    expect(await state(me.userId)).toEqual(everything);

    const started = Date.now();
    const { report, seen } = await runJob(now);
    console.info(`retention job: ${report.people} people in ${Date.now() - started} ms, ${report.segments} segments`);
    expect(report).toMatchObject({ segments: RETENTION_SHARDS, segmentsDone: RETENTION_SHARDS, failed: 0 });
    expect(seen.get(me.userId)).toEqual([{ outcome: 'passed', versions: 3, photos: 2 }]);
    expect(seen.get(other.userId)).toEqual([{ outcome: 'passed', versions: 0, photos: 0 }]);
    expect(await state(me.userId)).toEqual(after30Days);
    expect(await state(other.userId)).toEqual(everything);
    // The pass left each a summary: the setting and the oldest item left of each kind.
    expect(await userRow(me.userId)).toMatchObject({ retentionSetting: '30days', retentionPhotoUploadOff: false, retentionCheckedAt: new Date(now).toISOString() });
    expect((await userRow(me.userId))?.retentionHistoryFrom).toBeUndefined(); // only the current version is left
    expect((await userRow(me.userId))?.retentionPhotosFrom).toBe(new Date(now - 1 * DAY).toISOString());
    expect((await userRow(other.userId))?.retentionSetting).toBe('forever');

    // Idempotent, and flat: the next run reads each of them from their row only ('skipped').
    const again = await runJob(now);
    expect(again.seen.get(me.userId)).toEqual([{ outcome: 'skipped', versions: 0, photos: 0 }]);
    expect(again.seen.get(other.userId)).toEqual([{ outcome: 'skipped', versions: 0, photos: 0 }]);
    expect(await state(me.userId)).toEqual(after30Days);
    expect(await state(other.userId)).toEqual(everything);
  });

  it("applies the default '6months' to people who never saved settings (the 400-day-old items only)", async () => {
    const now = Date.now();
    await seedPerson(me.userId, now);
    const { applyRetention } = await import('@seamline/functions/measurements/retention');
    expect(await applyRetention(me.userId, new Date(now))).toEqual({ versions: 1, photos: 1, more: false });
    expect(await state(me.userId)).toEqual({ heights: [170, 172, 173], photos: ['02', '03'] });
  });

  it('the summary is kept true by the write paths: a measurement save over HTTP, a privacy save over HTTP, a retained photo', async () => {
    const now = Date.now();
    expect((await setRetention(me, '30days')).status).toBe(200);
    await runJob(now);
    const before = await userRow(me.userId);
    expect(before?.retentionCheckedAt).toBeDefined();
    const writesBefore = before?.retentionWrites ?? 0;

    // Two saves: the first version becomes history; the summary is invalidated (before and after each write).
    const body = { source: 'manual', unit: 'cm', weightUnit: 'kg', height: 170, bust: 90, waist: 72, hips: 98 };
    expect((await api('POST', `/api/users/${me.userId}/measurements`, { cookie: me.cookie, body })).status).toBeLessThan(300);
    expect((await api('POST', `/api/users/${me.userId}/measurements`, { cookie: me.cookie, body: { ...body, height: 171 } })).status).toBeLessThan(300);
    const afterSaves = await userRow(me.userId);
    expect(afterSaves?.retentionCheckedAt).toBeUndefined();
    expect(afterSaves?.retentionWrites).toBe(writesBefore + 4);

    // The next run does the full pass and records the first version's save time as the history start…
    const first = await runJob(Date.now());
    expect(first.seen.get(me.userId)?.[0]?.outcome).toBe('passed');
    const { db } = await aws();
    const versions = (await db.entities.measurements.query.byUser({ userId: me.userId }).go({ consistent: true })).data.map((v) => v.versionId).sort();
    expect(versions).toHaveLength(2);
    expect((await userRow(me.userId))?.retentionHistoryFrom).toBe(versions[0]!.slice(0, 24));
    // …so the walk's pass 31 days later sees from the row alone that the history is due, and
    // removes it (the person's pass alone: a whole run 31 days ahead would judge everyone else's
    // data in the shared table too).
    const { retainPerson } = await runner();
    const later = await retainPerson((await userRow(me.userId)) as RetentionRow, new Date(Date.now() + 31 * DAY));
    expect(later).toEqual({ outcome: 'passed', versions: 1, photos: 0 });
    expect((await db.entities.measurements.query.byUser({ userId: me.userId }).go({ consistent: true })).data.map((v) => v.versionId)).toEqual([versions[1]]);
    expect((await userRow(me.userId))?.retentionHistoryFrom).toBeUndefined();

    // A retained photo (the scan's store) and a privacy save each invalidate the summary.
    await runJob(Date.now());
    expect((await userRow(me.userId))?.retentionCheckedAt).toBeDefined();
    const { storeRetainedPhoto } = await import('@seamline/functions/scan/scan-photos');
    await storeRetainedPhoto(me.userId, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    expect((await userRow(me.userId))?.retentionCheckedAt).toBeUndefined();
    const withPhoto = await runJob(Date.now());
    expect(withPhoto.seen.get(me.userId)?.[0]?.outcome).toBe('passed');
    expect((await userRow(me.userId))?.retentionPhotosFrom).toBeDefined();
    expect((await api('PUT', `/api/users/${me.userId}/privacy`, { cookie: me.cookie, body: { ...DEFAULT_PRIVACY_SETTINGS, photoUpload: false, dataRetention: '30days' } })).status).toBe(200);
    expect((await userRow(me.userId))?.retentionCheckedAt).toBeUndefined();
    await runJob(Date.now());
    expect(await userRow(me.userId)).toMatchObject({ retentionPhotoUploadOff: true });
    expect((await userRow(me.userId))?.retentionPhotosFrom).toBeUndefined();
  });
});

/** Two people with old history in every segment: ids drawn until each shard has two. */
async function peopleInEverySegment(now: number): Promise<string[]> {
  const perShard = new Map<string, string[]>();
  while ([...perShard.values()].filter((ids) => ids.length >= 2).length < RETENTION_SHARDS) {
    const id = randomUUID();
    const shard = retentionShardOf(id);
    if ((perShard.get(shard)?.length ?? 0) < 2) perShard.set(shard, [...(perShard.get(shard) ?? []), id]);
  }
  const ids = [...perShard.values()].flat();
  const { db } = await aws();
  await Promise.all(
    ids.map(async (id) => {
      await createUser({ id, username: `ret_${id.slice(0, 12)}`, email: `ret-${id.slice(0, 12)}@example.test` });
      // A 400-day-old version (past the default '6months') and the current one, 10 days old.
      for (const [daysAgo, n] of [[400, 1], [10, 0]] as const) {
        const at = new Date(now - daysAgo * DAY).toISOString();
        await db.entities.measurements.put({ userId: id, versionId: `${at}-0000000${n}`, unit: 'cm', weightUnit: 'kg', heightCm: 170 + n, updatedAt: at }).go();
      }
    }),
  );
  return ids;
}

const versionsOf = async (id: string) => (await (await aws()).db.entities.measurements.query.byUser({ userId: id }).go({ consistent: true })).data.length;

describe('partitioned and resumable (issue 35)', () => {
  it('every User row is in a segment: people registered over HTTP, the demo seed and test fixtures (directory ⊆ the 16 shard partitions)', async () => {
    const registered = await registerUser(inject('baseUrl'));
    const { db } = await aws();
    const directory = await db.entities.user.query.directory({ directory: 'all' }).go({ pages: 'all', attributes: ['id', 'createdAt'] });
    const inShards = new Set<string>();
    for (let shard = 0; shard < RETENTION_SHARDS; shard++) {
      const { data } = await db.entities.user.query.retentionSegment({ retentionShard: String(shard).padStart(2, '0') }).go({ pages: 'all', attributes: ['id', 'retentionShard'] });
      for (const u of data) {
        expect(u.retentionShard).toBe(retentionShardOf(u.id));
        inShards.add(u.id);
      }
    }
    expect(directory.data.length).toBeGreaterThan(2);
    expect(inShards.has(registered.id)).toBe(true);
    // (A person whose deletion finished meanwhile is gone from both.)
    const missing = directory.data.filter((u) => !inShards.has(u.id));
    const stillThere = await Promise.all(missing.map(async (u) => ((await userRow(u.id)) ? [u.id] : [])));
    expect(stillThere.flat()).toEqual([]);
  });

  it('a run stopped after one page per segment finishes on the next run: nobody processed twice, nobody skipped, every segment applied', async () => {
    const now = Date.now();
    const ids = await peopleInEverySegment(now);
    const runId = `resume-${randomUUID()}`;
    // First run: every worker stops after one page of one person (as if its budget ran out), once.
    const cut = await runJob(now, { pageSize: 1, stopAfterPages: 1, maxInvocations: 1 }, runId);
    expect(cut.report).toMatchObject({ segments: RETENTION_SHARDS, segmentsDone: 0 });
    expect(cut.seen.size).toBe(RETENTION_SHARDS);
    const { db } = await aws();
    const segments = (await db.entities.retentionSegment.query.byRun({ runId }).go({ consistent: true })).data;
    expect(segments.every((s) => s.status === 'running' && typeof s.cursor === 'string' && s.owner === undefined)).toBe(true);

    // The next run of the same day resumes every segment at its cursor and finishes it.
    const resumed = await runJob(now, {}, runId);
    expect(resumed.report).toMatchObject({ segments: RETENTION_SHARDS, segmentsDone: RETENTION_SHARDS, failed: 0 });
    const twice = [...cut.seen.keys()].filter((id) => resumed.seen.has(id));
    expect(twice).toEqual([]);
    expect([...resumed.seen.values()].every((results) => results.length === 1)).toBe(true);
    // Nobody skipped: every person of the walk's partitions was processed by one of the two runs.
    const walked = new Set<string>();
    for (let shard = 0; shard < RETENTION_SHARDS; shard++) {
      const { data } = await db.entities.user.query.retentionSegment({ retentionShard: String(shard).padStart(2, '0') }).go({ pages: 'all', attributes: ['id', 'createdAt'] });
      for (const u of data) if (Date.parse(u.createdAt) < now) walked.add(u.id);
    }
    const processed = new Set([...cut.seen.keys(), ...resumed.seen.keys()]);
    expect([...walked].filter((id) => !processed.has(id))).toEqual([]);
    // The report's count is the two runs' people together (the segment items hold the totals).
    expect(resumed.report.people).toBe(cut.seen.size + resumed.seen.size);
    // Retention applied in every segment: each of the 32 people lost the 400-day-old version.
    expect(new Set(ids.map(retentionShardOf)).size).toBe(RETENTION_SHARDS);
    expect(await Promise.all(ids.map(versionsOf))).toEqual(ids.map(() => 1));
    // A finished run is not walked again.
    const third = await runJob(now, {}, runId);
    expect(third.seen.size).toBe(0);
  });

  it('burst: two workers started at once on one segment — one works it, the other finds it held; nobody processed twice', async () => {
    const now = Date.now();
    const ids = await peopleInEverySegment(now);
    const { planRetentionRun, runRetentionSegment, retentionRunReport } = await runner();
    const plan = await planRetentionRun(new Date(now), `burst-${randomUUID()}`);
    const task = plan.segments[3]!;
    const seen: string[] = [];
    const options = { remainingMs: () => 60_000, reserveMs: 0, pageSize: 2, onPerson: (id: string) => seen.push(id) };
    const [a, b] = await Promise.all([runRetentionSegment(task, options), runRetentionSegment(task, options)]);
    expect([a.held, b.held].sort()).toEqual([false, true]);
    expect([a.done, b.done].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen).size).toBe(seen.length);
    const mine = ids.filter((id) => retentionShardOf(id) === '03');
    expect(mine.every((id) => seen.includes(id))).toBe(true);
    const report = await retentionRunReport(plan.runId);
    expect(report.people).toBe(seen.length);
    expect(report.invocations).toBe(1);
  });

  it("a killed worker's lease runs out and the next invocation takes over at the cursor; a live lease is left alone", async () => {
    const now = Date.now();
    await peopleInEverySegment(now);
    const { planRetentionRun, runRetentionSegment } = await runner();
    const { db } = await aws();
    const plan = await planRetentionRun(new Date(now), `lease-${randomUUID()}`);
    const [live, dead] = [plan.segments[0]!, plan.segments[1]!];
    await db.entities.retentionSegment.patch({ runId: live.runId, segment: live.segment }).set({ owner: 'alive', leaseUntil: Date.now() + 60_000 }).go();
    await db.entities.retentionSegment.patch({ runId: dead.runId, segment: dead.segment }).set({ owner: 'killed', leaseUntil: Date.now() - 1 }).go();
    const options = { remainingMs: () => 60_000, reserveMs: 0 };
    expect(await runRetentionSegment(live, options)).toMatchObject({ done: false, held: true, pages: 0 });
    expect(await runRetentionSegment(dead, options)).toMatchObject({ done: true, held: false });
  });

  it('a deletion stuck for over an hour is restarted from the walk; a recent one is left to its job', async () => {
    const [stuck, recent] = await Promise.all([createUser(), createUser()]);
    const { db } = await aws();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    await db.entities.user.patch({ id: stuck.id }).set({ deletingAt: hoursAgo(2) }).go();
    await db.entities.user.patch({ id: recent.id }).set({ deletingAt: hoursAgo(0.1) }).go();
    const { report, seen } = await runJob(Date.now());
    expect(seen.get(stuck.id)).toEqual([{ outcome: 'deletion-restarted', versions: 0, photos: 0 }]);
    expect(seen.get(recent.id)).toEqual([{ outcome: 'deleting', versions: 0, photos: 0 }]);
    expect(report.deletionsRestarted).toBeGreaterThanOrEqual(1);
    expect((await db.entities.accountDeletion.query.byRound({ userId: recent.id }).go()).data).toEqual([]);
  });
});

describe('changing the setting re-applies it', () => {
  it("from 'forever' to '30days' removes the old items in the save, without waiting for the schedule", async () => {
    expect((await setRetention(me, 'forever')).status).toBe(200);
    await Promise.all([seedPerson(me.userId, Date.now()), seedPerson(other.userId, Date.now())]);
    expect(await state(me.userId)).toEqual(everything);
    const started = Date.now();
    const res = await setRetention(me, '30days');
    console.info(`PUT privacy with a retention pass: ${Date.now() - started} ms`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dataRetention: '30days' });
    expect(await state(me.userId)).toEqual(after30Days);
    expect(await state(other.userId)).toEqual(everything);
  });

  it("saving other settings with the same retention removes nothing; 'forever' never removes", async () => {
    expect((await setRetention(me, 'forever')).status).toBe(200);
    await seedPerson(me.userId, Date.now());
    const res = await api('PUT', `/api/users/${me.userId}/privacy`, {
      cookie: me.cookie,
      body: { ...DEFAULT_PRIVACY_SETTINGS, photoUpload: true, dataRetention: 'forever', machineLearning: true },
    });
    expect(res.status).toBe(200);
    expect(await state(me.userId)).toEqual(everything);
  });
});
