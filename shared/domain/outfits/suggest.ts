/**
 * `suggestOutfit`: the best-scoring complete outfit of a closet for an event.
 */
import type { SuggestInput, SuggestResult } from './types';

/** The best complete outfit, or a failure naming what to add. Deterministic. */
export function suggestOutfit(input: SuggestInput): SuggestResult {
  void input;
  throw new Error('not implemented yet');
}
