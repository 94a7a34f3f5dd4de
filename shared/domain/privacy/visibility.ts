/**
 * THE rule of who and what one person may see of another (issue 33 §1 "Blocks hide everything,
 * both ways", §4 removal and suspension). Every read that shows a person or their content to
 * someone else asks these functions (through `functions/people/visibility.ts`), so a block, a
 * suspension and a removal mean the same on every route, list, feed, notification and push:
 *
 * - a person is invisible to another when either blocked the other, or when they are suspended,
 *   or when their account deletion has started (`deletingAt`, issue 35 §3: they are gone for
 *   everyone else from the request on, though the job removes their data over a few seconds);
 *   one always sees oneself (a suspended or deleting person cannot sign in anyway);
 * - a post or comment is invisible when an admin removed it (to everyone, its author included —
 *   only the author's own data export keeps it), or when its author is invisible to the viewer.
 *
 * Invisible content answers exactly like content that does not exist (404 with the route's usual
 * 'not found' text, never 403 and never a disabled button), so the blocked person is never told.
 */

/** What the rule needs to know of a person. */
export interface VisiblePerson {
  id: string;
  /** Set while suspended (`User.suspendedAt`). */
  suspendedAt?: string | null;
  /** Set once their account deletion was requested (`User.deletingAt`); never cleared. */
  deletingAt?: string | null;
}

/** What the rule needs to know of a post or a comment. */
export interface VisibleContent {
  /** The author. */
  userId: string;
  /** Set while removed by an admin (`removedAt`). */
  removedAt?: string | null;
}

/**
 * May `viewerId` see `person` (profile, lists, their content)?
 * @param blocked either of the two blocked the other (`isBlocked(blockBetween(…))`, or the id in
 *   the viewer's hidden set)
 * @returns true for oneself; else false when blocked, the person is suspended or deleting.
 */
export function canSeePerson(viewerId: string, person: VisiblePerson, blocked: boolean): boolean {
  if (person.id === viewerId) return true;
  return !blocked && !person.suspendedAt && !isDeleting(person);
}

/**
 * Is `person`'s account deletion under way (`deletingAt` set)? Such a person counts as no longer
 * existing for everyone else (the glue answers `missing`, issue 35 §3).
 */
export function isDeleting(person: VisiblePerson): boolean {
  return Boolean(person.deletingAt);
}

/**
 * May `viewerId` see a post or comment?
 * @param authorVisible `canSeePerson(viewerId, author, blocked)` for the content's author
 * @returns false when removed (for everyone) or when the author is invisible to the viewer.
 */
export function canSeeContent(content: VisibleContent, authorVisible: boolean): boolean {
  return !content.removedAt && authorVisible;
}
