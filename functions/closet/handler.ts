/**
 * Area `closet` (issue 7; spec 02 §2.1–2.5, §2.15, §3, §7): a person's closet — catalogue and
 * custom items with photos, sections, moves (one write each), photo uploads and reads, and the
 * import of a store product page; the wear log (issue 34 §4: log a wear, undo, mark washed).
 */
import { createAreaHandler } from '../_core/http-handler';
import { addClosetItemRoute } from './routes/add-closet-item';
import { listClosetItemsRoute } from './routes/list-closet-items';
import { moveClosetItemRoute } from './routes/move-closet-item';
import { deleteClosetItemRoute } from './routes/delete-closet-item';
import { createSectionRoute, deleteSectionRoute, listSectionsRoute, updateSectionRoute } from './routes/sections';
import { getClosetPhotoRoute, presignClosetPhotoRoute } from './routes/photos';
import { createCustomItemRoute } from './routes/create-custom-item';
import { updateCustomItemRoute } from './routes/update-custom-item';
import { importFromStoreRoute } from './routes/import-from-store';
import { logWearRoute, markWashedRoute, undoWearRoute } from './routes/wears';

export const handler = createAreaHandler('closet', {
  'POST /api/closets/{closetId}/items': addClosetItemRoute,
  'GET /api/closets/{closetId}/items': listClosetItemsRoute,
  'PATCH /api/closet-items/{itemId}': moveClosetItemRoute,
  'DELETE /api/closet-items/{itemId}': deleteClosetItemRoute,
  'GET /api/closets/{closetId}/sections': listSectionsRoute,
  'POST /api/closets/{closetId}/sections': createSectionRoute,
  'PATCH /api/closets/sections/{sectionId}': updateSectionRoute,
  'DELETE /api/closets/sections/{sectionId}': deleteSectionRoute,
  'POST /api/closets/{closetId}/photo-uploads': presignClosetPhotoRoute,
  'GET /api/closets/{closetId}/photos/{photoId}': getClosetPhotoRoute,
  'POST /api/closets/{closetId}/custom-items': createCustomItemRoute,
  'PUT /api/closets/{closetId}/custom-items/{itemId}': updateCustomItemRoute,
  'POST /api/closets/{closetId}/imports': importFromStoreRoute,
  'POST /api/closet-items/{itemId}/wears': logWearRoute,
  'DELETE /api/closet-items/{itemId}/wears/{wearId}': undoWearRoute,
  'POST /api/closet-items/{itemId}/washed': markWashedRoute,
});
