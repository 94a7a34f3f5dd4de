/**
 * Data retention (issue 22) against the local runtime: retained scan photos (S3 stand-in) and
 * measurement history (DynamoDB Local) older than the person's `dataRetention` are removed by the
 * daily job's handler (invoked in-process) and by a change of the setting over HTTP; the current
 * measurements, newer items, 'forever' and other people are untouched.
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type DataRetention } from '@seamline/shared/contracts/privacy';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

const DAY = 86_400_000;
const aws = () => import('@seamline/functions/_core/aws-clients');
const media = () => import('@seamline/functions/media/s3');

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

/** Photo uploads on: a person with retained photos allows them (off removes them all, issue 22). */
const setRetention = (s: UserWithSession, dataRetention: DataRetention) =>
  api('PUT', `/api/users/${s.userId}/privacy`, { cookie: s.cookie, body: { ...DEFAULT_PRIVACY_SETTINGS, photoUpload: true, dataRetention } });

const everything = { heights: [170, 171, 172, 173], photos: ['01', '02', '03'] };
/** After '30days': the 400-, 60- and 50-day-old history gone, the current (170) kept; photos 1 day old kept. */
const after30Days = { heights: [170], photos: ['03'] };

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

    const { handler } = await import('@seamline/functions/measurements/retention-job');
    const started = Date.now();
    const totals = await handler({ time: new Date(now).toISOString() });
    console.info(`retention job: ${totals.people} people in ${Date.now() - started} ms`);
    expect(totals.failed).toBe(0);
    expect(totals.versions).toBeGreaterThanOrEqual(3);
    expect(totals.photos).toBeGreaterThanOrEqual(2);
    expect(await state(me.userId)).toEqual(after30Days);
    expect(await state(other.userId)).toEqual(everything);

    // Idempotent: a second run removes nothing more of these two people.
    await handler({ time: new Date(now).toISOString() });
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
