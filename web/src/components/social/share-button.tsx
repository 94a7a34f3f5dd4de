/**
 * The post share toggle (issue 32): a share is the viewer's repost of the post to their followers,
 * one per person. A toggle for assistive technology (`aria-pressed`) reading 'Share' or 'Shared'
 * (with the post's subject for screen readers), the count of people who share beside it. Not
 * optimistic: disabled while its request runs (the spinner replaces the icon), then it shows the
 * server's answer; a failure toasts (spec 02 §8 style) and leaves the state as it was.
 */
import { Repeat2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Post } from '@seamline/shared/contracts/posts';
import { SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { Button } from '@/components/ui/button';
import { socialErrorText } from '@/lib/social/error-text';
import { useSharePost } from '@/lib/social/posts';
import { shareButtonText } from '@/lib/social/share-state';
import { cn } from '@/lib/utils';

export interface ShareButtonProps {
  post: Pick<Post, 'id' | 'sharedByMe' | 'shareCount'>;
  /** What is shared, for the accessible name ('Share Linen Shirt' / 'Shared Linen Shirt'). */
  subject: string;
}

export function ShareButton({ post, subject }: ShareButtonProps) {
  const mutation = useSharePost();
  const shared = post.sharedByMe;
  const toggle = () =>
    mutation.mutate(
      { postId: post.id, share: !shared },
      {
        onSuccess: (result) => (result.shared ? toast.success(SOCIAL_TEXTS.shared, { description: SOCIAL_TEXTS.sharedDescription }) : toast(SOCIAL_TEXTS.unshared)),
        onError: (error) => toast.error('Error', { id: 'post-share', description: socialErrorText(error, shared ? SOCIAL_TEXTS.unshareFailed : SOCIAL_TEXTS.shareFailed) }),
      },
    );
  return (
    <span className="inline-flex items-center">
      <Button
        variant="ghost"
        size="sm"
        className={cn('h-9 gap-1.5 px-2 text-sm text-stone-600', shared && 'text-brand-700')}
        aria-pressed={shared}
        pending={mutation.isPending}
        onClick={toggle}
        data-testid="share-button"
      >
        {mutation.isPending ? null : <Repeat2 aria-hidden className={cn(shared && 'text-brand-600')} />}
        {shareButtonText(shared)}
        <span className="sr-only"> {subject}</span>
      </Button>
      <span className="min-w-4 pr-1 text-sm tabular-nums text-stone-700" data-testid="share-button-count">
        {post.shareCount.toLocaleString('en-US')}
        <span className="sr-only"> {post.shareCount === 1 ? 'share' : 'shares'}</span>
      </span>
    </span>
  );
}
