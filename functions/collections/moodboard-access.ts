/**
 * Who may see or change a moodboard (issue 6: public boards are visible to every signed-in
 * member, private ones only to their owner; only the owner changes a board). A private board
 * of someone else answers exactly like a missing one, so its existence is not revealed. So does
 * any board of a person hidden from the viewer (a block either way, or the owner suspended:
 * issue 33 §1).
 */
import { MOODBOARD_ERRORS } from '@seamline/shared/contracts/collections';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound } from '../_core/http-errors';
import type { MoodboardRow } from './collection-views';
import { canSeeOwner } from '../people/visibility';

/** The board, or null (one strongly consistent GetItem). */
export async function moodboardById(moodboardId: string): Promise<MoodboardRow | null> {
  return (await db.entities.moodboard.get({ moodboardId }).go({ consistent: true })).data;
}

/** True when `viewerId` may see `board` (its owner, or anyone for a public board). */
export function canView(board: MoodboardRow, viewerId: string): boolean {
  return board.userId === viewerId || board.isPublic !== false;
}

/**
 * The board `viewerId` may see. Reads: the board, then (someone else's public board) the
 * owner and the pair's Block rows (`canSeeOwner`).
 * @throws NotFound (404) 'Moodboard not found' when it does not exist, is someone else's private
 *   board, or its owner is hidden from the viewer (issue 33 §1).
 */
export async function requireVisibleBoard(viewerId: string, moodboardId: string): Promise<MoodboardRow> {
  const board = await moodboardById(moodboardId);
  if (!board || !canView(board, viewerId) || !(await canSeeOwner(viewerId, board.userId)))
    throw new NotFound(MOODBOARD_ERRORS.notFound);
  return board;
}

/**
 * The board, which must be `callerId`'s own.
 * @throws NotFound (404) 'Moodboard not found' (missing, or someone else's private board);
 *   Forbidden (403) for someone else's public board.
 */
export async function requireOwnBoard(callerId: string, moodboardId: string): Promise<MoodboardRow> {
  const board = await requireVisibleBoard(callerId, moodboardId);
  if (board.userId !== callerId) throw new Forbidden('You can only change your own moodboards');
  return board;
}
