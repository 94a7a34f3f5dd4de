/**
 * Whose board it is: 'by you' for the viewer's own board, else the owner's avatar and name
 * linking to their profile (`GET /api/users/{userId}/profile`). While the profile loads, or if
 * it cannot be read, the line stays out rather than showing a wrong name.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Avatar } from '@/components/ui/avatar';
import { profileQueryOptions } from '@/lib/people/profile-query';

export function MoodboardOwner({ ownerId, viewerId }: { ownerId: string; viewerId: string }) {
  const own = ownerId === viewerId;
  const profile = useQuery({ ...profileQueryOptions(ownerId), enabled: !own });
  if (own) return <p className="text-sm text-stone-600">Your moodboard</p>;
  if (!profile.data) return null;
  const { name, username, avatar } = profile.data;
  return (
    <Link
      to="/closet/$userId"
      params={{ userId: ownerId }}
      className="inline-flex items-center gap-2 rounded-lg text-sm text-stone-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <Avatar name={name} src={avatar} className="size-7" />
      <span>
        by <span className="font-medium text-stone-900">{name}</span> <span className="text-stone-500">@{username}</span>
      </span>
    </Link>
  );
}
