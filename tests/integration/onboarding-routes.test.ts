/**
 * Onboarding milestones over HTTP (spec 01 §3 UserOnboarding, §4 Onboarding, §7):
 * defaults without a write, one flag per call, idempotent repeats, completedAt set once even
 * under concurrent completion, oneself only (401 / 403), and the contract's 400s.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ONBOARDING_FLAGS } from '@seamline/shared/contracts/profile';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const get = (s: UserWithSession | undefined, userId: string) =>
  api('GET', `/api/auth/onboarding?userId=${encodeURIComponent(userId)}`, { cookie: s?.cookie });
const mark = (s: UserWithSession | undefined, userId: string, body: unknown) =>
  api('POST', `/api/auth/onboarding/${encodeURIComponent(userId)}`, { cookie: s?.cookie, body });

describe('GET /api/auth/onboarding', () => {
  it('answers defaults for a user who never started, and writes nothing', async () => {
    const res = await get(me, me.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: me.userId,
      welcomeCompleted: false,
      profileSetupCompleted: false,
      measurementsCompleted: false,
      preferencesCompleted: false,
      firstItemAdded: false,
      tutorialViewed: false,
      onboardingStep: 'welcome',
      onboardingCompleted: false,
      completionPercent: 0,
      completedAt: null,
    });
    const { db } = await import('@seamline/functions/_core/aws-clients');
    expect((await db.entities.userOnboarding.get({ userId: me.userId }).go()).data).toBeNull();
  });

  it('is 401 without a session', async () => {
    expect((await get(undefined, me.userId)).status).toBe(401);
  });

  it("is 403 for another user's id", async () => {
    const res = await get(me, other.userId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have access to this resource' });
  });

  it('is 400 without the userId query parameter', async () => {
    const res = await api('GET', '/api/auth/onboarding', { cookie: me.cookie });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { userId: expect.any(Array) } });
  });
});

describe('POST /api/auth/onboarding/{userId}', () => {
  it('sets one flag per call, advancing step and percent, and GET reads it back', async () => {
    const first = await mark(me, me.userId, { welcomeCompleted: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ welcomeCompleted: true, onboardingStep: 'profile', completionPercent: 17 });
    const later = await mark(me, me.userId, { preferencesCompleted: true });
    expect(later.body).toMatchObject({ preferencesCompleted: true, onboardingStep: 'profile', completionPercent: 33 });
    expect((await get(me, me.userId)).body).toEqual(later.body);
  });

  it('repeating a flag changes nothing', async () => {
    const a = await mark(me, me.userId, { welcomeCompleted: true });
    const b = await mark(me, me.userId, { welcomeCompleted: true });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('completes with all six: onboardingCompleted, step completed, completedAt set once', async () => {
    let last;
    for (const flag of ONBOARDING_FLAGS) last = await mark(me, me.userId, { [flag]: true });
    expect(last!.body).toMatchObject({ onboardingStep: 'completed', onboardingCompleted: true, completionPercent: 100 });
    const completedAt = (last!.body as { completedAt: string }).completedAt;
    expect(Date.parse(completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await mark(me, me.userId, { tutorialViewed: true });
    expect((again.body as { completedAt: string }).completedAt).toBe(completedAt);
  });

  it('concurrent completing calls all answer the same completedAt', async () => {
    for (const flag of ONBOARDING_FLAGS.slice(0, 5)) await mark(me, me.userId, { [flag]: true });
    const results = await Promise.all(Array.from({ length: 6 }, () => mark(me, me.userId, { tutorialViewed: true })));
    const stamps = new Set(results.map((r) => (r.body as { completedAt: string | null }).completedAt));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(stamps.size).toBe(1);
    expect([...stamps][0]).toEqual(expect.any(String));
  });

  it("is 403 for another user's id and leaves their state alone", async () => {
    const res = await mark(me, other.userId, { welcomeCompleted: true });
    expect(res.status).toBe(403);
    expect((await get(other, other.userId)).body).toMatchObject({ welcomeCompleted: false });
  });

  it('is 401 without a session', async () => {
    expect((await mark(undefined, me.userId, { welcomeCompleted: true })).status).toBe(401);
  });

  it('is 400 for no flag, two flags, a false flag or an unknown key', async () => {
    const two = await mark(me, me.userId, { welcomeCompleted: true, tutorialViewed: true });
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ message: 'Set exactly one onboarding step at a time' });
    expect((await mark(me, me.userId, {})).body).toMatchObject({ message: 'Set exactly one onboarding step at a time' });
    expect((await mark(me, me.userId, { welcomeCompleted: false })).status).toBe(400);
    expect((await mark(me, me.userId, { isAdmin: true })).status).toBe(400);
    expect((await mark(me, me.userId, '{"welcomeCompleted":')).status).toBe(400);
  });
});
