/**
 * Catalogue full-text search (issue 17 §4) over MiniSearch: name, brand, category, colours and
 * tags (style, occasion, season, material) of every product; prefix match as you type; one typo
 * tolerated in words of ≥ 5 letters ('adiddas' finds Adidas; a 4-letter word must be exact, so
 * 'nike' never turns into 'bike'); every word must match (AND); ranked by BM25+ with name and
 * brand boosted. Pure: the index lives in memory (one per Lambda instance, see search.service.ts).
 */
import MiniSearch from 'minisearch';
import type { ProductCategory } from '@seamline/shared/contracts/catalogue';

/** One product as the index sees it. */
export interface SearchDoc {
  id: string;
  name: string;
  brand: string;
  category: ProductCategory;
  colors: string;
  tags: string;
  /** Sort key of the newest-first tie-break (ISO). */
  listedAt: string;
}

/** Fields searched, and the weight of a match in each (name and brand count most). */
const FIELDS = ['name', 'brand', 'category', 'colors', 'tags'] as const;
const BOOST = { name: 3, brand: 2.5, category: 1.5, colors: 1, tags: 1 };
/** Words this long or longer tolerate one edit (insert, delete, substitute). */
export const TYPO_MIN_LENGTH = 5;

/** A product row (entity item or DTO) → the document indexed. */
export function toSearchDoc(p: {
  productId?: string;
  id?: string;
  name: string;
  brand: string;
  category: ProductCategory;
  colors?: readonly string[] | null;
  style?: readonly string[] | null;
  occasion?: readonly string[] | null;
  season?: readonly string[] | null;
  material?: string | null;
  listedAt?: string;
}): SearchDoc {
  return {
    id: (p.productId ?? p.id)!,
    name: p.name,
    brand: p.brand,
    category: p.category,
    colors: (p.colors ?? []).join(' '),
    tags: [...(p.style ?? []), ...(p.occasion ?? []), ...(p.season ?? []), p.material ?? ''].join(' '),
    listedAt: p.listedAt ?? '',
  };
}

/** An empty catalogue index. */
export function createCatalogueIndex(): MiniSearch<SearchDoc> {
  return new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    storeFields: ['category', 'listedAt'],
    searchOptions: {
      boost: BOOST,
      prefix: true,
      fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
      combineWith: 'AND',
    },
  });
}

/** Add or replace one product. */
export function upsertDoc(index: MiniSearch<SearchDoc>, doc: SearchDoc): void {
  if (index.has(doc.id)) index.replace(doc);
  else index.add(doc);
}

/** Remove one product if indexed. */
export function removeDoc(index: MiniSearch<SearchDoc>, id: string): void {
  if (index.has(id)) index.discard(id);
}

/**
 * Ranked product ids for `q` (most relevant first, newer first on equal score), optionally of
 * one category.
 */
export function searchIds(index: MiniSearch<SearchDoc>, q: string, category?: ProductCategory): string[] {
  const results = index.search(q, category ? { filter: (r) => r['category'] === category } : {});
  return results
    .sort((a, b) => b.score - a.score || String(b['listedAt']).localeCompare(String(a['listedAt'])))
    .map((r) => String(r.id));
}
