/**
 * Account deletion and outfit suggestions (issue 35 §3) against the local runtime, over HTTP: a
 * person who commented on and favourited suggestions in three events — one they were removed from,
 * one they left, one they still belong to — and whose oldest comment and mark were written before
 * the `byAuthor` index (its key attributes stripped, as rows stored before the index lack them),
 * deletes their account after `admin:backfill-indexes` ran. Afterwards a whole-table Scan finds no
 * item holding their id, the other people's comments and marks are all there, and every
 * suggestion's `commentCount` / `favoriteCount` equals a recount of its rows.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { addSuggestion, call, createEvent, follow, productsOf } from './outfits-helpers';
import { aws, expectNoResidue, ok, register, remove, residueOf, waitForDeletion, type Person } from './privacy-deletion-helpers';

const env = inject('runtimeEnv');

const invite = (s: Person, eventId: string, userId: string) => call('POST', `/api/outfit-events/${eventId}/invitations`, s, { userIds: [userId] });
const comment = (s: Person, suggestionId: string, text: string) => call('POST', `/api/outfit-suggestions/${suggestionId}/comments`, s, { comment: text });
const favourite = (s: Person, suggestionId: string) => call('PUT', `/api/outfit-suggestions/${suggestionId}/favorite`, s);
const dropCollaborator = (s: Person, eventId: string, userId: string) => call('DELETE', `/api/outfit-events/${eventId}/collaborators/${userId}`, s);

/** A suggestion's stored counts and its rows, recounted (consistent reads of the base table). */
async function countsOf(suggestionId: string) {
  const { db } = await aws();
  const [suggestion, comments, favorites] = await Promise.all([
    db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true }),
    db.entities.suggestionComment.query.bySuggestion({ suggestionId }).go({ consistent: true, pages: 'all' }),
    db.entities.suggestionFavorite.query.byPair({ suggestionId }).go({ consistent: true, pages: 'all' }),
  ]);
  return {
    stored: { comments: suggestion.data?.commentCount, favorites: suggestion.data?.favoriteCount },
    recount: { comments: comments.data.length, favorites: favorites.data.length },
    commenters: comments.data.map((c) => c.userId).sort(),
    favouriters: favorites.data.map((f) => f.userId).sort(),
  };
}

describe('account deletion: suggestion comments and favourites in events the person left', () => {
  let creator: Person;
  let other: Person;
  let gone: Person;
  beforeAll(async () => {
    [creator, other, gone] = await Promise.all([register(), register(), register()]);
    await Promise.all([follow(creator, gone), follow(creator, other)]);
  });

  it('removes all of them (removed from, left, still a member; rows from before the index after the backfill), keeps the others’ and the counts equal recounts', async () => {
    const [product] = await productsOf(creator, 'tops');
    const kinds = ['removed', 'left', 'member'] as const;
    const plans: Record<(typeof kinds)[number], OutfitSuggestion[]> = { removed: [], left: [], member: [] };
    const events: Record<string, string> = {};
    for (const kind of kinds) {
      const event = await createEvent(creator, { isPublic: true, eventName: `Residue ${kind}` });
      events[kind] = event.id;
      await ok(invite(creator, event.id, gone.userId), `invite gone (${kind})`);
      await ok(invite(creator, event.id, other.userId), `invite other (${kind})`);
      for (let i = 0; i < 2; i++) plans[kind].push(await addSuggestion(creator, event.id, { products: [{ productId: product!.id }] }));
      for (const plan of plans[kind]) {
        await ok(comment(gone, plan.id, `from ${gone.username} one`), 'gone comments');
        await ok(comment(gone, plan.id, `from ${gone.username} two`), 'gone comments again');
        await ok(favourite(gone, plan.id), 'gone favourites');
        await ok(comment(other, plan.id, 'from other'), 'other comments');
        await ok(favourite(other, plan.id), 'other favourites');
      }
    }
    await ok(dropCollaborator(creator, events.removed!, gone.userId), 'creator removes gone');
    await ok(dropCollaborator(gone, events.left!, gone.userId), 'gone leaves');
    const all = kinds.flatMap((k) => plans[k]);
    for (const plan of all) {
      expect(await countsOf(plan.id)).toMatchObject({ stored: { comments: 3, favorites: 2 }, recount: { comments: 3, favorites: 2 } });
    }

    // One comment and one mark of gone as stored before the byAuthor index (no gsi2 keys) …
    const { db, documentClient } = await aws();
    const oldPlan = plans.removed[0]!.id;
    const [oldComment] = (await db.entities.suggestionComment.query.bySuggestion({ suggestionId: oldPlan }).go({ consistent: true })).data.filter((c) => c.userId === gone.userId);
    const oldKeys = [
      db.entities.suggestionComment.put(oldComment!).params().Item as Record<string, string>,
      db.entities.suggestionFavorite.put({ suggestionId: oldPlan, userId: gone.userId, createdAt: '2000-01-01T00:00:00.000Z' }).params().Item as Record<string, string>,
    ];
    for (const item of oldKeys)
      await documentClient.send(new UpdateCommand({ TableName: env.TABLE_NAME, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }));
    const byAuthor = async () => {
      const [c, f] = await Promise.all([
        db.entities.suggestionComment.query.byAuthor({ userId: gone.userId }).go({ pages: 'all' }),
        db.entities.suggestionFavorite.query.byAuthor({ userId: gone.userId }).go({ pages: 'all' }),
      ]);
      return [c.data.length, f.data.length];
    };
    // … invisible to the index: 12 comments, 6 marks stored, 11 and 5 indexed.
    expect(await byAuthor()).toEqual([11, 5]);
    // … found again after the backfill (`npm run admin:backfill-indexes`).
    const { backfillIndexes } = await import('@seamline/functions/admin/index-backfill');
    const report = await backfillIndexes({ client: documentClient, tableName: env.TABLE_NAME! });
    expect(report.byEntity.suggestionComment).toBeGreaterThanOrEqual(1);
    expect(report.byEntity.suggestionFavorite).toBeGreaterThanOrEqual(1);
    expect(await byAuthor()).toEqual([12, 6]);

    expect(await residueOf([gone.userId]).then((r) => r.items.length)).toBeGreaterThan(18);
    expect((await remove(gone, gone.userId, { password: gone.password })).status).toBe(202);
    await waitForDeletion(gone.userId);
    // Nothing anywhere holds their id (whole table, whole bucket; also their username and email).
    await expectNoResidue(gone);
    expect(await byAuthor()).toEqual([0, 0]);
    // The others' comments and marks stay; every count equals its recount.
    for (const plan of all) {
      expect(await countsOf(plan.id), plan.id).toEqual({
        stored: { comments: 1, favorites: 1 },
        recount: { comments: 1, favorites: 1 },
        commenters: [other.userId],
        favouriters: [other.userId],
      });
    }
    // The events the person had left or been removed from are intact; the one they belonged to lost only them.
    for (const kind of kinds) {
      const { data: members } = await db.entities.eventMember.query.byEvent({ eventId: events[kind]! }).go({ consistent: true });
      expect(members.map((m) => m.userId).sort(), kind).toEqual([creator.userId, other.userId].sort());
    }
  });
});
