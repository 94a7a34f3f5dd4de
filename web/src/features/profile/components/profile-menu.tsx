/**
 * The profile's menu (spec 02 §2.1): Edit Profile (/profile-edit), Privacy Settings (the
 * privacy and notification switches on /settings) and Logout (ends the session on the server,
 * clears the query cache and session storage, goes to /login).
 */
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, MoreHorizontal, Pencil, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/session';

export function ProfileMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await signOut(queryClient);
    await navigate({ to: '/login' });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Profile menu">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void navigate({ to: '/profile-edit' })}>
          <Pencil aria-hidden /> Edit Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: '/settings', hash: 'privacy' })}>
          <ShieldCheck aria-hidden /> Privacy Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
