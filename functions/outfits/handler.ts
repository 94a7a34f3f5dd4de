/**
 * Area `outfits`: outfit planning for events (issue 20; spec 02 §2.1 Outfit Planning tab,
 * §2.6–§2.8, §3 OutfitEvent / EventCollaborator / OutfitSuggestion / SuggestionComment, §4, §7).
 * Events, suggestions (by hand and by the AI stylist of `shared/domain/outfits`), invitations,
 * favourites, comments, presigned photo uploads and the compatibility analysis. The profile's
 * Outfits count and the wear log are kept by the `outfit-stats` stream processor; invitations
 * notify through the `notifications` processor (`event.invited` DomainEvents).
 */
import { createAreaHandler } from '../_core/http-handler';
import { createEventRoute, deleteEventRoute, eventDetailsRoute, listEventsRoute, updateEventRoute } from './routes/events';
import { aiSuggestionRoute, createSuggestionRoute } from './routes/suggestions';
import { inviteRoute, removeCollaboratorRoute } from './routes/collaborators';
import { addCommentRoute, favoriteRoute, listCommentsRoute, unfavoriteRoute } from './routes/suggestion-social';
import { analyzeRoute, presignOutfitImagesRoute } from './routes/uploads-and-analysis';

export const handler = createAreaHandler('outfits', {
  'POST /api/outfit-events': createEventRoute,
  'GET /api/outfit-events/{eventId}': listEventsRoute,
  'GET /api/outfit-events/details/{eventId}': eventDetailsRoute,
  'PATCH /api/outfit-events/{eventId}': updateEventRoute,
  'DELETE /api/outfit-events/{eventId}': deleteEventRoute,
  'POST /api/outfit-events/{eventId}/suggestions': createSuggestionRoute,
  'POST /api/outfit-events/{eventId}/ai-suggestion': aiSuggestionRoute,
  'POST /api/outfit-events/{eventId}/invitations': inviteRoute,
  'DELETE /api/outfit-events/{eventId}/collaborators/{userId}': removeCollaboratorRoute,
  'PUT /api/outfit-suggestions/{suggestionId}/favorite': favoriteRoute,
  'DELETE /api/outfit-suggestions/{suggestionId}/favorite': unfavoriteRoute,
  'GET /api/outfit-suggestions/{suggestionId}/comments': listCommentsRoute,
  'POST /api/outfit-suggestions/{suggestionId}/comments': addCommentRoute,
  'POST /api/upload/outfit-images': presignOutfitImagesRoute,
  'POST /api/analyze-occasion-season-compatibility': analyzeRoute,
});
