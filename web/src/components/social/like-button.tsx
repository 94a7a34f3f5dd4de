/**
 * The post like toggle and its liker line (spec 02 §4 Like toggle, §9 'Ana, Ben, Cy +12 others').
 * A toggle button for assistive technology (`aria-pressed`); it flips at once and stays
 * operable while the request runs (`aria-busy`; quick presses are coalesced, a failure flips
 * back with the §8 toast — see `usePostLike`).
 */
import { Heart } from 'lucide-react';
import type { Post } from '@seamline/shared/contracts/posts';
import { Button } from '@/components/ui/button';
import { usePostLike } from '@/lib/social/likes';
import type { PostTarget } from '@/lib/social/posts';
import { cn } from '@/lib/utils';

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
    <div className="flex min-w-0 items-center gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="h-9 gap-1.5 px-2.5"
        aria-pressed={like.liked}
        aria-busy={like.pending || undefined}
        aria-label={`Like ${subject}`}
        onClick={like.toggle}
        data-testid="like-button"
      >
        <Heart className={cn('transition-colors', like.liked ? 'fill-red-500 text-red-500' : 'text-stone-600')} aria-hidden />
        <span className="tabular-nums" aria-hidden>
          {like.count}
        </span>
      </Button>
      <span className="sr-only" aria-live="polite">
        {like.count === 1 ? '1 like' : `${like.count} likes`}
      </span>
      {showLikers && like.likers ? (
        <p className="truncate text-sm text-stone-600" data-testid="liker-line">
          <span className="sr-only">Liked by </span>
          {like.likers}
        </p>
      ) : null}
    </div>
  );
}
