/**
 * The follow graph's writes and lists (spec 01 §3 Follow relation, §4 Follow, §7 follow,
 * unfollow in both readings, remove-follower, followers, following). One Follow item per pair
 * (`shared/db/entities/follow.ts`); writes are conditional, so they are idempotent or answer
 * what did not hold. A block between the two refuses a follow (`blocks.service.ts`). Counts and
 * the `user.followed` event come from the stream (processors). Lists and follows answer for
 * people hidden from the caller (blocked either way, suspended; issue 33 §1) exactly as for
 * people who do not exist.
 */
import {
  BLOCK_ERRORS,
  PEOPLE_ERRORS,
  type FollowRelation,
  type followRelationPageSchema,
  type followStateSchema,
  type removeFollowerSchema,
} from '@seamline/shared/contracts/people';
import type * as z from 'zod';
import { db } from '../_core/aws-clients';
import { BadRequest, Forbidden, NotFound } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { isConditionalFailure } from '../_core/db-errors';
import { takeLimited } from '../_core/rate-limit';
import { userById, usersById } from './people-reads';
import { existingPairs, hasPair } from './follow-graph';
import { summaryOf } from './person-summary';
import { assertCanSeePerson, canSeePerson, peopleVisibility } from './visibility';
import { livePeopleChecks, refuseDeleting } from './live-people';
import { DEFAULT_PAGE_SIZE, withCursor } from './pages';

type FollowState = z.infer<typeof followStateSchema>;

/**
 * The caller follows `userId`. Idempotent: following again writes nothing and answers the same.
 * A block either way refuses it: the Follow create runs in ONE TransactWriteItems with
 * ConditionChecks that neither Block row of the pair exists in the caller's partition, so a
 * follow racing a block can never outlive it (the block ends follows after its own write); and
 * with ConditionChecks that neither person is deleting (`live-people.ts`, issue 35 §3).
 * @throws BadRequest (400) 'You cannot follow yourself'; NotFound (404) 'User not found' (also
 *   to the blocked person following the blocker, for a suspended person: issue 33 §1; and for a
 *   person whose account deletion has started: issue 35 §3); Unauthorized (401) when the CALLER's
 *   deletion has started (their sessions are being ended);
 *   Forbidden (403) 'You blocked this person. Unblock them to follow them.'; TooManyRequests (429) past `RATE_LIMITS.follow`
 *   (30 follows and unfollows a minute).
 */
export async function follow(
  callerId: string,
  userId: string,
  now = new Date(),
): Promise<FollowState> {
  if (callerId === userId) throw new BadRequest(PEOPLE_ERRORS.selfFollow);
  const reservation = await takeLimited('follow', callerId, now);
  const target = await userById(userId);
  // The rule with no block known yet: the blocks are checked by the transaction below, atomically.
  if (!target || !canSeePerson(callerId, target, false)) throw new NotFound(PEOPLE_ERRORS.userNotFound);
  const pair = { userId: callerId, otherUserId: userId };
  // Issue 35 §3: both people's User items are checked in the transaction (live-people.ts), so a
  // follow racing either one's deletion request commits before it (and the job deletes it) or not at all.
  const people = [userId, callerId];
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ follow: follows, block, user }) => [
        follows.create({ followerId: callerId, followingId: userId, createdAt: now.toISOString() }).commit(),
        block.check({ ...pair, direction: 'blocks' }).where((a, op) => op.notExists(a.userId)).commit(),
        block.check({ ...pair, direction: 'blocked_by' }).where((a, op) => op.notExists(a.userId)).commit(),
        ...livePeopleChecks(user, people),
      ])
      .go(),
  );
  if (canceled) {
    const [existing, callerBlocks, blockedByThem] = reasons.map((r) => r.code === 'ConditionalCheckFailed');
    await refuseDeleting(reasons, { targetId: userId, callerId }, 3, PEOPLE_ERRORS.userNotFound, [reservation]);
    if (callerBlocks) throw new Forbidden(BLOCK_ERRORS.youBlocked);
    // Issue 33 §1: the blocked person is not told; the blocker is invisible to them.
    if (blockedByThem) throw new NotFound(PEOPLE_ERRORS.userNotFound);
    // attribute_not_exists failed: already following, nothing written twice.
    if (!existing) throw new Error(`Follow transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  return { userId, isFollowing: true };
}

/**
 * The caller stops following `userId` (POST and DELETE readings).
 * Not rate-limited itself (a block also ends follows through it): the unfollow routes take
 * `RATE_LIMITS.follow` first.
 * @throws NotFound (404) 'You are not following this user' when there was no such follow.
 */
export async function unfollow(callerId: string, userId: string): Promise<FollowState> {
  try {
    await db.entities.follow.remove({ followerId: callerId, followingId: userId }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(PEOPLE_ERRORS.notFollowing);
    throw error;
  }
  return { userId, isFollowing: false };
}

/**
 * `userId` no longer follows the caller (removed from the caller's followers).
 * @throws NotFound (404) 'This person does not follow you'.
 */
export async function removeFollower(
  callerId: string,
  userId: string,
): Promise<z.infer<typeof removeFollowerSchema>> {
  try {
    await db.entities.follow.remove({ followerId: userId, followingId: callerId }).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(PEOPLE_ERRORS.notAFollower);
    throw error;
  }
  return { userId, isFollower: false };
}

type RelationPage = z.infer<typeof followRelationPageSchema>;
interface PageInput {
  cursor?: string;
  limit?: number;
}

/**
 * One page of `userId`'s followers (`side: 'followers'`) or of the people they follow
 * (`'following'`), newest first. Rows carry both people's summaries (handle, never the email)
 * and whether the VIEWER follows the row's person. Rows whose person no longer exists, or is
 * hidden from the viewer (blocked either way, suspended; a third person's list too), are left
 * out, so a page may hold fewer rows than its limit (the cursor still moves on).
 * Reads: one GetItem (the list's owner) and one Query of the pair's Block rows
 * (`assertCanSeePerson`), one Query (≤ limit rows), one BatchGet of users (the owner's too), one of
 * the viewer's follow pairs and one Query of the viewer's Block rows (`peopleVisibility`).
 * The owner's item is read twice (GetItem, then in the BatchGet) so the check needs no own read.
 * @throws NotFound (404) 'User not found' (also when the owner is hidden from the viewer, issue
 *   33 §1); BadRequest (400) 'Invalid cursor'.
 */
export async function followList(
  viewerId: string,
  userId: string,
  side: 'followers' | 'following',
  { cursor, limit = DEFAULT_PAGE_SIZE }: PageInput,
): Promise<RelationPage> {
  await assertCanSeePerson(viewerId, userId, PEOPLE_ERRORS.userNotFound);
  const options = (c: string | null) => ({ order: 'desc', limit, cursor: c }) as const;
  const page =
    side === 'followers'
      ? await withCursor(
          cursor,
          db.entities.follow.query.followersOf({ followingId: userId }),
          (q, c) => q.go(options(c)),
        )
      : await withCursor(
          cursor,
          db.entities.follow.query.followingOf({ followerId: userId }),
          (q, c) => q.go(options(c)),
        );
  const rowPerson = (f: { followerId: string; followingId: string }) =>
    side === 'followers' ? f.followerId : f.followingId;
  const people = page.data.map(rowPerson);
  const [users, pairs, see] = await Promise.all([
    usersById([...people, userId]),
    existingPairs(people.filter((p) => p !== viewerId).map((p) => [viewerId, p] as const)),
    peopleVisibility(viewerId, people),
  ]);
  const items: FollowRelation[] = [];
  for (const f of page.data) {
    const follower = users.get(f.followerId);
    const following = users.get(f.followingId);
    if (!follower || !following) continue;
    const person = side === 'followers' ? follower : following;
    if (see(person) !== 'visible') continue;
    items.push({
      id: `${f.followerId}:${f.followingId}`,
      followerId: f.followerId,
      followingId: f.followingId,
      createdAt: f.createdAt,
      follower: summaryOf(follower),
      following: summaryOf(following),
      isFollowing: hasPair(pairs, viewerId, rowPerson(f)),
    });
  }
  return { items, nextCursor: page.cursor };
}
