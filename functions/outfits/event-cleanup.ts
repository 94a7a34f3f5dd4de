/**
 * What a deleted event leaves behind (issue 20; retried since issue 35 §3): its suggestions, their
 * comments and favourite marks, and the suggestions' stored photos (`outfits/<author>/<photoId>.jpg`
 * and `-thumb.jpg`). The delete route removes only the event and its members (nobody can reach
 * the rest any more: every read checks the event first); this cleanup is run by the stream
 * processor `event-cleanup` (`events/processors/event-cleanup.ts`) on the event's REMOVE record,
 * and by account deletion for the events a person created.
 *
 * Failures THROW (a failed photo, comment or favourite delete is retried by the stream, then
 * lands in the processors' on-failure queue, which is alarmed on): nothing is swallowed.
 *
 * Idempotent and resumable: it re-finds its work from the data. A suggestion row is deleted only
 * after its comments, marks and photos are gone, so a run cut anywhere leaves the suggestion for
 * the next run to find (by the event's gsi1), and deleting what is already gone changes nothing.
 *
 * Bounded: ≤ {@link OUTFIT_LIMITS.suggestionsPerEvent} suggestions, one after another; each
 * suggestion's comments and marks in Query pages of 100 deleted with BatchWriteItem (25 a request,
 * unprocessed items retried), its photos with one DeleteObjects (≤ 12 keys: 6 photos × 2).
 */
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { db } from '../_core/aws-clients';
import { mediaBucket, s3 } from '../media/s3';
import { outfitPhotoKeys } from './outfit-photos';
import type { SuggestionRow } from './event-access';

const PAGE = 100;
/** Attempts at BatchWriteItem's unprocessed items before the cleanup throws. */
const UNPROCESSED_ATTEMPTS = 5;

/** Delete batches until nothing is unprocessed. @throws when some stay unprocessed after {@link UNPROCESSED_ATTEMPTS}. */
async function batchDelete<K>(what: string, keys: K[], remove: (keys: K[]) => Promise<{ unprocessed: unknown[] }>): Promise<void> {
  let pending = keys;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > UNPROCESSED_ATTEMPTS) throw new Error(`${pending.length} ${what} deletes left unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** (attempt - 2)));
    pending = (await remove(pending)).unprocessed as K[];
  }
}

/** Delete every row of a (consistent, base-table) Query: always its FIRST page (the previous one is gone), until empty. */
async function drain<K>(what: string, firstPage: () => Promise<{ data: K[] }>, remove: (keys: K[]) => Promise<{ unprocessed: unknown[] }>): Promise<number> {
  let removed = 0;
  let previous: string | undefined;
  for (;;) {
    const { data } = await firstPage();
    if (data.length === 0) return removed;
    // A row that survives its own delete (keys not rebuilt from it) would loop forever: fail instead.
    const first = JSON.stringify(data[0]);
    if (first === previous) throw new Error(`${what} row survived its delete: ${first}`);
    previous = first;
    await batchDelete(what, data, remove);
    removed += data.length;
  }
}

/**
 * Delete a suggestion's stored photos and thumbnails (one DeleteObjects; a missing key is no error).
 * @throws the S3 error, or an Error naming the keys S3 reported it could not delete.
 */
export async function deleteSuggestionPhotos(authorId: string, photoIds: readonly string[]): Promise<void> {
  const keys = photoIds.flatMap((id) => Object.values(outfitPhotoKeys(authorId, id)));
  if (keys.length === 0) return;
  const result = await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
  if (result.Errors?.length) throw new Error(`Could not delete outfit photos: ${result.Errors.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
}

/**
 * Delete one suggestion's comments, favourite marks and photos, then the suggestion itself (last:
 * it is the mark that work is left). @throws on any failure (nothing is deleted out of order).
 */
export async function deleteSuggestionContents(suggestion: SuggestionRow): Promise<void> {
  const { suggestionId } = suggestion;
  await drain(
    'suggestionComment',
    () => db.entities.suggestionComment.query.bySuggestion({ suggestionId }).go({ limit: PAGE, consistent: true, attributes: ['suggestionId', 'createdAt', 'commentId'] }),
    (rows) => db.entities.suggestionComment.delete(rows.map((r) => ({ suggestionId, createdAt: r.createdAt, commentId: r.commentId }))).go(),
  );
  await drain(
    'suggestionFavorite',
    () => db.entities.suggestionFavorite.query.byPair({ suggestionId }).go({ limit: PAGE, consistent: true, attributes: ['suggestionId', 'userId'] }),
    (rows) => db.entities.suggestionFavorite.delete(rows.map((r) => ({ suggestionId, userId: r.userId }))).go(),
  );
  await deleteSuggestionPhotos(suggestion.suggestedBy, suggestion.photoIds ?? []);
  await db.entities.outfitSuggestion.delete({ suggestionId }).go();
}

/**
 * Delete everything of a deleted event (module doc).
 * @returns how many suggestions were deleted by this run (0 when a previous run finished).
 * @throws on any DynamoDB or S3 failure; running it again finishes the work.
 */
export async function deleteEventContents(eventId: string): Promise<{ suggestions: number }> {
  let suggestions = 0;
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await db.entities.outfitSuggestion.query
      .byEvent({ eventId })
      .go({ limit: OUTFIT_LIMITS.suggestionsPerEvent, cursor });
    for (const suggestion of page.data as SuggestionRow[]) await deleteSuggestionContents(suggestion);
    suggestions += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return { suggestions };
}
