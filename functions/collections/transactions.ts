/**
 * TransactWriteItems with retries of write conflicts. DynamoDB cancels a transaction with
 * reason `TransactionConflict` when another transaction touches one of its items at the same
 * moment (e.g. two products added to one board at once both ADD the board's `itemCount`);
 * such a cancellation says nothing about the data, so the transaction is simply run again.
 * A cancellation with any `ConditionalCheckFailed` reason is decisive and returned at once.
 */

/** One cancellation reason as ElectroDB reports it (`code` = DynamoDB's CancellationReason Code). */
export interface CancellationReason {
  code?: string;
}

/** The outcome of a transaction: `reasons[i]` belongs to the i-th operation when cancelled. */
export interface TransactionOutcome {
  canceled: boolean;
  reasons: CancellationReason[];
}

/** Attempts in all (the first run and the retries of conflicts). */
export const TRANSACTION_ATTEMPTS = 8;

/** True when the cancellation is only a conflict with a concurrent transaction (worth a retry). */
export function isConflictOnly(reasons: readonly CancellationReason[]): boolean {
  return (
    reasons.some((r) => r.code === 'TransactionConflict') &&
    !reasons.some((r) => r.code === 'ConditionalCheckFailed')
  );
}

/** The pause before retry `attempt` (1-based): 10 ms doubling, capped at 160 ms, with full jitter. */
export function conflictBackoffMs(attempt: number, random = Math.random): number {
  return Math.round(random() * Math.min(160, 10 * 2 ** (attempt - 1)));
}

/**
 * Run `write` (a function that builds and sends ONE ElectroDB `db.transaction.write(...)`), again
 * after a pause while DynamoDB cancels it only for a conflict, at most {@link TRANSACTION_ATTEMPTS}
 * times. `write` is called anew each time so it may recompute values (e.g. an order key).
 * @returns the last outcome (cancelled with `ConditionalCheckFailed` reasons, or committed).
 * @throws Error when every attempt conflicted (a 500: the item is too hot).
 */
export async function writeTransaction(
  write: () => Promise<{ canceled: boolean; data: unknown }>,
): Promise<TransactionOutcome> {
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await write();
    const reasons = canceled ? ((data ?? []) as CancellationReason[]) : [];
    if (!canceled || !isConflictOnly(reasons)) return { canceled, reasons };
    if (attempt >= TRANSACTION_ATTEMPTS)
      throw new Error(`Transaction still conflicting after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, conflictBackoffMs(attempt)));
  }
}
