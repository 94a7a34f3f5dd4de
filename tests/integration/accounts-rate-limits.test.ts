/**
 * Rate limits (issue 3, issue 17 §5): sign-in failures per (account, address), per known device
 * and a per-address ceiling → 429 with Retry-After; 3 verification resends per hour; registrations per address per hour. Counters of the loopback address
 * are cleared around this file so other files' sign-ins are not affected.
 */
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { clearAttempts, LOOPBACK_LOGIN_KEYS, postJson, postJsonFrom, registerUser, registrationBody } from '../fixtures/accounts';
import { messagesTo } from '../fixtures/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('runtimeEnv').DATA_DIR!;
const LIMITED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// The dev admin's account counter too: other files may have failed an admin sign-in.
const KEYS = [...LOOPBACK_LOGIN_KEYS, 'admin-login-account#admin', ...['5', '7', '9', '11', '13', '15'].map((n) => `login-ip#127.0.0.${n}`)];
beforeEach(() => clearAttempts(...KEYS));
afterAll(() => clearAttempts(...KEYS));

describe('sign-in throttling (issue 17 §5: OWASP device cookies)', () => {
  const from = (address: string, usernameOrEmail: string, password: string, cookie?: string) =>
    postJsonFrom(baseUrl, address, '/api/auth/login', { usernameOrEmail, password }, cookie);
  const deviceCookieOf = (setCookies: string[]) => setCookies.find((c) => c.startsWith('sl_device='))?.split(';')[0];

  it('10 failures from one address lock that address out of the account only: another address and a known device still sign in', async () => {
    const user = await registerUser(baseUrl);
    // The person signed in from their own browser before: it holds a device cookie.
    const first = await from('127.0.0.5', user.username, user.password);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.setCookies);
    expect(device).toMatch(/^sl_device=[A-Za-z0-9_-]{43}$/);
    expect(first.setCookies.find((c) => c.startsWith('sl_device='))).toMatch(/HttpOnly; SameSite=Lax; Max-Age=31536000/);

    // An attacker who knows the username fails 10 times from 127.0.0.9.
    for (let i = 0; i < 10; i++) expect((await from('127.0.0.9', user.username, `wrong-${i}-password`)).status).toBe(401);
    const locked = await from('127.0.0.9', user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LIMITED });
    // Seconds until the oldest counted failure leaves the 15 minutes (counted just now).
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(840);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);

    // The person, from another address without the cookie, and from the attacker's own address with it.
    expect((await from('127.0.0.7', user.username, user.password)).status).toBe(200);
    expect((await from('127.0.0.9', user.username, user.password, device)).status).toBe(200);
  });

  it("a known device's own failures lock only that device", async () => {
    const user = await registerUser(baseUrl);
    const device = deviceCookieOf((await from('127.0.0.11', user.username, user.password)).setCookies)!;
    for (let i = 0; i < 10; i++) expect((await from('127.0.0.11', user.username, `bad-${i}-password`, device)).status).toBe(401);
    expect((await from('127.0.0.11', user.username, user.password, device)).status).toBe(429);
    // Same address without the device cookie: a different client, not locked.
    expect((await from('127.0.0.11', user.username, user.password)).status).toBe(200);
  });

  it('a device cookie of another account gives no exemption', async () => {
    const [a, b] = await Promise.all([registerUser(baseUrl), registerUser(baseUrl)]);
    const deviceOfA = deviceCookieOf((await from('127.0.0.13', a.username, a.password)).setCookies)!;
    for (let i = 0; i < 10; i++) expect((await from('127.0.0.13', b.username, `bad-${i}-password`, deviceOfA)).status).toBe(401);
    expect((await from('127.0.0.13', b.username, b.password, deviceOfA)).status).toBe(429);
  });

  it('keeps a per-address ceiling across accounts (credential stuffing): 30 failures → 429 for unknown clients', async () => {
    const address = '127.0.0.15';
    const user = await registerUser(baseUrl);
    const device = deviceCookieOf((await from(address, user.username, user.password)).setCookies)!;
    for (let i = 0; i < 30; i++) expect((await from(address, `ghost_${i}_${Date.now()}`, 'nope-nope-nope')).status).toBe(401);
    const other = await registerUser(baseUrl);
    const res = await from(address, other.username, other.password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: LIMITED });
    // The known device is not stopped by the ceiling.
    expect((await from(address, user.username, user.password, device)).status).toBe(200);
  });

  it('limits admin sign-in per account and address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await postJson(baseUrl, '/api/admin/login', { username: 'admin', password: `bad-${i}` })).status).toBe(401);
    }
    const res = await postJson(baseUrl, '/api/admin/login', { username: 'admin', password: 'seamline-dev-admin' });
    expect(res.status).toBe(429);
  });
});

describe('registration limit per address', () => {
  it('answers 429 once the address used its hourly registrations (local setting: 200)', async () => {
    const limit = Number(inject('runtimeEnv').REGISTRATIONS_PER_HOUR);
    expect(limit).toBe(200);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const keys = ['register-ip#127.0.0.1', 'register-ip#::1'];
    try {
      // Every slot of both keys taken just now (as `limit` registrations in the last hour would).
      const expiresAt = Date.now() + 3600 * 1000;
      for (const key of keys) {
        const slots = Array.from({ length: limit }, (_, slot) => ({ key, slot, token: `fill-${slot}`, expiresAt, ttl: Math.ceil(expiresAt / 1000) }));
        await db.entities.limitSlot.put(slots).go();
      }
      const res = await postJson(baseUrl, '/api/auth/register', registrationBody());
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        message: 'Too many accounts were created from your network. Please try again later.',
      });
      // Seconds until the oldest counted registration leaves the hour (filled just now).
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    } finally {
      await clearAttempts(...keys);
    }
    expect((await postJson(baseUrl, '/api/auth/register', registrationBody())).status).toBe(201);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('answers 429 with the seconds left (Retry-After ≤ 60) inside the 60 s cooldown, and sends nothing', async () => {
    const user = await registerUser(baseUrl);
    expect((await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie)).status).toBe(202);
    const res = await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({ message: `Please wait ${wait} seconds before requesting another verification email.` });
    expect(messagesTo(dataDir, user.email)).toHaveLength(2);
  });

  it('sends up to 3 new verification emails per hour, then 429', async () => {
    const user = await registerUser(baseUrl);
    for (let i = 0; i < 3; i++) {
      // The 60 s cooldown is its own limiter key; clearing it stands in for a minute passing.
      await clearAttempts(`resend-cooldown#${user.id}`);
      const res = await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie);
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ success: true });
    }
    await clearAttempts(`resend-cooldown#${user.id}`);
    expect(messagesTo(dataDir, user.email)).toHaveLength(4);
    const res = await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'You can request at most 3 verification emails per hour. Please try again later.',
    });
    // Seconds until the oldest counted resend leaves the hour (counted just now).
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(messagesTo(dataDir, user.email)).toHaveLength(4);
  });

  it('answers 401 without a session', async () => {
    expect((await postJson(baseUrl, '/api/auth/resend-verification', {})).status).toBe(401);
  });
});
