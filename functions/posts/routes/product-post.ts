/** `PUT /api/posts/by-product/{productId}`: the caller's post of a product, created once (spec 02 §4 lazy post). */
import type { RouteImpl } from '../../_core/http-handler';
import { productPost } from '../posts.service';

export const productPostRoute: RouteImpl<'PUT /api/posts/by-product/{productId}'> = async ({ params, caller }) =>
  productPost(caller.userId, params.productId);
