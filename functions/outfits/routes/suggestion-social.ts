/** Favourite toggle and comments of a suggestion (the event's creator and collaborators). */
import type { RouteImpl } from '../../_core/http-handler';
import { addSuggestionComment, listSuggestionComments, setFavorite } from '../suggestion-social.service';

export const favoriteRoute: RouteImpl<'PUT /api/outfit-suggestions/{suggestionId}/favorite'> = async ({ params, caller }) =>
  setFavorite(caller.userId, params.suggestionId, true);

export const unfavoriteRoute: RouteImpl<'DELETE /api/outfit-suggestions/{suggestionId}/favorite'> = async ({ params, caller }) =>
  setFavorite(caller.userId, params.suggestionId, false);

export const listCommentsRoute: RouteImpl<'GET /api/outfit-suggestions/{suggestionId}/comments'> = async ({ params, query, caller }) =>
  listSuggestionComments(caller.userId, params.suggestionId, query);

export const addCommentRoute: RouteImpl<'POST /api/outfit-suggestions/{suggestionId}/comments'> = async ({ params, body, caller }) =>
  addSuggestionComment(caller.userId, params.suggestionId, body.comment);
