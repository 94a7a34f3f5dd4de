/**
 * Catalogue search as it runs in a Lambda (issue 17 §4; docs/architecture.md 'Catalogue search').
 * Each catalogue Lambda instance keeps ONE MiniSearch index in memory:
 * - built on the instance's first search from the catalogue's own index (Product gsi2, the
 *   whole catalogue newest first, paged Query; ~20 pages for 10,000 products);
 * - kept current by the catalogue's change feed: at most every REFRESH_MS a search reads the
 *   CatalogueChange items newer than the index (one Query), BatchGets those products and
 *   replaces or removes them in the index.
 * Past ~100,000 products (index build time and memory per instance) the same `searchIds`
 * contract moves to OpenSearch Serverless fed by the same change feed.
 */
import type MiniSearch from 'minisearch';
import type { Product, ProductCategory } from '@seamline/shared/contracts/catalogue';
import { db } from '../_core/aws-clients';
import { BadRequest } from '../_core/http-errors';
import { productsById } from './catalogue-reads';
import { createCatalogueIndex, removeDoc, searchIds, toSearchDoc, upsertDoc, type SearchDoc } from './search-index';
import { INVALID_CURSOR } from '../people/pages';

/** How often an instance looks for catalogue changes (ms). */
export const REFRESH_MS = 2000;
/**
 * Changes are read again this far back (ms): a processor that stamped its change before a
 * refresh but wrote it after is still seen. Applying a change twice is harmless.
 */
const OVERLAP_MS = 30_000;

interface IndexState {
  index: MiniSearch<SearchDoc>;
  /** The newest change applied (CatalogueChange `seq`). */
  lastSeq: string;
  checkedAt: number;
}
let state: Promise<IndexState> | null = null;

async function build(): Promise<IndexState> {
  // Changes from this moment on are applied later, so none made during the load is lost.
  const lastSeq = new Date().toISOString();
  const index = createCatalogueIndex();
  let cursor: string | null = null;
  do {
    const page: { data: Parameters<typeof toSearchDoc>[0][]; cursor: string | null } = await db.entities.product.query
      .all({ catalogue: 'all' })
      .go({ cursor, limit: 1000, attributes: ['productId', 'name', 'brand', 'category', 'colors', 'style', 'occasion', 'season', 'material', 'listedAt'] });
    for (const row of page.data) upsertDoc(index, toSearchDoc(row));
    cursor = page.cursor;
  } while (cursor);
  return { index, lastSeq, checkedAt: Date.now() };
}

async function refresh(s: IndexState): Promise<void> {
  if (Date.now() - s.checkedAt < REFRESH_MS) return;
  s.checkedAt = Date.now();
  const since = new Date(Date.parse(s.lastSeq.slice(0, 24)) - OVERLAP_MS).toISOString();
  const { data } = await db.entities.catalogueChange.query.bySeq({ feed: 'catalogue' }).gt({ seq: since }).go({ pages: 'all' });
  if (data.length === 0) return;
  const ids = [...new Set(data.map((c) => c.productId))];
  const products = await productsById(ids);
  for (const id of ids) {
    const p = products.get(id);
    if (p) upsertDoc(s.index, toSearchDoc(p));
    else removeDoc(s.index, id);
  }
  const newest = data[data.length - 1]!.seq;
  if (newest > s.lastSeq) s.lastSeq = newest;
}

/** The instance's index, current to within REFRESH_MS. */
async function currentIndex(): Promise<MiniSearch<SearchDoc>> {
  state ??= build().catch((error: unknown) => {
    state = null; // a failed build is retried by the next search
    throw error;
  });
  const s = await state;
  await refresh(s);
  return s.index;
}

/** Search cursors are the offset into the ranked list: `o<offset>` base64url-encoded. */
const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
function decodeSearchCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = /^[A-Za-z0-9_-]{1,16}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const m = /^o(\d{1,6})$/.exec(text);
  if (!m) throw new BadRequest(INVALID_CURSOR);
  return Number(m[1]);
}

/**
 * One page of products matching `q`, most relevant first.
 * @throws BadRequest (400) 'Invalid cursor'.
 */
export async function searchProducts({
  q,
  category,
  cursor,
  limit,
}: {
  q: string;
  category?: ProductCategory;
  cursor?: string;
  limit: number;
}): Promise<{ items: Product[]; nextCursor: string | null }> {
  const offset = decodeSearchCursor(cursor);
  const ids = searchIds(await currentIndex(), q, category);
  const pageIds = ids.slice(offset, offset + limit);
  const products = await productsById(pageIds);
  return {
    items: pageIds.map((id) => products.get(id)).filter((p): p is Product => p !== undefined),
    nextCursor: offset + limit < ids.length ? encodeCursor(offset + limit) : null,
  };
}
