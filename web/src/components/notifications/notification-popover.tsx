/**
 * The bell and its 'Notifications' panel (spec 02 §2.9; issue 18), a Radix Popover (a dialog for
 * assistive technology: focus moves in, Escape or the close button closes it, focus returns to
 * the bell). Opening it marks everything seen (the badge goes to 0); a row marks itself read
 * and goes to its target; 'Clear All' asks first. Loading, error and empty states; 'Load more'
 * while older rows remain. Loaded on demand by `NotificationBell` (./notification-bell.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { toast } from 'sonner';
import { BellOff, X } from 'lucide-react';
import type { Notification } from '@seamline/shared/contracts/notifications';
import { SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/form-errors';
import { rowsOf } from '@/lib/notifications/cache';
import { notificationsQueryOptions, useClearNotifications, useMarkAllSeen, useMarkRead } from '@/lib/notifications/queries';
import { safeTarget } from '@/lib/notifications/target';
import { BELL_TRIGGER_CLASS, BellButtonContent, bellLabel } from './bell-button-content';
import { NotificationRow } from './notification-row';

export interface NotificationPopoverProps {
  userId: string;
  /** The badge count (from the bell's query). */
  count: number;
  /** Open at once (the stand-in was clicked before this module arrived). */
  defaultOpen: boolean;
  /** Move focus to the trigger at once (the stand-in had it). */
  autoFocus: boolean;
}

export default function NotificationPopover({ userId, count, defaultOpen, autoFocus }: NotificationPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const markAllSeen = useMarkAllSeen(userId);
  // Open = everything seen: on opening, and for rows that arrive while it is open.
  useEffect(() => {
    if (open && count > 0) markAllSeen();
  }, [open, count, markAllSeen]);
  // The stand-in had focus before this module arrived: the real trigger takes it.
  useEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={trigger} className={BELL_TRIGGER_CLASS} aria-label={bellLabel(count)}>
        <BellButtonContent count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <NotificationPanel onClose={() => setOpen(false)} />
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const list = useInfiniteQuery(notificationsQueryOptions());
  const markRead = useMarkRead();
  const rows = rowsOf(list.data);
  const [confirming, setConfirming] = useState(false);

  const openRow = (notification: Notification) => {
    if (!notification.isRead) markRead(notification.id);
    onClose();
    void navigate({ href: safeTarget(notification.targetUrl) });
  };

  return (
    <Popover.Content
      align="end"
      sideOffset={8}
      collisionPadding={8}
      aria-labelledby={titleId}
      data-testid="notification-panel"
      className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white text-stone-900 shadow-xl focus:outline-none"
    >
      <div className="flex items-center gap-2 border-b border-stone-200 py-2 pl-4 pr-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold tracking-tight">
          {SOCIAL_TEXTS.notificationsTitle}
        </h2>
        {rows.length > 0 && !confirming ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {SOCIAL_TEXTS.clearAll}
          </Button>
        ) : null}
        <Popover.Close className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" aria-label="Close notifications">
          <X className="size-4" aria-hidden />
        </Popover.Close>
      </div>
      {confirming ? <ClearAllConfirmation onDone={() => setConfirming(false)} /> : null}
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading notifications" />
          </div>
        ) : list.isError && rows.length === 0 ? (
          <div role="alert" className="grid justify-items-center gap-3 px-4 py-10 text-center text-sm text-stone-700">
            <p>Notifications could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <div className="grid justify-items-center gap-1 px-4 py-10 text-center">
            <BellOff className="mb-2 size-9 text-stone-400" aria-hidden />
            <p className="font-medium text-stone-900">{SOCIAL_TEXTS.noNotifications}</p>
            <p className="text-sm text-stone-600">{SOCIAL_TEXTS.noNotificationsHint}</p>
          </div>
        ) : (
          <>
            <ul aria-labelledby={titleId} className="grid gap-0.5">
              {rows.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onOpen={openRow} />
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </div>
    </Popover.Content>
  );
}

/** 'Clear All' asks first: the rows are deleted for good. */
function ClearAllConfirmation({ onDone }: { onDone: () => void }) {
  const clear = useClearNotifications();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => toast.error('Error', { description: serverMessage(error, 'Could not clear your notifications. Please try again.') }),
    });
  return (
    <div role="group" aria-label="Clear all notifications?" className="grid gap-2 border-b border-stone-200 bg-stone-50 px-4 py-3">
      <p className="text-sm text-stone-800">Clear all notifications? This cannot be undone.</p>
      <div className="flex justify-end gap-2">
        <Button ref={cancel} variant="outline" size="sm" onClick={onDone} disabled={clear.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" size="sm" onClick={confirm} pending={clear.isPending} pendingLabel="Clearing...">
          {SOCIAL_TEXTS.clearAll}
        </Button>
      </div>
    </div>
  );
}
