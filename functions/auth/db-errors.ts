/** Recognise DynamoDB condition failures through ElectroDB's error wrapping. */

/**
 * True when `error` (or its `cause`) is a failed ConditionExpression
 * (`ConditionalCheckFailedException`) or a transaction cancelled by one.
 */
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let e = error as { name?: string; message?: string; cause?: unknown } | undefined; e; ) {
    if (e.name === 'ConditionalCheckFailedException') return true;
    if (/ConditionalCheckFailed|conditional request failed/i.test(e.message ?? '')) return true;
    if (e.name === 'TransactionCanceledException' && /ConditionalCheckFailed/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}
