/**
 * Settings → Account over HTTP (issue 17 §4): change password (wrong current → 400 and counted
 * by the sign-in throttle; registration rules for the new one; every other session refused on its
 * very next request, the current one stays) and 'Sign out of all other devices'.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { clearAttempts, postJson, postJsonFrom, registerUser, setCookieOf, type RegisteredUser } from '../fixtures/accounts';

const baseUrl = inject('baseUrl');
const ADDRESS = '127.0.0.21';
afterAll(() => clearAttempts(`login-ip#${ADDRESS}`));

const signIn = async (u: RegisteredUser, password = u.password) => {
  const res = await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: u.username, password });
  expect(res.status).toBe(200);
  return setCookieOf(res)!;
};
const me = (cookie: string) => fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } }).then((r) => r.status);
/** API Gateway refuses a cookie whose session has ended with 403 (401 is for no cookie at all); the SPA reads both as signed out. */
const ENDED = 403;
const change = (cookie: string | undefined, body: unknown) => postJson(baseUrl, '/api/auth/change-password', body, cookie);

describe('POST /api/auth/change-password', () => {
  it('ends every other session at once, keeps this one, and the new password signs in', async () => {
    const user = await registerUser(baseUrl);
    const [laptop, phone] = await Promise.all([signIn(user), signIn(user)]);
    expect(await me(phone)).toBe(200);
    const res = await change(laptop, { currentPassword: user.password, newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, endedSessions: 2 }); // the phone and the registration session
    expect(await me(phone)).toBe(ENDED);
    expect(await me(user.cookie)).toBe(ENDED);
    expect(await me(laptop)).toBe(200);
    expect((await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: user.username, password: user.password })).status).toBe(401);
    await signIn(user, 'brand-new-pass-9');
  });

  it("wrong current password → 400 'Current password is incorrect', nothing changes; counted by the sign-in throttle", async () => {
    const user = await registerUser(baseUrl);
    const res = await change(user.cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Current password is incorrect', fieldErrors: { currentPassword: ['Current password is incorrect'] } });
    await signIn(user); // the old password still works
    // Ten wrong current passwords from one address → that address is throttled like sign-in.
    for (let i = 0; i < 10; i++) {
      const r = await postJsonFrom(baseUrl, ADDRESS, '/api/auth/change-password', { currentPassword: `guess-${i}-xx`, newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' }, user.cookie);
      expect(r.status).toBe(400);
    }
    const limited = await postJsonFrom(baseUrl, ADDRESS, '/api/auth/change-password', { currentPassword: user.password, newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' }, user.cookie);
    expect(limited.status).toBe(429);
    // Seconds until the oldest counted failure leaves the 15 minutes (counted just now).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(840);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('new password with the registration rules; mismatch; garbage → 400; no session → 401', async () => {
    const user = await registerUser(baseUrl);
    const short = await change(user.cookie, { currentPassword: user.password, newPassword: 'short', confirmPassword: 'short' });
    expect(await short.json()).toMatchObject({ fieldErrors: { newPassword: ['Password must be at least 8 characters long'] } });
    const mismatch = await change(user.cookie, { currentPassword: user.password, newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-8' });
    expect(await mismatch.json()).toMatchObject({ fieldErrors: { confirmPassword: ["Passwords don't match"] } });
    expect((await change(user.cookie, { currentPassword: 42 })).status).toBe(400);
    expect((await change(user.cookie, 'not json')).status).toBe(400);
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'brand-new-pass-9', confirmPassword: 'brand-new-pass-9' })).status).toBe(401);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it("signs out every other device at once; this one stays; no session → 401", async () => {
    const user = await registerUser(baseUrl);
    const other = await signIn(user);
    const res = await postJson(baseUrl, '/api/auth/sessions/end-others', {}, user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, endedSessions: 1 });
    expect(await me(other)).toBe(ENDED);
    expect(await me(user.cookie)).toBe(200);
    expect((await postJson(baseUrl, '/api/auth/sessions/end-others', {})).status).toBe(401);
  });
});
