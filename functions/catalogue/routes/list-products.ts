/** `GET /api/products?category=&cursor=&limit=`: products newest first, of one category or all. */
import type { RouteImpl } from '../../_core/http-handler';
import { listProducts as list } from '../products.service';

export const listProducts: RouteImpl<'GET /api/products'> = async ({ query }) => list(query);
