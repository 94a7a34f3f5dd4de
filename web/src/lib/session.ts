/**
 * The signed-in user (spec 01 §6: signed in when `GET /api/auth/user` returns data, a 401
 * means no user) and sign-out. Shared by the route guards, the shell and every screen.
 */
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { api, ApiError } from './api-client';

export const currentUserKey = ['auth', 'user'] as const;

/**
 * The current user, or null when signed out. A 401 (no cookie) means signed out (spec 01 §7);
 * so does a 403: API Gateway answers 403 when a cookie is sent but its session is unknown or
 * ended (expired, signed out elsewhere, data reset), and that visitor must reach /login too.
 */
async function fetchCurrentUser(signal: AbortSignal): Promise<PublicUser | null> {
  try {
    return await api('GET /api/auth/user', { on401: 'null', signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** Current user: fresh for 5 minutes, no retry, no refetch on focus (spec 01 §7). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The current user or null; suspends only if the guard has not loaded it yet. */
export function useCurrentUser(): PublicUser | null {
  return useSuspenseQuery(currentUserQueryOptions()).data;
}

/**
 * Sign out: ask the server to end the session (`POST /api/auth/logout`; a 404 while that
 * route does not exist yet is ignored), clear session storage and reset the query cache.
 * The caller then navigates to /login.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api('POST /api/auth/logout');
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 401))) {
      console.warn('[seamline] sign-out request failed', error);
    }
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  queryClient.clear();
  queryClient.setQueryData(currentUserKey, null);
}
