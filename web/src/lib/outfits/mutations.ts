/**
 * Writes of outfit planning (spec 02 §4, §7; issue 20). Each mutation puts the answer into the
 * cache or invalidates exactly the keys whose data it changes; none toasts — the screens show the
 * spec's §4/§8 texts. Creating POSTs carry one Idempotency-Key per user action
 * (`useIdempotentMutation`). The options factories (`…Mutation(queryClient)`) hold the behaviour
 * and are unit-tested without React.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AnalyzeCompatibilityInput,
  CompatibilityAnalysis,
  CreateOutfitEventInput,
  CreateSuggestionInput,
  OutfitEvent,
  OutfitSuggestion,
  SuggestionComment,
  UpdateOutfitEventInput,
} from '@seamline/shared/contracts/outfits';
import { api } from '../api-client';
import { peopleKeys } from '../people/query-keys';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';
import { patchEventDetails, patchEventInLists, patchSuggestion, removeEventFromLists } from './cache';
import { outfitKeys } from './query-keys';

/** Refresh what a change of an event's final outfit or status shows: the lists, its details, the profile's Outfits count. */
async function invalidateEvent(queryClient: QueryClient, eventId: string, userId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: outfitKeys.eventLists }),
    queryClient.invalidateQueries({ queryKey: outfitKeys.details(eventId) }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.profile(userId) }),
  ]);
}

/**
 * Create an event (`POST /api/outfit-events`, 201 the event; the caller is its creator). The
 * creator's events list is refetched.
 */
export function createEventMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ idempotencyKey, ...body }: WithIdempotencyKey<CreateOutfitEventInput>): Promise<OutfitEvent> =>
      api('POST /api/outfit-events', { body, idempotencyKey }),
    onSuccess: (event: OutfitEvent) => queryClient.invalidateQueries({ queryKey: outfitKeys.events(event.creatorId) }),
  };
}
export function useCreateEvent() {
  return useIdempotentMutation(createEventMutation(useQueryClient()));
}

/** A PATCH of one event: only the fields that change (spec 02 §4). */
export interface UpdateEventInput {
  eventId: string;
  changes: UpdateOutfitEventInput;
}

/**
 * Change an event (`PATCH /api/outfit-events/{eventId}`, creator only; 400 for a final outfit
 * that is not one of its suggestions). The answer replaces the event in every cached list and in
 * its details; the details are refetched too (a new date or place changes the weather the stylist
 * reads), and a status or final outfit change refreshes the profile's Outfits count.
 */
export function updateEventMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ eventId, changes }: UpdateEventInput): Promise<OutfitEvent> => api('PATCH /api/outfit-events/{eventId}', { params: { eventId }, body: changes }),
    onSuccess: async (event: OutfitEvent, { changes }: UpdateEventInput) => {
      patchEventInLists(queryClient, event);
      patchEventDetails(queryClient, event);
      const outfitChange = 'status' in changes || 'finalOutfitId' in changes;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outfitKeys.details(event.id) }),
        outfitChange ? queryClient.invalidateQueries({ queryKey: peopleKeys.profile(event.creatorId) }) : null,
      ]);
    },
  };
}
export function useUpdateEvent() {
  return useMutation(updateEventMutation(useQueryClient()));
}

/**
 * Set an event's status (spec 02 §4 planning ↔ finalized) for the card's toggle
 * (`useToggleMutation`'s `send`): the answer goes into the caches; the caller toasts.
 * @throws ApiError — 400 'Save an outfit plan before finalizing this event' when there is no final outfit
 */
export async function setEventStatus(queryClient: QueryClient, eventId: string, finalized: boolean): Promise<OutfitEvent> {
  const changes: UpdateOutfitEventInput = { status: finalized ? 'finalized' : 'planning' };
  const options = updateEventMutation(queryClient);
  const event = await options.mutationFn({ eventId, changes });
  await options.onSuccess(event, { eventId, changes });
  return event;
}

/** The event to delete and the signed-in user (its creator). */
export interface DeleteEventInput {
  eventId: string;
  userId: string;
}

/** Delete an event (`DELETE /api/outfit-events/{eventId}`, creator only): it leaves every list at once; its details leave the cache. */
export function deleteEventMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ eventId }: DeleteEventInput) => api('DELETE /api/outfit-events/{eventId}', { params: { eventId } }),
    onSuccess: async (_result: unknown, { eventId, userId }: DeleteEventInput) => {
      removeEventFromLists(queryClient, eventId);
      queryClient.removeQueries({ queryKey: outfitKeys.details(eventId), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outfitKeys.events(userId) }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.profile(userId) }),
      ]);
    },
  };
}
export function useDeleteEvent() {
  return useMutation(deleteEventMutation(useQueryClient()));
}

/** Save an outfit plan (spec 02 §4 'Saving an outfit plan'). */
export interface SavePlanInput {
  eventId: string;
  /** The signed-in user (for the profile's Outfits count). */
  userId: string;
  body: CreateSuggestionInput;
  /** Set the new plan as the event's final outfit (the creator's Save; a collaborator only suggests). */
  finalize: boolean;
}

/** What a save did: the new suggestion, and whether the event now has it as its final outfit. */
export interface SavePlanResult {
  suggestion: OutfitSuggestion;
  finalized: boolean;
}

/**
 * Spec 02 §4: post the plan (`POST /api/outfit-events/{eventId}/suggestions`, 201), then set the
 * event's `finalOutfitId` to the NEW suggestion's id (the original always sent 1). When the second
 * step fails the plan is still reported as saved, not finalized (the failure is only logged).
 * @throws ApiError of the first step (e.g. 400 'Please add some items to your outfit before saving')
 */
export function savePlanMutation(queryClient: QueryClient) {
  return {
    mutationFn: async ({ eventId, body, finalize, idempotencyKey }: WithIdempotencyKey<SavePlanInput>): Promise<SavePlanResult> => {
      const suggestion = await api('POST /api/outfit-events/{eventId}/suggestions', { params: { eventId }, body, idempotencyKey });
      if (!finalize) return { suggestion, finalized: false };
      try {
        const event = await api('PATCH /api/outfit-events/{eventId}', { params: { eventId }, body: { finalOutfitId: suggestion.id } });
        patchEventInLists(queryClient, event);
        patchEventDetails(queryClient, event);
        return { suggestion, finalized: event.finalOutfitId === suggestion.id };
      } catch (error) {
        console.warn('[seamline] the plan was saved but could not be set as the final outfit', error);
        return { suggestion, finalized: false };
      }
    },
    onSuccess: (_result: SavePlanResult, { eventId, userId }: SavePlanInput) => invalidateEvent(queryClient, eventId, userId),
  };
}
export function useSavePlan() {
  return useIdempotentMutation(savePlanMutation(useQueryClient()));
}

/** Choose one of an event's suggestions as its final outfit (the creator's 'Make Final'). */
export interface ChooseFinalInput {
  eventId: string;
  userId: string;
  suggestionId: string;
}
export function chooseFinalMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ eventId, suggestionId }: ChooseFinalInput): Promise<OutfitEvent> =>
      api('PATCH /api/outfit-events/{eventId}', { params: { eventId }, body: { finalOutfitId: suggestionId } }),
    onSuccess: async (event: OutfitEvent, { userId }: ChooseFinalInput) => {
      patchEventInLists(queryClient, event);
      patchEventDetails(queryClient, event);
      await invalidateEvent(queryClient, event.id, userId);
    },
  };
}
export function useChooseFinal() {
  return useMutation(chooseFinalMutation(useQueryClient()));
}

/**
 * Ask the stylist (`POST /api/outfit-events/{eventId}/ai-suggestion`, 201 the new suggestion with
 * score, reasons and the weather used; 422 with what to add when the closet cannot make an
 * outfit). Spec 02 §4: the events list is refreshed afterwards, and the event's details.
 */
export function aiSuggestionMutation(queryClient: QueryClient) {
  return {
    // `laundry` (issue 34 §4): laundry mode — skip pieces due for a wash.
    mutationFn: ({ eventId, laundry, idempotencyKey }: WithIdempotencyKey<{ eventId: string; laundry?: boolean }>): Promise<OutfitSuggestion> =>
      api('POST /api/outfit-events/{eventId}/ai-suggestion', { params: { eventId }, ...(laundry ? { query: { laundry: true } } : {}), idempotencyKey }),
    onSuccess: async (_s: OutfitSuggestion, { eventId }: { eventId: string }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outfitKeys.eventLists }),
        queryClient.invalidateQueries({ queryKey: outfitKeys.details(eventId) }),
      ]);
    },
  };
}
export function useAiSuggestion() {
  return useIdempotentMutation(aiSuggestionMutation(useQueryClient()));
}

/** Score a plan (`POST /api/analyze-occasion-season-compatibility`); nothing is cached. */
export function analyzeOutfit(body: AnalyzeCompatibilityInput): Promise<CompatibilityAnalysis> {
  return api('POST /api/analyze-occasion-season-compatibility', { body }).then((r) => r.analysis);
}
export function useAnalyzeOutfit() {
  return useMutation({ mutationFn: analyzeOutfit });
}

/** Invite people the creator follows (spec 02 §2.8; public events only). */
export interface InviteInput {
  eventId: string;
  userIds: string[];
}
export function inviteMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ eventId, userIds }: InviteInput) => api('POST /api/outfit-events/{eventId}/invitations', { params: { eventId }, body: { userIds } }),
    onSuccess: async (_r: unknown, { eventId }: InviteInput) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outfitKeys.details(eventId) }),
        queryClient.invalidateQueries({ queryKey: outfitKeys.eventLists }),
      ]);
    },
  };
}
export function useInvite() {
  return useMutation(inviteMutation(useQueryClient()));
}

/** Remove a collaborator (the creator), or leave an event (`userId` = oneself). */
export interface RemoveCollaboratorInput {
  eventId: string;
  userId: string;
  /** Leaving: the event leaves the leaver's lists and cache. */
  leaving: boolean;
}
export function removeCollaboratorMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ eventId, userId }: RemoveCollaboratorInput) =>
      api('DELETE /api/outfit-events/{eventId}/collaborators/{userId}', { params: { eventId, userId } }),
    onSuccess: async (_r: unknown, { eventId, leaving }: RemoveCollaboratorInput) => {
      if (leaving) {
        removeEventFromLists(queryClient, eventId);
        queryClient.removeQueries({ queryKey: outfitKeys.details(eventId), exact: true });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outfitKeys.details(eventId) }),
        queryClient.invalidateQueries({ queryKey: outfitKeys.eventLists }),
      ]);
    },
  };
}
export function useRemoveCollaborator() {
  return useMutation(removeCollaboratorMutation(useQueryClient()));
}

/**
 * Favourite or unfavourite a suggestion (`PUT|DELETE /api/outfit-suggestions/{id}/favorite`) for
 * a `useToggleMutation`'s `send`: the answer's mark and count go into the event's details.
 */
export async function setFavorite(queryClient: QueryClient, eventId: string, suggestionId: string, on: boolean): Promise<boolean> {
  const result = on
    ? await api('PUT /api/outfit-suggestions/{suggestionId}/favorite', { params: { suggestionId } })
    : await api('DELETE /api/outfit-suggestions/{suggestionId}/favorite', { params: { suggestionId } });
  patchSuggestion(queryClient, eventId, suggestionId, (s) => ({ ...s, isFavorited: result.isFavorited, favoriteCount: result.favoriteCount }));
  return result.isFavorited;
}

/** A comment on one suggestion of an event. */
export interface CommentInput {
  eventId: string;
  suggestionId: string;
  comment: string;
}

/**
 * Comment on a suggestion (`POST /api/outfit-suggestions/{id}/comments`, 201; trimmed 1–500
 * characters). The thread is refetched and the suggestion's comment count goes up by one.
 */
export function commentMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ suggestionId, comment, idempotencyKey }: WithIdempotencyKey<CommentInput>): Promise<SuggestionComment> =>
      api('POST /api/outfit-suggestions/{suggestionId}/comments', { params: { suggestionId }, body: { comment }, idempotencyKey }),
    onSuccess: async (_c: SuggestionComment, { eventId, suggestionId }: CommentInput) => {
      patchSuggestion(queryClient, eventId, suggestionId, (s) => ({ ...s, commentCount: s.commentCount + 1 }));
      await queryClient.invalidateQueries({ queryKey: outfitKeys.comments(suggestionId) });
    },
  };
}
export function useComment() {
  return useIdempotentMutation(commentMutation(useQueryClient()));
}
