/**
 * No residue anywhere (issue 35 §3), against the local runtime over HTTP.
 *
 * 1. Writes against a person whose account deletion has started: follow, like, comment, share,
 *    invitation, block, suggestion comment and favourite answer 404 with each route's usual text,
 *    their profile and post read 404, and nothing is written; the deleting person's own writes
 *    (a session that outlived the request) answer 401 and write nothing — the transactions'
 *    ConditionChecks on the User items (`functions/people/live-people.ts`).
 * 2. The full-table residue proof: a person who followed and was followed, liked, commented and
 *    shared others' posts (shares in their followers' feeds, and others' shares of THEIR post in
 *    third parties' feeds), was a collaborator who commented on and favourited suggestions and
 *    then left the event, and had bursts of follows, likes, comments, shares and invitations fired
 *    at them while they asked for deletion — every answer 2xx (committed before) or 404 —
 *    is deleted; a whole-table Scan and bucket listing find nothing holding their id, username or
 *    email, and every counter the writes touched equals a recount of the rows.
 */
import { describe, expect, it } from 'vitest';
import { OUTFIT_ERRORS } from '@seamline/shared/contracts/outfits';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { SOCIAL_ERRORS } from '@seamline/shared/contracts/posts';
import { FIRST_DELETION_STEP } from '@seamline/shared/db/entities/account-deletion';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { readFeed, storedEntries } from './feed-helpers';
import { addSuggestion, createEvent } from './outfits-helpers';
import { createPost, someProductId } from './posts-helpers';
import { JOB_WAIT, act, aws, expectNoResidue, ok, register, remove, residueOf, waitForDeletion, type Person } from './privacy-deletion-helpers';

type Res = { status: number; body: unknown };
const follow = (a: UserWithSession, b: { userId: string }) => act('POST', `/api/users/${b.userId}/follow`, a);
const like = (s: UserWithSession, postId: string) => act('POST', `/api/posts/${postId}/like`, s);
const comment = (s: UserWithSession, postId: string, content: string) => act('POST', `/api/posts/${postId}/comments`, s, { content });
const share = (s: UserWithSession, postId: string) => act('POST', `/api/posts/${postId}/share`, s);
const invite = (s: UserWithSession, eventId: string, userId: string) => act('POST', `/api/outfit-events/${eventId}/invitations`, s, { userIds: [userId] });
const favourite = (s: UserWithSession, suggestionId: string) => act('PUT', `/api/outfit-suggestions/${suggestionId}/favorite`, s);
const suggestionComment = (s: UserWithSession, suggestionId: string, text: string) =>
  act('POST', `/api/outfit-suggestions/${suggestionId}/comments`, s, { comment: text });
const leave = (s: UserWithSession, eventId: string) => call('DELETE', `/api/outfit-events/${eventId}/collaborators/${s.userId}`, s);

/** Marks `userId` deleting exactly as the request does, without starting the job (no round 0). */
async function markDeleting(userId: string): Promise<void> {
  const { db } = await aws();
  await db.entities.user.patch({ id: userId }).set({ deletingAt: new Date().toISOString() }).go();
}

/** Starts the job of a person marked by {@link markDeleting} (round 0, as `restartStuckDeletion` writes it). */
async function startJob(p: Person): Promise<void> {
  const { db } = await aws();
  await db.entities.accountDeletion
    .create({ userId: p.userId, round: 0, step: FIRST_DELETION_STEP, username: p.username, email: p.email, requestedAt: new Date().toISOString() })
    .go();
}

describe('writes against a person whose account deletion has started', () => {
  it('answer 404 with each route’s usual text and write nothing; the deleting person’s own writes answer 401 and write nothing', async () => {
    const [gone, viewer] = await Promise.all([register(), createUserWithSession()]);
    const productId = await someProductId(viewer);
    // viewer follows gone: the creator of an event invites people they follow.
    await ok(follow(viewer, gone), 'viewer → gone');
    const [gonePost, viewerPost] = await Promise.all([createPost(gone, productId, { caption: 'mine' }), createPost(viewer, productId, { caption: 'theirs' })]);
    const event = await createEvent(viewer, { isPublic: true });
    await ok(invite(viewer, event.id, gone.userId), 'invite gone');
    const goneSuggestion = await addSuggestion(gone, event.id, { products: [{ productId }] });
    const viewerSuggestion = await addSuggestion(viewer, event.id, { products: [{ productId }] });
    const secondEvent = await createEvent(viewer, { isPublic: true });
    // The 'before' picture once the processors have written what the steps above cause for gone
    // (the follow's and the invitation's notifications): read earlier, the invitation's could land
    // after it and look like a write made while deleting (clean-clone run of 8c99c05).
    const residueBefore = await waitFor('gone’s follow and invitation notifications', async () => {
      const residue = await residueOf([gone.userId]);
      const notified = (kind: string) => residue.items.some((i) => i.pk.endsWith(`recipientid_${gone.userId}`) && i.sk.includes(`#notificationid_${kind}`));
      return notified('follow') && notified('event_invite') ? residue : undefined;
    }, JOB_WAIT);

    await markDeleting(gone.userId);

    // Reads: the person and their content are gone for everyone else.
    const expect404 = async (res: Promise<Res>, message: string, what: string) => {
      const r = await res;
      expect([r.status, r.body], what).toEqual([404, { message }]);
    };
    await expect404(call('GET', `/api/users/${gone.userId}/profile`, viewer), PEOPLE_ERRORS.userNotFound, 'profile');
    await expect404(call('GET', `/api/posts/${gonePost.id}`, viewer), SOCIAL_ERRORS.postNotFound, 'post');
    await expect404(call('GET', `/api/users/${gone.userId}/followers`, viewer), PEOPLE_ERRORS.userNotFound, 'followers');
    // Writes at them: 404, the route's usual text.
    const stranger = await createUserWithSession();
    await expect404(follow(stranger, gone), PEOPLE_ERRORS.userNotFound, 'follow');
    await expect404(like(viewer, gonePost.id), SOCIAL_ERRORS.postNotFound, 'like');
    await expect404(comment(viewer, gonePost.id, 'hello'), SOCIAL_ERRORS.postNotFound, 'comment');
    await expect404(share(viewer, gonePost.id), SOCIAL_ERRORS.postNotFound, 'share');
    await expect404(invite(viewer, secondEvent.id, gone.userId), PEOPLE_ERRORS.userNotFound, 'invitation');
    await expect404(act('POST', `/api/users/${gone.userId}/block`, stranger), PEOPLE_ERRORS.userNotFound, 'block');
    // The suggestion reads as a former member's (kept visible), but a new mark or comment on it is
    // refused by the transaction's check of its author: 404.
    await expect404(favourite(viewer, goneSuggestion.id), OUTFIT_ERRORS.suggestionNotFound, 'favourite');
    await expect404(suggestionComment(viewer, goneSuggestion.id, 'nice'), OUTFIT_ERRORS.suggestionNotFound, 'suggestion comment');

    // The deleting person's own session (as if it had outlived the request): 401, nothing written.
    const expect401 = async (res: Promise<Res>, what: string) => expect((await res).status, what).toBe(401);
    await expect401(follow(gone, stranger), 'own follow');
    await expect401(like(gone, viewerPost.id), 'own like');
    await expect401(comment(gone, viewerPost.id, 'hi'), 'own comment');
    await expect401(share(gone, viewerPost.id), 'own share');
    await expect401(favourite(gone, viewerSuggestion.id), 'own favourite');
    await expect401(suggestionComment(gone, viewerSuggestion.id, 'mine'), 'own suggestion comment');
    await expect401(act('POST', `/api/users/${viewer.userId}/block`, gone), 'own block');

    // Nothing new holds their id (the same items as before), and the counters did not move.
    expect((await residueOf([gone.userId])).items).toEqual(residueBefore.items);
    const { db } = await aws();
    const [viewerPostCounts, viewerSuggestionNow, secondEventNow] = await Promise.all([
      call<{ likeCount: number; commentCount: number; shareCount: number }>('GET', `/api/posts/${viewerPost.id}`, viewer),
      db.entities.outfitSuggestion.get({ suggestionId: viewerSuggestion.id }).go({ consistent: true }),
      db.entities.outfitEvent.get({ eventId: secondEvent.id }).go({ consistent: true }),
    ]);
    expect(viewerPostCounts.body).toMatchObject({ likeCount: 0, commentCount: 0, shareCount: 0 });
    expect([viewerSuggestionNow.data?.favoriteCount ?? 0, viewerSuggestionNow.data?.commentCount ?? 0]).toEqual([0, 0]);
    expect(secondEventNow.data?.collaboratorCount ?? 0).toBe(0);

    // The job then removes everything of theirs.
    await startJob(gone);
    await waitForDeletion(gone.userId);
    await expectNoResidue(gone);
  });
});

describe('the ConditionCheck of live-people.ts (a write that read the person before deletingAt was set)', () => {
  it('does not refuse a burst at one living person: 60 simultaneous likes of their post all commit and count exactly 60', async () => {
    // Every like checks the author's User item; concurrent checks of one item can be cancelled with
    // TransactionConflict, which writeTransaction runs again — none may surface as a 500.
    const author = await createUserWithSession();
    const post = await createPost(author, await someProductId(author));
    const likers: UserWithSession[] = [];
    for (let i = 0; i < 6; i++) likers.push(...(await Promise.all(Array.from({ length: 10 }, () => createUserWithSession()))));
    const started = Date.now();
    const answers = await Promise.all(likers.map((p) => like(p, post.id)));
    console.info(`60 simultaneous likes of one person's post: ${Date.now() - started} ms`);
    expect(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual([]);
    const { db } = await aws();
    await waitFor('the like count to settle at 60', async () => ((await db.entities.postCounts.get({ postId: post.id }).go({ consistent: true })).data?.likeCount ?? 0) === 60, JOB_WAIT);
    expect((await db.entities.postLike.query.byPair({ postId: post.id }).go({ pages: 'all', consistent: true })).data).toHaveLength(60);
  });

  it('cancels the whole transaction when the target is deleting or gone, names who, and writes nothing', async () => {
    const [gone, actor] = await Promise.all([createUserWithSession(), createUserWithSession()]);
    const { db } = await aws();
    const { livePeopleChecks, deletingAmong } = await import('@seamline/functions/people/live-people');
    const { writeTransaction } = await import('@seamline/functions/collections/transactions');
    // Exactly the follow route's transaction after its read passed: the Follow create, then the checks.
    const followWrite = (followingId: string) =>
      writeTransaction(() =>
        db.transaction
          .write(({ follow: follows, user }) => [
            follows.create({ followerId: actor.userId, followingId, createdAt: new Date().toISOString() }).commit(),
            ...livePeopleChecks(user, [followingId, actor.userId]),
          ])
          .go(),
      );
    const followRow = (followingId: string) => db.entities.follow.get({ followerId: actor.userId, followingId }).go({ consistent: true });

    await markDeleting(gone.userId);
    const refused = await followWrite(gone.userId);
    expect(refused.canceled).toBe(true);
    expect(deletingAmong(refused.reasons, [gone.userId, actor.userId], 1)).toEqual([gone.userId]);
    expect((await followRow(gone.userId)).data).toBeNull();
    // A person whose User item is already gone (attribute_exists(id) fails on a missing item).
    const nobody = crypto.randomUUID();
    const missing = await followWrite(nobody);
    expect(missing.canceled).toBe(true);
    expect(deletingAmong(missing.reasons, [nobody, actor.userId], 1)).toEqual([nobody]);
    expect((await followRow(nobody)).data).toBeNull();
    // A living person: committed (so the check does not refuse ordinary writes).
    const living = await createUserWithSession();
    expect((await followWrite(living.userId)).canceled).toBe(false);
    expect((await followRow(living.userId)).data).not.toBeNull();
  });
});

describe('account deletion: the full-table residue proof (issue 35 §3)', () => {
  it('a person who followed and was followed, liked / commented / shared, left an event after commenting and favouriting, and had bursts of writes fired at them while deleting leaves nothing; counters equal recounts', async () => {
    const gone = await register();
    const [a, b, e, watcher] = await Promise.all([register(), register(), register(), createUserWithSession()]);
    // Bursters: f1 already follow `gone` (so each may invite them to their own public event); f2 do not.
    const f1 = await Promise.all([0, 1, 2].map(() => createUserWithSession()));
    const f2 = await Promise.all([0, 1, 2].map(() => createUserWithSession()));
    const productId = await someProductId(a);

    // Follows both ways; `watcher` follows f1[0] (whose share of gone's post lands in watcher's feed).
    await ok(follow(gone, a), 'gone → a');
    await ok(follow(b, gone), 'b → gone');
    await ok(follow(e, gone), 'e → gone');
    await ok(follow(watcher, f1[0]!), 'watcher → f1[0]');
    for (const f of f1) await ok(follow(f, gone), 'f1 → gone');
    // Reading their feeds makes b and watcher active, so the fan-out pushes into their partitions.
    await Promise.all([readFeed(b), readFeed(watcher)]);

    // Posts: a's two posts; gone likes, comments and shares the first (the share goes to b's and e's feeds).
    const [aPost, aPost2, gonePost] = await Promise.all([
      createPost(a, productId, { caption: 'a one' }),
      createPost(a, productId, { caption: 'a two' }),
      createPost(gone, productId, { caption: `by ${gone.username}` }),
    ]);
    await ok(like(gone, aPost.id), 'gone likes a');
    await ok(comment(gone, aPost.id, `says ${gone.username}`), 'gone comments a');
    await ok(share(gone, aPost.id), 'gone shares a');
    // Others' share of gone's post: in watcher's feed (a third party who does not follow gone).
    await ok(share(f1[0]!, gonePost.id), 'f1[0] shares gone');
    await waitFor('gone’s share in b’s feed', async () => (await storedEntries(b.userId)).some((x) => x.actorId === gone.userId), JOB_WAIT);
    await waitFor('f1[0]’s share of gone’s post in watcher’s feed', async () => (await storedEntries(watcher.userId)).some((x) => x.postAuthorId === gone.userId), JOB_WAIT);

    // A former collaborator: e invites gone, gone favourites and comments on e's plan, then leaves.
    const event = await createEvent(e, { isPublic: true });
    await ok(invite(e, event.id, gone.userId), 'e invites gone');
    const plan = await addSuggestion(e, event.id, { products: [{ productId }] });
    await ok(favourite(gone, plan.id), 'gone favourites');
    await ok(suggestionComment(gone, plan.id, `from ${gone.username}`), 'gone comments the plan');
    await ok(leave(gone, event.id), 'gone leaves');
    const { db } = await aws();
    const [planFavs, planComments] = await Promise.all([
      db.entities.suggestionFavorite.query.byPair({ suggestionId: plan.id }).go({ consistent: true }),
      db.entities.suggestionComment.query.bySuggestion({ suggestionId: plan.id }).go({ consistent: true }),
    ]);
    expect([planFavs.data.length, planComments.data.length]).toEqual([1, 1]);

    // Each f1 has a public event to invite gone to.
    const f1Events = await Promise.all(f1.map((f) => createEvent(f, { isPublic: true })));
    const before = await residueOf([gone.userId]);
    expect(before.items.length).toBeGreaterThan(15);

    // The burst: the deletion request while 9 people fire writes — each person's writes one after
    // another, in rounds, so the answers span the moment `deletingAt` is set (f1: like, 2 comments,
    // share, invitation; f2: follow, like, comment; gone's own: like, comment, share, follow).
    type Write = { who: string; message: string; send: () => Promise<Res> };
    const atGone = (round: number): Write[][] => [
      ...f1.map((f, i) => [
        { who: `f1[${i}] like`, message: SOCIAL_ERRORS.postNotFound, send: () => like(f, gonePost.id) },
        { who: `f1[${i}] comment`, message: SOCIAL_ERRORS.postNotFound, send: () => comment(f, gonePost.id, `round ${round} one`) },
        { who: `f1[${i}] comment`, message: SOCIAL_ERRORS.postNotFound, send: () => comment(f, gonePost.id, `round ${round} two`) },
        { who: `f1[${i}] share`, message: SOCIAL_ERRORS.postNotFound, send: () => share(f, gonePost.id) },
        { who: `f1[${i}] invite`, message: PEOPLE_ERRORS.userNotFound, send: () => invite(f, f1Events[i]!.id, gone.userId) },
      ]),
      ...f2.map((f, i) => [
        { who: `f2[${i}] follow`, message: PEOPLE_ERRORS.userNotFound, send: () => follow(f, gone) },
        { who: `f2[${i}] like`, message: SOCIAL_ERRORS.postNotFound, send: () => like(f, gonePost.id) },
        { who: `f2[${i}] comment`, message: SOCIAL_ERRORS.postNotFound, send: () => comment(f, gonePost.id, `round ${round}`) },
      ]),
    ];
    const own: Write[] = [
      { who: 'gone like', message: '', send: () => like(gone, aPost2.id) },
      { who: 'gone comment', message: '', send: () => comment(gone, aPost2.id, 'late') },
      { who: 'gone share', message: '', send: () => share(gone, aPost2.id) },
      { who: 'gone follow', message: '', send: () => follow(gone, f2[0]!) },
    ];
    const sequentially = async (writes: Write[]) => {
      const out: { write: Write; res: Res }[] = [];
      for (const write of writes) out.push({ write, res: await write.send() });
      return out;
    };
    const rounds = [1, 2, 3].map(atGone);
    const people = rounds[0]!.map((_, p) => rounds.flatMap((r) => r[p]!));
    const [deletion, ...chains] = await Promise.all([
      remove(gone, gone.userId, { password: gone.password }),
      ...people.map(sequentially),
      sequentially([...own, ...own]),
    ]);
    expect([deletion.status, deletion.body]).toEqual([202, { status: 'deleting' }]);
    const during = chains.flat();
    // 2xx = committed before `deletingAt` (the job deletes it); else refused as for a missing
    // person with the route's usual text; gone's own: 401 (the check) or the ended session's 401/403.
    // An invitation answers 404 'User not found' while the inviter's follow of gone still exists;
    // once the job has deleted that follow, the route's answer for anyone one does not follow (and
    // for an unknown id): 400 'You can only invite people you follow'.
    const expectRefused = ({ write, res }: { write: Write; res: Res }) => {
      if (write.who.startsWith('gone ')) expect([401, 403], `${write.who}: ${res.status}`).toContain(res.status);
      else if (write.who.endsWith('invite') && res.status === 400)
        expect(res.body).toMatchObject({ message: OUTFIT_ERRORS.inviteNotFollowed });
      else expect([write.who, res.status, res.body]).toEqual([write.who, 404, { message: write.message }]);
    };
    for (const answer of during) if (answer.res.status >= 300) expectRefused(answer);
    // Right after the request: every write at them is refused; their own session is gone.
    const after = await Promise.all([...atGone(4).flat(), ...own].map(async (write) => ({ write, res: await write.send() })));
    for (const answer of after) expectRefused(answer);
    const committed = during.filter((d) => d.res.status < 300).length;
    console.info(
      `residue burst: ${during.length} writes during the request — ${committed} committed before deletingAt, ${during.length - committed} refused ` +
        `(${during.map((d) => `${d.write.who} ${d.res.status}`).join(', ')}); ${after.length} right after: all refused`,
    );

    // The job, then nothing of theirs anywhere.
    const started = Date.now();
    await waitForDeletion(gone.userId);
    await expectNoResidue(gone);
    console.info(`residue proof: job + processors done in ${Date.now() - started} ms for ${before.items.length} items`);

    // Counters equal recounts (eventually: the processors follow the REMOVEs).
    const recount = async () => {
      const [aCounts, likes, comments, shares, stats, planNow, favs, planCommentsNow, ...events] = await Promise.all([
        db.entities.postCounts.get({ postId: aPost.id }).go({ consistent: true }),
        db.entities.postLike.query.byPair({ postId: aPost.id }).go({ pages: 'all', consistent: true }),
        db.entities.postComment.query.byPost({ postId: aPost.id }).go({ pages: 'all' }),
        db.entities.postShare.query.byPost({ postId: aPost.id }).go({ pages: 'all', consistent: true }),
        Promise.all([a, b, e, ...f1, ...f2].map((p) => db.entities.profileStats.get({ userId: p.userId }).go({ consistent: true }))),
        db.entities.outfitSuggestion.get({ suggestionId: plan.id }).go({ consistent: true }),
        db.entities.suggestionFavorite.query.byPair({ suggestionId: plan.id }).go({ consistent: true }),
        db.entities.suggestionComment.query.bySuggestion({ suggestionId: plan.id }).go({ consistent: true }),
        ...f1Events.map((ev) => db.entities.outfitEvent.get({ eventId: ev.id }).go({ consistent: true })),
      ]);
      const followCounts = await Promise.all(
        [a, b, e, ...f1, ...f2].map(async (p) => {
          const [followers, following] = await Promise.all([
            db.entities.follow.query.followersOf({ followingId: p.userId }).go({ pages: 'all' }),
            db.entities.follow.query.byPair({ followerId: p.userId }).go({ pages: 'all', consistent: true }),
          ]);
          return { followers: followers.data.length, following: following.data.length };
        }),
      );
      const members = await Promise.all(f1Events.map((ev) => db.entities.eventMember.query.byEvent({ eventId: ev.id }).go({ consistent: true })));
      return {
        stored: {
          post: [aCounts.data?.likeCount ?? 0, aCounts.data?.commentCount ?? 0, aCounts.data?.shareCount ?? 0],
          people: stats.map((s) => ({ followers: s.data?.followers ?? 0, following: s.data?.following ?? 0 })),
          plan: [planNow.data?.favoriteCount ?? 0, planNow.data?.commentCount ?? 0],
          events: events.map((ev) => (ev as { data: { collaboratorCount?: number } | null }).data?.collaboratorCount ?? 0),
        },
        rows: {
          post: [likes.data.length, comments.data.length, shares.data.length],
          people: followCounts,
          plan: [favs.data.length, planCommentsNow.data.length],
          events: members.map((m) => m.data.filter((r) => r.role === 'collaborator').length),
        },
      };
    };
    let last = await recount();
    await waitFor('counters equal recounts', async () => {
      last = await recount();
      return JSON.stringify(last.stored) === JSON.stringify(last.rows);
    }, JOB_WAIT).catch(() => undefined);
    expect(last.stored).toEqual(last.rows);
    expect(last.rows.post).toEqual([0, 0, 0]);
    expect(last.rows.plan).toEqual([0, 0]);
    expect(last.rows.events).toEqual([0, 0, 0]);
  }, 360_000);
});
