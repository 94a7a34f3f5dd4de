/** The bell icon with its unread badge ('99+' above 99, spec 02 §2.9 / §9), shared by the stand-in and the real trigger. */
import { Bell } from 'lucide-react';
import { badgeText } from '@seamline/shared/contracts/social-constants';

export const BELL_TRIGGER_CLASS =
  'relative inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=open]:bg-stone-100';

/** The trigger's accessible name: 'Notifications' or 'Notifications, 3 new'. */
export function bellLabel(count: number): string {
  const text = badgeText(count);
  return text ? `Notifications, ${text} new` : 'Notifications';
}

export function BellButtonContent({ count }: { count: number }) {
  const text = badgeText(count);
  return (
    <>
      <Bell className="size-5" aria-hidden />
      {text ? (
        <span
          data-testid="notification-badge"
          aria-hidden
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {text}
        </span>
      ) : null}
    </>
  );
}
