/** `GET /api/users/{userId}/recommendations`: AI Picks for oneself (403 otherwise). */
import type { RouteImpl } from '../../_core/http-handler';
import { recommendations } from '../recommendations.service';

export const getRecommendations: RouteImpl<'GET /api/users/{userId}/recommendations'> = async ({
  params,
  caller,
}) => recommendations(caller.userId, params.userId);
