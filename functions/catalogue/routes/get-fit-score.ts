/** `POST /api/products/{productId}/fit-score` {userId}: the caller's fit score for a product. */
import type { RouteImpl } from '../../_core/http-handler';
import { fitScore } from '../fit.service';

export const getFitScore: RouteImpl<'POST /api/products/{productId}/fit-score'> = async ({
  params,
  body,
  caller,
}) => fitScore(caller.userId, params.productId, body.userId);
