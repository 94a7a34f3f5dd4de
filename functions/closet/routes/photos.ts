/**
 * Closet photo routes: a presigned POST for one upload (own closet), and the 302 to a
 * 5-minute URL of a stored photo (owner, or anyone when the closet is public).
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { assertCanViewCloset } from '../closet.service';
import { closetPhotoDownloadUrl, presignClosetPhoto } from '../photos-access';

export const presignClosetPhotoRoute: RouteImpl<'POST /api/closets/{closetId}/photo-uploads'> = async ({ params, body, caller }) =>
  presignClosetPhoto(caller.userId, params.closetId, body.contentType);

export const getClosetPhotoRoute: RouteImpl<'GET /api/closets/{closetId}/photos/{photoId}'> = async ({ params, query, caller }) => {
  await assertCanViewCloset(caller.userId, params.closetId);
  return reply({
    status: 302,
    // The redirect target expires, so browsers must ask again rather than cache it for long.
    headers: { location: await closetPhotoDownloadUrl(params.closetId, params.photoId, query.size), 'cache-control': 'private, max-age=60' },
    body: null,
  });
};
