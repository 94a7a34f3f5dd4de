/**
 * The post like toggle and its liker line (spec 02 §4 Like toggle, §9 'Ana, Ben, Cy +12 others').
 * A toggle button for assistive technology (`aria-pressed`); it flips at once and stays
 * operable while the request runs (`aria-busy`; quick presses are coalesced, a failure flips
 * back with the §8 toast — see `usePostLike`).
 */
import { Heart } from 'lucide-react';
import type { Post } from '@seamline/shared/contracts/posts';
import { usePostLike } from '@/lib/social/likes';
import type { PostTarget } from '@/lib/social/posts';
import { BarButton } from './bar-button';

export interface LikeButtonProps {
  viewerId: string;
  target: PostTarget;
  /** The cached post (undefined for a product without a post yet). */
  post: Post | undefined;
  /** What is liked, for the accessible name ('Like Linen Shirt'). */
  subject: string;
  showLikers?: boolean;
}

export function LikeButton({ viewerId, target, post, subject, showLikers = true }: LikeButtonProps) {
  const like = usePostLike(viewerId, target, post);
  return (
    <div className="flex min-w-0 items-center gap-1">
      <BarButton
        icon={Heart}
        iconClassName={like.liked ? 'fill-red-500 text-red-500' : undefined}
        label={`Like ${subject}`}
        pressed={like.liked}
        busy={like.pending}
        onClick={like.toggle}
        count={like.count}
        noun={['like', 'likes']}
        testId="like-button"
      />
      {showLikers && like.likers ? (
        <p className="min-w-0 truncate text-sm text-stone-600" data-testid="liker-line">
          <span className="sr-only">Liked by </span>
          {like.likers}
        </p>
      ) : null}
    </div>
  );
}
