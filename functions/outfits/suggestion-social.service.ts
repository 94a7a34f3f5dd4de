/**
 * Favourites and comments on outfit suggestions (issue 20; spec 02 §3 OutfitSuggestion.isFavorited,
 * SuggestionComment; §5 comments trimmed, 1–500 characters). Only the event's creator and
 * collaborators reach a suggestion (404 for anyone else). Each mark or comment is written in ONE
 * transaction with the suggestion's count (`favoriteCount` / `commentCount` ADD ±1), and the mark's
 * own condition (`attribute_not_exists` / `attribute_exists`) makes a repeated PUT or DELETE a no-op.
 * A new mark or comment also checks that neither its writer nor the suggestion's author is deleting
 * (`people/live-people.ts`, issue 35 §3), so none outlives either account; such a write answers 404.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  OUTFIT_ERRORS,
  OUTFIT_LIMITS,
  type SuggestionComment,
  type favoriteResultSchema,
  type suggestionCommentPageSchema,
} from '@seamline/shared/contracts/outfits';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';
import { writeTransaction } from '../collections/transactions';
import { withCursor } from '../people/pages';
import { postAuthorsById } from '../posts/post-authors';
import { requireSuggestionMember } from './event-access';
import { visibleAuthorsById } from './outfit-people';
import { canSeeContent } from '../people/visibility';
import { livePeopleChecks, refuseDeleting } from '../people/live-people';
import { commentDto, type CommentRow } from './event-views';
import { takeLimited } from '../_core/rate-limit';

type FavoriteResult = z.infer<typeof favoriteResultSchema>;
type CommentPage = z.infer<typeof suggestionCommentPageSchema>;

/**
 * `PUT|DELETE /api/outfit-suggestions/{suggestionId}/favorite`: set or clear the caller's mark.
 * @returns the caller's mark and the count after the change (a no-op answers the current state).
 * @throws NotFound (404) 'Outfit suggestion not found' (missing, or not a member of its event).
 */
export async function setFavorite(callerId: string, suggestionId: string, favorite: boolean, now = new Date()): Promise<FavoriteResult> {
  const { suggestion } = await requireSuggestionMember(callerId, suggestionId);
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ suggestionFavorite, outfitSuggestion, user }) => [
        favorite
          ? suggestionFavorite.create({ suggestionId, userId: callerId, createdAt: now.toISOString() }).commit()
          : suggestionFavorite.remove({ suggestionId, userId: callerId }).commit(),
        outfitSuggestion
          .update({ suggestionId })
          .add({ favoriteCount: favorite ? 1 : -1 })
          .where((a, op) => op.exists(a.suggestionId))
          .commit(),
        ...(favorite ? livePeopleChecks(user, [suggestion.suggestedBy, callerId]) : []),
      ])
      .go(),
  );
  if (canceled) await refuseDeleting(reasons, { targetId: suggestion.suggestedBy, callerId }, 2, OUTFIT_ERRORS.suggestionNotFound);
  if (canceled && reasons[1]?.code === 'ConditionalCheckFailed') throw new NotFound(OUTFIT_ERRORS.suggestionNotFound);
  if (canceled && reasons[0]?.code !== 'ConditionalCheckFailed')
    throw new Error(`Favourite transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  // Cancelled by the mark's own condition: it was already in the wanted state.
  const { data } = await db.entities.outfitSuggestion.get({ suggestionId }).go({ consistent: true, attributes: ['favoriteCount'] });
  return { suggestionId, isFavorited: favorite, favoriteCount: Math.max(0, data?.favoriteCount ?? suggestion.favoriteCount) };
}

/**
 * `GET /api/outfit-suggestions/{suggestionId}/comments`: oldest first, 50 a page by default;
 * comments of people hidden from the caller (blocked either way, suspended) and removed ones are
 * left out, so a page may hold fewer (issue 33 §1).
 * @throws NotFound (404) 'Outfit suggestion not found'; BadRequest (400) 'Invalid cursor'.
 */
export async function listSuggestionComments(
  callerId: string,
  suggestionId: string,
  { cursor, limit = OUTFIT_LIMITS.commentsPage }: { cursor?: string; limit?: number },
): Promise<CommentPage> {
  await requireSuggestionMember(callerId, suggestionId);
  const page = await withCursor(cursor, db.entities.suggestionComment.query.bySuggestion({ suggestionId }), (q, c) =>
    q.go({ order: 'asc', limit, cursor: c }),
  );
  const rows = page.data as CommentRow[];
  const people = await visibleAuthorsById(callerId, rows.map((r) => r.userId));
  // Issue 33 §1: comments of people hidden from the caller, and removed comments, are left out.
  const shown = rows.filter((r) => canSeeContent(r, !people.hidden.has(r.userId)));
  return { items: shown.map((r) => commentDto(r, people.get(r.userId))), nextCursor: page.cursor };
}

/**
 * `POST /api/outfit-suggestions/{suggestionId}/comments` {comment} (trimmed, 1–500 by the contract).
 * @returns the new comment (201).
 * @throws NotFound (404) 'Outfit suggestion not found'; TooManyRequests (429) past 20 a minute.
 */
export async function addSuggestionComment(callerId: string, suggestionId: string, comment: string, now = new Date()): Promise<SuggestionComment> {
  const { suggestion } = await requireSuggestionMember(callerId, suggestionId);
  const reservation = await takeLimited('outfitComment', callerId, now);
  const row: CommentRow = {
    suggestionId,
    commentId: randomUUID(),
    eventId: suggestion.eventId,
    userId: callerId,
    comment,
    createdAt: now.toISOString(),
  };
  const { canceled, reasons } = await writeTransaction(() =>
    db.transaction
      .write(({ suggestionComment, outfitSuggestion, user }) => [
        suggestionComment.create(row).commit(),
        outfitSuggestion
          .update({ suggestionId })
          .add({ commentCount: 1 })
          .where((a, op) => op.exists(a.suggestionId))
          .commit(),
        ...livePeopleChecks(user, [suggestion.suggestedBy, callerId]),
      ])
      .go(),
  );
  if (canceled) {
    await refuseDeleting(reasons, { targetId: suggestion.suggestedBy, callerId }, 2, OUTFIT_ERRORS.suggestionNotFound, [reservation]);
    if (reasons[1]?.code === 'ConditionalCheckFailed') throw new NotFound(OUTFIT_ERRORS.suggestionNotFound);
    throw new Error(`Comment transaction cancelled: ${reasons.map((r) => r.code ?? '?').join(', ')}`);
  }
  const people = await postAuthorsById([callerId]);
  return commentDto(row, people.get(callerId));
}
