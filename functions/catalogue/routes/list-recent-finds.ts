/** `GET /api/recent-finds/{userId}?cursor=&limit=`: the caller's recent finds, newest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { recentFinds } from '../activity.service';

export const listRecentFinds: RouteImpl<'GET /api/recent-finds/{userId}'> = async ({
  params,
  query,
  caller,
}) => recentFinds(caller.userId, params.userId, query);
