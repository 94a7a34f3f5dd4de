/**
 * Who and what a viewer may see (issue 33 §1, §4): the glue between the pure rule
 * (`shared/domain/privacy/visibility.ts`: blocks both ways, suspension, removal) and the block
 * reads (`block-graph.ts`). Every route that shows a person or their content to someone else
 * goes through one of these, and an invisible person or piece of content answers 404 with the
 * route's usual not-found text — exactly as if it did not exist, so a blocked person is never told.
 *
 * Two shapes, each written once and answering the same three states ({@link Visibility}):
 * - ONE person: {@link personVisibility}, with its asserting form {@link assertCanSeePerson} and
 *   its boolean forms {@link canSeeOwner} / {@link isHiddenFrom};
 * - a LIST of people: {@link peopleVisibility} (a judge of each user as read), with the filter
 *   {@link visibleTo} (option `keepMissing` for rows that outlive their person).
 * Content (posts, comments) adds `canSeeContent` over the author's state.
 *
 * Costs: {@link personVisibility} one Query of ≤ 2 Block rows (none for oneself), plus one
 * GetItem of the user when the caller has not read them; {@link peopleVisibility} one Query of
 * the viewer's Block rows (Limit 2,000; none when every id is the viewer's), plus one BatchGet of
 * ≤ 2 keys per id only for a viewer blocked by more than ~1,000 people.
 */
import {
  canSeeContent,
  canSeePerson,
  isDeleting,
  type VisibleContent,
  type VisiblePerson,
} from '@seamline/shared/domain/privacy/visibility';
import { NotFound } from '../_core/http-errors';
import { blockBetween, blockedAmong, hiddenPeopleOf, isBlocked, type BlockRelation } from './block-graph';
import { userById } from './people-reads';

export { canSeeContent, canSeePerson, isDeleting, type VisibleContent, type VisiblePerson };

/**
 * How a person stands for a viewer (issue 33 §1, §4):
 * - `missing`: no such user (never existed, deleted, or their deletion has started — `deletingAt`,
 *   issue 35 §3: gone for everyone else from the request on);
 * - `hidden`: exists, but either blocked the other or they are suspended (`canSeePerson` false);
 * - `visible`: oneself, or an existing person with no block either way and not suspended.
 * Routes answer `missing` and `hidden` alike (404 / left out), except rows that outlive their
 * person (a former member), which keep `missing` and drop `hidden`.
 */
export type Visibility = 'missing' | 'hidden' | 'visible';

/**
 * How `owner` (an id, or the user item already read) stands for `viewerId` — THE one-person glue.
 * Reads: none for oneself; else one Query of the pair's ≤ 2 Block rows, beside one GetItem of the
 * user when given an id.
 */
export async function personVisibility(viewerId: string, owner: string | VisiblePerson): Promise<Visibility> {
  const id = typeof owner === 'string' ? owner : owner.id;
  if (id === viewerId) return 'visible';
  const [relation, person] = await Promise.all([
    blockBetween(viewerId, id),
    typeof owner === 'string' ? userById(id) : owner,
  ]);
  if (!person || isDeleting(person)) return 'missing';
  return canSeePerson(viewerId, person, isBlocked(relation)) ? 'visible' : 'hidden';
}

/**
 * Throws unless `owner` is `visible` to `viewerId` ({@link personVisibility}).
 * @param notFoundMessage the route's usual 404 text ('User not found', 'Post not found' …)
 * @throws NotFound (404) with `notFoundMessage` when either blocked the other, the owner is
 *   suspended, or (given an id) no such user exists.
 */
export async function assertCanSeePerson(
  viewerId: string,
  owner: string | VisiblePerson,
  notFoundMessage: string,
): Promise<void> {
  if ((await personVisibility(viewerId, owner)) !== 'visible') throw new NotFound(notFoundMessage);
}

/**
 * Is `ownerId` `visible` to `viewerId` ({@link personVisibility}) — for routes whose "does not
 * exist" answer is an empty list rather than a 404. False for hidden and missing people.
 */
export async function canSeeOwner(viewerId: string, ownerId: string): Promise<boolean> {
  return (await personVisibility(viewerId, ownerId)) === 'visible';
}

/**
 * Is `personId` an existing person `hidden` from `viewerId` ({@link personVisibility})? For rows
 * that stay visible when their person no longer exists (a former member's outfit suggestion):
 * false for missing people.
 */
export async function isHiddenFrom(viewerId: string, personId: string): Promise<boolean> {
  return (await personVisibility(viewerId, personId)) === 'hidden';
}

/**
 * Which of `personIds` are hidden from `viewerId` by a block in either direction — the block read
 * under {@link peopleVisibility} (suspension is not in it). One GetItem of the viewer's hidden set
 * (`hidden-set.ts`; one Query of their Block rows when the set is not kept); a BatchGet of the ids'
 * rows only when that Query was cut by its limit. Routes use
 * {@link peopleVisibility}; this stays exported for the visibility bench.
 */
export async function hiddenAmong(
  viewerId: string,
  personIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (personIds.every((id) => id === viewerId)) return new Set();
  const hidden = await hiddenPeopleOf(viewerId);
  return hidden.complete ? hidden.ids : blockedAmong(viewerId, personIds);
}

/** Judges one person of a list as read (undefined = no such user) — see {@link peopleVisibility}. */
export type VisibilityOf = (person: VisiblePerson | undefined) => Visibility;

/**
 * How each of `personIds` stands for `viewerId` — THE list glue: reads the block set once and
 * answers a pure judge the caller applies to each user item it read (undefined → `missing`).
 * Start it beside the users' BatchGet (`Promise.all`), so it adds no round trip.
 * Reads: the one Query of {@link hiddenAmong}.
 */
export async function peopleVisibility(viewerId: string, personIds: readonly string[]): Promise<VisibilityOf> {
  const blocked = await hiddenAmong(viewerId, personIds);
  return (person) => {
    if (!person || (person.id !== viewerId && isDeleting(person))) return 'missing';
    return canSeePerson(viewerId, person, blocked.has(person.id)) ? 'visible' : 'hidden';
  };
}

/**
 * `items` without those whose person is not visible to `viewerId` ({@link peopleVisibility}), in
 * order.
 * @param personOf the item's person as read (`{ id, suspendedAt, deletingAt }`), undefined when no such user
 * @param options.keepMissing keep items whose person no longer exists (shown as a former member);
 *   default false: they are left out like hidden ones.
 */
export async function visibleTo<T>(
  viewerId: string,
  items: readonly T[],
  personOf: (item: T) => VisiblePerson | undefined,
  { keepMissing = false }: { keepMissing?: boolean } = {},
): Promise<T[]> {
  const people = items.map(personOf);
  const see = await peopleVisibility(viewerId, people.flatMap((p) => (p ? [p.id] : [])));
  return items.filter((_, i) => {
    const state = see(people[i]);
    return state === 'visible' || (keepMissing && state === 'missing');
  });
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
