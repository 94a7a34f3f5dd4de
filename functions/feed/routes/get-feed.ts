/** `GET /api/users/{userId}/feed?filter=&cursor=`: the caller's own feed, 25 a page (issue 19). */
import type { RouteImpl } from '../../_core/http-handler';
import { feedPage } from '../feed.service';

export const getFeed: RouteImpl<'GET /api/users/{userId}/feed'> = async ({ params, query, caller }) =>
  feedPage(caller.userId, params.userId, query);
