/**
 * Catalogue writes (spec 02 §2.12, §7): interactions (a view when a product opens, which also
 * records a recent find; like; share) and Add to Closet. Hooks do not toast: the components
 * that call them do (spec 02 §8 texts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';
import { useToggleMutation } from '../use-toggle-mutation';
import type { INTERACTION_TYPES } from '@seamline/shared/contracts/catalogue';
import { api } from '@/lib/api-client';
import { setFeedProductLiked } from '@/lib/feed/queries';
import { catalogueKeys } from './query-keys';

export type InteractionType = (typeof INTERACTION_TYPES)[number];
/** Where an interaction happened (the recent find's `source`). */
export type InteractionSource = 'discover' | 'trending' | 'recommendations' | 'moodboard' | 'collection' | 'link';

export interface InteractionInput {
  productId: string;
  type: InteractionType;
  source: InteractionSource;
}

/** `POST /api/interactions` {productId, type, source}: a like also changes 'Trending Now', so that list is refreshed. */
export function useRecordInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InteractionInput) => api('POST /api/interactions', { body: input }),
    onSuccess: (_result, input) => {
      if (input.type === 'like') void queryClient.invalidateQueries({ queryKey: catalogueKeys.trending() });
      // A view or like is a recent find ('Recently viewed' on Discover).
      void queryClient.invalidateQueries({ queryKey: ['catalogue', 'recent-finds'] });
    },
  });
}

/**
 * The viewer's like of a product as a toggle (Discover; issue 18: unlike exists now): `POST
 * /api/interactions` {type: 'like'} to like, `DELETE /api/interactions` {productId, type: 'like'}
 * to unlike, through `useToggleMutation` (shows at once, quick presses coalesced, a failure
 * flips back and calls `onError` with the attempted state). 'Trending Now' is refreshed after;
 * the saved state is written into the loaded home feed pages (product cards' `likedByMe`), so a
 * like made on Discover or on one feed card shows on every card of the product.
 * @param liked the server's state (the opening 'view' answers it; a feed card's `likedByMe`)
 */
export function useProductLikeToggle(
  productId: string,
  source: InteractionSource,
  liked: boolean,
  onError: (error: unknown, attempted: boolean) => void,
) {
  const queryClient = useQueryClient();
  return useToggleMutation({
    value: liked,
    send: (next) =>
      next
        ? api('POST /api/interactions', { body: { productId, type: 'like', source } })
        : api('DELETE /api/interactions', { body: { productId, type: 'like' } }),
    onSuccess: (value) => setFeedProductLiked(queryClient, productId, value),
    onError: (error, attempted) => onError(error, attempted),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.trending() }),
  });
}

/**
 * `POST /api/closets/{closetId}/items` {productId, notes} with closetId = the signed-in user's id
 * (every user's default closet has their id; the spec's hard-coded closet 1 is gone). Adding
 * the same product twice is harmless (the server answers the existing item).
 * @param userId the signed-in user
 */
export function useAddToCloset(userId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ productId, notes, idempotencyKey }: WithIdempotencyKey<{ productId: string; notes?: string | null }>) =>
      api('POST /api/closets/{closetId}/items', { params: { closetId: userId }, body: { productId, notes: notes ?? null }, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['closet'] }),
  });
}
