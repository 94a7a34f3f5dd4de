/**
 * Who and what a viewer may see (issue 33 §1, §4): the glue between the pure rule
 * (`shared/domain/privacy/visibility.ts`: blocks both ways, suspension, removal) and the block
 * reads (`block-graph.ts`). Every route that shows a person or their content to someone else
 * goes through one of these, and an invisible person or piece of content answers 404 with the
 * route's usual not-found text — exactly as if it did not exist, so a blocked person is never told.
 *
 * Costs: {@link assertCanSeePerson} one Query of ≤ 2 Block rows (none for oneself), plus one
 * GetItem of the user when the caller has not read them; {@link hiddenAmong} one Query of the
 * viewer's Block rows (Limit 2,000), plus one BatchGet of ≤ 2 keys per id only for a viewer
 * blocked by more than ~1,000 people.
 */
import {
  canSeeContent,
  canSeePerson,
  type VisibleContent,
  type VisiblePerson,
} from '@seamline/shared/domain/privacy/visibility';
import { NotFound } from '../_core/http-errors';
import { blockBetween, blockedAmong, hiddenPeopleOf, isBlocked, type BlockRelation } from './block-graph';
import { userById } from './people-reads';

export { canSeeContent, canSeePerson, type VisibleContent, type VisiblePerson };

/**
 * Throws unless `viewerId` may see the person `owner` (an id, or the user item already read).
 * @param notFoundMessage the route's usual 404 text ('User not found', 'Post not found' …)
 * @throws NotFound (404) with `notFoundMessage` when either blocked the other, the owner is
 *   suspended, or (given an id) no such user exists.
 */
export async function assertCanSeePerson(
  viewerId: string,
  owner: string | VisiblePerson,
  notFoundMessage: string,
): Promise<void> {
  const id = typeof owner === 'string' ? owner : owner.id;
  if (id === viewerId) return;
  const [relation, person] = await Promise.all([
    blockBetween(viewerId, id),
    typeof owner === 'string' ? userById(id) : owner,
  ]);
  if (!person || !canSeePerson(viewerId, person, isBlocked(relation)))
    throw new NotFound(notFoundMessage);
}

/**
 * Which of `personIds` are hidden from `viewerId` by a block in either direction (suspension is
 * read from the user items the caller lists; combine with {@link canSeePerson}). One Query of the
 * viewer's Block rows; a BatchGet of the ids' rows only when that Query was cut by its limit.
 */
export async function hiddenAmong(
  viewerId: string,
  personIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (personIds.every((id) => id === viewerId)) return new Set();
  const hidden = await hiddenPeopleOf(viewerId);
  return hidden.complete ? hidden.ids : blockedAmong(viewerId, personIds);
}

/**
 * `items` without those whose person is invisible to `viewerId`: blocked either way, suspended,
 * or (when `personOf` gives undefined for a user that no longer exists) gone.
 * @param personOf the item's person as read (`{ id, suspendedAt }`), undefined when unknown
 */
export async function visibleTo<T>(
  viewerId: string,
  items: readonly T[],
  personOf: (item: T) => VisiblePerson | undefined,
): Promise<T[]> {
  const people = items.map(personOf);
  const hidden = await hiddenAmong(
    viewerId,
    people.flatMap((p) => (p ? [p.id] : [])),
  );
  return items.filter((_, i) => {
    const p = people[i];
    return !!p && canSeePerson(viewerId, p, hidden.has(p.id));
  });
}

/**
 * The ids of `people` (user items as read, or `{ id, suspendedAt }`) that `viewerId` may NOT
 * see: blocked either way or suspended (issue 33 §1). For lists that keep rows of people who no
 * longer exist (shown as a former member), where {@link visibleTo} would drop them.
 * Reads: the one Query of {@link hiddenAmong}.
 */
export async function invisibleAmong(
  viewerId: string,
  people: Iterable<VisiblePerson>,
): Promise<Set<string>> {
  const list = [...people];
  const hidden = await hiddenAmong(viewerId, list.map((p) => p.id));
  return new Set(list.filter((p) => !canSeePerson(viewerId, p, hidden.has(p.id))).map((p) => p.id));
}

/**
 * May `viewerId` see `ownerId` and what is theirs (boolean form of {@link assertCanSeePerson},
 * for routes whose "does not exist" answer is an empty list rather than a 404).
 * @returns false when either blocked the other, the owner is suspended or does not exist.
 */
export async function canSeeOwner(viewerId: string, ownerId: string): Promise<boolean> {
  if (ownerId === viewerId) return true;
  const [relation, person] = await Promise.all([blockBetween(viewerId, ownerId), userById(ownerId)]);
  return !!person && canSeePerson(viewerId, person, isBlocked(relation));
}

/**
 * May `viewerId` open `person`'s PROFILE (issue 33 §1, the one asymmetry): like
 * {@link canSeePerson}, except that a person the viewer blocked stays reachable to the viewer
 * (the profile shows `blockedByYou`, the 'Blocked' badge and Unblock, so they can unblock). The
 * blocked person, and anyone viewing a suspended person, gets 404. Everything else of a person
 * the viewer blocked (their lists, content, cards) is hidden both ways.
 * @param relation the pair's {@link BlockRelation} as the viewer sees it
 */
export function canOpenProfile(viewerId: string, person: VisiblePerson, relation: BlockRelation): boolean {
  return canSeePerson(viewerId, person, relation.blocksViewer && !relation.viewerBlocks);
}

/**
 * Is `personId` an existing person hidden from `viewerId` (blocked either way, suspended)? For
 * rows that stay visible when their person no longer exists (a former member's outfit suggestion).
 * Reads: user GetItem and one Query of the pair's Block rows, in parallel (none for oneself).
 */
export async function isHiddenFrom(viewerId: string, personId: string): Promise<boolean> {
  if (personId === viewerId) return false;
  const [relation, person] = await Promise.all([blockBetween(viewerId, personId), userById(personId)]);
  return !!person && !canSeePerson(viewerId, person, isBlocked(relation));
}
