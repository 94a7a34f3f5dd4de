/**
 * `GET /api/posts/{postId}` as a query, on its own: the post page's route loader asks for it
 * while the page's code loads, and route files are in the initial bundle, so this file keeps
 * to the API client and the keys.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Post } from '@seamline/shared/contracts/posts';
import { api } from '@/lib/api-client';
import { socialKeys } from './query-keys';

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: socialKeys.post(postId),
    queryFn: ({ signal }): Promise<Post> => api('GET /api/posts/{postId}', { params: { postId }, signal }),
  });
}
