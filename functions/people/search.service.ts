/**
 * Finding people by name (spec 01 §5 Search, §7 search) and the directory of people for
 * discover (spec 02 §7 `/api/users`), both paginated with cursors and never a Scan.
 *
 * Search: the term is normalised like the tokens (lower case, accents removed,
 * `normalizeSearchText`) and looked up as a prefix of the SearchToken items on gsi1
 * (`lead` = first character, `searchLeadOf`; `begins_with(token, q)`), so 'zo' finds 'Zoë Ávila' by first
 * name, last name, "first last" or username. One person can own several matching tokens
 * (username and first name both start with q): they are shown once per page; a later page may
 * show them again (pages are token ranges).
 */
import type { personCardPageSchema } from '@seamline/shared/contracts/people';
import { normalizeSearchText } from '@seamline/shared/domain/people/search-tokens';
import { searchLeadOf } from '@seamline/shared/db/people-index';
import type * as z from 'zod';
import { db } from '../_core/aws-clients';
import { ValidationFailed } from '../_core/http-errors';
import { latestBodyOf, type UserItem } from './people-reads';
import { personViews, toCard, type ViewerBody } from './person-views';
import { followingOf, type FollowingSet } from './follow-graph';
import { DEFAULT_PAGE_SIZE, withCursor } from './pages';

type CardPage = z.infer<typeof personCardPageSchema>;
export const EMPTY_SEARCH = 'Enter a name or username to search';

/** The viewer's reads the cards need, started beside the page query (their results wait for it). */
interface ViewerReads {
  viewer: Promise<ViewerBody | null>;
  following: Promise<FollowingSet>;
}

function startViewerReads(viewerId: string): ViewerReads {
  const reads = { viewer: latestBodyOf(viewerId), following: followingOf(viewerId) };
  // Awaited by cardsOf; not when the page is empty or the cursor is refused.
  reads.viewer.catch(() => undefined);
  reads.following.catch(() => undefined);
  return reads;
}

/**
 * Cards of `ids` for the viewer (scores against the viewer's latest body); people without
 * `publicDisplay` (and, in search, anonymised people) are left out (person-views.ts).
 */
async function cardsOf(
  viewerId: string,
  list: 'search' | 'directory',
  ids: string[],
  reads: ViewerReads,
  users?: Map<string, UserItem>,
) {
  if (ids.length === 0) return [];
  return (await personViews(viewerId, ids, { list, ...reads, users })).map(toCard);
}

/**
 * People whose username, first name, last name or full name starts with `q`, in token order.
 * Reads: one Query of ≤ `limit` tokens, then the card reads for those people.
 * @throws ValidationFailed (400) when `q` is empty once normalised; BadRequest (400) 'Invalid cursor'.
 */
export async function searchPeople(
  viewerId: string,
  { q, cursor, limit = DEFAULT_PAGE_SIZE }: { q: string; cursor?: string; limit?: number },
): Promise<CardPage> {
  const term = normalizeSearchText(q);
  if (!term) throw new ValidationFailed(EMPTY_SEARCH, { q: [EMPTY_SEARCH] });
  const query = db.entities.searchToken.query
    .byPrefix({ lead: searchLeadOf(term) })
    .begins({ token: term });
  const reads = startViewerReads(viewerId);
  const page = await withCursor(cursor, query, (qy, c) => qy.go({ limit, cursor: c }));
  const ids = [...new Set(page.data.map((t) => t.userId))].filter((id) => id !== viewerId);
  return { items: await cardsOf(viewerId, 'search', ids, reads), nextCursor: page.cursor };
}

/**
 * The directory of people, newest first (User gsi1 `directory`), the viewer left out.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function directory(
  viewerId: string,
  { cursor, limit = DEFAULT_PAGE_SIZE }: { cursor?: string; limit?: number },
): Promise<CardPage> {
  const query = db.entities.user.query.directory({ directory: 'all' });
  const reads = startViewerReads(viewerId);
  const page = await withCursor(cursor, query, (qy, c) =>
    qy.go({ order: 'desc', limit, cursor: c }),
  );
  const users = new Map(page.data.map((u) => [u.id, u]));
  const ids = page.data.map((u) => u.id).filter((id) => id !== viewerId);
  return { items: await cardsOf(viewerId, 'directory', ids, reads, users), nextCursor: page.cursor };
}
