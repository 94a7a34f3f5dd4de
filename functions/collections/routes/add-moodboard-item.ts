/**
 * `POST /api/moodboards/{moodboardId}/items`: add a product to one of the caller's boards;
 * 201 when new, 200 with the existing item when it is on the board already.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { addMoodboardItem } from '../moodboard-items.service';

export const addMoodboardItemRoute: RouteImpl<'POST /api/moodboards/{moodboardId}/items'> = async ({
  params,
  body,
  caller,
}) => {
  const result = await addMoodboardItem(caller.userId, params.moodboardId, body);
  return reply({ status: result.created ? 201 : 200, body: result });
};
