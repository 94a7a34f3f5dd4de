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
import { blockBetween, blockedAmong, hiddenPeopleOf, isBlocked } from './block-graph';
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
