/** `GET /api/products/{productId}`: one product (404 'Product not found'). */
import type { RouteImpl } from '../../_core/http-handler';
import { getProduct as get } from '../products.service';

export const getProduct: RouteImpl<'GET /api/products/{productId}'> = async ({ params }) =>
  get(params.productId);
