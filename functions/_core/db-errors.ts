/** Recognising DynamoDB refusals through ElectroDB's wrapping. */

/**
 * True for DynamoDB's conditional-write refusal (`ConditionalCheckFailedException`), also
 * when ElectroDB wraps it (its `cause` chain or message).
 */
export function isConditionalFailure(error: unknown): boolean {
  for (let e = error as { name?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.name === 'ConditionalCheckFailedException') return true;
    if (/conditional request failed|ConditionalCheckFailed/i.test(e.message ?? '')) return true;
  }
  return false;
}
