/**
 * A person's posts (issue 18: the profile gains a Posts list): `GET /api/users/{userId}/posts`,
 * newest first, 20 a page with 'Load more'; each a post card (like, comments, share, delete for
 * the author). Loading, error and empty states.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { Spinner } from '@/components/ui/spinner';
import { allItems } from '@/lib/social/page-cache';
import { userPostsQueryOptions } from '@/lib/social/posts';
import { PostCard } from './post-card';

export interface UserPostsListProps {
  userId: string;
  viewerId: string;
  /** Their name for the empty state ('Ana has not posted yet'); omitted on one's own profile. */
  name?: string;
  headingLevel?: 2 | 3;
}

export function UserPostsList({ userId, viewerId, name, headingLevel = 3 }: UserPostsListProps) {
  const query = useInfiniteQuery(userPostsQueryOptions(userId));
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading posts" />
      </div>
    );
  }
  if (query.isError) return <LoadError message="Could not load the posts" onRetry={() => void query.refetch()} />;
  const posts = allItems(query.data);
  if (posts.length === 0) {
    const own = userId === viewerId;
    return (
      <EmptyState
        icon={Newspaper}
        title="No posts yet"
        hint={own ? 'Share an item from your closet or from Discover, and it shows up here for your followers.' : `${name ?? 'They'} ${name ? 'has' : 'have'} not posted anything yet.`}
      />
    );
  }
  return (
    <div>
      <ul aria-label="Posts" className="mx-auto grid max-w-xl gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={viewerId} variant="list" headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}
