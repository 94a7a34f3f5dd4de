/**
 * Privacy settings of the caller (spec 01 §3 UserPrivacySettings): `GET|PUT
 * /api/users/{id}/privacy`. PUT sends the whole set; the answer replaces the cache.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import { api } from '@/lib/api-client';

const privacyKey = (userId: string) => ['privacy', userId] as const;

export function privacyQueryOptions(userId: string) {
  return queryOptions({
    queryKey: privacyKey(userId),
    queryFn: ({ signal }): Promise<PrivacySettings> => api('GET /api/users/{userId}/privacy', { params: { userId }, signal }),
    retry: false,
  });
}

export function useSavePrivacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettingsInput) => api('PUT /api/users/{userId}/privacy', { params: { userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(privacyKey(userId), saved),
  });
}
