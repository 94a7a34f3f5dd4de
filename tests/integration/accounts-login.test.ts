/** Sign-in, current user, sign-out and the legacy redirect over HTTP (spec 01 §5, §7, §8). */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { postJson, registerUser, setCookieOf, type RegisteredUser } from '../fixtures/accounts';

const baseUrl = inject('baseUrl');
const me = (cookie?: string) => fetch(`${baseUrl}/api/auth/user`, { headers: cookie ? { cookie } : {} });
const login = (usernameOrEmail: string, password: string, cookie?: string) =>
  postJson(baseUrl, '/api/auth/login', { usernameOrEmail, password }, cookie);

let user: RegisteredUser;
beforeAll(async () => {
  user = await registerUser(baseUrl);
});

describe('POST /api/auth/login', () => {
  it('signs in by username → 200 {user} and a fresh HttpOnly SameSite=Lax 30-day cookie', async () => {
    const res = await login(user.username, user.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ id: user.id, username: user.username, isEmailVerified: false });
    expect(body.user).not.toHaveProperty('passwordHash');
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('sl_session='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Max-Age=2592000/);
    const cookie = setCookieOf(res)!;
    expect(cookie).not.toBe(user.cookie);
    expect((await me(cookie)).status).toBe(200);
  });

  it('signs in by email in any case and by username in any case', async () => {
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(200);
    expect((await login(user.username.toUpperCase(), user.password)).status).toBe(200);
  });

  it('rotates the token: the session of the cookie presented at sign-in ends', async () => {
    const first = setCookieOf(await login(user.username, user.password))!;
    expect((await me(first)).status).toBe(200);
    const second = setCookieOf(await login(user.username, user.password, first))!;
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(403);
    expect((await me(second)).status).toBe(200);
  });

  it.each([
    ['a wrong password', () => [user.username, 'wrong-password-1']],
    ['an unknown username', () => ['nobody_here_123', 'whatever-password']],
    ['an unknown email', () => ['nobody@example.test', 'whatever-password']],
  ])('answers %s with 401 and the same text, setting no cookie', async (_what, args) => {
    const [id, pw] = args() as [string, string];
    const res = await login(id, pw);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ usernameOrEmail: '', password: 'x' }, 'usernameOrEmail', 'Username or email is required'],
    [{ usernameOrEmail: 'someone', password: '' }, 'password', 'Password is required'],
  ])('validates %j → 400 %s: %s', async (body, field, message) => {
    const res = await postJson(baseUrl, '/api/auth/login', body);
    expect(res.status).toBe(400);
    const out = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(out.fieldErrors[field]).toEqual([message]);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a cookie and 403 for an unknown session', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('sl_session=made-up-token')).status).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the server session (old cookie → 403) and clears the cookie → 204', async () => {
    const cookie = setCookieOf(await login(user.username, user.password))!;
    expect((await me(cookie)).status).toBe(200);
    const res = await postJson(baseUrl, '/api/auth/logout', {}, cookie);
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('sl_session='))!;
    expect(cleared).toMatch(/^sl_session=; /);
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await me(cookie)).status).toBe(403);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashToken } = await import('@seamline/functions/_core/sessions');
    const { data } = await db.entities.session.get({ tokenHash: hashToken(cookie.split('=')[1]!) }).go();
    expect(data).toBeNull();
  });

  it('without a session still answers 204 and clears the cookie', async () => {
    const res = await postJson(baseUrl, '/api/auth/logout', {});
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^sl_session=; .*Max-Age=0/);
  });
});

describe('GET /api/login', () => {
  it('redirects to /login', async () => {
    const res = await fetch(`${baseUrl}/api/login`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});
