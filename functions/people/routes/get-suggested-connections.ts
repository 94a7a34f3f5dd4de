/** `GET /api/users/{userId}/suggested-connections`: 'People You Might Know', oneself only. */
import type { RouteImpl } from '../../_core/http-handler';
import { suggestedConnections } from '../suggestions.service';

export const getSuggestedConnections: RouteImpl<
  'GET /api/users/{userId}/suggested-connections'
> = async ({ params, caller }) => suggestedConnections(caller.userId, params.userId);
