/**
 * Like, comments and share for one of the viewer's own items (a closet item: spec 02 §4 "If the
 * item has no post yet, a post is created first, then the like applies. The same lazy creation
 * applies to the first comment."). Until then nothing is created: the bar shows 0 likes and
 * the empty comment list; the first like or comment makes the viewer's post of the product
 * (`PUT /api/posts/by-product/{productId}`), and from then on the bar follows that post.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { postQueryOptions, productPostQueryOptions, type PostTarget } from '@/lib/social/posts';
import { BarButton } from './bar-button';
import { CommentsDialog } from './comments-dialog';
import { LikeButton } from './like-button';
import { ShareDialog } from './share-dialog';

export interface ItemSocialBarProps {
  viewerId: string;
  /** The product the post is about: a catalogue product id, or a custom closet item's id. */
  productId: string;
  name: string;
}

export function ItemSocialBar({ viewerId, productId, name }: ItemSocialBarProps) {
  // Filled by `resolvePostId` once a like or comment has got or created the post (never fetched here).
  const productPost = useQuery({ ...productPostQueryOptions(productId), enabled: false });
  const postId = productPost.data?.id ?? null;
  const post = useQuery({ ...postQueryOptions(postId ?? ''), enabled: false });
  const target: PostTarget = postId ? { postId } : { postId: null, productId };
  const [dialog, setDialog] = useState<'comments' | 'share' | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-2 rounded-xl border border-stone-200 px-2 py-1.5" data-testid="item-social-bar">
      <LikeButton viewerId={viewerId} target={target} post={post.data} subject={name} />
      <div className="ml-auto flex items-center gap-1">
        <BarButton icon={MessageCircle} label={`Comments on ${name}`} onClick={() => setDialog('comments')} count={post.data?.commentCount ?? 0} noun={['comment', 'comments']} />
        <BarButton icon={Share2} label={`Share ${name}`} onClick={() => setDialog('share')} />
        {postId ? (
          <Button variant="link" size="sm" asChild>
            <Link to="/posts/$postId" params={{ postId }}>
              View post
            </Link>
          </Button>
        ) : null}
      </div>
      <CommentsDialog open={dialog === 'comments'} onOpenChange={(open) => setDialog(open ? 'comments' : null)} target={target} subject={name} />
      <ShareDialog
        open={dialog === 'share'}
        onOpenChange={(open) => setDialog(open ? 'share' : null)}
        viewerId={viewerId}
        subject={{ kind: 'product', productId, name }}
      />
    </div>
  );
}
