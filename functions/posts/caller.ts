/** The caller rules of the social routes (issue 18; ARCHITECTURE §4; blocks: issue 19). */
import { Forbidden } from '../_core/http-errors';
import { blockBetween, isBlocked } from '../people/block-graph';

/**
 * A `userId` sent in a body is data to check, never a credential: absent, or the caller's own.
 * @throws Forbidden (403) when it names someone else.
 */
export function assertCallerId(callerId: string, sentUserId: string | undefined): void {
  if (sentUserId !== undefined && sentUserId !== callerId) throw new Forbidden();
}

/**
 * Likes, comments and shares between two people one of whom blocked the other are refused
 * (blocking, issue 19): one Query of the pair's Block rows in the caller's partition (≤ 2 rows,
 * the cost of a GetItem). One's own post is never blocked.
 * @param message the route's text, e.g. 'You cannot like this post' (`BLOCK_ERRORS`); it does
 *   not say who blocked whom.
 * @throws Forbidden (403) with `message`.
 */
export async function assertNotBlocked(callerId: string, postAuthorId: string, message: string): Promise<void> {
  if (isBlocked(await blockBetween(callerId, postAuthorId))) throw new Forbidden(message);
}
