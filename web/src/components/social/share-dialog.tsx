/**
 * The share dialog (issue 18; spec 02 §7 Share, §8 toasts), opened from the product dialog in
 * Discover, a closet item and a post:
 * - for a product: an optional caption (≤ 2,200, counter) and 'Share with followers', which
 *   creates a post (`POST /api/posts`, one Idempotency-Key per press) → 'Shared!' / 'Item shared
 *   with your connections';
 * - for an existing post: the link only — sharing a post with one's followers is the post's
 *   share toggle (a repost, one per person, issue 32; `share-button.tsx`), and sending its link
 *   is not a repost;
 * - always: the post's link `${origin}/posts/{postId}` — Copy link ('Link copied!') and, where
 *   the browser has one, its share sheet. A product without a post yet gets its post first
 *   (`PUT /api/posts/by-product/{id}`, the same lazy post a first like makes).
 */
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Copy, Send, Share2 } from 'lucide-react';
import { SOCIAL_LIMITS, SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { formToasts } from '@/lib/form-toasts';
import { socialErrorText } from '@/lib/social/error-text';
import { postShareUrl, resolvePostId, useCreatePost } from '@/lib/social/posts';
import { canShareNatively, copyToClipboard, isShareAbort } from '@/lib/social/share-link';
import { CharacterCounter } from './character-counter';

export type ShareSubject =
  /** A product (catalogue or closet): sharing creates a post about it. */
  | { kind: 'product'; productId: string; name: string }
  /** An existing post. */
  | { kind: 'post'; postId: string; name: string };

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: string;
  subject: ShareSubject;
  /** Shared with followers or through the share sheet (e.g. record the catalogue 'share' interaction). */
  onShared?: () => void;
}

const toasts = formToasts('share');

export function ShareDialog({ open, onOpenChange, viewerId, subject, onShared }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>Share</DialogTitle>
          <DialogDescription>{subject.name}</DialogDescription>
        </DialogHeader>
        {open ? <ShareForm viewerId={viewerId} subject={subject} onShared={onShared} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ viewerId, subject, onShared }: { viewerId: string; subject: ShareSubject; onShared?: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [caption, setCaption] = useState('');
  // The post the link points to: the shared post, or the one 'Share with followers' created.
  const [postId, setPostId] = useState<string | null>(subject.kind === 'post' ? subject.postId : null);
  const createPost = useCreatePost(viewerId);
  const sharing = createPost.isPending;

  const shared = () => {
    toasts.success(SOCIAL_TEXTS.shared, { description: SOCIAL_TEXTS.sharedDescription });
    onShared?.();
  };
  const shareWithFollowers = () => {
    if (subject.kind !== 'product') return;
    const text = caption.trim();
    createPost.mutate(
      { productId: subject.productId, ...(text ? { caption: text } : {}) },
      {
        onSuccess: (post) => {
          setPostId(post.id);
          setCaption('');
          shared();
        },
        onError: (error) => toasts.error('Error', { description: socialErrorText(error, SOCIAL_TEXTS.postFailed) }),
      },
    );
  };

  /** The link's post id: known, or the product's post got or created now. */
  const linkPostId = (): Promise<string> =>
    postId ? Promise.resolve(postId) : resolvePostId(queryClient, { postId: null, productId: (subject as { productId: string }).productId });

  const [copying, setCopying] = useState(false);
  const copyLink = async () => {
    setCopying(true);
    const url = linkPostId().then((pid) => postShareUrl(pid));
    try {
      await copyToClipboard(url);
      toast.success(SOCIAL_TEXTS.linkCopied, { description: await url });
    } catch (error) {
      toast.error('Error', { description: socialErrorText(error, 'Could not copy the link') });
    } finally {
      setCopying(false);
    }
  };
  const shareNatively = async () => {
    try {
      const url = postShareUrl(await linkPostId());
      await navigator.share({ title: subject.name, url });
    } catch (error) {
      if (!isShareAbort(error)) toast.error('Error', { description: socialErrorText(error, 'Could not share this item') });
      return;
    }
    shared();
  };

  const posted = subject.kind === 'product' && postId !== null;
  return (
    <div className="grid gap-5">
      {subject.kind === 'product' && !posted ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-caption`} className="text-sm font-medium text-stone-800">
            Caption <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <Textarea
            id={`${id}-caption`}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            maxLength={SOCIAL_LIMITS.captionMax}
            rows={3}
            placeholder="Say something about it..."
            aria-describedby={`${id}-count`}
            className="resize-none"
          />
          <div className="flex justify-end">
            <CharacterCounter id={`${id}-count`} length={caption.length} max={SOCIAL_LIMITS.captionMax} />
          </div>
        </div>
      ) : null}
      {subject.kind === 'post' ? null : posted ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Shared with your followers.{' '}
          <Link to="/posts/$postId" params={{ postId: postId! }} className="font-medium underline underline-offset-2">
            View post
          </Link>
        </p>
      ) : (
        <Button variant="accent" onClick={shareWithFollowers} pending={sharing}>
          <Send aria-hidden />
          Share with followers
        </Button>
      )}
      <div className={subject.kind === 'post' ? 'grid gap-2' : 'grid gap-2 border-t border-stone-200 pt-4'}>
        <p className="text-sm font-medium text-stone-800">Share a link</p>
        {postId ? (
          <input
            readOnly
            value={postShareUrl(postId)}
            aria-label="Link to the post"
            onFocus={(e) => e.currentTarget.select()}
            className="h-9 w-full rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm text-stone-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          />
        ) : null}
        <div className="flex flex-wrap gap-2 [&>button]:flex-1">
          <Button variant="outline" onClick={() => void copyLink()} pending={copying}>
            <Copy aria-hidden />
            Copy link
          </Button>
          {canShareNatively() ? (
            <Button variant="outline" onClick={() => void shareNatively()}>
              <Share2 aria-hidden />
              Share via...
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
