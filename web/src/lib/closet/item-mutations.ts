/**
 * Custom item writes (issue 7, spec 02 §2.3 Add custom item, §2.4 Edit Item, §7): create with
 * uploaded photo keys, update fields and photos. On success everything cached of the closet is
 * invalidated (`closetKeys.closet`), so the preview, the organizer groups and totals refetch.
 * No toasts here: the dialogs show the §8 texts.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';
import type { ClosetItem, CreateCustomItem, UpdateCustomItem } from '@seamline/shared/contracts/closet';
import { api } from '../api-client';
import { closetKeys } from './query-keys';

export interface CreateCustomItemInput {
  closetId: string;
  body: CreateCustomItem;
}
export interface UpdateCustomItemInput {
  closetId: string;
  itemId: string;
  body: UpdateCustomItem;
}

/** Options of the create mutation: `POST /api/closets/{closetId}/custom-items`, then invalidate the closet. */
export function createCustomItemMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ closetId, body, idempotencyKey }: WithIdempotencyKey<CreateCustomItemInput>) =>
      api('POST /api/closets/{closetId}/custom-items', { params: { closetId }, body, idempotencyKey }) as Promise<ClosetItem>,
    onSuccess: (_item: ClosetItem, { closetId }: CreateCustomItemInput) => queryClient.invalidateQueries({ queryKey: closetKeys.closet(closetId) }),
  };
}

/** Options of the update mutation: `PUT /api/closets/{closetId}/custom-items/{itemId}`, then invalidate the closet. */
export function updateCustomItemMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ closetId, itemId, body }: UpdateCustomItemInput) =>
      api('PUT /api/closets/{closetId}/custom-items/{itemId}', { params: { closetId, itemId }, body }) as Promise<ClosetItem>,
    onSuccess: (_item: ClosetItem, { closetId }: UpdateCustomItemInput) => queryClient.invalidateQueries({ queryKey: closetKeys.closet(closetId) }),
  };
}

/** Hook: create a custom item. */
export function useCreateCustomItem() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(createCustomItemMutation(queryClient));
}

/** Hook: update an item of the caller's closet. */
export function useUpdateCustomItem() {
  const queryClient = useQueryClient();
  return useMutation(updateCustomItemMutation(queryClient));
}
