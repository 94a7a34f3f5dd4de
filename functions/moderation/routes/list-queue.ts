/** `GET /api/admin/reports?status=open|resolved&cursor=` → the moderation queue, one row per target, oldest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { listQueue } from '../queue.service';

export const listQueueRoute: RouteImpl<'GET /api/admin/reports'> = async ({ query }) =>
  listQueue(query.status ?? 'open', query.cursor);
