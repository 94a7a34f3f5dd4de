/**
 * `GET /api/users/{userId}/avatar`: 302 to a 5-minute presigned GET of the user's profile
 * photo; 404 'No profile photo' when there is none or the person is hidden from the caller
 * (issue 33 §1). Any other signed-in member may read it.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { avatarDownloadUrl } from '../uploads.service';

export const getAvatar: RouteImpl<'GET /api/users/{userId}/avatar'> = async ({ params, caller }) =>
  reply({
    status: 302,
    // The redirect target expires, so browsers must ask again rather than cache it for long.
    headers: { location: await avatarDownloadUrl(caller.userId, params.userId), 'cache-control': 'private, max-age=60' },
    body: null,
  });
