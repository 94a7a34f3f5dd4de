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
