/**
 * Putting the API's answers into the cached outfit reads at once (the event card's toggle, a
 * details edit, a favourite), so every list shows the same event without a refetch. Pure over
 * the query cache; the mutations then invalidate what the server may have changed besides.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OutfitEvent, OutfitEventDetails, OutfitEventPage, OutfitSuggestion } from '@seamline/shared/contracts/outfits';
import { outfitKeys } from './query-keys';

type EventPages = InfiniteData<OutfitEventPage, string | undefined>;

/** Every cached events list with `event` replaced (matched by id; lists without it unchanged). */
export function patchEventInLists(queryClient: QueryClient, event: OutfitEvent): void {
  queryClient.setQueriesData<EventPages>({ queryKey: outfitKeys.eventLists }, (data) => {
    if (!data?.pages.some((p) => p.items.some((e) => e.id === event.id))) return data;
    return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((e) => (e.id === event.id ? { ...e, ...event } : e)) })) };
  });
}

/** Every cached events list without the event `eventId`. */
export function removeEventFromLists(queryClient: QueryClient, eventId: string): void {
  queryClient.setQueriesData<EventPages>({ queryKey: outfitKeys.eventLists }, (data) => {
    if (!data?.pages.some((p) => p.items.some((e) => e.id === eventId))) return data;
    return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((e) => e.id !== eventId) })) };
  });
}

/** The cached details of `event` with its event fields replaced (suggestions, collaborators and conditions kept). */
export function patchEventDetails(queryClient: QueryClient, event: OutfitEvent): void {
  queryClient.setQueryData<OutfitEventDetails>(outfitKeys.details(event.id), (data) => (data ? { ...data, ...event } : data));
}

/** One suggestion of the cached details changed by `patch` (also the final outfit when it is that one). */
export function patchSuggestion(queryClient: QueryClient, eventId: string, suggestionId: string, patch: (s: OutfitSuggestion) => OutfitSuggestion): void {
  queryClient.setQueryData<OutfitEventDetails>(outfitKeys.details(eventId), (data) => {
    if (!data) return data;
    return {
      ...data,
      suggestions: data.suggestions.map((s) => (s.id === suggestionId ? patch(s) : s)),
      finalOutfit: data.finalOutfit?.id === suggestionId ? patch(data.finalOutfit) : data.finalOutfit,
    };
  });
}
