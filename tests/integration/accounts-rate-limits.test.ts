/**
 * Rate limits (issue 3): 10 failed sign-ins in 15 minutes per account or per client address
 * → 429 with Retry-After; 3 verification resends per hour; registrations per address per hour. Counters of the loopback address
 * are cleared around this file so other files' sign-ins are not affected.
 */
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { clearAttempts, LOOPBACK_LOGIN_KEYS, postJson, registerUser, registrationBody } from '../fixtures/accounts';
import { messagesTo } from '../fixtures/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('runtimeEnv').DATA_DIR!;
const LIMITED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const login = (usernameOrEmail: string, password: string) =>
  postJson(baseUrl, '/api/auth/login', { usernameOrEmail, password });

// The dev admin's account counter too: other files may have failed an admin sign-in.
const KEYS = [...LOOPBACK_LOGIN_KEYS, 'admin-login-account#admin'];
beforeEach(() => clearAttempts(...KEYS));
afterAll(() => clearAttempts(...KEYS));

describe('sign-in failure limits', () => {
  it('blocks an account after 10 failures, even with the right password → 429 + Retry-After', async () => {
    const user = await registerUser(baseUrl);
    for (let i = 0; i < 10; i++) expect((await login(user.username, `wrong-${i}-password`)).status).toBe(401);
    await clearAttempts(...LOOPBACK_LOGIN_KEYS); // only the account counter remains
    const res = await login(user.email, user.password);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: LIMITED });
    expect(Number(res.headers.get('retry-after'))).toBe(900);
    const other = await registerUser(baseUrl);
    expect((await login(other.username, other.password)).status).toBe(200);
  });

  it('blocks a client address after 10 failures across accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`ghost_${i}_${Date.now()}`, 'nope-nope-nope')).status).toBe(401);
    const user = await registerUser(baseUrl);
    const res = await login(user.username, user.password);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: LIMITED });
  });

  it('limits admin sign-in the same way', async () => {
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
    const { countAttempts, recordAttempt } = await import('@seamline/functions/_core/rate-limit');
    const keys = ['register-ip#127.0.0.1', 'register-ip#::1'];
    const window = { max: limit, windowSeconds: 3600 };
    try {
      for (const key of keys) {
        const missing = limit - (await countAttempts(key, window));
        for (let i = 0; i < missing; i += 25) {
          await Promise.all(Array.from({ length: Math.min(25, missing - i) }, () => recordAttempt(key, window)));
        }
      }
      const res = await postJson(baseUrl, '/api/auth/register', registrationBody());
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        message: 'Too many accounts were created from your network. Please try again later.',
      });
      expect(res.headers.get('retry-after')).toBe('3600');
    } finally {
      await clearAttempts(...keys);
    }
    expect((await postJson(baseUrl, '/api/auth/register', registrationBody())).status).toBe(201);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends up to 3 new verification emails per hour, then 429', async () => {
    const user = await registerUser(baseUrl);
    for (let i = 0; i < 3; i++) {
      const res = await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie);
      expect(res.status).toBe(202);
      expect(await res.json()).toMatchObject({ success: true });
    }
    expect(messagesTo(dataDir, user.email)).toHaveLength(4);
    const res = await postJson(baseUrl, '/api/auth/resend-verification', {}, user.cookie);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'You can request at most 3 verification emails per hour. Please try again later.',
    });
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(messagesTo(dataDir, user.email)).toHaveLength(4);
  });

  it('answers 401 without a session', async () => {
    expect((await postJson(baseUrl, '/api/auth/resend-verification', {})).status).toBe(401);
  });
});
