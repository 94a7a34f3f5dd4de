/**
 * Notification preferences (issue 18): `GET|PUT /api/users/{userId}/notification-preferences`,
 * the whole set per PUT; quick changes are coalesced through `useToggleMutation` (one PUT at a
 * time, the last carries the final set). A type turned off is neither stored nor pushed.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@seamline/shared/contracts/notifications';
import { NOTIFICATION_PREFERENCE_KEYS } from '@seamline/shared/contracts/social-constants';
import { api } from '@/lib/api-client';
import { useToggleMutation } from '@/lib/use-toggle-mutation';
import { notificationKeys } from './query-keys';

export function notificationPreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }): Promise<NotificationPreferences> =>
      api('GET /api/users/{userId}/notification-preferences', { params: { userId }, signal }),
  });
}

export const samePreferences = (a: NotificationPreferences, b: NotificationPreferences): boolean =>
  NOTIFICATION_PREFERENCE_KEYS.every((key) => a[key] === b[key]);

export function useSaveNotificationPreferences(
  userId: string,
  saved: NotificationPreferences,
  callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useToggleMutation<NotificationPreferences>({
    value: saved,
    equals: samePreferences,
    send: async (body) => {
      const answer = await api('PUT /api/users/{userId}/notification-preferences', { params: { userId }, body });
      queryClient.setQueryData(notificationKeys.preferences(userId), answer);
    },
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
  });
}
