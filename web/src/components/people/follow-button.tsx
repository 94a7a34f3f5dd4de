/**
 * Follow / Following toggle (spec 01 §4: the button toggles between Follow and Following by
 * isFollowing). A toggle button for assistive technology (`aria-pressed`, the person's name
 * after the visible text); it flips at once (optimistic, see `useFollowToggle`). While the
 * server has not answered it is `aria-busy` with a spinner in place of its icon, and stays
 * pressable: further presses only change the wanted state, which is sent once the request in
 * flight is done (issue 17 §3). Not `disabled` while busy: a disabled button drops keyboard focus.
 */
import { UserCheck, UserPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { SpinnerIcon } from '@/components/ui/spinner';
import { useFollowToggle, type FollowTarget } from '@/lib/people/use-follow';

export interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  viewerId: string;
  person: FollowTarget;
  /** Text when not following (e.g. 'Follow Back' on one's followers tab). */
  followLabel?: string;
}

export function FollowButton({ viewerId, person, followLabel = 'Follow', size = 'sm', className }: FollowButtonProps) {
  const follow = useFollowToggle(viewerId, person);
  const following = follow.value;
  return (
    <Button
      size={size}
      variant={following ? 'outline' : 'accent'}
      className={className}
      aria-pressed={following}
      aria-busy={follow.pending || undefined}
      onClick={() => follow.set(!following)}
    >
      {follow.pending ? <SpinnerIcon /> : following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : followLabel}
      <span className="sr-only"> {person.name}</span>
    </Button>
  );
}
