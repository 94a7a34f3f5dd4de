/**
 * `GET /api/products?category=&cursor=&limit=&q=`: the catalogue newest first, or with `q` the
 * whole catalogue searched, most relevant first (issue 17 §4).
 */
import type { RouteImpl } from '../../_core/http-handler';
import { DEFAULT_PAGE_SIZE } from '../../people/pages';
import { listProducts as list } from '../products.service';
import { searchProducts } from '../search.service';

export const listProducts: RouteImpl<'GET /api/products'> = async ({ query }) =>
  query.q ? searchProducts({ q: query.q, category: query.category, cursor: query.cursor, limit: query.limit ?? DEFAULT_PAGE_SIZE }) : list(query);
