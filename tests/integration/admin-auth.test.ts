/**
 * The admin auth stage over HTTP (ARCHITECTURE §6, spec 02 §6): separate accounts, login and
 * `sl_admin` cookie (SameSite=Strict, 8 h); admin routes take only admin sessions (401 with no
 * cookie, 403 otherwise), user routes never take admin sessions.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { postJson, registerUser, setCookieOf, type RegisteredUser } from '../fixtures/accounts';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);
const DEV = { username: 'admin', password: 'seamline-dev-admin' };
const adminLogin = (body: unknown, cookie?: string) => postJson(baseUrl, '/api/admin/login', body, cookie);
const probe = (cookie?: string) => postJson(baseUrl, '/api/analytics/performance', { test: true }, cookie);

let user: RegisteredUser;
beforeAll(async () => {
  user = await registerUser(baseUrl);
});

describe('POST /api/admin/login', () => {
  it('signs the seeded dev admin in → {success: true} + sl_admin HttpOnly SameSite=Strict 8 h', async () => {
    const res = await adminLogin(DEV);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('sl_admin='))!;
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Strict/);
    expect(raw).toMatch(/Max-Age=28800/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sl_session='))).toBe(false);
  });

  it('refuses a wrong password, an unknown admin and a user account → 401', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'no_such_admin', password: 'whatever' },
      { username: user.username, password: user.password },
    ]) {
      const res = await adminLogin(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid credentials. Please try again.' });
    }
  });

  it('validates → 400 with the field messages', async () => {
    const res = await adminLogin({ username: '', password: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });
});

describe('admin-only routes and the two stages', () => {
  it('POST /api/analytics/performance {test: true} (a public route since issue 21): 401 without a cookie and for a user session, 200 for an admin', async () => {
    expect((await probe()).status).toBe(401);
    expect((await probe(user.cookie)).status).toBe(401);
    const admin = setCookieOf(await adminLogin(DEV), 'sl_admin')!;
    const res = await probe(admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });

  it('an admin session is refused on user routes → 403', async () => {
    const admin = setCookieOf(await adminLogin(DEV), 'sl_admin')!;
    expect((await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: admin } })).status).toBe(403);
    // The admin token presented as a user cookie is not a user session either.
    const asUser = `sl_session=${admin.split('=')[1]}`;
    expect((await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: asUser } })).status).toBe(403);
  });

  it('POST /api/admin/logout ends the admin session and clears sl_admin; a user gets 403', async () => {
    expect((await postJson(baseUrl, '/api/admin/logout', {}, user.cookie)).status).toBe(403);
    const admin = setCookieOf(await adminLogin(DEV), 'sl_admin')!;
    const res = await postJson(baseUrl, '/api/admin/logout', {}, admin);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^sl_admin=; .*SameSite=Strict; Max-Age=0/);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashToken } = await import('@seamline/functions/_core/sessions');
    expect((await db.entities.session.get({ tokenHash: hashToken(admin.split('=')[1]!) }).go()).data).toBeNull();
  });
});

describe('npm run admin:create', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const createAdmin = (username: string, env: NodeJS.ProcessEnv) =>
    run('npx', ['tsx', 'functions/admin/cli/create-admin.ts', '--username', username, '--password', 'a-long-admin-password'], {
      cwd: root,
      env,
      encoding: 'utf8',
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  /** Only PATH/HOME and DATA_DIR: the CLI must find the endpoints in <DATA_DIR>/runtime-env.json. */
  const bareEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: inject('runtimeEnv').DATA_DIR });

  it('creates an admin who can then sign in (any case); a taken name exits 1', async () => {
    const username = `ops_${Date.now()}`;
    const first = await createAdmin(username, { ...process.env, ...inject('runtimeEnv') });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Admin "${username}" created`);
    expect((await adminLogin({ username: username.toUpperCase(), password: 'a-long-admin-password' })).status).toBe(200);
    const second = await createAdmin(username, bareEnv());
    expect(second.stdout).toContain('runtime-env.json');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('already exists');
  });

  it('finds the running local runtime through <DATA_DIR>/runtime-env.json', async () => {
    const username = `ops2_${Date.now()}`;
    const result = await createAdmin(username, bareEnv());
    expect(result.code, result.stderr).toBe(0);
    expect((await adminLogin({ username, password: 'a-long-admin-password' })).status).toBe(200);
  });
});
