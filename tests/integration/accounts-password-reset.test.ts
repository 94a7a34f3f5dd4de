/** Forgotten password over HTTP: no enumeration, 1-hour single-use links, other sessions end. */
import { describe, expect, inject, it } from 'vitest';
import { clearAttempts, LOOPBACK_LOGIN_KEYS, postJson, registerUser, setCookieOf } from '../fixtures/accounts';
import { messagesTo, tokenOf, waitForMessages } from '../fixtures/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('runtimeEnv').DATA_DIR!;
const INVALID_RESET = { message: 'This reset link is invalid or has expired.' };
const NEW_PASSWORD = 'brand-new-password-42';
const me = (cookie: string) => fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
const forgot = (email: string) => postJson(baseUrl, '/api/auth/forgot-password', { email });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password, cookie?: string) =>
  postJson(baseUrl, '/api/auth/reset-password', { token, password, confirmPassword }, cookie);

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 for an unknown email and writes no email', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const res = await forgot(email);
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ success: true });
    const known = await registerUser(baseUrl);
    const knownRes = await forgot(known.email);
    expect(knownRes.status).toBe(202);
    expect(await knownRes.json()).toEqual(body);
    await waitForMessages(dataDir, known.email, 2);
    expect(messagesTo(dataDir, email)).toEqual([]);
  });

  it('emails a reset link to APP_URL/reset-password for a known email in any case', async () => {
    const user = await registerUser(baseUrl);
    expect((await forgot(user.email.toUpperCase())).status).toBe(202);
    const [, message] = await waitForMessages(dataDir, user.email, 2);
    expect(message!.subject).toBe('Reset your Seamline password');
    expect(message!.link).toMatch(new RegExp(`^${inject('runtimeEnv').APP_URL}/reset-password\\?token=`));
  });

  it('quietly stops emailing after 3 requests for one email in an hour (still 202)', async () => {
    const user = await registerUser(baseUrl);
    for (let i = 0; i < 4; i++) expect((await forgot(user.email)).status).toBe(202);
    await waitForMessages(dataDir, user.email, 4);
    expect(messagesTo(dataDir, user.email)).toHaveLength(4); // 1 verification + 3 resets
  });

  it('validates the email → 400 with the spec text', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every other session, and works once', async () => {
    await clearAttempts(...LOOPBACK_LOGIN_KEYS);
    const user = await registerUser(baseUrl);
    const other = setCookieOf(
      await postJson(baseUrl, '/api/auth/login', { usernameOrEmail: user.username, password: user.password }),
    )!;
    expect((await me(other)).status).toBe(200);
    await forgot(user.email);
    const token = tokenOf((await waitForMessages(dataDir, user.email, 2))[1]!);

    const res = await reset(token, NEW_PASSWORD, NEW_PASSWORD, user.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect((await me(other)).status).toBe(403);
    expect((await me(user.cookie)).status).toBe(200); // the caller's own session stays

    const login = (password: string) =>
      postJson(baseUrl, '/api/auth/login', { usernameOrEmail: user.email, password });
    expect((await login(user.password)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    const again = await reset(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_RESET);
  });

  it('ends all sessions when the caller has none', async () => {
    const user = await registerUser(baseUrl);
    await forgot(user.email);
    const token = tokenOf((await waitForMessages(dataDir, user.email, 2))[1]!);
    expect((await reset(token)).status).toBe(200);
    expect((await me(user.cookie)).status).toBe(403);
  });

  it('refuses an unknown token and a verification token → 400', async () => {
    expect(await (await reset('y'.repeat(43))).json()).toEqual(INVALID_RESET);
    const user = await registerUser(baseUrl);
    const verification = tokenOf((await waitForMessages(dataDir, user.email))[0]!);
    expect((await reset(verification)).status).toBe(400);
  });

  it.each([
    [['t', 'short', 'short'], 'password', 'Password must be at least 8 characters long'],
    [['t', NEW_PASSWORD, 'different-password'], 'confirmPassword', "Passwords don't match"],
    [['t', NEW_PASSWORD, ''], 'confirmPassword', 'Please confirm your password'],
    [['', NEW_PASSWORD, NEW_PASSWORD], 'token', 'This reset link is invalid or has expired.'],
  ])('validates %j → 400 %s', async ([token, password, confirm], field, message) => {
    const res = await reset(token!, password, confirm);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(message);
  });
});
