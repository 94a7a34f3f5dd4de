/**
 * Search tokens of a person for the prefix search (`GET /api/users/search?q=`, spec 01 §5
 * Search; entity `shared/db/entities/search-token.ts`): the username, first name, last name and
 * "first last", each normalised by {@link normalizeSearchText}. A query matches a person when
 * one of their tokens starts with the normalised query.
 */

/** Longest token / query kept (code points). */
export const SEARCH_TOKEN_MAX = 60;

/**
 * Lower-case, accents removed (NFKD without combining marks), inner whitespace collapsed,
 * trimmed, cut to {@link SEARCH_TOKEN_MAX} code points (never inside a surrogate pair) and
 * trimmed again (a cut may end on a space): 'Zoë  Ávila ' → 'zoe avila'. Idempotent, and a
 * prefix of a text normalises to a prefix of the text's normal form.
 */
export function normalizeSearchText(text: string): string {
  const collapsed = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(collapsed).slice(0, SEARCH_TOKEN_MAX).join('').trimEnd();
}

/** The distinct, non-empty tokens of a person. */
export function searchTokensOf(user: {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  const first = user.firstName ?? '';
  const last = user.lastName ?? '';
  const tokens = [user.username, first, last, `${first} ${last}`]
    .map(normalizeSearchText)
    .filter((t) => t.length > 0);
  return [...new Set(tokens)];
}
