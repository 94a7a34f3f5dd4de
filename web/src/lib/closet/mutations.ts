/**
 * Writes of a closet's organizer (spec 02 §2.2, §4 closet reorder, §7): move an item, delete an
 * item, create/rename/delete a section. None of them toasts — the calling component shows the
 * §8 texts. The options factories (`…Mutation(queryClient)`) hold the behaviour and are
 * unit-tested without React; the hooks wrap them.
 */
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useIdempotentMutation } from '../use-idempotent-mutation';
import { UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import type { ClosetItem, ClosetSection } from '@seamline/shared/contracts/closet';
import { api } from '../api-client';
import { closetKeys } from './query-keys';
import type { ClosetItemPage } from './queries';

/** The organizer group of an item: its section id, or `UNSECTIONED` for 'My Items'. */
export function groupOf(item: Pick<ClosetItem, 'sectionId'>): string {
  return item.sectionId ?? UNSECTIONED;
}

/** Byte-order comparison of fractional keys (the API's order; `localeCompare` would differ). */
export function compareOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Pages = InfiniteData<ClosetItemPage, string | undefined>;

/** Remove `itemId` from every cached page of one group (no-op when the group is not cached). */
function removeFromGroup(queryClient: QueryClient, closetId: string, group: string, itemId: string) {
  queryClient.setQueryData<Pages>(closetKeys.items(closetId, group), (data) =>
    data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== itemId) })) },
  );
}

/**
 * Put `item` into its group's cached pages at its order: in the page whose last loaded key is
 * after it, else at the end of the last page when no page follows (else it is left out — it
 * will come with "Load more").
 */
function insertIntoGroup(queryClient: QueryClient, closetId: string, item: ClosetItem) {
  queryClient.setQueryData<Pages>(closetKeys.items(closetId, groupOf(item)), (data) => {
    if (!data) return data;
    const pages = data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== item.id) }));
    let index = pages.findIndex((p) => p.items.some((i) => compareOrder(i.order, item.order) > 0));
    if (index === -1) {
      const last = pages.length - 1;
      if (last < 0 || pages[last]!.nextCursor !== null) return { ...data, pages };
      index = last;
    }
    const page = pages[index]!;
    const items = [...page.items, item].sort((a, b) => compareOrder(a.order, b.order));
    pages[index] = { ...page, items };
    return { ...data, pages };
  });
}

/** A move computed by the organizer: the item as it was and where it goes. */
export interface MoveClosetItemInput {
  item: ClosetItem;
  /** New fractional key, `generateKeyBetween(prev?.order ?? null, next?.order ?? null)` in the target group. */
  order: string;
  /** Target section, `null` = 'My Items'. */
  sectionId: string | null;
}

/**
 * Move one item (`PATCH /api/closet-items/{itemId}` {order, sectionId} — ONE write). The cache
 * changes at once (optimistic: out of its old group, into the new one at its key); the answer
 * replaces the optimistic copy. On failure every list of the closet is refetched (the caller toasts).
 */
export function moveClosetItemMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ item, order, sectionId }: MoveClosetItemInput): Promise<ClosetItem> =>
      api('PATCH /api/closet-items/{itemId}', { params: { itemId: item.id }, body: { order, sectionId } }),
    onMutate: async ({ item, order, sectionId }: MoveClosetItemInput) => {
      const closetId = item.closetId;
      await queryClient.cancelQueries({ queryKey: [...closetKeys.closet(closetId), 'items'] });
      removeFromGroup(queryClient, closetId, groupOf(item), item.id);
      insertIntoGroup(queryClient, closetId, { ...item, order, sectionId });
    },
    onSuccess: (saved: ClosetItem) => {
      insertIntoGroup(queryClient, saved.closetId, saved);
      void queryClient.invalidateQueries({ queryKey: closetKeys.preview(saved.closetId) });
    },
    onError: (_error: unknown, { item }: MoveClosetItemInput) => queryClient.invalidateQueries({ queryKey: closetKeys.closet(item.closetId) }),
  };
}

/** React hook of `moveClosetItemMutation`. */
export function useMoveClosetItem() {
  return useMutation(moveClosetItemMutation(useQueryClient()));
}

/** Delete one of the caller's items (and its photos); refetches everything of that closet (lists, total). */
export function deleteClosetItemMutation(queryClient: QueryClient) {
  return {
    mutationFn: (item: Pick<ClosetItem, 'id' | 'closetId'>) => api('DELETE /api/closet-items/{itemId}', { params: { itemId: item.id } }),
    onSuccess: (_r: unknown, item: Pick<ClosetItem, 'id' | 'closetId'>) => queryClient.invalidateQueries({ queryKey: closetKeys.closet(item.closetId) }),
  };
}

/** React hook of `deleteClosetItemMutation`. */
export function useDeleteClosetItem() {
  return useMutation(deleteClosetItemMutation(useQueryClient()));
}

/** A new section of the caller's closet (name required after trimming, description optional). */
export interface CreateSectionInput {
  closetId: string;
  name: string;
  description?: string | null;
  /** The action's Idempotency-Key (added by `useIdempotentMutation`). */
  idempotencyKey?: string;
}

/** Create a section (`POST /api/closets/{closetId}/sections`); refetches the closet's sections. */
export function createSectionMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ closetId, name, description, idempotencyKey }: CreateSectionInput): Promise<ClosetSection> =>
      api('POST /api/closets/{closetId}/sections', { params: { closetId }, body: { name, description: description ?? null, closetId }, idempotencyKey }),
    onSuccess: (_s: ClosetSection, { closetId }: CreateSectionInput) => queryClient.invalidateQueries({ queryKey: closetKeys.sections(closetId) }),
  };
}

/** React hook of `createSectionMutation`. */
export function useCreateSection() {
  return useIdempotentMutation(createSectionMutation(useQueryClient()));
}

/** Rename / re-describe a section of the caller's closet. */
export interface UpdateSectionInput {
  closetId: string;
  sectionId: string;
  name?: string;
  description?: string | null;
}

/** `PATCH /api/closets/sections/{sectionId}`; refetches the closet's sections. */
export function updateSectionMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ sectionId, name, description }: UpdateSectionInput): Promise<ClosetSection> =>
      api('PATCH /api/closets/sections/{sectionId}', { params: { sectionId }, body: { name, description } }),
    onSuccess: (_s: ClosetSection, { closetId }: UpdateSectionInput) => queryClient.invalidateQueries({ queryKey: closetKeys.sections(closetId) }),
  };
}

/** React hook of `updateSectionMutation`. */
export function useUpdateSection() {
  return useMutation(updateSectionMutation(useQueryClient()));
}

/**
 * Delete a section (`DELETE /api/closets/sections/{sectionId}`): its items move to 'My Items'
 * on the server, so every list of that closet is refetched.
 */
export function deleteSectionMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ sectionId }: { closetId: string; sectionId: string }) => api('DELETE /api/closets/sections/{sectionId}', { params: { sectionId } }),
    onSuccess: (_r: unknown, { closetId }: { closetId: string; sectionId: string }) =>
      queryClient.invalidateQueries({ queryKey: closetKeys.closet(closetId) }),
  };
}

/** React hook of `deleteSectionMutation`. */
export function useDeleteSection() {
  return useMutation(deleteSectionMutation(useQueryClient()));
}
