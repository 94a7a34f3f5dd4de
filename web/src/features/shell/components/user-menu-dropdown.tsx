/**
 * The avatar menu itself (Radix DropdownMenu): Profile (/profile), Settings (/settings; Edit Profile is linked from it), Sign out
 * (spec 01 §2). Loaded on demand by `UserMenu` (./user-menu.tsx), which shows the same avatar button
 * until then; `defaultOpen` opens it at once when the button was used before this module arrived,
 * `autoFocus` moves focus to its trigger when the stand-in button had it.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, User } from 'lucide-react';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/session';
import { AccountAvatar, ACCOUNT_TRIGGER_CLASS } from './account-avatar';

export default function UserMenuDropdown({ user, defaultOpen, autoFocus }: { user: PublicUser; defaultOpen: boolean; autoFocus: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus && !defaultOpen) trigger.current?.focus();
  }, [autoFocus, defaultOpen]);

  const onSignOut = async () => {
    await signOut(queryClient);
    await navigate({ to: '/login' });
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={ACCOUNT_TRIGGER_CLASS} aria-label="Account menu">
        <AccountAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium text-stone-900">{user.name}</p>
          <p className="text-xs text-stone-500">@{user.username}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate({ to: '/profile' })}>
          <User aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: '/settings' })}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
