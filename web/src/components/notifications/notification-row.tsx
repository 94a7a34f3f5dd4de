/**
 * One notification (spec 02 §2.9): the latest actor's avatar with the type's icon on it, the
 * message, the relative time and an unread dot. The whole row is a link to its target (a post,
 * a profile, the followers list…); the panel marks it read and closes on click.
 */
import type { MouseEvent } from 'react';
import { Bell, CalendarDays, Heart, MessageCircle, Share2, UserPlus, type LucideIcon } from 'lucide-react';
import type { Notification } from '@seamline/shared/contracts/notifications';
import type { NotificationType } from '@seamline/shared/contracts/social-constants';
import { Avatar } from '@/components/ui/avatar';
import { safeTarget } from '@/lib/notifications/target';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { fullNameOf } from '@/lib/social/names';
import { cn } from '@/lib/utils';

const TYPE_ICONS: Record<NotificationType, { icon: LucideIcon; tone: string; label: string }> = {
  like: { icon: Heart, tone: 'bg-red-500', label: 'Like' },
  comment: { icon: MessageCircle, tone: 'bg-sky-600', label: 'Comment' },
  follow: { icon: UserPlus, tone: 'bg-violet-600', label: 'New follower' },
  post_share: { icon: Share2, tone: 'bg-emerald-600', label: 'Share' },
  event_invite: { icon: CalendarDays, tone: 'bg-amber-600', label: 'Event invitation' },
  other: { icon: Bell, tone: 'bg-stone-700', label: 'Seamline' },
};

export function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const { icon: Icon, tone, label } = TYPE_ICONS[notification.type];
  const actor = notification.actors[0];
  const href = safeTarget(notification.targetUrl);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open a new tab; a plain click navigates inside the app.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(notification);
  };
  return (
    <li>
      <a
        href={href}
        onClick={onClick}
        data-testid="notification-row"
        className={cn(
          'flex items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
          !notification.isRead && 'bg-brand-50/60',
        )}
      >
        <span className="relative shrink-0">
          {actor ? (
            <Avatar name={fullNameOf(actor)} src={actor.profileImageUrl} className="size-10" aria-hidden />
          ) : (
            <span className="flex size-10 items-center justify-center rounded-full bg-stone-100" aria-hidden>
              <img src="/favicon.svg" alt="" className="size-6" />
            </span>
          )}
          <span className={cn('absolute -bottom-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full text-white ring-2 ring-white', tone)}>
            <Icon className="size-3" aria-hidden />
            <span className="sr-only">{label}:</span>
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-stone-800', !notification.isRead && 'font-medium text-stone-900')}>{notification.message}</span>
          <time dateTime={notification.createdAt} title={exactTime(notification.createdAt)} className="mt-0.5 block text-xs text-stone-500">
            {relativeTime(notification.createdAt)}
          </time>
        </span>
        {notification.isRead ? null : (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" data-testid="unread-dot">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </a>
    </li>
  );
}
