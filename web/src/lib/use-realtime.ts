/**
 * Keep the realtime socket open while the signed-in shell is mounted (spec 02 §4 Notifications
 * socket, §7 frames; issue 18):
 * - after open it sends `authenticate` {userId}; the server answers `authenticated` and the
 *   badge count (`unread_count`);
 * - `notification`, `unread_count`, `notification_read` and `all_notifications_seen` edit the
 *   bell's cached list (`lib/notifications/cache.ts`), so every tab's badge follows at once;
 * - a reopened connection may have missed frames: the list is fetched again over REST;
 * - the open connection is registered for the bell's own frames (`realtime-channel.ts`), and every
 *   frame is passed on to the screens listening there (the home feed's `feed_updated`); the channel
 *   says whether pushes reach this tab (after `authenticated`, until the socket closes) and tells
 *   listeners when a subscription comes back after a gap;
 * - when the server says the session ended (signed out elsewhere, expired), the app signs out
 *   here too;
 * - after the 5 reconnect tries, coming back online or to the tab connects again.
 * The ws client (and the zod schemas it parses frames with) is loaded once the page has loaded
 * and the main thread is idle, so it stays off the path of the first screen.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';
import { applyFrame, type NotificationList } from './notifications/cache';
import { notificationKeys } from './notifications/query-keys';
import { publishRealtimeFrame, setRealtimeLive, setRealtimeSender } from './realtime-channel';
import { currentUserKey } from './session';

export function useRealtime(userId: string | undefined): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined' || !userId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      void import('./ws-client').then(({ connectWs, wsUrlFor }) => {
        if (cancelled) return;
        let authenticatedBefore = false;
        const client = connectWs({
          url: wsUrlFor(window.location),
          userId,
          onOpen: (reconnected) => {
            if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
          },
          onStatus: (status) => {
            if (status !== 'connected') setRealtimeLive(false);
          },
          onMessage: (message) => {
            if (message.type === 'authenticated') {
              setRealtimeLive(true, { resubscribed: authenticatedBefore });
              authenticatedBefore = true;
            }
            if (message.type === 'session_ended') {
              client.close();
              queryClient.clear();
              queryClient.setQueryData(currentUserKey, null);
              void navigate({ to: '/login' });
              return;
            }
            queryClient.setQueryData<NotificationList>(notificationKeys.list(), (data) => applyFrame(data, message));
            publishRealtimeFrame(message);
          },
        });
        const send = client.send.bind(client);
        setRealtimeSender(send);
        const retry = () => {
          if (document.visibilityState === 'visible') client.reconnect();
        };
        window.addEventListener('online', retry);
        document.addEventListener('visibilitychange', retry);
        stop = () => {
          window.removeEventListener('online', retry);
          document.removeEventListener('visibilitychange', retry);
          setRealtimeSender(null);
          setRealtimeLive(false);
          client.close();
        };
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [navigate, queryClient, userId]);
}
