/** `GET /api/users/{userId}/connect-matches`: 'Perfect Fit Matches' (≥ 92), oneself only. */
import type { RouteImpl } from '../../_core/http-handler';
import { connectMatches } from '../matches.service';

export const getConnectMatches: RouteImpl<'GET /api/users/{userId}/connect-matches'> = async ({
  params,
  caller,
}) => connectMatches(caller.userId, params.userId);
