/**
 * Style preferences over HTTP (spec 01 §2 onboarding step 4, §3 Style preference, §5 Style):
 * defaults, stored and read back, at least one of the 12 categories, oneself only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const path = (userId: string) => `/api/users/${encodeURIComponent(userId)}/style-preferences`;
const read = (s: UserWithSession | undefined, userId: string) => api('GET', path(userId), { cookie: s?.cookie });
const save = (s: UserWithSession | undefined, userId: string, body: unknown) =>
  api('PUT', path(userId), { cookie: s?.cookie, body });

describe('style preferences', () => {
  it('reads empty defaults before any save', async () => {
    const res = await read(me, me.userId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: me.userId, styleCategories: [], favoriteBrands: [], budgetRange: null, updatedAt: null });
  });

  it('stores the chosen categories (deduplicated) and reads them back', async () => {
    const res = await save(me, me.userId, { styleCategories: ['Casual', 'Edgy', 'Casual'], favoriteBrands: ['Acme'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ styleCategories: ['Casual', 'Edgy'], favoriteBrands: ['Acme'], budgetRange: null });
    expect((await read(me, me.userId)).body).toEqual(res.body);
    const replaced = await save(me, me.userId, { styleCategories: ['Gothic'] });
    expect(replaced.body).toMatchObject({ styleCategories: ['Gothic'], favoriteBrands: [] });
  });

  it("is 400 'Select at least one style category' for none, and 400 for unknown categories", async () => {
    for (const body of [{ styleCategories: [] }, {}, { styleCategories: 'Casual' }]) {
      const res = await save(me, me.userId, body);
      expect(res.status).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ message: 'Select at least one style category' });
    }
    expect((await save(me, me.userId, { styleCategories: ['Pajamas'] })).status).toBe(400);
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    expect((await read(undefined, me.userId)).status).toBe(401);
    expect((await save(undefined, me.userId, { styleCategories: ['Casual'] })).status).toBe(401);
    expect((await read(me, other.userId)).status).toBe(403);
    const res = await save(me, other.userId, { styleCategories: ['Casual'] });
    expect(res.status).toBe(403);
    expect((await read(other, other.userId)).body).toMatchObject({ styleCategories: [] });
  });
});
