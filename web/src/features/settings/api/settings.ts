/**
 * Settings calls (issue 17 §4): save settings (the answer replaces the current user in the
 * cache, so every form picks the new default units at once), change the password, and sign
 * out of all other devices.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, PublicUser } from '@seamline/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { currentUserKey } from '@/lib/session';

export type SettingsChange = { preferredUnits?: PublicUser['preferredUnits']; newMoodboardsPublic?: boolean };

/** `PATCH /api/users/{userId}/settings`. */
export function useSaveSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) => api('PATCH /api/users/{userId}/settings', { params: { userId }, body: change }),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** `POST /api/auth/change-password`. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordInput) => api('POST /api/auth/change-password', { body }) });
}

/** `POST /api/auth/sessions/end-others`. */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => api('POST /api/auth/sessions/end-others') });
}
