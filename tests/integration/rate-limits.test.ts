/**
 * The rate limits added by issue 22 (`RATE_LIMITS`, shared/contracts/rate-limits.ts) over HTTP:
 * follows + unfollows, event invitations, store imports, upload presigns and custom closet items.
 * For each: `max` requests pass (counted when allowed, even when the request then fails on its own
 * terms), the next answers 429 with `Retry-After` ≥ 1 and the table's message, and another person
 * is not affected. Requests go in parallel where the route allows it, to keep each test short.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateLimitName } from '@seamline/shared/contracts/rate-limits';
import type { ApiResponse } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { createEvent, follow } from './outfits-helpers';

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

/** Send `n` requests made by `send`, all at once. */
const burst = (n: number, send: (i: number) => Promise<ApiResponse>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

function expectLimited(res: ApiResponse, name: RateLimitName): void {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toEqual({ message: RATE_LIMITS[name].message });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS[name].windowSeconds);
}

describe('follow limit (follow + unfollow)', () => {
  it(`allows ${RATE_LIMITS.follow.max.toString()} follows and unfollows a minute, then 429; others unaffected`, async () => {
    const others = await Promise.all([createUserWithSession(), createUserWithSession()]);
    const max = RATE_LIMITS.follow.max;
    // Follows of two people (idempotent, each one counted) and unfollows of one never followed (404, counted).
    const results = await burst(max, (i) =>
      i % 3 === 2 ? call('POST', `/api/users/${b.userId}/unfollow`, a, {}) : call('POST', `/api/users/${others[i % 3]!.userId}/follow`, a, {}),
    );
    expect(results.map((r) => r.status).sort()).toEqual(results.map((_, i) => (i % 3 === 2 ? 404 : 200)).sort());
    expectLimited(await call('POST', `/api/users/${b.userId}/follow`, a, {}), 'follow');
    expectLimited(await call('DELETE', `/api/users/${others[0]!.userId}/unfollow`, a, {}), 'follow');
    expect((await call('POST', `/api/users/${a.userId}/follow`, b, {})).status).toBe(200);
  });
});

describe('invitation limit', () => {
  it(`allows ${RATE_LIMITS.invitation.max.toString()} invitation requests a minute, then 429; others unaffected`, async () => {
    await Promise.all([follow(a, b), follow(b, a)]);
    const [event, theirs] = await Promise.all([createEvent(a, { isPublic: true }), createEvent(b, { isPublic: true })]);
    const invite = (s: UserWithSession, eventId: string, userId: string) => call('POST', `/api/outfit-events/${eventId}/invitations`, s, { userIds: [userId] });
    expect((await invite(a, event.id, b.userId)).status).toBe(200);
    // Already in: answered with nothing added, still counted.
    const again = await burst(RATE_LIMITS.invitation.max - 1, () => invite(a, event.id, b.userId));
    expect(again.map((r) => r.status)).toEqual(again.map(() => 200));
    expectLimited(await invite(a, event.id, b.userId), 'invitation');
    expect((await invite(b, theirs.id, a.userId)).status).toBe(200);
  });
});

describe('store import limit', () => {
  it(`allows ${RATE_LIMITS.storeImport.max.toString()} imports a minute (refused addresses count), then 429; others unaffected`, async () => {
    const importUrl = (s: UserWithSession) => call('POST', `/api/closets/${s.userId}/imports`, s, { url: 'http://127.0.0.1/product' });
    const refused = await burst(RATE_LIMITS.storeImport.max, () => importUrl(a));
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 400));
    expectLimited(await importUrl(a), 'storeImport');
    expect((await importUrl(b)).status).toBe(400);
  });
});

describe('upload presign limit', () => {
  it(`allows ${RATE_LIMITS.upload.max.toString()} presigns a minute across the three upload routes, then 429; others unaffected`, async () => {
    const file = { contentType: 'image/png', size: 1000 };
    const routes = [
      (s: UserWithSession) => call('POST', '/api/uploads/profile-photo', s, file),
      (s: UserWithSession) => call('POST', `/api/closets/${s.userId}/photo-uploads`, s, file),
      (s: UserWithSession) => call('POST', '/api/upload/outfit-images', s, { files: [file, file] }),
    ];
    const results = await burst(RATE_LIMITS.upload.max, (i) => routes[i % 3]!(a));
    expect(results.filter((r) => r.status !== 200).map((r) => r.body)).toEqual([]);
    for (const route of routes) expectLimited(await route(a), 'upload');
    expect((await routes[0]!(b)).status).toBe(200);
  });
});

describe('custom closet item limit', () => {
  it(`allows ${RATE_LIMITS.customItem.max.toString()} creations a minute (failed ones count), then 429; others unaffected`, async () => {
    const create = (s: UserWithSession) =>
      call('POST', `/api/closets/${s.userId}/custom-items`, s, {
        name: 'Linen shirt',
        category: 'tops',
        size: 'M',
        color: 'White',
        photoKeys: [`uploads/closet/${s.userId}/${randomUUID()}`],
      });
    // Uploads that were never made: 400 after the attempt is counted.
    const missing = await burst(RATE_LIMITS.customItem.max, () => create(a));
    expect(missing.map((r) => r.status)).toEqual(missing.map(() => 400));
    expectLimited(await create(a), 'customItem');
    expect((await create(b)).status).toBe(400);
  });
});
