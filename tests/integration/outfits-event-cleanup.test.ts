/**
 * A deleted outfit event's contents (issue 35 §3) against the local runtime, over HTTP: the delete
 * route removes the event and its members, and the `event-cleanup` stream processor (OutfitEvent
 * REMOVE, run by the local poller with Lambda's retry rules) removes its suggestions, their
 * comments and favourite marks and the stored photos — other events untouched. A cleanup that
 * fails (a comment row the cleanup cannot delete: it lacks a key attribute) is not dropped: the
 * record is retried, and once the row is repaired the retry finishes the work.
 */
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { s3 } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { STREAM_WAIT, addSuggestion, call, closetProduct, createEvent, follow, readDetails, uploadOutfitPhoto } from './outfits-helpers';

const env = inject('runtimeEnv');
const aws = () => import('@seamline/functions/_core/aws-clients');

/** What is stored of a suggestion: the row, its comments, its marks (consistent reads of the base table). */
async function storedOf(suggestionId: string) {
  const { db } = await aws();
  const [suggestion, comments, favorites] = await Promise.all([
    db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true }),
    db.entities.suggestionComment.query.bySuggestion({ suggestionId }).go({ consistent: true, pages: 'all' }),
    db.entities.suggestionFavorite.query.byPair({ suggestionId }).go({ consistent: true, pages: 'all' }),
  ]);
  return { suggestion: suggestion.data, comments: comments.data.length, favorites: favorites.data.length };
}

/** True when the media bucket holds `key`. */
async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.MEDIA_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The stored photo keys (full + thumbnail) of a suggestion. */
async function photoKeysOf(suggestionId: string): Promise<string[]> {
  const { db } = await aws();
  const { data } = await db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true });
  return (data?.photoIds ?? []).flatMap((id) => [`outfits/${data!.suggestedBy}/${id}.jpg`, `outfits/${data!.suggestedBy}/${id}-thumb.jpg`]);
}

describe('deleting an outfit event: the event-cleanup processor', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  beforeAll(async () => {
    [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
    await follow(a, b);
  });

  /** An event of `a` with `b` as collaborator and two plans (one by each, with a photo), each commented and favourited by both. */
  async function eventWithContents() {
    const event = await createEvent(a, { isPublic: true });
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
    const top = await closetProduct(a, 'tops');
    const plans = [
      await addSuggestion(a, event.id, { closetItemIds: [top], imageKeys: [await uploadOutfitPhoto(a)] }),
      await addSuggestion(b, event.id, { imageKeys: [await uploadOutfitPhoto(b, '#993366')] }),
    ];
    for (const plan of plans)
      for (const s of [a, b]) {
        expect((await call('POST', `/api/outfit-suggestions/${plan.id}/comments`, s, { comment: 'Yes' })).status).toBe(201);
        expect((await call('PUT', `/api/outfit-suggestions/${plan.id}/favorite`, s)).status).toBe(200);
      }
    const photos = (await Promise.all(plans.map((p) => photoKeysOf(p.id)))).flat();
    expect(photos).toHaveLength(4);
    for (const key of photos) expect(await objectExists(key), key).toBe(true);
    for (const plan of plans) expect(await storedOf(plan.id)).toMatchObject({ comments: 2, favorites: 2 });
    return { event, plans, photos };
  }

  it('removes its suggestions, comments, favourites and photos after the route answers; another event is untouched', async () => {
    const kept = await eventWithContents();
    const { event, plans, photos } = await eventWithContents();
    const t0 = Date.now();
    const res = await call('DELETE', `/api/outfit-events/${event.id}`, a);
    const routeMs = Date.now() - t0;
    expect([res.status, res.body]).toEqual([200, { deleted: true }]);
    await waitFor(
      'the processor to clean the deleted event',
      async () => {
        const stored = await Promise.all(plans.map((p) => storedOf(p.id)));
        const objects = await Promise.all(photos.map(objectExists));
        return stored.every((s) => !s.suggestion && s.comments === 0 && s.favorites === 0) && objects.every((o) => !o);
      },
      STREAM_WAIT,
    );
    console.info(`event-cleanup: route ${routeMs} ms; 2 plans, 4 comments, 4 marks, 4 photo objects gone ${Date.now() - t0} ms after the request`);
    const { db } = await aws();
    expect((await db.entities.outfitSuggestion.query.byEvent({ eventId: event.id }).go()).data).toEqual([]);
    // The other event: all there, counts as stored.
    expect((await readDetails(a, kept.event.id)).id).toBe(kept.event.id);
    for (const plan of kept.plans) {
      const s = await storedOf(plan.id);
      expect([s.comments, s.favorites, s.suggestion?.commentCount, s.suggestion?.favoriteCount]).toEqual([2, 2, 2, 2]);
    }
    for (const key of kept.photos) expect(await objectExists(key), key).toBe(true);
  });

  it('a cleanup that fails is retried, not dropped: once the bad row is repaired the retry deletes everything', async () => {
    const { event, plans, photos } = await eventWithContents();
    // A comment row on the second plan that the cleanup cannot delete: no createdAt, which its key
    // is built from (ElectroDB refuses the delete). It sorts first, so the page with the good
    // comments fails with it.
    const { documentClient } = await aws();
    const badId = `bad-${randomUUID()}`;
    const badKey = { pk: `$seamline#suggestionid_${plans[1]!.id}`, sk: `$suggestioncomment_1#createdat_0000#commentid_${badId}` };
    await documentClient.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: { ...badKey, __edb_e__: 'suggestionComment', __edb_v__: '1', suggestionId: plans[1]!.id, commentId: badId, eventId: event.id, comment: 'unreadable' },
      }),
    );
    expect(await storedOf(plans[1]!.id)).toMatchObject({ comments: 3 });

    expect((await call('DELETE', `/api/outfit-events/${event.id}`, a)).status).toBe(200);
    // The first run: the first plan is cleaned (plans go one after another, oldest first), the
    // second fails on its comments and keeps all its rows — the state a swallowed failure kept forever.
    await waitFor(
      'the first plan cleaned and the second one failing',
      async () => {
        const [first, second] = await Promise.all(plans.map((p) => storedOf(p.id)));
        return !first!.suggestion && second!.suggestion !== null && second!.comments === 3 && second!.favorites === 2;
      },
      STREAM_WAIT,
    );
    // Repair the row (the key attribute its sort key was built from); the stream's retry finishes.
    await documentClient.send(
      new UpdateCommand({ TableName: env.TABLE_NAME, Key: badKey, UpdateExpression: 'SET createdAt = :c', ExpressionAttributeValues: { ':c': '0000' } }),
    );
    await waitFor(
      'the retried cleanup to finish',
      async () => {
        const stored = await Promise.all(plans.map((p) => storedOf(p.id)));
        const objects = await Promise.all(photos.map(objectExists));
        return stored.every((s) => !s.suggestion && s.comments === 0 && s.favorites === 0) && objects.every((o) => !o);
      },
      STREAM_WAIT,
    );
    const { Item } = await documentClient.send(new GetCommand({ TableName: env.TABLE_NAME, Key: badKey, ConsistentRead: true }));
    expect(Item).toBeUndefined();
  });
});
