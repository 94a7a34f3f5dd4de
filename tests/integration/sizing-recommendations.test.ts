/**
 * Size recommendations over HTTP (spec 01 §2, §3 BrandSize): the seeded charts of six brands,
 * best size and match % per brand for a known body, 404 without measurements, 422 with height
 * only, oneself only. Also the manual form's server rules (spec 01 §5) on the save route.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sizeRecommendationsSchema } from '@seamline/shared/contracts/sizing';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const save = (s: UserWithSession, body: unknown) =>
  api('POST', `/api/users/${s.userId}/measurements`, { cookie: s.cookie, body });
const recs = (s: UserWithSession | undefined, userId: string, query = '') =>
  api('GET', `/api/users/${encodeURIComponent(userId)}/size-recommendations${query}`, { cookie: s?.cookie });

describe('GET /api/users/{userId}/size-recommendations', () => {
  it('answers the best size per brand for a known body (bust 88, waist 70, hips 96 cm), best first', async () => {
    await save(me, { unit: 'cm', height: 168, bust: 88, waist: 70, hips: 96, source: 'manual' });
    const res = await recs(me, me.userId);
    expect(res.status).toBe(200);
    const { recommendations, basedOn } = sizeRecommendationsSchema.parse(res.body);
    expect(basedOn).toEqual({ bustCm: 88, waistCm: 70, hipsCm: 96 });
    const byBrand = Object.fromEntries(recommendations.map((r) => [r.brand, `${r.chart} ${r.size} ${r.matchPercent}`]));
    expect(Object.keys(byBrand).sort()).toEqual(['ASOS DESIGN', 'Gap', 'H&M', 'Nike', 'Uniqlo', 'Zara']);
    expect(byBrand['H&M']).toBe('womens S 97');
    expect(byBrand.Zara).toBe('womens M 96');
    expect(byBrand.Uniqlo).toBe('womens M 98');
    const percents = recommendations.map((r) => r.matchPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // Each chart names the page it was checked against, or says it is unverified.
    for (const r of recommendations) expect(r.source).toMatch(/https?:\/\/|unverified/);
  });

  it("uses only the chart family asked for (?chart=mens) and refuses an unknown one", async () => {
    await save(me, { unit: 'inches', height: 70, bust: 39, waist: 33, hips: 39, source: 'manual' });
    const res = await recs(me, me.userId, '?chart=mens');
    const { recommendations } = sizeRecommendationsSchema.parse(res.body);
    expect(recommendations.every((r) => r.chart === 'mens')).toBe(true);
    expect(recommendations.find((r) => r.brand === 'Nike')?.size).toBe('M');
    expect((await recs(me, me.userId, '?chart=kids')).status).toBe(400);
  });

  it("is 404 'Save your measurements to get size recommendations' without measurements", async () => {
    const res = await recs(me, me.userId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Save your measurements to get size recommendations' });
  });

  it('is 422 when only height is saved', async () => {
    await save(me, { height: 66 });
    const res = await recs(me, me.userId);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Add your bust, waist or hips to get size recommendations' });
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    expect((await recs(undefined, me.userId)).status).toBe(401);
    expect((await recs(me, other.userId)).status).toBe(403);
  });
});

describe("POST /api/users/{userId}/measurements with source 'manual' (spec 01 §5)", () => {
  it("requires bust, waist and hips with the spec's messages; onboarding saves still need only height", async () => {
    const base = { height: 65, bust: 34, waist: 28, hips: 38, source: 'manual' };
    const cases: [unknown, string][] = [
      [{ ...base, bust: undefined }, 'Bust is required'],
      [{ ...base, waist: '' }, 'Waist is required'],
      [{ ...base, hips: undefined }, 'Hips is required'],
      [{ ...base, bust: 0 }, 'Bust must be a valid number between 19.7 and 98.4 in'],
      [{ ...base, bust: 201 }, 'Bust must be a valid number between 19.7 and 98.4 in'],
      [{ ...base, height: 0 }, 'Height must be a valid number between 21.7 and 107 in'],
    ];
    for (const [body, message] of cases) {
      const res = await save(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message).toBe(message);
    }
    expect((await save(me, base)).status).toBe(201);
    expect((await save(me, { height: 65, source: 'onboarding' })).status).toBe(201);
  });
});
