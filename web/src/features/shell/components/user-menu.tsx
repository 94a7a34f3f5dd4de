/**
 * The header's avatar menu (spec 01 §2). The menu (Radix DropdownMenu with floating-ui, focus
 * scope and dismissable layer: ~20 KB gzip) is not part of the page's first load: an identical
 * avatar button stands in until the page is idle (`whenIdle`), or until the button is pointed at
 * or focused, and then the menu module (./user-menu-dropdown.tsx) takes its place. A click, Enter
 * or Space on the stand-in opens the menu as soon as it has loaded; focus moves to the real trigger.
 * If the module cannot load, the stand-in stays and the next use tries again.
 */
import { lazyComponent, useLazyTrigger } from '@/lib/use-lazy-trigger';
import { useCurrentUser } from '@/lib/session';
import { AccountAvatar, ACCOUNT_TRIGGER_CLASS } from './account-avatar';
import type UserMenuDropdown from './user-menu-dropdown';

const dropdown = lazyComponent<typeof UserMenuDropdown>(() => import('./user-menu-dropdown'));

export function UserMenu() {
  const user = useCurrentUser();
  const { Component: Menu, openOnLoad, autoFocus, standIn } = useLazyTrigger(dropdown);
  if (!user) return null;
  if (Menu) return <Menu user={user} defaultOpen={openOnLoad} autoFocus={autoFocus} />;
  return (
    <button
      type="button"
      className={ACCOUNT_TRIGGER_CLASS}
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      {...standIn}
    >
      <AccountAvatar user={user} />
    </button>
  );
}
