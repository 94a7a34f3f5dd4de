/**
 * Collaboration over HTTP (issue 20; spec 02 §2.8 invitations, §3 EventCollaborator /
 * SuggestionComment / isFavorited, §6 'Invite' only for public events): inviting people one
 * follows (each gets an `event_invite` notification through the notifications processor),
 * what a collaborator may do (see, suggest, favourite, comment, leave) and may not (edit, delete,
 * invite, remove others); favourites and comments with their counts; the 401 / 403 / 404 / 400
 * matrix of each route.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, suggestionCommentPageSchema } from '@seamline/shared/contracts/outfits';
import { notificationPageSchema } from '@seamline/shared/contracts/notifications';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, follow, listEvents, readDetails, STREAM_WAIT } from './outfits-helpers';

let creator: UserWithSession;
let friend: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [creator, friend, other] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
  await Promise.all([follow(creator, friend), follow(creator, other)]);
});

const invite = (s: UserWithSession | undefined, eventId: string, userIds: string[]) => call('POST', `/api/outfit-events/${eventId}/invitations`, s, { userIds });

describe('POST /api/outfit-events/{eventId}/invitations', () => {
  it('adds followed people as collaborators who see the event, and notifies each (event_invite → the event)', async () => {
    const event = await createEvent(creator, { isPublic: true, eventName: 'Gallery opening' });
    const res = await invite(creator, event.id, [friend.userId, other.userId, friend.userId]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ collaboratorCount: 2 });
    expect((res.body as { added: { userId: string; role: string }[] }).added.map((c) => [c.userId, c.role]).sort()).toEqual(
      [[friend.userId, 'collaborator'], [other.userId, 'collaborator']].sort(),
    );
    const seen = (await listEvents(friend)).items.find((e) => e.id === event.id);
    expect(seen).toMatchObject({ viewerRole: 'collaborator', eventName: 'Gallery opening', collaboratorCount: 2 });
    const details = await readDetails(friend, event.id);
    expect(details.collaborators.map((c) => c.userId).sort()).toEqual([friend.userId, other.userId].sort());
    expect(details.viewerRole).toBe('collaborator');
    const row = await waitFor(
      'the event_invite notification',
      async () => {
        const page = notificationPageSchema.parse((await call('GET', '/api/notifications', friend)).body);
        return page.items.find((n) => n.type === 'event_invite');
      },
      STREAM_WAIT,
    );
    expect(row).toMatchObject({
      actors: [{ id: creator.userId }],
      message: expect.stringContaining('invited you'),
      targetUrl: `/closet/${friend.userId}?tab=outfits&event=${event.id}`,
    });
    // Inviting again adds nobody and notifies nobody again.
    const again = await invite(creator, event.id, [friend.userId]);
    expect(again.body).toEqual({ added: [], collaboratorCount: 2 });
  }, 90_000);

  it('is 409 for a private event, 400 for people not followed / oneself / none / over 20, 403 for a collaborator, 404 for others, 401', async () => {
    const privateEvent = await createEvent(creator, { isPublic: false });
    const priv = await invite(creator, privateEvent.id, [friend.userId]);
    expect(priv.status).toBe(409);
    expect(priv.body).toEqual({ message: OUTFIT_ERRORS.inviteNeedsPublic });
    const event = await createEvent(creator, { isPublic: true });
    const stranger = await createUserWithSession();
    const notFollowed = await invite(creator, event.id, [stranger.userId]);
    expect(notFollowed.status).toBe(400);
    expect(notFollowed.body).toMatchObject({ message: OUTFIT_ERRORS.inviteNotFollowed });
    expect((await invite(creator, event.id, [creator.userId])).body).toEqual({ message: OUTFIT_ERRORS.inviteSelf });
    const none = await invite(creator, event.id, []);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(OUTFIT_ERRORS.inviteEmpty);
    const many = await invite(creator, event.id, Array.from({ length: OUTFIT_LIMITS.inviteMax + 1 }, () => randomUUID()));
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(OUTFIT_ERRORS.inviteTooMany);
    expect((await invite(creator, event.id, [friend.userId])).status).toBe(200);
    await follow(friend, other);
    const byCollaborator = await invite(friend, event.id, [other.userId]);
    expect(byCollaborator.status).toBe(403);
    expect(byCollaborator.body).toEqual({ message: OUTFIT_ERRORS.onlyCreatorInvites });
    expect((await invite(stranger, event.id, [friend.userId])).status).toBe(404);
    expect((await invite(undefined, event.id, [friend.userId])).status).toBe(401);
    expect((await readDetails(creator, event.id)).collaborators.map((c) => c.userId)).toEqual([friend.userId]);
  });
});

describe('DELETE /api/outfit-events/{eventId}/collaborators/{userId}', () => {
  it('the creator removes a collaborator, who then gets 404; a collaborator may leave', async () => {
    const event = await createEvent(creator, { isPublic: true });
    await invite(creator, event.id, [friend.userId, other.userId]);
    const removed = await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${friend.userId}`, creator);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true, collaboratorCount: 1 });
    expect((await call('GET', `/api/outfit-events/details/${event.id}`, friend)).status).toBe(404);
    expect((await listEvents(friend)).items.some((e) => e.id === event.id)).toBe(false);
    const left = await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${other.userId}`, other);
    expect(left.body).toEqual({ removed: true, collaboratorCount: 0 });
    expect((await readDetails(creator, event.id)).collaboratorCount).toBe(0);
  });

  it('is 403 when a collaborator removes someone else, 404 for non-collaborators and outsiders, 401', async () => {
    const event = await createEvent(creator, { isPublic: true });
    await invite(creator, event.id, [friend.userId, other.userId]);
    expect((await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${other.userId}`, friend)).status).toBe(403);
    const notOne = await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${randomUUID()}`, creator);
    expect(notOne.status).toBe(404);
    expect(notOne.body).toEqual({ message: OUTFIT_ERRORS.collaboratorNotFound });
    expect((await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${creator.userId}`, creator)).status).toBe(404);
    const stranger = await createUserWithSession();
    expect((await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${friend.userId}`, stranger)).status).toBe(404);
    expect((await call('DELETE', `/api/outfit-events/${event.id}/collaborators/${friend.userId}`)).status).toBe(401);
    expect((await readDetails(creator, event.id)).collaboratorCount).toBe(2);
  });
});

describe('favourites and comments on suggestions', () => {
  async function eventWithPlan() {
    const event = await createEvent(creator, { isPublic: true });
    await invite(creator, event.id, [friend.userId]);
    const top = await closetProduct(creator, 'tops');
    const plan = await addSuggestion(creator, event.id, { closetItemIds: [top] });
    return { event, plan };
  }

  it('favourites are per person and idempotent; the count follows', async () => {
    const { event, plan } = await eventWithPlan();
    const fav = (s: UserWithSession, method: 'PUT' | 'DELETE') => call(method, `/api/outfit-suggestions/${plan.id}/favorite`, s);
    expect((await fav(friend, 'PUT')).body).toEqual({ suggestionId: plan.id, isFavorited: true, favoriteCount: 1 });
    expect((await fav(friend, 'PUT')).body).toEqual({ suggestionId: plan.id, isFavorited: true, favoriteCount: 1 });
    expect((await fav(creator, 'PUT')).body).toMatchObject({ favoriteCount: 2 });
    expect((await readDetails(friend, event.id)).suggestions[0]).toMatchObject({ isFavorited: true, favoriteCount: 2 });
    expect((await fav(friend, 'DELETE')).body).toEqual({ suggestionId: plan.id, isFavorited: false, favoriteCount: 1 });
    expect((await fav(friend, 'DELETE')).body).toEqual({ suggestionId: plan.id, isFavorited: false, favoriteCount: 1 });
    expect((await readDetails(friend, event.id)).suggestions[0]).toMatchObject({ isFavorited: false, favoriteCount: 1 });
    expect((await fav(other, 'PUT')).status).toBe(404);
    expect((await call('PUT', `/api/outfit-suggestions/${randomUUID()}/favorite`, creator)).status).toBe(404);
    expect((await call('PUT', `/api/outfit-suggestions/${plan.id}/favorite`)).status).toBe(401);
  });

  it('members comment (trimmed, oldest first, counted); outsiders get 404; 400 for empty or over 500 characters', async () => {
    const { event, plan } = await eventWithPlan();
    const path = `/api/outfit-suggestions/${plan.id}/comments`;
    const first = await call('POST', path, friend, { comment: '  Love the colour  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ suggestionId: plan.id, comment: 'Love the colour', user: { id: friend.userId } });
    expect((await call('POST', path, creator, { comment: '<b>Thanks</b>' })).status).toBe(201);
    const page = suggestionCommentPageSchema.parse((await call('GET', path, creator)).body);
    expect(page.items.map((c) => c.comment)).toEqual(['Love the colour', '<b>Thanks</b>']);
    expect((await readDetails(creator, event.id)).suggestions[0]?.commentCount).toBe(2);
    const empty = await call('POST', path, friend, { comment: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: OUTFIT_ERRORS.commentEmpty });
    const long = await call('POST', path, friend, { comment: 'x'.repeat(OUTFIT_LIMITS.commentMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: OUTFIT_ERRORS.commentTooLong });
    expect((await call('POST', path, friend, { comment: 'x'.repeat(OUTFIT_LIMITS.commentMax) })).status).toBe(201);
    expect((await call('POST', path, other, { comment: 'hi' })).status).toBe(404);
    expect((await call('GET', path, other)).status).toBe(404);
    expect((await call('GET', `${path}?cursor=nope!`, creator)).status).toBe(400);
    expect((await call('POST', path, undefined, { comment: 'hi' })).status).toBe(401);
    expect((await call('GET', path)).status).toBe(401);
  });

  it('pages comments with limit and cursor', async () => {
    const { plan } = await eventWithPlan();
    const path = `/api/outfit-suggestions/${plan.id}/comments`;
    for (let i = 0; i < 3; i++) expect((await call('POST', path, friend, { comment: `c${i.toString()}` })).status).toBe(201);
    const one = suggestionCommentPageSchema.parse((await call('GET', `${path}?limit=2`, creator)).body);
    expect(one.items.map((c) => c.comment)).toEqual(['c0', 'c1']);
    const two = suggestionCommentPageSchema.parse((await call('GET', `${path}?limit=2&cursor=${encodeURIComponent(one.nextCursor!)}`, creator)).body);
    expect(two.items.map((c) => c.comment)).toEqual(['c2']);
  });
});
