/**
 * Blocks and suspension hide a person and everything of theirs on the people, closet,
 * moodboard, avatar and outfit reads (issue 33 §1), over HTTP against the local runtime.
 *
 * A blocks B; C is a third person who follows and is followed by both; D is suspended (set
 * directly on the User item: the suspension route is another part of the issue). For every read,
 * both directions: B finds nothing of A (404 with the route's usual not-found text, or absent
 * from lists, exactly as for a person who does not exist); A's lists do not show B either; A can
 * still open B's profile (`blockedByYou`) to unblock. D is absent or 404 for everyone else.
 * Unblocking (and lifting the suspension) brings everything back — except the follows and the
 * collaborations the block ended.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOODBOARD_ERRORS, moodboardPageSchema, type Moodboard } from '@seamline/shared/contracts/collections';
import { OUTFIT_ERRORS, suggestionCommentPageSchema, type OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import {
  BLOCK_ERRORS,
  PEOPLE_ERRORS,
  followRelationPageSchema,
  personCardListSchema,
  personCardPageSchema,
  publicProfileSchema,
  similarUsersSchema,
} from '@seamline/shared/contracts/people';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { addSuggestion, closetProduct, createEvent, listEvents, readDetails } from './outfits-helpers';
import { STREAM_WAIT, distinctBody, saveBody, shifted, waitForFitIndex } from './people-helpers';

const LISTED = { publicDisplay: true };
const tag = () => [...randomBytes(6)].map((x) => String.fromCharCode(97 + (x % 26))).join('');
const t = tag();

let a: UserWithSession;
let b: UserWithSession;
let c: UserWithSession;
let d: UserWithSession;
const boards = new Map<string, Moodboard>();
let sharedEvent: string; // C's event with A and B as collaborators
let aEvent: string; // A's event with B as collaborator
let bEvent: string; // B's event with A as collaborator
let planOfA: OutfitSuggestion;
let planOfB: OutfitSuggestion;
let planOfC: OutfitSuggestion;

const ok = async <T>(res: Promise<{ status: number; body: unknown }>, parse: (b: unknown) => T, status = 200): Promise<T> => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return parse(r.body);
};
const notFound = async (res: Promise<{ status: number; body: unknown }>, message: string) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(404);
  expect(r.body).toEqual({ message });
};
const idsOf = (items: readonly { id: string }[]) => items.map((i) => i.id);

const profile = (viewer: UserWithSession, of: UserWithSession) => call('GET', `/api/users/${of.userId}/profile`, viewer);
const relations = async (viewer: UserWithSession, of: UserWithSession, side: 'followers' | 'following') =>
  ok(call('GET', `/api/users/${of.userId}/${side}?limit=50`, viewer), (x) => followRelationPageSchema.parse(x).items);
const followerIds = async (viewer: UserWithSession, of: UserWithSession) => (await relations(viewer, of, 'followers')).map((r) => r.followerId);
const searchIds = async (viewer: UserWithSession) =>
  idsOf(await ok(call('GET', `/api/users/search?q=${t}&limit=50`, viewer), (x) => personCardPageSchema.parse(x).items));
const suggestionIds = async (viewer: UserWithSession) =>
  idsOf(await ok(call('GET', `/api/users/${viewer.userId}/suggested-connections`, viewer), (x) => personCardListSchema.parse(x).items));
const matchIds = async (viewer: UserWithSession) =>
  idsOf(await ok(call('GET', `/api/users/${viewer.userId}/connect-matches`, viewer), (x) => personCardListSchema.parse(x).items));
const similarIds = async (viewer: UserWithSession) =>
  idsOf(await ok(call('GET', `/api/users/${viewer.userId}/similar`, viewer), (x) => similarUsersSchema.parse(x).items));
/** The directory pages as `viewer` until `until` (a person created with ours) has been seen, ≤ 10 pages of 50. */
const directoryIds = async (viewer: UserWithSession, until: UserWithSession) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10 && !seen.includes(until.userId); page++) {
    const res = await call('GET', `/api/users?limit=50${cursor ? `&cursor=${cursor}` : ''}`, viewer);
    const body = personCardPageSchema.parse(res.body);
    seen.push(...idsOf(body.items));
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  expect(seen).toContain(until.userId);
  return seen;
};
const boardIds = async (viewer: UserWithSession, of: UserWithSession) =>
  idsOf(await ok(call('GET', `/api/users/${of.userId}/moodboards`, viewer), (x) => moodboardPageSchema.parse(x).items));
const comments = async (viewer: UserWithSession, plan: OutfitSuggestion) =>
  (await ok(call('GET', `/api/outfit-suggestions/${plan.id}/comments`, viewer), (x) => suggestionCommentPageSchema.parse(x).items)).map((m) => m.comment);

async function setSuspended(s: UserWithSession, on: boolean): Promise<void> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const patch = db.entities.user.patch({ id: s.userId });
  await (on ? patch.set({ suspendedAt: new Date().toISOString() }) : patch.remove(['suspendedAt'])).go();
}

beforeAll(async () => {
  [a, b, c, d] = await Promise.all(
    ['Ann', 'Ben', 'Cyd', 'Dee'].map((name) => createUserWithSession({ privacy: LISTED, user: { firstName: name, lastName: `${t}${name}` } })),
  ) as [UserWithSession, UserWithSession, UserWithSession, UserWithSession];
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const body = distinctBody();
  await Promise.all([
    saveBody(a, body),
    saveBody(b, shifted(body, { waistCm: 0.5, heightCm: 1 })),
    // An avatar key is enough: the route signs a URL without reading the object.
    ...[a, b, d].map((s) => db.entities.user.patch({ id: s.userId }).set({ profileImageKey: `avatars/${s.userId}/x.jpg` }).go()),
  ]);
  const follow = async (x: UserWithSession, y: UserWithSession) =>
    expect((await call('POST', `/api/users/${y.userId}/follow`, x)).status).toBe(200);
  for (const [x, y] of [[a, c], [b, c], [c, a], [c, b], [a, b], [b, a], [c, d], [d, c]] as const) await follow(x, y);
  for (const s of [a, b, d]) {
    const board = await ok(call('POST', '/api/moodboards', s, { userId: s.userId, name: `Board ${t}`, isPublic: true }), (x) => x as Moodboard, 201);
    boards.set(s.userId, board);
  }
  sharedEvent = (await createEvent(c, { isPublic: true, eventName: `Shared ${t}` })).id;
  aEvent = (await createEvent(a, { isPublic: true, eventName: `Ann's ${t}` })).id;
  bEvent = (await createEvent(b, { isPublic: true, eventName: `Ben's ${t}` })).id;
  expect((await call('POST', `/api/outfit-events/${bEvent}/invitations`, b, { userIds: [a.userId] })).status).toBe(200);
  expect((await call('POST', `/api/outfit-events/${sharedEvent}/invitations`, c, { userIds: [a.userId, b.userId] })).status).toBe(200);
  expect((await call('POST', `/api/outfit-events/${aEvent}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
  [planOfA, planOfB, planOfC] = await Promise.all(
    [a, b, c].map(async (s) => addSuggestion(s, sharedEvent, { closetItemIds: [await closetProduct(s, 'tops')] })),
  ) as [OutfitSuggestion, OutfitSuggestion, OutfitSuggestion];
  for (const [s, text] of [[a, 'from Ann'], [b, 'from Ben']] as const)
    expect((await call('POST', `/api/outfit-suggestions/${planOfC.id}/comments`, s, { comment: text })).status).toBe(201);
  await Promise.all([waitForFitIndex(a.userId), waitForFitIndex(b.userId)]);
  await waitFor('search tokens', async () => (await searchIds(c)).length === 3, STREAM_WAIT);
  await waitFor('matches', async () => (await matchIds(a)).includes(b.userId), STREAM_WAIT);
}, 120_000);

describe('before any block (the control)', () => {
  it('everyone sees each other', async () => {
    expect((await profile(b, a)).status).toBe(200);
    expect(await followerIds(a, c)).toEqual(expect.arrayContaining([b.userId, d.userId]));
    expect(await searchIds(a)).toEqual(expect.arrayContaining([b.userId, d.userId]));
    expect(await similarIds(b)).toContain(a.userId);
    expect(await suggestionIds(a)).toContain(d.userId);
    expect(await boardIds(b, a)).toEqual([boards.get(a.userId)!.id]);
    expect((await call('GET', `/api/closets/${a.userId}/items`, b)).status).toBe(200);
    expect((await call('GET', `/api/users/${a.userId}/avatar`, b)).status).toBe(302);
    expect(await comments(a, planOfC)).toEqual(['from Ann', 'from Ben']);
  });
});

describe('A blocks B, D is suspended', () => {
  beforeAll(async () => {
    expect((await call('POST', `/api/users/${b.userId}/block`, a)).status).toBe(200);
    await setSuspended(d, true);
  });

  it("profile: B gets 404 User not found; A still opens B with blockedByYou (to unblock); D is 404 for all, and D's own session has ended", async () => {
    await notFound(profile(b, a), PEOPLE_ERRORS.userNotFound);
    // Their closet is hidden from the blocker too (the closet routes answer 404).
    expect(await ok(profile(a, b), (x) => publicProfileSchema.parse(x))).toMatchObject({ blockedByYou: true, canViewCloset: false });
    expect((await profile(c, a)).status).toBe(200);
    await notFound(profile(a, d), PEOPLE_ERRORS.userNotFound);
    await notFound(profile(c, d), PEOPLE_ERRORS.userNotFound);
    // The suspension ended D's sessions (the session-ended processor sweeps on the User change):
    // the gateway refuses the cookie as any ended session's (403).
    await waitFor("D's session to end", async () => (await profile(d, d)).status === 403 || undefined, { timeoutMs: 30_000, intervalMs: 100 });
  });

  it('follow: B following A finds no one (404); A keeps the 403 that says why; nobody can follow D', async () => {
    await notFound(call('POST', `/api/users/${a.userId}/follow`, b), PEOPLE_ERRORS.userNotFound);
    const own = await call('POST', `/api/users/${b.userId}/follow`, a);
    expect(own).toMatchObject({ status: 403, body: { message: BLOCK_ERRORS.youBlocked } });
    await notFound(call('POST', `/api/users/${d.userId}/follow`, a), PEOPLE_ERRORS.userNotFound);
  });

  it("followers / following: rows of hidden people are left out (a third person's lists too); a hidden person's lists are 404", async () => {
    expect(await followerIds(a, c)).not.toContain(b.userId);
    expect(await followerIds(b, c)).not.toContain(a.userId);
    expect(await followerIds(c, c)).toEqual(expect.arrayContaining([a.userId, b.userId]));
    expect(await followerIds(c, c)).not.toContain(d.userId);
    expect((await relations(a, c, 'following')).map((r) => r.followingId)).not.toContain(b.userId);
    for (const side of ['followers', 'following'] as const) {
      await notFound(call('GET', `/api/users/${a.userId}/${side}`, b), PEOPLE_ERRORS.userNotFound);
      await notFound(call('GET', `/api/users/${b.userId}/${side}`, a), PEOPLE_ERRORS.userNotFound);
      await notFound(call('GET', `/api/users/${d.userId}/${side}`, c), PEOPLE_ERRORS.userNotFound);
    }
  });

  it('search, directory, suggestions, matches and similar users leave hidden and suspended people out', async () => {
    expect(await searchIds(a)).not.toContain(b.userId);
    expect(await searchIds(b)).not.toContain(a.userId);
    expect(await searchIds(c)).toEqual(expect.arrayContaining([a.userId, b.userId]));
    expect(await searchIds(c)).not.toContain(d.userId);
    const dirOfA = await directoryIds(a, c);
    expect(dirOfA).not.toContain(b.userId);
    expect(dirOfA).not.toContain(d.userId);
    expect(await directoryIds(b, c)).not.toContain(a.userId);
    // A no longer follows B and C follows B: B would be a friend of a friend.
    expect(await suggestionIds(a)).not.toContain(b.userId);
    expect(await suggestionIds(a)).not.toContain(d.userId);
    expect(await suggestionIds(b)).not.toContain(a.userId);
    expect(await matchIds(a)).not.toContain(b.userId);
    expect(await matchIds(b)).not.toContain(a.userId);
    expect(await similarIds(a)).not.toContain(b.userId);
    expect(await similarIds(b)).not.toContain(a.userId);
  });

  it('closets: 404 User not found both ways and for a suspended owner; a third person still reads them', async () => {
    for (const path of ['items', 'sections']) {
      await notFound(call('GET', `/api/closets/${a.userId}/${path}`, b), PEOPLE_ERRORS.userNotFound);
      await notFound(call('GET', `/api/closets/${b.userId}/${path}`, a), PEOPLE_ERRORS.userNotFound);
      await notFound(call('GET', `/api/closets/${d.userId}/${path}`, c), PEOPLE_ERRORS.userNotFound);
      expect((await call('GET', `/api/closets/${a.userId}/${path}`, c)).status).toBe(200);
    }
    await notFound(call('GET', `/api/closets/${a.userId}/photos/${randomUUID()}`, b), PEOPLE_ERRORS.userNotFound);
    // Exactly what a person who does not exist answers.
    await notFound(call('GET', `/api/closets/${randomUUID()}/items`, b), PEOPLE_ERRORS.userNotFound);
  });

  it('moodboards: an empty list and 404 Moodboard not found, both ways and for a suspended owner', async () => {
    expect(await boardIds(b, a)).toEqual([]);
    expect(await boardIds(a, b)).toEqual([]);
    expect(await boardIds(c, d)).toEqual([]);
    expect(await boardIds(c, a)).toEqual([boards.get(a.userId)!.id]);
    for (const [viewer, owner] of [[b, a], [a, b], [c, d]] as const) {
      const board = boards.get(owner.userId)!;
      await notFound(call('GET', `/api/moodboards/${board.id}`, viewer), MOODBOARD_ERRORS.notFound);
      await notFound(call('GET', `/api/moodboards/${board.id}/items`, viewer), MOODBOARD_ERRORS.notFound);
    }
    expect((await call('GET', `/api/moodboards/${boards.get(a.userId)!.id}`, c)).status).toBe(200);
  });

  it("avatar: the blocked person and everyone for a suspended person get 404; the blocker still sees it on the profile they can unblock from", async () => {
    await notFound(call('GET', `/api/users/${a.userId}/avatar`, b), 'No profile photo');
    expect((await call('GET', `/api/users/${b.userId}/avatar`, a)).status).toBe(302);
    expect((await call('GET', `/api/users/${a.userId}/avatar`, c)).status).toBe(302);
    await notFound(call('GET', `/api/users/${d.userId}/avatar`, c), 'No profile photo');
  });

  it("outfits: the block ended the collaborations between them (both ways); in a third person's event each one's suggestions and comments are hidden from the other", async () => {
    await notFound(call('GET', `/api/outfit-events/details/${aEvent}`, b), OUTFIT_ERRORS.eventNotFound);
    expect((await listEvents(b)).items.map((e) => e.id)).not.toContain(aEvent);
    expect((await readDetails(a, aEvent)).collaborators).toEqual([]);
    // Both ways: A left B's event too.
    await notFound(call('GET', `/api/outfit-events/details/${bEvent}`, a), OUTFIT_ERRORS.eventNotFound);
    expect((await listEvents(a)).items.map((e) => e.id)).not.toContain(bEvent);
    expect(await readDetails(b, bEvent)).toMatchObject({ collaborators: [], collaboratorCount: 0 });
    // Blocking again (idempotent) finds nothing left to end.
    expect((await call('POST', `/api/users/${b.userId}/block`, a)).status).toBe(200);

    const ofA = await readDetails(a, sharedEvent);
    expect(idsOf(ofA.suggestions)).toEqual(expect.arrayContaining([planOfA.id, planOfC.id]));
    expect(idsOf(ofA.suggestions)).not.toContain(planOfB.id);
    expect(ofA.collaborators.map((m) => m.userId)).not.toContain(b.userId);
    const ofB = await readDetails(b, sharedEvent);
    expect(idsOf(ofB.suggestions)).not.toContain(planOfA.id);
    expect(ofB.collaborators.map((m) => m.userId)).not.toContain(a.userId);
    expect(idsOf((await readDetails(c, sharedEvent)).suggestions)).toEqual(expect.arrayContaining([planOfA.id, planOfB.id, planOfC.id]));

    expect(await comments(a, planOfC)).toEqual(['from Ann']);
    expect(await comments(b, planOfC)).toEqual(['from Ben']);
    expect(await comments(c, planOfC)).toEqual(['from Ann', 'from Ben']);
    await notFound(call('GET', `/api/outfit-suggestions/${planOfB.id}/comments`, a), OUTFIT_ERRORS.suggestionNotFound);
    await notFound(call('POST', `/api/outfit-suggestions/${planOfA.id}/comments`, b, { comment: 'hi' }), OUTFIT_ERRORS.suggestionNotFound);
    await notFound(call('PUT', `/api/outfit-suggestions/${planOfA.id}/favorite`, b), OUTFIT_ERRORS.suggestionNotFound);
  });

  it('outfits: inviting the other answers exactly what an unknown id answers', async () => {
    const fresh = (await createEvent(a, { isPublic: true })).id;
    const blocked = await call('POST', `/api/outfit-events/${fresh}/invitations`, a, { userIds: [b.userId] });
    const unknown = await call('POST', `/api/outfit-events/${fresh}/invitations`, a, { userIds: [randomUUID()] });
    expect(blocked.status).toBe(400);
    expect(blocked).toEqual({ ...unknown, headers: blocked.headers });
  });
});

describe('unblocking and lifting the suspension', () => {
  beforeAll(async () => {
    expect((await call('DELETE', `/api/users/${b.userId}/block`, a)).status).toBe(200);
    await setSuspended(d, false);
  });

  it('bring the people and their things back (not the follows or collaborations the block ended)', async () => {
    expect(await ok(profile(b, a), (x) => publicProfileSchema.parse(x))).toMatchObject({ blockedByYou: false, isFollowing: false, canViewCloset: true });
    expect(await ok(profile(a, b), (x) => publicProfileSchema.parse(x))).toMatchObject({ blockedByYou: false, canViewCloset: true });
    expect((await profile(c, d)).status).toBe(200);
    expect(await followerIds(a, c)).toEqual(expect.arrayContaining([b.userId, d.userId]));
    expect((await call('GET', `/api/users/${a.userId}/followers`, b)).status).toBe(200);
    expect(await searchIds(b)).toEqual(expect.arrayContaining([a.userId, d.userId]));
    expect(await directoryIds(a, c)).toContain(b.userId);
    expect(await suggestionIds(a)).toEqual(expect.arrayContaining([b.userId, d.userId]));
    expect(await matchIds(b)).toContain(a.userId);
    expect((await call('GET', `/api/closets/${a.userId}/items`, b)).status).toBe(200);
    expect((await call('GET', `/api/closets/${d.userId}/sections`, c)).status).toBe(200);
    expect(await boardIds(b, a)).toEqual([boards.get(a.userId)!.id]);
    expect((await call('GET', `/api/moodboards/${boards.get(d.userId)!.id}/items`, c)).status).toBe(200);
    expect((await call('GET', `/api/users/${a.userId}/avatar`, b)).status).toBe(302);
    expect(idsOf((await readDetails(a, sharedEvent)).suggestions)).toContain(planOfB.id);
    expect(await comments(b, planOfC)).toEqual(['from Ann', 'from Ben']);
    await notFound(call('GET', `/api/outfit-events/details/${aEvent}`, b), OUTFIT_ERRORS.eventNotFound);
    expect((await call('POST', `/api/users/${a.userId}/follow`, b)).status).toBe(200);
  });
});
