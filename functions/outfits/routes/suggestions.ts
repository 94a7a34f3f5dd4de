/** Suggestion routes: save a plan, ask the AI stylist (both 201, idempotent per Idempotency-Key). */
import type { RouteImpl } from '../../_core/http-handler';
import { aiSuggestion, createSuggestion } from '../suggestions.service';

export const createSuggestionRoute: RouteImpl<'POST /api/outfit-events/{eventId}/suggestions'> = async ({ params, body, caller }) =>
  createSuggestion(caller.userId, params.eventId, body);

export const aiSuggestionRoute: RouteImpl<'POST /api/outfit-events/{eventId}/ai-suggestion'> = async ({ params, query, caller }) =>
  aiSuggestion(caller.userId, params.eventId, new Date(), { laundry: query.laundry });
