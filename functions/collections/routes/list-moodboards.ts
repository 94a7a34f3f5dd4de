/** `GET /api/users/{userId}/moodboards`: a person's boards, newest first (others: public only). */
import type { RouteImpl } from '../../_core/http-handler';
import { listMoodboards } from '../moodboards.service';

export const listMoodboardsRoute: RouteImpl<'GET /api/users/{userId}/moodboards'> = async ({
  params,
  query,
  caller,
}) => listMoodboards(caller.userId, params.userId, query);
