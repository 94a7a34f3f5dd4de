/**
 * Reads of outfit planning (spec 02 §2.1 Outfit Planning tab, §2.6–§2.8, §7). Loaders and
 * components share these factories; everything is read fresh on each visit (staleTime 0), since
 * collaborators change an event from other browsers.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FollowRelation } from '@seamline/shared/contracts/people';
import type { OutfitEventDetails, OutfitEventPage, SuggestionComment } from '@seamline/shared/contracts/outfits';
import { OUTFIT_LIMITS } from '@seamline/shared/contracts/outfits-constants';
import { api, ApiError } from '../api-client';
import type { ClosetItemPage } from '../closet/queries';
import { closetKeys } from '../closet/query-keys';
import { peopleKeys } from '../people/query-keys';
import { outfitKeys } from './query-keys';

/** A 403/404 (not the caller's, or gone): shown as such, never retried. */
const noRetryOnDenied = (count: number, error: unknown) => !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 2;

/**
 * The events `userId` (the signed-in user) created or collaborates on, `eventsPageDefault` (100)
 * a page; the tab splits them into Upcoming and Previous (`splitEvents`).
 */
export function outfitEventsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: outfitKeys.events(userId),
    queryFn: ({ pageParam, signal }): Promise<OutfitEventPage> =>
      api('GET /api/outfit-events/{eventId}', {
        params: { eventId: userId },
        query: { limit: OUTFIT_LIMITS.eventsPageDefault, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    retry: noRetryOnDenied,
  });
}

/** One event with its suggestions, collaborators, final outfit and the stylist's conditions (404 for anyone but its creator and collaborators). */
export function outfitEventDetailsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: outfitKeys.details(eventId),
    queryFn: ({ signal }): Promise<OutfitEventDetails> => api('GET /api/outfit-events/details/{eventId}', { params: { eventId }, signal }),
    staleTime: 0,
    retry: noRetryOnDenied,
  });
}

/** A suggestion's comments, oldest first, `commentsPage` (50) a page. */
export function suggestionCommentsQueryOptions(suggestionId: string) {
  return infiniteQueryOptions({
    queryKey: outfitKeys.comments(suggestionId),
    queryFn: ({ pageParam, signal }): Promise<{ items: SuggestionComment[]; nextCursor: string | null }> =>
      api('GET /api/outfit-suggestions/{suggestionId}/comments', {
        params: { suggestionId },
        query: { limit: OUTFIT_LIMITS.commentsPage, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Closet items per page of the planner's 'From Closet' tab (the API's maximum). */
export const PLANNER_CLOSET_PAGE_SIZE = 100;

/**
 * The caller's whole closet in closet order for the planner (`closetKeys.items(closetId)`, the
 * whole-closet key, so closet writes elsewhere invalidate it), 100 a page with 'Load more'.
 */
export function plannerClosetQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: closetKeys.items(userId),
    queryFn: ({ pageParam, signal }): Promise<ClosetItemPage> =>
      api('GET /api/closets/{closetId}/items', { params: { closetId: userId }, query: { limit: PLANNER_CLOSET_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** People per page of the Invite dialog (as the Following list pages them). */
export const INVITE_PAGE_SIZE = 20;

/** The people `userId` follows, newest first (the Following list's key: follow changes patch it). */
export function followingQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.followList(userId, 'following'),
    queryFn: ({ pageParam, signal }): Promise<{ items: FollowRelation[]; nextCursor: string | null }> =>
      api('GET /api/users/{userId}/following', { params: { userId }, query: { limit: INVITE_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** The signed-in user's style preferences (spec 01 onboarding), listed by the Ask AI dialog. */
export function stylePreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: outfitKeys.stylePreferences(userId),
    queryFn: ({ signal }) => api('GET /api/users/{userId}/style-preferences', { params: { userId }, signal }),
    staleTime: 0,
  });
}
