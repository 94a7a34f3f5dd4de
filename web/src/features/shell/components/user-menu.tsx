/**
 * The header's avatar menu (spec 01 §2). The menu (Radix DropdownMenu with floating-ui, focus
 * scope and dismissable layer: ~20 KB gzip) is not part of the page's first load: an identical
 * avatar button stands in until the page is idle (`whenIdle`), or until the button is pointed at
 * or focused, and then the menu module (./user-menu-dropdown.tsx) takes its place. A click, Enter
 * or Space on the stand-in opens the menu as soon as it has loaded; focus moves to the real trigger.
 * If the module cannot load, the stand-in stays and the next use tries again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { useCurrentUser } from '@/lib/session';
import { AccountAvatar, ACCOUNT_TRIGGER_CLASS } from './account-avatar';
import type UserMenuDropdown from './user-menu-dropdown';

type Dropdown = typeof UserMenuDropdown;
let loadedDropdown: Dropdown | null = null;
const loadDropdown = () =>
  import('./user-menu-dropdown').then((m) => {
    loadedDropdown = m.default;
    return m.default;
  });

export function UserMenu() {
  const user = useCurrentUser();
  const [Menu, setMenu] = useState<Dropdown | null>(() => loadedDropdown);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const load = useCallback(() => {
    loadDropdown().then(
      (menu) => setMenu(() => menu),
      () => undefined, // offline or a stale deploy: keep the stand-in; using it tries again
    );
  }, []);
  useEffect(() => (Menu ? undefined : whenIdle(load)), [Menu, load]);
  if (!user) return null;
  if (Menu) return <Menu user={user} defaultOpen={openOnLoad} autoFocus={focused.current} />;
  return (
    <button
      type="button"
      className={ACCOUNT_TRIGGER_CLASS}
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <AccountAvatar user={user} />
    </button>
  );
}
