/**
 * The size-system question over HTTP (issue 23 "Sizing profile"): stored with the measurements
 * and answered to the owner (kept when a later save does not answer it), refused when garbage,
 * never in what others see (public profile, connect matches); it picks the brand chart family
 * of size recommendations and the scan estimator's per-sex model ('Prefer not to say' → the
 * sex-mixture, said in the answer); a stored weight goes into the scan estimate.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sizeRecommendationsSchema } from '@seamline/shared/contracts/sizing';
import type { ScanResult } from '@seamline/shared/contracts/scan';
import { api } from '../fixtures/api';
import { personPhoto } from '../fixtures/images';
import { scanPhoto } from '../fixtures/media-bucket';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { distinctBody, get, saveBody, setPrivacy, shifted, waitForFitIndex } from './people-helpers';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const save = (s: UserWithSession, body: Record<string, unknown>) =>
  api<Record<string, unknown>>('POST', `/api/users/${s.userId}/measurements`, { cookie: s.cookie, body });
const latest = (s: UserWithSession) => api<Record<string, unknown>>('GET', `/api/users/${s.userId}/measurements`, { cookie: s.cookie });
const consents = { photoConsent: true, dataUsageConsent: true };
/** A real photo, front, arms held away (shared/data/people PROVENANCE.md): its silhouette measures. */
const ARMS_AWAY = 'tfjs_pose_warrior2.jpg';

describe('size system with the measurements', () => {
  it('is stored and answered to the owner, kept by a save that does not answer it, null when never answered', async () => {
    await save(me, { unit: 'cm', height: 170 });
    expect((await latest(me)).body.sizeSystem).toBeNull();
    const saved = await save(me, { unit: 'cm', height: 170, bust: 90, waist: 72, hips: 98, sizeSystem: 'womens', source: 'manual' });
    expect(saved.status).toBe(201);
    expect(saved.body.sizeSystem).toBe('womens');
    await save(me, { unit: 'cm', height: 171 });
    expect((await latest(me)).body).toMatchObject({ height: 171, sizeSystem: 'womens' });
    await save(me, { unit: 'cm', height: 171, sizeSystem: 'unspecified' });
    expect((await latest(me)).body.sizeSystem).toBe('unspecified');
  });

  it("refuses an unknown size system with 400 \"Size system must be 'womens', 'mens' or 'unspecified'\"", async () => {
    const res = await save(me, { unit: 'cm', height: 170, sizeSystem: 'kids' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ sizeSystem: ["Size system must be 'womens', 'mens' or 'unspecified'"] });
  });

  it('is never in what others see: the public profile (measurements public) and connect matches', async () => {
    const body = distinctBody();
    const saved = await save(other, {
      unit: 'cm', height: body.heightCm, bust: body.bustCm, waist: body.waistCm, hips: body.hipsCm, sizeSystem: 'mens',
    });
    expect(saved.status).toBe(201);
    await setPrivacy(other, { publicDisplay: true });
    const profile = await get(me, `/api/users/${other.userId}/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ canViewMeasurements: true });
    expect(JSON.stringify(profile.body)).not.toMatch(/sizeSystem|mens/);

    await saveBody(me, shifted(body, { waistCm: 0.5 }));
    await Promise.all([waitForFitIndex(me.userId), waitForFitIndex(other.userId)]);
    const matches = await get<{ items: { id: string }[] }>(me, `/api/users/${me.userId}/connect-matches`);
    expect(matches.body.items.some((c) => c.id === other.userId)).toBe(true);
    expect(JSON.stringify(matches.body)).not.toMatch(/sizeSystem|mens/);
  });
});

describe('size recommendations follow the stored size system', () => {
  const recs = async (query = '') => {
    const res = await api('GET', `/api/users/${me.userId}/size-recommendations${query}`, { cookie: me.cookie });
    expect(res.status).toBe(200);
    return sizeRecommendationsSchema.parse(res.body).recommendations;
  };

  it("Women's → women's charts only; Men's → men's; an explicit ?chart= still wins; unanswered → the better family per brand", async () => {
    const body = { unit: 'cm', height: 178, bust: 100, waist: 84, hips: 100, source: 'manual' };
    await save(me, body);
    // This body fits men's charts better where a brand has both.
    expect((await recs()).some((r) => r.chart === 'mens')).toBe(true);
    await save(me, { ...body, sizeSystem: 'mens' });
    expect((await recs()).every((r) => r.chart === 'mens')).toBe(true);
    expect((await recs('?chart=womens')).every((r) => r.chart === 'womens')).toBe(true);
    await save(me, { ...body, sizeSystem: 'womens' });
    expect((await recs()).every((r) => r.chart === 'womens')).toBe(true);
  });
});

describe('POST /api/scan-to-fit with the sizing profile', () => {
  const scan = async (body: Record<string, unknown>) => {
    const res = await api<ScanResult>('POST', '/api/scan-to-fit', { cookie: me.cookie, body: { frontPhoto: await scanPhoto(await personPhoto(ARMS_AWAY)), height: 178, ...consents, ...body } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body;
  };

  it("uses the stored size system's per-sex model, the mixture when not said (and says so), and the stored weight", async () => {
    const pooled = await scan({});
    expect(pooled.model).toEqual({ sizeSystem: 'unspecified', group: 'mixture', weightUsed: false });

    await save(me, { unit: 'cm', weightUnit: 'kg', height: 178, weight: 72, sizeSystem: 'mens' });
    const mens = await scan({});
    expect(mens.model).toEqual({ sizeSystem: 'mens', group: 'male', weightUsed: true });
    // With weight the estimator's expected errors are lower than without.
    expect(mens.expectedErrorCm!.waist).toBeLessThan(pooled.expectedErrorCm!.waist);
    // The scan's new version keeps the weight and the size system.
    expect((await latest(me)).body).toMatchObject({ extractionMethod: 'photo_ai', sizeSystem: 'mens', weight: 72 });

    const womens = await scan({ sizeSystem: 'womens', weight: 150, weightUnit: 'lbs' });
    expect(womens.model).toEqual({ sizeSystem: 'womens', group: 'female', weightUsed: true });
    expect(womens.hips).not.toBe(mens.hips);
  });

  it('refuses an implausible weight and an unknown size system with 400', async () => {
    const photo = await scanPhoto(await personPhoto(ARMS_AWAY));
    const send = (extra: Record<string, unknown>) =>
      api<{ fieldErrors?: Record<string, string[]> }>('POST', '/api/scan-to-fit', {
        cookie: me.cookie,
        body: { frontPhoto: photo, height: 178, ...consents, ...extra },
      });
    const weight = await send({ weight: 5 });
    expect(weight.status).toBe(400);
    expect(weight.body.fieldErrors).toEqual({ weight: ['Weight must be a valid number between 20 and 453.5 kg'] });
    const lbs = await send({ weight: 20, weightUnit: 'lbs' });
    expect(lbs.body.fieldErrors).toEqual({ weight: ['Weight must be a valid number between 44.1 and 1000 lbs'] });
    const system = await send({ sizeSystem: 'kids' });
    expect(system.status).toBe(400);
    expect(system.body.fieldErrors).toEqual({ sizeSystem: ["Size system must be 'womens', 'mens' or 'unspecified'"] });
  });
});
