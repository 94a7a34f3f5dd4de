/**
 * Admin access check for /performance (spec 02 §6): probe the performance endpoint with a
 * test flag. 401 → go to the admin login; any other failure → access denied.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export type AdminAccess = 'granted' | 'login-required' | 'denied';

export async function checkAdminAccess(signal?: AbortSignal): Promise<AdminAccess> {
  try {
    await api('POST /api/analytics/performance', { body: { test: true }, signal });
    return 'granted';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'login-required';
    return 'denied';
  }
}

export function adminAccessQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'access'],
    queryFn: ({ signal }) => checkAdminAccess(signal),
    staleTime: 0,
    gcTime: 0,
  });
}
