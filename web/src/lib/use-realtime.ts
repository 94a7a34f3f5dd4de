/**
 * Keep the realtime socket open while the signed-in shell is mounted. When the server says
 * the session ended (signed out elsewhere, expired), the app signs out here too.
 * The ws client (and the zod schemas it parses frames with) is loaded once the page has loaded
 * and the main thread is idle, so it stays off the path of the first screen.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';
import { currentUserKey } from './session';

export function useRealtime(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let cancelled = false;
    let close: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      void import('./ws-client').then(({ connectWs, wsUrlFor }) => {
        if (cancelled) return;
        const client = connectWs({
          url: wsUrlFor(window.location),
          onMessage: (message) => {
            if (message.type !== 'session_ended') return;
            client.close();
            queryClient.clear();
            queryClient.setQueryData(currentUserKey, null);
            void navigate({ to: '/login' });
          },
        });
        close = () => client.close();
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      close?.();
    };
  }, [navigate, queryClient]);
}
