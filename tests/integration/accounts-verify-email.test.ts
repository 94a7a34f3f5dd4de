/** `POST /api/auth/verify-email` over HTTP: single-use, 24-hour, hashed UserTokens (spec 01 §8). */
import { describe, expect, inject, it } from 'vitest';
import { postJson, registerUser } from '../fixtures/accounts';
import { tokenOf, waitForMessages } from '../fixtures/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('runtimeEnv').DATA_DIR!;
const INVALID = { message: 'The verification link is invalid or has expired.' };
const verify = (token: string) => postJson(baseUrl, '/api/auth/verify-email', { token });
const me = (cookie: string) => fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } }).then((r) => r.json());

describe('POST /api/auth/verify-email', () => {
  it('verifies with the emailed token, once; the second use → 400', async () => {
    const user = await registerUser(baseUrl);
    const [message] = await waitForMessages(dataDir, user.email);
    const token = tokenOf(message!);
    expect(await me(user.cookie)).toMatchObject({ isEmailVerified: false });
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(await me(user.cookie)).toMatchObject({ isEmailVerified: true });
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it('stores only the SHA-256 of the token, with a 24-hour expiry', async () => {
    const user = await registerUser(baseUrl);
    const token = tokenOf((await waitForMessages(dataDir, user.email))[0]!);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashToken } = await import('@seamline/functions/_core/sessions');
    const { data } = await db.entities.userToken.get({ tokenHash: hashToken(token) }).go();
    expect(data).toMatchObject({ userId: user.id, type: 'email_verification', used: false });
    const hours = (Date.parse(data!.expiresAt) - Date.parse(data!.createdAt)) / 3_600_000;
    expect(hours).toBe(24);
    expect(JSON.stringify(data)).not.toContain(token);
  });

  it('refuses an expired token → 400', async () => {
    const user = await registerUser(baseUrl);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashToken, newToken } = await import('@seamline/functions/_core/sessions');
    const token = newToken();
    const past = new Date(Date.now() - 60_000);
    await db.entities.userToken
      .create({
        tokenHash: hashToken(token),
        userId: user.id,
        type: 'email_verification',
        used: false,
        expiresAt: past.toISOString(),
        createdAt: new Date(past.getTime() - 86_400_000).toISOString(),
        ttl: Math.floor(Date.now() / 1000) + 3600,
      })
      .go();
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
    expect(await me(user.cookie)).toMatchObject({ isEmailVerified: false });
  });

  it('refuses an unknown token and a password-reset token → 400', async () => {
    expect(await (await verify('x'.repeat(43))).json()).toEqual(INVALID);
    const user = await registerUser(baseUrl);
    await postJson(baseUrl, '/api/auth/forgot-password', { email: user.email });
    const [, reset] = await waitForMessages(dataDir, user.email, 2);
    const res = await verify(tokenOf(reset!));
    expect(res.status).toBe(400);
  });

  it('accepts a token once when two requests race', async () => {
    const user = await registerUser(baseUrl);
    const token = tokenOf((await waitForMessages(dataDir, user.email))[0]!);
    const statuses = await Promise.all([0, 1, 2, 3].map(() => verify(token).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 400, 400, 400]);
  });

  it('answers an empty token with 400 and the same text', async () => {
    const res = await verify('');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(INVALID);
  });
});
