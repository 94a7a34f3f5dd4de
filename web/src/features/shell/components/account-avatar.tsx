/** The signed-in user's avatar as the account menu's trigger content, and the trigger's classes. */
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { Avatar } from '@/components/ui/avatar';

/** Classes of the account menu's trigger (its stand-in and the real one look the same). */
export const ACCOUNT_TRIGGER_CLASS =
  'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2';

export function AccountAvatar({ user }: { user: PublicUser }) {
  return <Avatar name={user.name} src={user.profileImageUrl} />;
}
