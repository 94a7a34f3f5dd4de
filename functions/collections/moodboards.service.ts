/**
 * Moodboards (spec 02 §2.1 Moodboards card, §2.13 create-moodboard step, §3 Moodboard, §5 name
 * non-empty after trimming, §7 moodboards and moodboard delete; issue 6 public/private boards).
 * Boards per person are bounded by MAX_MOODBOARDS, items per board by MAX_MOODBOARD_ITEMS.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  MAX_MOODBOARD_ITEMS,
  MAX_MOODBOARDS,
  MOODBOARD_ERRORS,
  type createMoodboardSchema,
  type deleteMoodboardResultSchema,
  type Moodboard,
  type moodboardPageSchema,
  type updateMoodboardSchema,
} from '@seamline/shared/contracts/collections';
import { db } from '../_core/aws-clients';
import { assertOwner, Conflict, Forbidden, NotFound } from '../_core/http-errors';
import { isConditionalFailure } from '../_core/db-errors';
import { logger } from '../_core/powertools';
import { DEFAULT_PAGE_SIZE, withCursor } from '../people/pages';
import { moodboardDto } from './collection-views';
import { moodboardById, requireOwnBoard } from './moodboard-access';
import { canSeeOwner } from '../people/visibility';
import type { PageInput } from './collection.service';

type CreateMoodboard = z.output<typeof createMoodboardSchema>;
type MoodboardPage = z.infer<typeof moodboardPageSchema>;
type DeleteResult = z.infer<typeof deleteMoodboardResultSchema>;

/**
 * Create a board for the caller (name already trimmed and non-empty by the schema), private
 * unless `isPublic` or the owner's Settings default (`newMoodboardsPublic`) says public.
 * Reads: one Query counting the caller's boards (Limit MAX_MOODBOARDS, keys only); one PutItem.
 * @returns the new board: no items, no cover.
 * @throws Forbidden (403) when `userId` is given and is not the caller;
 *   Conflict (409) 'You can have at most 100 moodboards'.
 */
export async function createMoodboard(
  callerId: string,
  request: CreateMoodboard,
  now = new Date(),
): Promise<Moodboard> {
  if (request.userId !== undefined && request.userId !== callerId)
    throw new Forbidden('You can only create moodboards for yourself');
  const { data: existing } = await db.entities.moodboard.query
    .byOwner({ userId: callerId })
    .go({ limit: MAX_MOODBOARDS, attributes: ['moodboardId'] });
  if (existing.length >= MAX_MOODBOARDS) throw new Conflict(MOODBOARD_ERRORS.tooManyBoards);
  const isPublic =
    request.isPublic ?? (await db.entities.user.get({ id: callerId }).go({ attributes: ['newMoodboardsPublic'] })).data?.newMoodboardsPublic ?? false;
  const { data } = await db.entities.moodboard
    .create({
      moodboardId: randomUUID(),
      userId: callerId,
      name: request.name,
      ...(request.description ? { description: request.description } : {}),
      isPublic,
      itemCount: 0,
      createdAt: now.toISOString(),
    })
    .go();
  return moodboardDto(data);
}

/**
 * One page of `userId`'s boards, newest first: all of them for the owner, only the public ones
 * for anyone else (a filter on `isPublic`; the Query continues until the page is full, reading at
 * most the owner's MAX_MOODBOARDS boards). A person hidden from the viewer (a block either way,
 * suspended: issue 33 §1) answers like a person who does not exist: an empty page.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function listMoodboards(
  viewerId: string,
  userId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: PageInput,
): Promise<MoodboardPage> {
  if (!(await canSeeOwner(viewerId, userId))) return { items: [], nextCursor: null };
  const query = db.entities.moodboard.query.byOwner({ userId });
  const page =
    viewerId === userId
      ? await withCursor(cursor, query, (q, c) => q.go({ order: 'desc', limit, cursor: c }))
      : await withCursor(cursor, query.where((a, op) => op.eq(a.isPublic, true)), (q, c) =>
          q.go({ order: 'desc', count: limit, cursor: c }),
        );
  return { items: page.data.map(moodboardDto), nextCursor: page.cursor };
}

/** Items deleted per BatchWriteItem round (ElectroDB splits into requests of 25). */
const DELETE_PAGE = 100;
/** Retries of unprocessed deletes (throttling), 20 ms, 40 ms, 80 ms apart. */
const UNPROCESSED_RETRIES = 3;

/**
 * Delete every item of a board: strongly consistent Query pages on the board's own partition
 * (table key, so nothing deleted a moment ago comes back as it could from an eventually
 * consistent GSI) and BatchWriteItem deletes. Bounded: at most MAX_MOODBOARD_ITEMS / 100 + 1 pages.
 * @returns how many items were deleted.
 * @throws Error when deletes stay unprocessed after the retries.
 */
async function deleteBoardItems(moodboardId: string): Promise<number> {
  let deleted = 0;
  let cursor: string | null = null;
  for (let round = 0; round <= Math.ceil(MAX_MOODBOARD_ITEMS / DELETE_PAGE); round++) {
    const page: { data: { productId: string }[]; cursor: string | null } =
      await db.entities.moodboardItem.query
        .byBoardProduct({ moodboardId })
        .go({ limit: DELETE_PAGE, cursor, consistent: true, attributes: ['moodboardId', 'productId'] });
    let pending: { moodboardId: string; productId: string }[] = page.data.map(({ productId }) => ({
      moodboardId,
      productId,
    }));
    deleted += pending.length;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > UNPROCESSED_RETRIES)
        throw new Error(`BatchWrite left ${pending.length} moodboard items undeleted`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** (attempt - 1)));
      const { unprocessed } = await db.entities.moodboardItem.delete(pending).go();
      pending = unprocessed.map(({ productId }) => ({ moodboardId, productId }));
    }
    cursor = page.cursor;
    if (!cursor) return deleted;
  }
  logger.warn('Moodboard had more items than the bound; the rest stays', { moodboardId, deleted });
  return deleted;
}

/**
 * Delete one of the caller's boards and its items: the items first, then the board (delete
 * conditional on its existence), then one more sweep for an item added in between (after the
 * board is gone no add can succeed: adds are conditional on the board).
 * @throws Forbidden (403) when `userId` is not the caller; NotFound (404) 'Moodboard not found'
 *   when the board is missing or not `userId`'s.
 */
export async function deleteMoodboard(
  callerId: string,
  userId: string,
  moodboardId: string,
): Promise<DeleteResult> {
  assertOwner(callerId, userId);
  const board = await moodboardById(moodboardId);
  if (!board || board.userId !== userId) throw new NotFound(MOODBOARD_ERRORS.notFound);
  await deleteBoardItems(moodboardId);
  try {
    await db.entities.moodboard
      .remove({ moodboardId })
      .where((a, op) => op.eq(a.userId, userId))
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(MOODBOARD_ERRORS.notFound);
    throw error;
  }
  await deleteBoardItems(moodboardId);
  return { deleted: true, id: moodboardId };
}

/**
 * Rename / re-describe / change the visibility of one of the caller's boards (issue 17 §4).
 * One conditional UpdateItem (the board must still be the caller's).
 * @throws NotFound (404) 'Moodboard not found' (missing, or someone else's private board);
 *   Forbidden (403) for someone else's public board.
 */
export async function updateMoodboard(callerId: string, moodboardId: string, request: z.output<typeof updateMoodboardSchema>): Promise<Moodboard> {
  const board = await requireOwnBoard(callerId, moodboardId);
  const set = {
    ...(request.name !== undefined ? { name: request.name } : {}),
    ...(request.description ? { description: request.description } : {}),
    ...(request.isPublic !== undefined ? { isPublic: request.isPublic } : {}),
  };
  try {
    const update = db.entities.moodboard.patch({ moodboardId }).set(set).where((a, op) => op.eq(a.userId, callerId));
    if (request.description === null || request.description === '') await update.remove(['description']).go();
    else await update.go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFound(MOODBOARD_ERRORS.notFound);
    throw error;
  }
  const next = { ...board, ...set };
  if (request.description === null || request.description === '') delete next.description;
  return moodboardDto(next);
}
