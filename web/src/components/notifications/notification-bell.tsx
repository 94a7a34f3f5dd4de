/**
 * The notification bell of the shell (spec 02 §2.9; issue 18), in the header on every width.
 * The list (and with it the badge count) is fetched once the page is idle and kept current by
 * the socket's frames (`use-realtime.ts`). The panel (Radix Popover with date-fns: not part of
 * the first load) is loaded when idle, or as soon as the bell is pointed at or focused; until
 * then an identical stand-in button shows the badge, and a click on it opens the panel once it
 * has arrived. New notifications are announced to screen readers in a polite live region.
 */
import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIdle } from '@/lib/idle';
import { lazyComponent, useLazyTrigger } from '@/lib/use-lazy-trigger';
import { rowsOf, unseenOf } from '@/lib/notifications/cache';
import { notificationsQueryOptions } from '@/lib/notifications/queries';
import { BELL_TRIGGER_CLASS, BellButtonContent, bellLabel } from './bell-button-content';
import type NotificationPopover from './notification-popover';

const popover = lazyComponent<typeof NotificationPopover>(() => import('./notification-popover'));

export function NotificationBell({ userId }: { userId: string }) {
  const idle = useIdle();
  const list = useInfiniteQuery({ ...notificationsQueryOptions(), enabled: idle });
  const count = unseenOf(list.data);
  const { Component: Panel, openOnLoad, autoFocus, standIn } = useLazyTrigger(popover);
  const announcement = useNewNotificationAnnouncement(list.data);

  return (
    <>
      {Panel ? (
        <Panel userId={userId} count={count} defaultOpen={openOnLoad} autoFocus={autoFocus} />
      ) : (
        <button
          type="button"
          className={BELL_TRIGGER_CLASS}
          aria-label={bellLabel(count)}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...standIn}
        >
          <BellButtonContent count={count} />
        </button>
      )}
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

/**
 * 'New notification: Ana liked your post' when an unread row arrives at the top of the list
 * after it first loaded (a live frame or a resync), else ''.
 */
function useNewNotificationAnnouncement(data: Parameters<typeof rowsOf>[0]): string {
  const top = rowsOf(data)[0];
  const topKey = top ? `${top.id}@${top.createdAt}` : null;
  const seen = useRef<string | null | undefined>(undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (data === undefined) return;
    if (seen.current === undefined) {
      seen.current = topKey;
      return;
    }
    if (topKey === seen.current) return;
    seen.current = topKey;
    if (top && !top.isRead) setText(`New notification: ${top.message}`);
  }, [data, top, topKey]);
  return text;
}
