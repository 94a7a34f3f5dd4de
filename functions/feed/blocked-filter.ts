/**
 * Blocked people leave a feed AT READ (issue 19: "unfollow, block or a deleted post removes their
 * entries (or filters them at read)"). A block ends both follows, so the `feed-follows` processor
 * already deletes each person's own posts and boards from the other's feed; what stays are entries
 * that name them through someone else — a followed person's share of their post, their fit-match
 * action, a celebrity's pulled items — and those are filtered here, on every page:
 *
 * - {@link readBlockedPeople}: ONE Query of the viewer's Block rows (both directions live in the
 *   viewer's partition), read alongside the page's entries, so it adds no round trip;
 * - {@link withoutBlockedPeople}: drops the entries whose actor (poster, sharer, board owner,
 *   fit-similar person) or post author is hidden. Fan-out copies the post's author into every
 *   post and share entry (`postAuthorId`), so no post needs reading for this.
 *
 * Only when the viewer's partition holds more rows than one Query reads (a person blocked by
 * more than ~1,000 people) does a page cost one more call: a BatchGet of its people's rows.
 * Filtered entries are not deleted: an unblock brings back what is still current. Suspended people
 * and removed posts (issue 33 §4) are left out by the hydration (`feed-hydrate.ts`), from the people
 * and posts it reads anyway.
 */
import { blockedAmong, hiddenPeopleOf, type HiddenPeople } from '../people/block-graph';
import type { PageEntry } from './feed-hydrate';

/** The people hidden from `viewerId` (one bounded Query; see `hiddenPeopleOf`). */
export const readBlockedPeople = (viewerId: string): Promise<HiddenPeople> => hiddenPeopleOf(viewerId);

const peopleOf = (e: PageEntry): string[] => [e.actorId, e.postAuthorId].filter((id): id is string => !!id);

/**
 * `entries` without those whose actor or post author is hidden from `viewerId` (module doc), in
 * order. Reads nothing when `hidden` is complete; else one BatchGet of the page's people.
 */
export async function withoutBlockedPeople<E extends PageEntry>(viewerId: string, entries: readonly E[], hidden: HiddenPeople): Promise<E[]> {
  const ids = hidden.complete ? hidden.ids : await blockedAmong(viewerId, entries.flatMap(peopleOf));
  if (ids.size === 0) return [...entries];
  return entries.filter((e) => !peopleOf(e).some((id) => ids.has(id)));
}
