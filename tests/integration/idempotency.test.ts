/**
 * Idempotency-Key on creating POSTs (issue 17 §3, IETF draft-ietf-httpapi-idempotency-key-header)
 * and case-insensitively unique closet section names, over HTTP against the local runtime.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@seamline/shared/contracts/manifest';
import { api } from '../fixtures/api';
import { call } from './collections-helpers';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const post = (s: UserWithSession, path: string, body: unknown, key?: string) =>
  api('POST', path, { cookie: s.cookie, body, headers: key ? { 'idempotency-key': key } : {} });
const sectionNames = async (s: UserWithSession) =>
  ((await api<{ items: { name: string }[] }>('GET', `/api/closets/${s.userId}/sections`, { cookie: s.cookie })).body.items).map((i) => i.name);
const moodboardCount = async (s: UserWithSession) =>
  (await api<{ items: unknown[] }>('GET', `/api/users/${s.userId}/moodboards`, { cookie: s.cookie })).body.items?.length;

describe('Idempotency-Key', () => {
  it('is declared on every creating POST of the manifest', () => {
    const creating = Object.entries(routes).filter(([, r]) => r.method === 'POST' && r.status === 201 && r.auth === 'user');
    expect(creating.map(([k]) => k).sort()).toEqual(
      creating.filter(([, r]) => (r as { idempotent?: true }).idempotent).map(([k]) => k).sort(),
    );
    expect(creating.length).toBeGreaterThanOrEqual(8);
  });

  it('a concurrent double POST with one key creates one section and both answer the same', async () => {
    const key = randomUUID();
    const path = `/api/closets/${me.userId}/sections`;
    const [a, b] = await Promise.all([post(me, path, { name: 'Work' }, key), post(me, path, { name: 'Work' }, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect([a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].sort()).toEqual(['true', null].sort());
    expect(await sectionNames(me)).toEqual(['Work']);
  });

  it('a retry with the same key replays the first answer (status and body) and creates nothing', async () => {
    const key = randomUUID();
    const first = await post(me, '/api/moodboards', { name: 'Summer' }, key);
    expect(first.status).toBe(201);
    const again = await post(me, '/api/moodboards', { name: 'Summer' }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await moodboardCount(me)).toBe(1);
    // A new key is a new action.
    expect((await post(me, '/api/moodboards', { name: 'Summer' }, randomUUID())).status).toBe(201);
    expect(await moodboardCount(me)).toBe(2);
  });

  it('the same key with a different body → 422, nothing created', async () => {
    const key = randomUUID();
    expect((await post(me, '/api/moodboards', { name: 'A' }, key)).status).toBe(201);
    const res = await post(me, '/api/moodboards', { name: 'B' }, key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    expect(await moodboardCount(me)).toBe(1);
  });

  it("keys are per user: another person's identical key runs their own request", async () => {
    const key = randomUUID();
    expect((await post(me, '/api/moodboards', { name: 'Mine' }, key)).status).toBe(201);
    const theirs = await post(other, '/api/moodboards', { name: 'Mine' }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await moodboardCount(other)).toBe(1);
  });

  it('a failed request releases its key: the retry runs', async () => {
    const key = randomUUID();
    const bad = await post(me, `/api/closets/${me.userId}/sections`, { name: '   ' }, key);
    expect(bad.status).toBe(400);
    expect((await post(me, `/api/closets/${me.userId}/sections`, { name: '   ' }, key)).status).toBe(400);
    const forbidden = await post(me, `/api/closets/${other.userId}/sections`, { name: 'X' }, key);
    expect(forbidden.status).toBe(403);
  });

  it('a claim whose request timed out (lease passed) may be retried with the same key; a live claim answers 409 (issue 32)', async () => {
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const key = randomUUID();
    expect((await post(me, '/api/moodboards', { name: 'Lease' }, key)).status).toBe(201);
    // As if the first request had been killed at its timeout: the claim is in progress, with no answer.
    const stuck = (leaseUntil: number) =>
      db.entities.idempotencyRecord.patch({ userId: me.userId, key }).set({ state: 'in_progress', leaseUntil, claimId: randomUUID() }).remove(['responseStatus', 'responseBody']).go();
    await stuck(Date.now() + 60_000);
    const live = await post(me, '/api/moodboards', { name: 'Lease' }, key);
    expect(live.status).toBe(409);
    expect(live.body).toEqual({ message: 'A request with this Idempotency-Key is still being processed' });
    await stuck(Date.now() - 1);
    // Past its lease the key still belongs to its request: another body → 422, nothing created.
    expect((await post(me, '/api/moodboards', { name: 'Other' }, key)).status).toBe(422);
    expect(await moodboardCount(me)).toBe(1);
    // Three retries at once after the lease: exactly one takes the claim over and runs.
    const retries = await Promise.all([1, 2, 3].map(() => post(me, '/api/moodboards', { name: 'Lease' }, key)));
    expect(retries.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(retries.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await moodboardCount(me)).toBe(2);
    // The retry's answer replays from then on.
    const replayed = await post(me, '/api/moodboards', { name: 'Lease' }, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await moodboardCount(me)).toBe(2);
  });

  it('a malformed key → 400; no key → the route runs as before; no session → 401', async () => {
    const res = await post(me, '/api/moodboards', { name: 'A' }, 'has space');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    expect((await post(me, '/api/moodboards', { name: 'A' }, 'x'.repeat(256))).status).toBe(400);
    expect((await post(me, '/api/moodboards', { name: 'A' })).status).toBe(201);
    expect((await post(me, '/api/moodboards', { name: 'A' })).status).toBe(201);
    expect(await moodboardCount(me)).toBe(2);
    expect((await api('POST', '/api/moodboards', { body: { name: 'A' }, headers: { 'idempotency-key': randomUUID() } })).status).toBe(401);
  });
});

describe('closet section names are unique per closet, case-insensitively', () => {
  const path = (s: UserWithSession) => `/api/closets/${s.userId}/sections`;

  it("a second 'Work' (any case) → 409 'You already have a section named work'", async () => {
    expect((await post(me, path(me), { name: 'Work' })).status).toBe(201);
    const res = await post(me, path(me), { name: ' work ' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'You already have a section named work' });
    // Another closet may use the name.
    expect((await post(other, path(other), { name: 'Work' })).status).toBe(201);
  });

  it("concurrent creates of 'Gym' and 'GYM' (different keys) make one section", async () => {
    const results = await Promise.all([post(me, path(me), { name: 'Gym' }, randomUUID()), post(me, path(me), { name: 'GYM' }, randomUUID())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await sectionNames(me)).toHaveLength(1);
  });

  it('rename to a taken name → 409; rename frees the old name; delete frees the name', async () => {
    const a = (await post(me, path(me), { name: 'Office' })).body as { id: string };
    const b = (await post(me, path(me), { name: 'Weekend' })).body as { id: string };
    const clash = await call('PATCH', `/api/closets/sections/${b.id}`, me, { name: 'OFFICE' });
    expect(clash.status).toBe(409);
    expect((await call('PATCH', `/api/closets/sections/${a.id}`, me, { name: 'Work wear' })).status).toBe(200);
    expect((await call('PATCH', `/api/closets/sections/${b.id}`, me, { name: 'Office' })).status).toBe(200);
    expect((await call('PATCH', `/api/closets/sections/${b.id}`, me, { name: 'office' })).status).toBe(200);
    expect((await call('DELETE', `/api/closets/sections/${a.id}`, me)).status).toBe(200);
    expect((await post(me, path(me), { name: 'Work Wear' })).status).toBe(201);
  });
});
