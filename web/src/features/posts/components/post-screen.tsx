/**
 * The post page (issue 18): the post (author, product, caption, photos), the like toggle with
 * the liker line, share, Delete for its author, and the comments inline (the same thread as the
 * comments dialog). A deleted or unknown post shows 'Post not found'.
 */
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { FileX } from 'lucide-react';
import { SOCIAL_ERRORS } from '@seamline/shared/contracts/social-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { CommentThread } from '@/components/social/comment-thread';
import { PostCard } from '@/components/social/post-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { fullNameOf } from '@/lib/social/names';
import { postQueryOptions } from '@/lib/social/posts';

const route = getRouteApi('/_authed/_shell/posts/$postId');

export function PostScreen() {
  const { postId } = route.useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const post = useQuery(postQueryOptions(postId));
  const comments = useRef<HTMLElement>(null);
  if (!user) return null;

  const notFound = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">{SOCIAL_ERRORS.postNotFound}</h1>
        <EmptyState icon={FileX} title={SOCIAL_ERRORS.postNotFound} hint="This post was deleted, or the link is not quite right.">
          <Button asChild variant="outline">
            <Link to="/">Go to the home page</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">Post</h1>
        <LoadError message="This post could not be loaded." onRetry={() => void post.refetch()} />
      </div>
    );
  }
  if (!post.data) {
    return (
      <div className="mx-auto grid max-w-xl gap-4" role="status" aria-label="Loading the post">
        <div className="h-[32rem] animate-pulse rounded-2xl border border-stone-200 bg-white" />
      </div>
    );
  }

  const data = post.data;
  const focusComments = () => {
    comments.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    comments.current?.querySelector('textarea')?.focus({ preventScroll: true });
  };
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <h1 className="sr-only">Post by {fullNameOf(data.author)}</h1>
      <PostCard
        post={data}
        viewerId={user.id}
        variant="page"
        onComments={focusComments}
        onDeleted={() => void navigate({ to: '/profile', replace: true })}
      />
      <Card className="p-4 sm:p-6">
        <section ref={comments} aria-labelledby="post-comments-heading" className="grid gap-4">
          <h2 id="post-comments-heading" className="text-base font-semibold tracking-tight">
            Comments{data.commentCount > 0 ? ` (${data.commentCount.toLocaleString('en-US')})` : ''}
          </h2>
          <CommentThread target={{ postId: data.id }} />
        </section>
      </Card>
    </div>
  );
}
