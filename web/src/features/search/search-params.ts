/**
 * `/search?q=&tab=` (issue 17 §4): the search term (trimmed, ≤ 100 characters, the catalogue
 * route's limit) and the tab (products, the default, or people). Bad values fall back.
 */
import { oneOf, optionalString } from '../../lib/search-params';

export const SEARCH_TABS = ['products', 'people'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** The catalogue route refuses longer terms (productsQuerySchema.q). */
export const SEARCH_TERM_MAX = 100;

export interface SearchPageSearch {
  q?: string;
  tab?: SearchTab;
}

export function validateSearchPage(search: Record<string, unknown>): SearchPageSearch {
  const q = optionalString(search.q)?.trim().slice(0, SEARCH_TERM_MAX);
  return { q: q || undefined, tab: oneOf(search.tab, SEARCH_TABS, undefined) };
}
