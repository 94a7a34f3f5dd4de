/** `POST /api/auth/register` over HTTP: spec 01 §5 validation texts, uniqueness, cookie, email. */
import { describe, expect, inject, it } from 'vitest';
import { postJson, registerUser, registrationBody, setCookieOf } from '../fixtures/accounts';
import { messagesTo, waitForMessages } from '../fixtures/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('runtimeEnv').DATA_DIR!;

async function registerExpecting400(overrides: Record<string, unknown>, field: string, message: string) {
  const res = await postJson(baseUrl, '/api/auth/register', registrationBody(overrides));
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
  expect(body.fieldErrors[field]).toContain(message);
}

describe('POST /api/auth/register', () => {
  it('creates the account → 201 {user, requiresEmailVerification: true} with a session cookie', async () => {
    const input = registrationBody();
    const res = await postJson(baseUrl, '/api/auth/register', input);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: Record<string, unknown>; requiresEmailVerification: boolean };
    expect(body.requiresEmailVerification).toBe(true);
    expect(body.user).toMatchObject({
      username: input.username,
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      isEmailVerified: false,
      authProvider: 'local',
    });
    expect(Date.parse(body.user.termsAcceptedAt as string)).not.toBeNaN();
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('profileImageKey');
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('sl_session='))!;
    expect(raw).toMatch(/; HttpOnly/);
    expect(raw).toMatch(/; SameSite=Lax/);
    expect(raw).toMatch(/; Max-Age=2592000/);
    expect(raw).toMatch(/; Path=\//);

    const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: setCookieOf(res)! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.user.id, isEmailVerified: false });
  });

  it('stores an argon2id hash (OWASP m=19456,t=2,p=1), never the password', async () => {
    const user = await registerUser(baseUrl);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { data } = await db.entities.user.get({ id: user.id }).go();
    expect(data?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(data)).not.toContain(user.password);
  });

  it('emails a verification link to APP_URL/verify-email', async () => {
    const user = await registerUser(baseUrl);
    const [message] = await waitForMessages(dataDir, user.email);
    expect(message!.subject).toBe('Verify your Seamline email address');
    expect(message!.link).toMatch(new RegExp(`^${inject('runtimeEnv').APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(message!.text).toContain(message!.link);
  });

  it('refuses a taken username in any case → 409 with the field message', async () => {
    const first = await registerUser(baseUrl);
    const res = await postJson(baseUrl, '/api/auth/register', registrationBody({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Username is already taken',
      fieldErrors: { username: ['Username is already taken'] },
    });
  });

  it('refuses a taken email in any case → 409 with the field message, and sends nothing', async () => {
    const first = await registerUser(baseUrl);
    const before = messagesTo(dataDir, first.email).length;
    const res = await postJson(baseUrl, '/api/auth/register', registrationBody({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'An account with this email already exists',
      fieldErrors: { email: ['An account with this email already exists'] },
    });
    expect(messagesTo(dataDir, first.email)).toHaveLength(before);
  });

  it('lets exactly one of two simultaneous sign-ups with the same username win', async () => {
    const username = registrationBody().username;
    const results = await Promise.all(
      [0, 1, 2].map(() => postJson(baseUrl, '/api/auth/register', registrationBody({ username }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    [{ username: 'bad name!' }, 'username', 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters long'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', "Passwords don't match"],
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must accept the terms and conditions'],
  ])('rejects %j → 400 %s: %s', async (overrides, field, message) => {
    await registerExpecting400(overrides, field, message);
  });

  it('answers a non-JSON body with 4xx, never 5xx', async () => {
    const res = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
  });
});

describe('one rule per field between registration and the profile editor (issue 17 §2)', () => {
  it('registers real names (1 letter, Jr., ’, any script) and then saves Edit Profile with them unchanged', async () => {
    for (const [firstName, lastName] of [['J', 'Jr.'], ['Siobhán', 'O’Brien'], ['李', 'Nguyễn-Văn']]) {
      const user = await registerUser(baseUrl, { firstName, lastName });
      const res = await fetch(`${baseUrl}/api/auth/profile/${user.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ firstName, lastName, username: user.username }),
      });
      expect(res.status, `${firstName} ${lastName}`).toBe(200);
      expect(await res.json()).toMatchObject({ firstName, lastName, username: user.username });
    }
  });

  it('refuses reserved usernames at registration too, and a taken one in another letter case', async () => {
    for (const username of ['admin', 'Support', 'WWW']) {
      const res = await postJson(baseUrl, '/api/auth/register', registrationBody({ username }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fieldErrors: { username: ['This username is reserved'] } });
    }
    const taken = await postJson(baseUrl, '/api/auth/register', registrationBody({ username: 'DEMO' }));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ fieldErrors: { username: ['Username is already taken'] } });
  });
});

