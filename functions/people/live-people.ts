/**
 * Writes against a person whose account deletion has started leave nothing (issue 35 §3).
 *
 * The deletion request sets `User.deletingAt` (`functions/auth/account-deletion.service.ts`)
 * BEFORE the job's first step runs, and from then on the person is `missing` to everyone
 * (`visibility.ts`). A read of the person before a write is not enough: a follow, like, comment,
 * share or invitation that read them a moment before `deletingAt` was set could commit after the
 * job's step for that kind of row swept past, and its row would outlive the account. So every such
 * write carries, in its own TransactWriteItems, a ConditionCheck on the User item of each person it
 * touches (the target, and the acting person):
 *
 *     attribute_exists(id) AND attribute_not_exists(deletingAt)
 *
 * Either the write commits before `deletingAt` is set — and the steps, which all run after it,
 * find and delete its row — or the whole transaction is cancelled: nothing written, no counter
 * touched (the counters follow the rows through the stream), and the route answers 404 with its
 * usual text. `attribute_exists(id)` also refuses a person whose User item is already gone.
 *
 * Cost: one ConditionCheck per distinct person in the transaction (a read unit each, no extra
 * round trip). Concurrent transactions checking one person's User item can be cancelled with
 * `TransactionConflict`; `writeTransaction` (`collections/transactions.ts`) runs them again.
 */
import type { db } from '../_core/aws-clients';
import { NotFound, Unauthorized } from '../_core/http-errors';
import { releaseReservation, type Reservation } from '../_core/rate-limit';
import type { CancellationReason } from '../collections/transactions';

/** The entities a `db.transaction.write` callback receives. */
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/**
 * The distinct ids of `ids` in order: a transaction may not touch one item twice (liking one's own
 * post names the same person as actor and target).
 */
export function distinctPeople(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * One ConditionCheck per distinct person of `ids` (in the order of {@link distinctPeople}): the
 * User item exists and has no `deletingAt`. Spread them at the END of the transaction's items so
 * {@link deletingAmong} can find their cancellation reasons.
 * @param user the `user` entity of the transaction callback
 */
export function livePeopleChecks(user: TransactionEntities['user'], ids: readonly string[]) {
  return distinctPeople(ids).map((id) =>
    user
      .check({ id })
      .where((a, op) => `${op.exists(a.id)} AND ${op.notExists(a.deletingAt)}`)
      .commit(),
  );
}

/**
 * The ids among `ids` whose check of {@link livePeopleChecks} failed in a cancelled transaction
 * (the person is deleting or gone).
 * @param reasons the cancellation reasons of the whole transaction (`writeTransaction`)
 * @param first the index of the first check among the transaction's items
 */
export function deletingAmong(reasons: readonly CancellationReason[], ids: readonly string[], first: number): string[] {
  return distinctPeople(ids).filter((_, i) => reasons[first + i]?.code === 'ConditionalCheckFailed');
}

/**
 * After a cancelled transaction whose checks were `livePeopleChecks(user, [targetId, callerId])`
 * at index `first`: throws when either person is deleting or gone, else returns (the cancellation
 * had another reason, for the caller to judge). Before throwing, the request's rate-limit slots
 * are given back (`releaseReservation`), so a refused write leaves nothing — not even an attempt
 * under the deleting caller's id — and uses none of a living caller's limit (as a 404 of a hidden
 * post does, `posts/post-reads.ts`).
 * @param reservations the slots this request took (`takeLimited`)
 * @throws Unauthorized (401) when the CALLER's deletion has started (their sessions are being
 *   ended: the request stands for nobody any more); NotFound (404) `notFoundMessage` — the route's
 *   usual text, as for a person or thing that does not exist — when the target person's has.
 */
export async function refuseDeleting(
  reasons: readonly CancellationReason[],
  people: { targetId: string; callerId: string },
  first: number,
  notFoundMessage: string,
  reservations: readonly (Reservation | null | undefined)[] = [],
): Promise<void> {
  const deleting = deletingAmong(reasons, [people.targetId, people.callerId], first);
  if (deleting.length === 0) return;
  await Promise.all(reservations.flatMap((r) => (r ? [releaseReservation(r)] : [])));
  if (deleting.includes(people.callerId)) throw new Unauthorized();
  throw new NotFound(notFoundMessage);
}
