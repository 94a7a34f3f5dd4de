/**
 * People as outfit rows show them, as one viewer may see them (issue 33 §1): the
 * {@link PostAuthor} of each id plus the ids hidden from the viewer (blocked either way,
 * suspended), whose suggestions, comments, collaborator rows and events the caller leaves out.
 * A person who no longer exists — or whose account deletion has started (issue 35 §3) — is absent
 * from the map and NOT hidden (shown as a former member).
 */
import type { PostAuthor } from '@seamline/shared/contracts/posts';
import { usersById } from '../people/people-reads';
import { peopleVisibility } from '../people/visibility';
import { postAuthorOf } from '../posts/post-authors';

/** Authors by id, with the set of ids hidden from the viewer. */
export type VisibleAuthors = Map<string, PostAuthor> & { hidden: ReadonlySet<string> };

/**
 * One BatchGet of the users (per 100 ids) beside one Query of the viewer's Block rows
 * (`peopleVisibility`).
 * @returns the visible people's authors by id, and `hidden` (existing people the viewer may not
 *   see; missing people are in neither).
 */
export async function visibleAuthorsById(viewerId: string, ids: readonly string[]): Promise<VisibleAuthors> {
  const [users, see] = await Promise.all([usersById(ids), peopleVisibility(viewerId, ids)]);
  const hidden = new Set([...users.values()].filter((u) => see(u) === 'hidden').map((u) => u.id));
  // Missing people (issue 35 §3: also those whose account deletion has started) are left out too.
  const authors = new Map([...users].filter(([, u]) => see(u) === 'visible').map(([id, u]) => [id, postAuthorOf(u)]));
  return Object.assign(authors, { hidden });
}
