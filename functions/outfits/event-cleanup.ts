/**
 * What a deleted event leaves behind (issue 20): its suggestions, their comments and favourite
 * marks, and the suggestions' stored photos. Run by the delete route right after the event and
 * its members are gone (nobody can reach these any more: every read checks the event first), so
 * a failure here only leaves unreachable rows; it is logged, not thrown.
 *
 * Bounded: ≤ {@link OUTFIT_LIMITS.suggestionsPerEvent} suggestions; each suggestion's comments
 * and marks in Query pages of 100 deleted with BatchWriteItem (25 a request).
 */
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { db } from '../_core/aws-clients';
import { logger } from '../_core/powertools';
import { deleteOutfitPhotos } from './outfit-photos';
import type { SuggestionRow } from './event-access';

const PAGE = 100;

/** Delete every row of a Query, page by page (cursor), with batch deletes. */
async function drain<K>(page: (cursor: string | null) => Promise<{ data: K[]; cursor: string | null }>, remove: (keys: K[]) => Promise<unknown>): Promise<number> {
  let cursor: string | null = null;
  let removed = 0;
  do {
    const result = await page(cursor);
    if (result.data.length) await remove(result.data);
    removed += result.data.length;
    cursor = result.cursor;
  } while (cursor);
  return removed;
}

/** Delete one suggestion's comments, favourite marks, photos and the suggestion itself. */
export async function deleteSuggestionContents(suggestion: SuggestionRow): Promise<void> {
  const { suggestionId } = suggestion;
  await Promise.all([
    drain(
      (cursor) => db.entities.suggestionComment.query.bySuggestion({ suggestionId }).go({ limit: PAGE, cursor, attributes: ['suggestionId', 'createdAt', 'commentId'] }),
      (rows) => db.entities.suggestionComment.delete(rows.map((r) => ({ suggestionId, createdAt: r.createdAt, commentId: r.commentId }))).go(),
    ),
    drain(
      (cursor) => db.entities.suggestionFavorite.query.byPair({ suggestionId }).go({ limit: PAGE, cursor, attributes: ['suggestionId', 'userId'] }),
      (rows) => db.entities.suggestionFavorite.delete(rows.map((r) => ({ suggestionId, userId: r.userId }))).go(),
    ),
    deleteOutfitPhotos(suggestion.suggestedBy, suggestion.photoIds ?? []),
  ]);
  await db.entities.outfitSuggestion.delete({ suggestionId }).go();
}

/** Delete everything of a deleted event (module doc); failures are logged. */
export async function deleteEventContents(eventId: string): Promise<void> {
  try {
    const { data } = await db.entities.outfitSuggestion.query
      .byEvent({ eventId })
      .go({ pages: 'all', limit: OUTFIT_LIMITS.suggestionsPerEvent * 2 });
    await Promise.all((data as SuggestionRow[]).map(deleteSuggestionContents));
  } catch (error) {
    logger.error('Deleted event left rows behind', { eventId, error: error as Error });
  }
}
