/**
 * Pure edits of the cached notification list (issue 18; spec 02 §4 Notifications socket, §7
 * frames). The badge is `unseenCount` of the first page (the server's O(1) counter, pushed as
 * `unread_count`); rows carry their own read state (the unread dot).
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { ServerMessage } from '@seamline/shared/contracts/realtime';
import { SOCIAL_LIMITS } from '@seamline/shared/contracts/social-constants';

export interface NotificationPage {
  items: Notification[];
  unseenCount: number;
  nextCursor: string | null;
}
export type NotificationList = InfiniteData<NotificationPage, unknown>;

const withFirstPage = (data: NotificationList, change: (page: NotificationPage) => NotificationPage): NotificationList => ({
  ...data,
  pages: data.pages.map((page, index) => (index === 0 ? change(page) : page)),
});

/** The badge count (0 before the list has loaded). */
export function unseenOf(data: NotificationList | undefined): number {
  return data?.pages[0]?.unseenCount ?? 0;
}

/** Every loaded row, newest first. */
export function rowsOf(data: NotificationList | undefined): Notification[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * A new or changed row (an aggregated row merges and moves to the top): at the top, once,
 * and at most {@link SOCIAL_LIMITS.notificationsKept} rows loaded (spec 02 §9).
 */
export function withNotification(data: NotificationList, notification: Notification): NotificationList {
  let budget = SOCIAL_LIMITS.notificationsKept - 1;
  const pages = data.pages.map((page, index) => {
    const rest = page.items.filter((row) => row.id !== notification.id).slice(0, Math.max(0, budget));
    budget -= rest.length;
    return index === 0 ? { ...page, items: [notification, ...rest] } : { ...page, items: rest };
  });
  return { ...data, pages };
}

export function withUnseen(data: NotificationList, count: number): NotificationList {
  return withFirstPage(data, (page) => ({ ...page, unseenCount: count }));
}

export function withRead(data: NotificationList, notificationId: string): NotificationList {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((row) => (row.id === notificationId && !row.isRead ? { ...row, isRead: true } : row)) })),
  };
}

/** Clear All: no rows, nothing unseen, no further page. */
export function cleared(data: NotificationList): NotificationList {
  return { pages: [{ items: [], unseenCount: 0, nextCursor: null }], pageParams: [data.pageParams[0]] };
}

/**
 * The list after a server frame; unchanged (the same object) for frames that are not about the
 * list or when nothing is cached yet (the first GET brings the current state).
 */
export function applyFrame(data: NotificationList | undefined, frame: ServerMessage): NotificationList | undefined {
  if (!data || data.pages.length === 0) return data;
  switch (frame.type) {
    case 'notification':
      return withNotification(data, frame.notification);
    case 'unread_count':
      return withUnseen(data, frame.count);
    case 'notification_read':
      return withRead(data, frame.notificationId);
    case 'all_notifications_seen':
      return withUnseen(data, 0);
    default:
      return data;
  }
}
