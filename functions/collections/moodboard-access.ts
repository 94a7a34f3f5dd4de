/**
 * Who may see or change a moodboard (issue 6: public boards are visible to every signed-in
 * member, private ones only to their owner; only the owner changes a board). A private board
 * of someone else answers exactly like a missing one, so its existence is not revealed.
 */
import { MOODBOARD_ERRORS } from '@seamline/shared/contracts/collections';
import { db } from '../_core/aws-clients';
import { Forbidden, NotFound } from '../_core/http-errors';
import type { MoodboardRow } from './collection-views';

/** The board, or null (one strongly consistent GetItem). */
export async function moodboardById(moodboardId: string): Promise<MoodboardRow | null> {
  return (await db.entities.moodboard.get({ moodboardId }).go({ consistent: true })).data;
}

/** True when `viewerId` may see `board` (its owner, or anyone for a public board). */
export function canView(board: MoodboardRow, viewerId: string): boolean {
  return board.userId === viewerId || board.isPublic !== false;
}

/**
 * The board `viewerId` may see.
 * @throws NotFound (404) 'Moodboard not found' when it does not exist or is someone else's private board.
 */
export async function requireVisibleBoard(viewerId: string, moodboardId: string): Promise<MoodboardRow> {
  const board = await moodboardById(moodboardId);
  if (!board || !canView(board, viewerId)) throw new NotFound(MOODBOARD_ERRORS.notFound);
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
