/**
 * Area `collections`: saved items and moodboards (issue 6; spec 02 §2.1 Moodboards card and
 * Saved Items tab, §2.13 Save Item dialog, §3, §5, §7 collection, collection-items, moodboards).
 */
import { createAreaHandler } from '../_core/http-handler';
import { saveCollectionItem } from './routes/save-collection-item';
import { listCollectionItems } from './routes/list-collection';
import { createMoodboardRoute } from './routes/create-moodboard';
import { listMoodboardsRoute } from './routes/list-moodboards';
import { getMoodboard } from './routes/get-moodboard';
import { addMoodboardItemRoute } from './routes/add-moodboard-item';
import { listMoodboardItemsRoute } from './routes/list-moodboard-items';
import { deleteMoodboardRoute } from './routes/delete-moodboard';
import { updateMoodboardRoute } from './routes/update-moodboard';
import { removeMoodboardItemRoute } from './routes/remove-moodboard-item';

export const handler = createAreaHandler('collections', {
  'POST /api/collection': saveCollectionItem,
  'POST /api/collection-items': saveCollectionItem,
  'GET /api/users/{userId}/collection': listCollectionItems,
  'POST /api/moodboards': createMoodboardRoute,
  'GET /api/users/{userId}/moodboards': listMoodboardsRoute,
  'GET /api/moodboards/{moodboardId}': getMoodboard,
  'POST /api/moodboards/{moodboardId}/items': addMoodboardItemRoute,
  'GET /api/moodboards/{moodboardId}/items': listMoodboardItemsRoute,
  'PATCH /api/moodboards/{moodboardId}': updateMoodboardRoute,
  'DELETE /api/moodboards/{moodboardId}/items/{productId}': removeMoodboardItemRoute,
  'DELETE /api/users/{userId}/moodboards/{moodboardId}': deleteMoodboardRoute,
});
