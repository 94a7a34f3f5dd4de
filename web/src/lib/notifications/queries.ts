/**
 * The bell's data (issue 18; spec 02 §2.9, §4 Notifications socket): the list with the badge
 * count over REST (first paint and resync after a reconnect; live frames edit this cache, see
 * `use-realtime.ts`), and the writes — all seen when the panel opens, one row read when it is
 * clicked (over the socket when it is open, else REST), Clear All.
 */
import { useCallback } from 'react';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sendRealtime } from '@/lib/realtime-channel';
import { cleared, withRead, withUnseen, type NotificationList } from './cache';
import { notificationKeys } from './query-keys';

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => api('GET /api/notifications', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The bell was opened: the badge goes to 0 at once; `mark_all_seen` over the socket, else `POST /api/notifications/seen`. */
export function useMarkAllSeen(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const setUnseen = (count: number) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) => (data ? withUnseen(data, count) : data));
    setUnseen(0);
    if (sendRealtime({ action: 'mark_all_seen', userId })) return;
    api('POST /api/notifications/seen').then(
      ({ unseenCount }) => setUnseen(unseenCount),
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
    );
  }, [queryClient, userId]);
}

/** A row was clicked: its dot goes at once; `mark_read` over the socket, else `POST /api/notifications/{id}/read`. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (notificationId: string) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) => (data ? withRead(data, notificationId) : data));
      if (sendRealtime({ action: 'mark_read', notificationId })) return;
      api('POST /api/notifications/{notificationId}/read', { params: { notificationId } }).then(
        ({ unseenCount }) => queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) => (data ? withUnseen(data, unseenCount) : data)),
        () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
      );
    },
    [queryClient],
  );
}

/** Clear All (`DELETE /api/notifications`), after the panel's confirmation. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/notifications'),
    onSuccess: () => queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) => (data ? cleared(data) : data)),
  });
}
