/** `POST /api/products/fit-scores` {productIds, userId?}: the caller's fit scores of many products (issue 19). */
import type { RouteImpl } from '../../_core/http-handler';
import { fitScores } from '../fit.service';

export const getFitScores: RouteImpl<'POST /api/products/fit-scores'> = async ({ body, caller }) =>
  fitScores(caller.userId, body.productIds, body.userId);
