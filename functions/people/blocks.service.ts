/**
 * Blocking (issue 19: "unfollow, block or a deleted post removes their entries"): mutual
 * invisibility the way social apps do it, and the blocked person is never told.
 *
 * A block is ONE TransactWriteItems (`shared/db/entities/block.ts`): the blocker's row, the
 * reverse row in the blocked person's partition, the blocker's BlockCount `ADD 1` under the cap
 * (`BLOCK_LIMITS.maxBlocked`) and both people's hidden sets (`hidden-set.ts`). Then both follows end through the follow service (`unfollow`,
 * `removeFollower`), so the stream keeps the counts right and drops each from the other's feed.
 * What a block refuses afterwards is checked where it happens: a follow (ConditionChecks in its
 * transaction, `follows.service.ts`), likes, comments and shares (`posts`), the feed read
 * (`functions/feed/blocked-filter.ts`) and the notifications processor.
 */
import {
  BLOCK_ERRORS,
  BLOCK_LIMITS,
  PEOPLE_ERRORS,
  type BlockedPeoplePage,
  type BlockedPerson,
  type BlockState,
} from '@seamline/shared/contracts/people';
import { db } from '../_core/aws-clients';
import { BadRequest, NotFound } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { removeFollower, unfollow } from './follows.service';
import { MAX_BLOCKED_BY } from './hidden-set';
import { endCollaborationsBetween } from '../outfits/collaborator-removal';
import { withCursor } from './pages';
import { userById, usersById } from './people-reads';
import { livePeopleChecks, refuseDeleting } from './live-people';
import { isDeleting } from './visibility';
import { summaryOf } from './person-summary';

/** `BLOCK_LIMITS.maxBlocked` as a plain number (ElectroDB's `op.lt` wants the attribute's type). */
const MAX_BLOCKED: number = BLOCK_LIMITS.maxBlocked;

/** A missing follow is fine here: the block only needs it gone. */
async function unlessNotFound(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
}

/**
 * The caller blocks `userId`. Idempotent: blocking again writes no row and answers the same;
 * the follows and shared outfit events are ended on every call, so a retry also finishes a block
 * whose clean-up failed.
 * Writes: one TransactWriteItems (2 Block rows + both BlockCounts: the blocker's count, both
 * hidden sets, `hidden-set.ts`; a second one when the blocked person is past
 * `BLOCK_LIMITS.maxBlockedBy`), then up to 2 Follow deletes and one
 * transaction per outfit event one of them created with the other as collaborator.
 * @returns `{ userId, blocked: true }`.
 * @throws BadRequest (400) 'You cannot block yourself'; NotFound (404) 'User not found' (also a
 *   person whose account deletion has started, checked in the transaction: issue 35 §3);
 *   Unauthorized (401) when the caller's own deletion started;
 *   BadRequest (400) 'You can block at most 1,000 people…' past `BLOCK_LIMITS.maxBlocked`.
 */
export async function block(callerId: string, userId: string, now = new Date()): Promise<BlockState> {
  if (callerId === userId) throw new BadRequest(BLOCK_ERRORS.selfBlock);
  const target = await userById(userId);
  // Issue 35 §3: a person whose account deletion has started is gone for everyone else.
  if (!target || isDeleting(target)) throw new NotFound(PEOPLE_ERRORS.userNotFound);
  const createdAt = now.toISOString();
  // `overflow`: the blocked person is past `maxBlockedBy`, so their hidden set is dropped.
  const write = (overflow: boolean) =>
    writeTransaction(() =>
      db.transaction
        .write(({ block: rows, blockCount, user }) => [
          rows.create({ userId: callerId, otherUserId: userId, direction: 'blocks', createdAt }).commit(),
          rows.create({ userId, otherUserId: callerId, direction: 'blocked_by', createdAt }).commit(),
          blockCount
            .update({ userId: callerId })
            .add({ blocking: 1, hidden: [userId], hiddenVersion: 1 })
            .where((a, op) => `${op.notExists(a.blocking)} OR ${op.lt(a.blocking, MAX_BLOCKED)}`)
            .commit(),
          overflow
            ? blockCount.update({ userId }).add({ blockedBy: 1, hiddenVersion: 1 }).set({ hiddenComplete: false }).remove(['hidden']).commit()
            : blockCount
                .update({ userId })
                .add({ blockedBy: 1, hidden: [callerId], hiddenVersion: 1 })
                .where((a, op) => `${op.notExists(a.blockedBy)} OR ${op.lt(a.blockedBy, MAX_BLOCKED_BY)}`)
                .commit(),
          // Neither person is deleting (issue 35 §3): no Block row or BlockCount outlives an account.
          ...livePeopleChecks(user, [userId, callerId]),
        ])
        .go(),
    );
  let { canceled, reasons } = await write(false);
  const failed = (i: number) => reasons[i]?.code === 'ConditionalCheckFailed';
  if (canceled) await refuseDeleting(reasons, { targetId: userId, callerId }, 4, PEOPLE_ERRORS.userNotFound);
  if (canceled && !failed(0) && !failed(2) && failed(3)) ({ canceled, reasons } = await write(true));
  if (canceled) {
    await refuseDeleting(reasons, { targetId: userId, callerId }, 4, PEOPLE_ERRORS.userNotFound);
    // An existing row means blocked before (both rows are written together): nothing to write.
    if (!failed(0)) {
      if (failed(2)) throw new BadRequest(BLOCK_ERRORS.tooMany);
      throw new Error(`Block transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    }
  }
  await Promise.all([
    unlessNotFound(unfollow(callerId, userId)),
    unlessNotFound(removeFollower(callerId, userId)),
    endCollaborationsBetween(callerId, userId, now),
  ]);
  return { userId, blocked: true };
}

/**
 * The caller unblocks `userId`: both rows go, the counts drop and each leaves the other's hidden
 * set (`hidden-set.ts`) — unless the other person blocks the caller too (a ConditionCheck on
 * their row decides which) — in ONE TransactWriteItems conditioned on the caller's row existing;
 * not blocked → a no-op. Follows are not restored
 * (either may follow again). No user look-up: a person who left can still be unblocked.
 * @returns `{ userId, blocked: false }`.
 */
export async function unblock(callerId: string, userId: string): Promise<BlockState> {
  // `mutual`: the other person blocks the caller too, so both stay hidden (the sets keep them).
  const write = (mutual: boolean) =>
    writeTransaction(() =>
      db.transaction
        .write(({ block: rows, blockCount }) => {
          const theirs = { userId, otherUserId: callerId, direction: 'blocks' as const };
          return [
            rows.remove({ userId: callerId, otherUserId: userId, direction: 'blocks' }).commit(),
            rows.delete({ userId, otherUserId: callerId, direction: 'blocked_by' }).commit(),
            mutual
              ? blockCount.update({ userId: callerId }).add({ blocking: -1, hiddenVersion: 1 }).commit()
              : blockCount.update({ userId: callerId }).add({ blocking: -1, hiddenVersion: 1 }).delete({ hidden: [userId] }).commit(),
            mutual
              ? blockCount.update({ userId }).add({ blockedBy: -1, hiddenVersion: 1 }).commit()
              : blockCount.update({ userId }).add({ blockedBy: -1, hiddenVersion: 1 }).delete({ hidden: [callerId] }).commit(),
            mutual
              ? rows.check(theirs).where((a, op) => op.exists(a.userId)).commit()
              : rows.check(theirs).where((a, op) => op.notExists(a.userId)).commit(),
          ];
        })
        .go(),
    );
  const { data: theirs } = await db.entities.block
    .get({ userId, otherUserId: callerId, direction: 'blocks' })
    .go({ attributes: ['userId'], consistent: true });
  let mutual = theirs !== null;
  // The other person may block or unblock meanwhile: then the other variant is the right one.
  for (let attempt = 1; ; attempt++) {
    const { canceled, reasons } = await write(mutual);
    if (!canceled || reasons[0]?.code === 'ConditionalCheckFailed') break;
    if (reasons[4]?.code !== 'ConditionalCheckFailed' || attempt >= 4)
      throw new Error(`Unblock transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
    mutual = !mutual;
  }
  return { userId, blocked: false };
}

/**
 * One page of the people the caller blocked, most recently blocked first (Block gsi1), as person
 * summaries (handle, never the email) with `blockedAt`. People who no longer exist are left out.
 * Reads: one Query (≤ limit rows) and one BatchGet of the users.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function blockedPeople(
  callerId: string,
  { cursor, limit = BLOCK_LIMITS.page }: { cursor?: string; limit?: number },
): Promise<BlockedPeoplePage> {
  const page = await withCursor(cursor, db.entities.block.query.byDirection({ userId: callerId, direction: 'blocks' }), (q, c) =>
    q.go({ order: 'desc', limit, cursor: c }),
  );
  const users = await usersById(page.data.map((r) => r.otherUserId));
  const items: BlockedPerson[] = page.data.flatMap((r) => {
    const user = users.get(r.otherUserId);
    return user ? [{ ...summaryOf(user), blockedAt: r.createdAt }] : [];
  });
  return { items, nextCursor: page.cursor };
}
