/**
 * Privacy settings of the caller (spec 01 §3 UserPrivacySettings): `GET|PUT
 * /api/users/{id}/privacy`. PUT sends the whole set; the answer replaces the cache.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import { api } from '@/lib/api-client';
import { useToggleMutation } from '@/lib/use-toggle-mutation';

const privacyKey = (userId: string) => ['privacy', userId] as const;

export function privacyQueryOptions(userId: string) {
  return queryOptions({
    queryKey: privacyKey(userId),
    queryFn: ({ signal }): Promise<PrivacySettings> => api('GET /api/users/{userId}/privacy', { params: { userId }, signal }),
    retry: false,
  });
}

/** The settable part of the stored settings. */
export function privacyInput({ userId: _u, updatedAt: _t, ...input }: PrivacySettings): PrivacySettingsInput {
  return input;
}

/** The same settings, field by field. */
export function samePrivacy(a: PrivacySettingsInput, b: PrivacySettingsInput): boolean {
  const keys = Object.keys(a) as (keyof PrivacySettingsInput)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The caller's privacy settings as one coalesced value (`useToggleMutation`, issue 17 §3): a
 * change shows at once, changes made while a PUT runs are sent together in at most one more
 * PUT of the whole set, so two PUTs never race and the server ends with what is shown.
 * @param saved the settings the cache holds
 */
export function useSavePrivacy(
  userId: string,
  saved: PrivacySettings,
  callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useToggleMutation<PrivacySettingsInput>({
    value: privacyInput(saved),
    equals: samePrivacy,
    send: async (body) => {
      const answer = await api('PUT /api/users/{userId}/privacy', { params: { userId }, body });
      queryClient.setQueryData(privacyKey(userId), answer);
    },
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
  });
}
