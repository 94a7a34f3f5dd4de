/**
 * TanStack Query client with the data-client defaults of spec 01 §9: no retries, no refetch
 * on window focus, no polling, data never stale unless a query says otherwise.
 */
import { QueryClient } from '@tanstack/react-query';

/** A fresh client (one per app; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
