/**
 * `GET /api/users/{userId}/size-recommendations?chart=womens|mens`: best size and match % per
 * brand, oneself only; 404 without measurements, 422 without bust, waist or hips.
 */
import type { RouteImpl } from '../../_core/http-handler';
import { sizeRecommendations } from '../sizing.service';

export const getSizeRecommendations: RouteImpl<'GET /api/users/{userId}/size-recommendations'> = async ({
  params,
  query,
  caller,
}) => sizeRecommendations(caller.userId, params.userId, query.chart);
