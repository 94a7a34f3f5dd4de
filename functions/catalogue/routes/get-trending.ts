/** `GET /api/products/trending`: 'Trending Now', the 4 most saved + liked products of 7 days. */
import type { RouteImpl } from '../../_core/http-handler';
import { trending } from '../products.service';

export const getTrending: RouteImpl<'GET /api/products/trending'> = async () => trending();
