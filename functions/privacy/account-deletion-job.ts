/**
 * The account deletion job (issue 22): rounds of {@link DELETION_STEPS}, driven by the table
 * stream. The request writes AccountDeletion round 0; each round item's INSERT reaches the
 * `account-deletion` processor, which calls {@link runDeletionRound}:
 *
 *   states: requested (round 0, step `sessions`) → running (round n, step s) → done (no item left)
 *
 * A round runs steps from its `step`, one page at a time, until {@link ROUND_PAGES} pages are
 * done; then it creates round n+1 naming the step to resume at (conditional create: a redelivered
 * round finds it there) and deletes its own item. The last step deletes the User, the uniqueness
 * markers and every round item. A crash anywhere → the processor reports the record failed, the
 * stream delivers it again, and the round starts again at its `step`: steps re-find their work
 * from the data, so nothing is done twice and nothing is skipped.
 */
import { isConditionalFailure } from '../_core/db-errors';
import { db } from '../_core/aws-clients';
import { logger } from '../_core/powertools';
import { FIRST_DELETION_STEP } from '@seamline/shared/db/entities/account-deletion';
import { DELETION_STEPS, type DeletionSubject } from './deletion-steps';

/** Pages of work per round (each ≤ 100 deletes or ≤ 25 relations): keeps a round well inside the 60 s processor timeout. */
export const ROUND_PAGES = 40;

export interface DeletionRound extends DeletionSubject {
  round: number;
  step: string;
  requestedAt: string;
}

/**
 * Run one round (module doc).
 * @param pagesBudget pages before handing over to the next round (tests use small budgets).
 * @returns the step the next round starts at, or null when the job finished.
 * @throws on any failure (the stream retries the round).
 */
export async function runDeletionRound(round: DeletionRound, pagesBudget = ROUND_PAGES): Promise<string | null> {
  let index = Math.max(0, DELETION_STEPS.findIndex((s) => s.name === round.step));
  let pages = 0;
  while (index < DELETION_STEPS.length) {
    const step = DELETION_STEPS[index]!;
    if ((await step.run(round)) === 'done') index++;
    pages++;
    if (pages >= pagesBudget && index < DELETION_STEPS.length) {
      const next = DELETION_STEPS[index]!.name;
      await handOver(round, next);
      return next;
    }
  }
  logger.info('Account deleted', { round: round.round, requestedAt: round.requestedAt });
  return null;
}

async function handOver(round: DeletionRound, step: string): Promise<void> {
  const { userId, username, email, address, deviceHash, requestedAt } = round;
  try {
    await db.entities.accountDeletion
      .create({ userId, round: round.round + 1, step, username, email, requestedAt, ...(address ? { address } : {}), ...(deviceHash ? { deviceHash } : {}) })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error; // a redelivered round: its successor exists
  }
  await db.entities.accountDeletion.delete({ userId, round: round.round }).go();
}

/**
 * A deletion still unfinished this long after its request is stuck: a round takes seconds and a
 * round's record is retried for minutes, so after an hour its record went to the failure queue
 * (or, after a crash between the request's transaction and the stream, never ran).
 */
export const STUCK_DELETION_MS = 60 * 60 * 1000;

/**
 * Re-run a stuck deletion job (called by the daily retention pass for every person whose
 * `deletingAt` is older than {@link STUCK_DELETION_MS}): the job's latest round item is deleted
 * and created again (a new stream INSERT runs it from its step), or round 0 is written when no
 * round is left. Safe to repeat: the steps re-find their work from the data.
 * @returns true when a round was (re)written.
 * @throws on DynamoDB failures.
 */
export async function restartStuckDeletion(user: { id: string; username: string; email: string; deletingAt?: string }, now = new Date()): Promise<boolean> {
  if (!user.deletingAt || now.getTime() - Date.parse(user.deletingAt) < STUCK_DELETION_MS) return false;
  const { data: rounds } = await db.entities.accountDeletion.query.byRound({ userId: user.id }).go({ pages: 'all', consistent: true });
  const latest = rounds.sort((a, b) => b.round - a.round)[0];
  if (latest) {
    await db.entities.accountDeletion.delete({ userId: user.id, round: latest.round }).go();
    await db.entities.accountDeletion.create({ ...latest }).go();
  } else {
    await db.entities.accountDeletion
      .create({ userId: user.id, round: 0, step: FIRST_DELETION_STEP, username: user.username, email: user.email, requestedAt: user.deletingAt })
      .go();
  }
  logger.warn('Stuck account deletion restarted', { round: latest?.round ?? 0, step: latest?.step ?? FIRST_DELETION_STEP });
  return true;
}

/** The round a stream image holds, or null when it is not a well-formed AccountDeletion item. */
export function deletionRoundOf(image: Record<string, unknown> | undefined): DeletionRound | null {
  if (image?.__edb_e__ !== 'accountDeletion') return null;
  const { userId, round, step, username, email, address, deviceHash, requestedAt } = image;
  if (typeof userId !== 'string' || typeof round !== 'number' || typeof step !== 'string') return null;
  if (typeof username !== 'string' || typeof email !== 'string' || typeof requestedAt !== 'string') return null;
  return {
    userId,
    round,
    step,
    username,
    email,
    requestedAt,
    ...(typeof address === 'string' ? { address } : {}),
    ...(typeof deviceHash === 'string' ? { deviceHash } : {}),
  };
}
