/**
 * Settings calls (issue 17 §4): save settings (the answer's changed fields go into the current
 * user in the cache, so every form picks the new default units at once), change the password,
 * and sign out of all other devices.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, PublicUser } from '@seamline/shared/contracts/auth';
import { api } from '@/lib/api-client';
import { currentUserKey } from '@/lib/session';
import { useToggleMutation } from '@/lib/use-toggle-mutation';

export type SettingsChange = { preferredUnits?: PublicUser['preferredUnits']; newMoodboardsPublic?: boolean };

/**
 * `PATCH /api/users/{userId}/settings` and the answer into the cache. Only the fields the call
 * changed are taken from the answer: the units and the moodboard switch save independently,
 * and a late answer to one must not put back an older value of the other.
 */
async function saveSettings(queryClient: QueryClient, userId: string, change: SettingsChange): Promise<PublicUser> {
  const user = await api('PATCH /api/users/{userId}/settings', { params: { userId }, body: change });
  const changed: SettingsChange = {};
  if (change.preferredUnits !== undefined) changed.preferredUnits = user.preferredUnits;
  if (change.newMoodboardsPublic !== undefined) changed.newMoodboardsPublic = user.newMoodboardsPublic;
  queryClient.setQueryData<PublicUser | null>(currentUserKey, (old) => (old ? { ...old, ...changed } : user));
  return user;
}

/** Save a settings change (the units selects: disabled while their request runs). */
export function useSaveSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (change: SettingsChange) => saveSettings(queryClient, userId, change) });
}

/** The 'New moodboards are public' switch: coalesced (`useToggleMutation`, issue 17 §3). */
export function useNewMoodboardsPublic(user: PublicUser, callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useToggleMutation({
    value: user.newMoodboardsPublic,
    send: (newMoodboardsPublic) => saveSettings(queryClient, user.id, { newMoodboardsPublic }),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
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

/** `DELETE /api/users/{userId}` {password} (issue 22): 202 once the account is being deleted. */
export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (password: string) => api('DELETE /api/users/{userId}', { params: { userId }, body: { password } }) });
}
