/**
 * Follow / Following toggle (spec 01 §4: the button toggles between Follow and Following by
 * isFollowing). A toggle button for assistive technology (`aria-pressed`, the person's name
 * after the visible text); it flips at once (optimistic, see `useFollowToggle`) and ignores
 * further presses until the server answers.
 */
import { UserCheck, UserPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useFollowToggle, type FollowTarget } from '@/lib/people/use-follow';

export interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  viewerId: string;
  person: FollowTarget;
  /** Text when not following (e.g. 'Follow Back' on one's followers tab). */
  followLabel?: string;
}

export function FollowButton({ viewerId, person, followLabel = 'Follow', size = 'sm', className }: FollowButtonProps) {
  const toggle = useFollowToggle(viewerId);
  const following = person.isFollowing;
  return (
    <Button
      size={size}
      variant={following ? 'outline' : 'accent'}
      className={className}
      aria-pressed={following}
      aria-busy={toggle.isPending || undefined}
      // Not `disabled` while busy: a disabled button drops keyboard focus.
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(person);
      }}
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : followLabel}
      <span className="sr-only"> {person.name}</span>
    </Button>
  );
}
