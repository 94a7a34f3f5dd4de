/**
 * Measurements over HTTP (spec 01 §3 Measurements, §5 Manual measurements form and onboarding
 * measurements, §7): stored versions with canonical cm/kg and the unit entered, latest wins,
 * 404 before the first save, the spec's validation messages, oneself only (401 / 403).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { measurementsSchema } from '@seamline/shared/contracts/measurements';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/measurements`;
const save = (s: UserWithSession | undefined, userId: string, body: unknown) =>
  api('POST', path(userId), { cookie: s?.cookie, body });
const read = (s: UserWithSession | undefined, userId: string) => api('GET', path(userId), { cookie: s?.cookie });

describe('GET /api/users/{userId}/measurements', () => {
  it("is 404 'No measurements saved yet' before the first save", async () => {
    const res = await read(me, me.userId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No measurements saved yet' });
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    expect((await read(undefined, me.userId)).status).toBe(401);
    await save(other, other.userId, { height: 66 });
    const res = await read(me, other.userId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have access to this resource' });
  });
});

describe('POST /api/users/{userId}/measurements', () => {
  it('stores onboarding values (inches, lbs) with canonical cm/kg and answers 201', async () => {
    const res = await save(me, me.userId, { height: 65, weight: 150, bust: 34, waist: 28, hips: 38, userId: '1' });
    expect(res.status).toBe(201);
    const m = measurementsSchema.parse(res.body);
    expect(m).toMatchObject({ userId: me.userId, unit: 'inches', weightUnit: 'lbs', height: 65, weight: 150 });
    expect(m).toMatchObject({ confidence: 'medium', extractionMethod: 'manual', inseam: null });
    expect(m.canonical).toEqual({
      heightCm: 165.1,
      bustCm: 86.36,
      waistCm: 71.12,
      hipsCm: 96.52,
      weightKg: 68.04,
      inseamCm: null,
      shoulderWidthCm: null,
      armLengthCm: null,
    });
    expect((await read(me, me.userId)).body).toEqual(res.body);
  });

  it('keeps versions: the latest save is what GET answers', async () => {
    await save(me, me.userId, { height: 65 });
    const second = await save(me, me.userId, { height: 170, bust: 90, unit: 'cm', weightUnit: 'kg', weight: 60 });
    const latest = await read(me, me.userId);
    expect(latest.body).toEqual(second.body);
    expect(latest.body).toMatchObject({ unit: 'cm', height: 170, canonical: { heightCm: 170, weightKg: 60 } });
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { data } = await db.entities.measurements.query.byUser({ userId: me.userId }).go();
    expect(data).toHaveLength(2);
  });

  it("answers the spec's messages for missing values and each field's one range (issue 34 §5) for the rest", async () => {
    const cases: [unknown, string][] = [
      [{ bust: 30 }, 'Height is required'],
      [{ height: '' }, 'Height is required'],
      [{ height: 'tall' }, 'Height must be a valid number between 21.7 and 107 in'],
      [{ height: 301 }, 'Height must be a valid number between 21.7 and 107 in'],
      [{ height: 60, bust: 0 }, 'Bust must be a valid number between 19.7 and 98.4 in'],
      [{ height: 60, waist: 201 }, 'Waist must be a valid number between 15.8 and 98.4 in'],
      [{ height: 60, weight: 1001 }, 'Weight must be a valid number between 44.1 and 1000 lbs'],
      [{ height: 60, armLength: 151 }, 'Arm length must be a valid number between 11.9 and 43.3 in'],
    ];
    for (const [body, message] of cases) {
      const res = await save(me, me.userId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message });
    }
    expect((await save(me, me.userId, { height: 60, unit: 'feet' })).status).toBe(400);
    expect((await read(me, me.userId)).status).toBe(404);
  });

  it("is 401 without a session and 403 for another user's id (nothing stored)", async () => {
    expect((await save(undefined, me.userId, { height: 65 })).status).toBe(401);
    const res = await save(me, other.userId, { height: 65 });
    expect(res.status).toBe(403);
    expect((await read(other, other.userId)).status).toBe(404);
  });
});

describe('plausibility (issue 17 §1; one range per field and unit, issue 34 §5)', () => {
  it('refuses implausible values with 400, field-level, in the unit entered, and saves nothing', async () => {
    const inches = await save(me, me.userId, { height: 2, bust: 1, waist: 28, hips: 38 });
    expect(inches.status).toBe(400);
    expect(inches.body).toMatchObject({
      fieldErrors: { height: ['Height must be a valid number between 21.7 and 107 in'], bust: ['Bust must be a valid number between 19.7 and 98.4 in'] },
    });
    const cm = await save(me, me.userId, { height: 5, unit: 'cm', source: 'manual', bust: 90, waist: 70, hips: 95 });
    expect(cm.status).toBe(400);
    expect(cm.body).toMatchObject({
      message: 'Height must be a valid number between 55 and 272 cm',
      fieldErrors: { height: ['Height must be a valid number between 55 and 272 cm'] },
    });
    const kg = await save(me, me.userId, { height: 170, unit: 'cm', weight: 700, weightUnit: 'kg' });
    expect(kg.body).toMatchObject({ fieldErrors: { weight: ['Weight must be a valid number between 20 and 453.5 kg'] } });
    expect((await read(me, me.userId)).status).toBe(404);
  });

  it('gives one range per unit (301 cm is refused like 5 cm) and accepts the bounds', async () => {
    const tall = await save(me, me.userId, { height: 301, unit: 'cm' });
    expect(tall.body).toMatchObject({ fieldErrors: { height: ['Height must be a valid number between 55 and 272 cm'] } });
    expect((await save(me, me.userId, { height: 55, unit: 'cm', bust: 50, waist: 40, hips: 50, inseam: 30 })).status).toBe(201);
    expect((await save(me, me.userId, { height: 107, bust: 98.4, weight: 1000 })).status).toBe(201);
  });
});
