/**
 * Privacy settings over HTTP (spec 01 §3 UserPrivacySettings, §9 defaults): defaults without a
 * write, PUT replaces and validates, oneself only (401 / 403). `discoverableByFit` (issue 5,
 * default true) is kept when sent and takes its default when omitted or never saved.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema } from '@seamline/shared/contracts/privacy';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/privacy`;
const read = (s: UserWithSession | undefined, userId: string) => api('GET', path(userId), { cookie: s?.cookie });
const put = (s: UserWithSession | undefined, userId: string, body: unknown) =>
  api('PUT', path(userId), { cookie: s?.cookie, body });

describe('GET /api/users/{userId}/privacy', () => {
  it("answers the spec's defaults before any save, and writes nothing", async () => {
    const res = await read(me, me.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: me.userId,
      photoUpload: false,
      machineLearning: false,
      publicDisplay: false,
      anonymizedDisplay: false,
      showMeasurementsToFriends: false,
      dataRetention: '6months',
      faceBlurring: true,
      bodyOnlyCrop: true,
      deletionRights: true,
      discoverableByFit: true,
      updatedAt: null,
    });
    const { db } = await import('@seamline/functions/_core/aws-clients');
    expect((await db.entities.privacySettings.get({ userId: me.userId }).go()).data).toBeNull();
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    expect((await read(undefined, me.userId)).status).toBe(401);
    const res = await read(me, other.userId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have access to this resource' });
  });
});

describe('PUT /api/users/{userId}/privacy', () => {
  const changed = { ...DEFAULT_PRIVACY_SETTINGS, machineLearning: true, faceBlurring: false, dataRetention: '30days' };

  it('replaces the settings; GET then answers them with updatedAt', async () => {
    const res = await put(me, me.userId, changed);
    expect(res.status).toBe(200);
    const saved = privacySettingsSchema.parse(res.body);
    expect(saved).toMatchObject({ ...changed, userId: me.userId });
    expect(saved.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await read(me, me.userId)).body).toEqual(res.body);
  });

  it('keeps discoverableByFit: false when sent, and reads it back', async () => {
    const res = await put(me, me.userId, { ...DEFAULT_PRIVACY_SETTINGS, discoverableByFit: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discoverableByFit: false });
    expect((await read(me, me.userId)).body).toMatchObject({ discoverableByFit: false });
  });

  it('gives discoverableByFit its default (true) when a client omits it (clients from before the setting)', async () => {
    await put(me, me.userId, { ...DEFAULT_PRIVACY_SETTINGS, discoverableByFit: false });
    const { discoverableByFit: _, ...withoutIt } = DEFAULT_PRIVACY_SETTINGS;
    const res = await put(me, me.userId, { ...withoutIt, publicDisplay: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discoverableByFit: true, publicDisplay: true });
    expect((await read(me, me.userId)).body).toMatchObject({ discoverableByFit: true, publicDisplay: true });
  });

  it('reads discoverableByFit as true from settings saved before it existed', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { discoverableByFit: _, ...old } = DEFAULT_PRIVACY_SETTINGS;
    await db.entities.privacySettings.put({ userId: me.userId, ...old, updatedAt: new Date().toISOString() }).go();
    // ElectroDB writes the attribute's default on put; remove it to get an item from before the setting.
    await db.entities.privacySettings.patch({ userId: me.userId }).remove(['discoverableByFit']).go();
    expect((await db.entities.privacySettings.get({ userId: me.userId }).go()).data?.discoverableByFit).toBeUndefined();
    expect((await read(me, me.userId)).body).toMatchObject({ discoverableByFit: true });
  });

  it('refuses a missing field, a non-boolean, an unknown retention and unknown keys with 400', async () => {
    const { faceBlurring: _, ...missing } = DEFAULT_PRIVACY_SETTINGS;
    const cases: [unknown, string][] = [
      [missing, 'faceBlurring'],
      [{ ...DEFAULT_PRIVACY_SETTINGS, photoUpload: 'yes' }, 'photoUpload'],
      [{ ...DEFAULT_PRIVACY_SETTINGS, dataRetention: '10years' }, 'dataRetention'],
      [{ ...DEFAULT_PRIVACY_SETTINGS, isAdmin: true }, ''],
      [{ ...DEFAULT_PRIVACY_SETTINGS, discoverableByFit: 'no' }, 'discoverableByFit'],
    ];
    for (const [body, field] of cases) {
      const res = await put(me, me.userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((res.body as { fieldErrors: object }).fieldErrors)).toContain(field);
    }
    expect((await read(me, me.userId)).body).toMatchObject({ updatedAt: null });
  });

  it("is 401 without a session and 403 for another user's id (their settings unchanged)", async () => {
    expect((await put(undefined, me.userId, changed)).status).toBe(401);
    expect((await put(me, other.userId, changed)).status).toBe(403);
    expect((await read(other, other.userId)).body).toMatchObject({ machineLearning: false, updatedAt: null });
  });
});
