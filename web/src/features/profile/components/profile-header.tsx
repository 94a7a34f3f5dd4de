/** Profile header: avatar initial, full name or username, @username, bio, follow links. */
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function ProfileHeader({ user }: { user: PublicUser }) {
  return (
    <Card className="mb-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <Avatar name={user.name} src={user.profileImageUrl} className="size-20 text-2xl [&>span]:text-2xl" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-2xl font-semibold tracking-tight">{user.name}</h1>
        <p className="text-sm text-stone-500">@{user.username}</p>
        {user.bio ? <p className="mt-2 max-w-prose text-sm text-stone-700">{user.bio}</p> : null}
        <div className="mt-3 flex gap-4 text-sm">
          <Link
            to="/followers/$userId"
            params={{ userId: user.id }}
            search={{ tab: 'following' }}
            className="font-medium text-stone-700 underline-offset-4 hover:underline"
          >
            Following
          </Link>
          <Link
            to="/followers/$userId"
            params={{ userId: user.id }}
            search={{ tab: 'followers' }}
            className="font-medium text-stone-700 underline-offset-4 hover:underline"
          >
            Followers
          </Link>
        </div>
      </div>
      <Button asChild variant="outline">
        <Link to="/profile-edit">Edit Profile</Link>
      </Button>
    </Card>
  );
}
