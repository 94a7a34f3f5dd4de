/**
 * Router route → the report's page pattern (issue 21: `page` and `pages` hold route patterns such
 * as `/closet/{userId}`, never a raw URL with ids). A TanStack full path (`/closet/$userId`,
 * `/profile/`) becomes the contract's `{param}` form; aliases map to their main path; anything not
 * in {@link PAGE_PATTERNS} is `other` (the catch-all not-found route is, on purpose).
 */
import { PAGE_PATTERNS, type PagePattern } from '@seamline/shared/contracts/performance-constants';

/** Routes whose screen lives at another pattern: aliases, and redirect-only routes. */
const ALIASES: Record<string, PagePattern> = {
  '/admin-login': '/admin/login',
  // `/followers` redirects to one's own `/followers/{userId}` before anything renders.
  '/followers': '/followers/{userId}',
};

const known = new Set<string>(PAGE_PATTERNS);

/**
 * The page pattern of a router full path, e.g. `/closet/$userId` → `/closet/{userId}`,
 * `/profile/` → `/profile`, `/admin-login` → `/admin/login`, `/$` (not found) → `other`.
 */
export function pagePatternOf(fullPath: string): PagePattern {
  let path = fullPath.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const alias = ALIASES[path];
  if (alias) return alias;
  return known.has(path) ? (path as PagePattern) : 'other';
}
