/**
 * A post (issue 18): the author (name and @username linking to their profile, relative time),
 * the product card, the caption (text, line breaks kept), up to 4 photos, and the bar — like
 * toggle with the liker line, comments, share — plus Delete for the author (confirmed first), and
 * for everyone else the '⋯' menu with Report (issue 33 §3).
 * `variant="page"` is the post page's (comments inline below it: the Comments button moves
 * focus there); `"list"` is a card in a person's posts (comments open in the dialog, the time
 * links to the post page).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Link2, MessageCircle, Shirt, Trash2 } from 'lucide-react';
import type { Post } from '@seamline/shared/contracts/posts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReportMenu } from '@/components/moderation/report-menu';
import { formatPrice } from '@/lib/catalogue/format-price';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { fullNameOf } from '@/lib/social/names';
import { CommentsDialog } from './comments-dialog';
import { DeletePostDialog } from './delete-post-dialog';
import { BarButton } from './bar-button';
import { LikeButton } from './like-button';
import { ShareButton } from './share-button';
import { ShareDialog } from './share-dialog';

export interface PostCardProps {
  post: Post;
  viewerId: string;
  variant: 'page' | 'list';
  /** Page variant: what the Comments button does (focus the inline thread). */
  onComments?: () => void;
  /** The post was deleted (the page leaves; a list has already dropped it). */
  onDeleted?: () => void;
  headingLevel?: 2 | 3;
}

export function PostCard({ post, viewerId, variant, onComments, onDeleted, headingLevel = 2 }: PostCardProps) {
  const [dialog, setDialog] = useState<'comments' | 'share' | 'delete' | null>(null);
  const author = post.author;
  const name = fullNameOf(author);
  const subject = post.product?.name ?? 'this post';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const time = (
    <time dateTime={post.createdAt} title={exactTime(post.createdAt)}>
      {relativeTime(post.createdAt)}
    </time>
  );
  return (
    <Card className="overflow-hidden" data-testid="post-card">
      <header className="flex items-center gap-3 p-4">
        <Link to="/closet/$userId" params={{ userId: author.id }} tabIndex={-1} aria-hidden className="shrink-0">
          <Avatar name={name} src={author.profileImageUrl} className="size-10" />
        </Link>
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-sm font-semibold text-stone-900">
            <Link to="/closet/$userId" params={{ userId: author.id }} className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
              {name}
            </Link>
          </Heading>
          <p className="text-xs text-stone-500">
            <span className="break-all">@{author.username}</span> ·{' '}
            {variant === 'list' ? (
              <Link to="/posts/$postId" params={{ postId: post.id }} className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                {time}
                <span className="sr-only"> (open the post)</span>
              </Link>
            ) : (
              time
            )}
          </p>
        </div>
        {author.id === viewerId ? (
          <Button variant="ghost" size="icon" className="size-9 text-stone-500 hover:text-red-700" aria-label="Delete post" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden />
          </Button>
        ) : (
          <ReportMenu subject={{ type: 'post', id: post.id, person: { id: author.id, name } }} label={`More options for ${name}'s post`} />
        )}
      </header>

      {post.images.length > 0 ? (
        <PostImages images={post.images} subject={subject} />
      ) : post.product?.imageUrl ? (
        <div className="bg-stone-50">
          <img src={post.product.imageUrl} alt={`${post.product.name} by ${post.product.brand}`} className="mx-auto aspect-[4/5] max-h-96 w-full object-contain" />
        </div>
      ) : null}
      <ProductSummary product={post.product} withImage={post.images.length > 0} />
      {post.caption ? <p className="whitespace-pre-wrap break-words px-4 pb-3 text-sm text-stone-800">{post.caption}</p> : null}

      <footer className="flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-stone-100 px-2 py-2">
        <LikeButton viewerId={viewerId} target={{ postId: post.id }} post={post} subject={subject} />
        <div className="ml-auto flex items-center gap-1">
          <BarButton
            icon={MessageCircle}
            label={`Comments on ${subject}`}
            onClick={() => (variant === 'page' && onComments ? onComments() : setDialog('comments'))}
            count={post.commentCount}
            noun={['comment', 'comments']}
            testId="comments-button"
          />
          <ShareButton post={post} subject={subject} />
          <BarButton icon={Link2} label={`Send a link to ${subject}`} onClick={() => setDialog('share')} testId="share-link-button" />
        </div>
      </footer>

      {variant === 'list' ? (
        <CommentsDialog open={dialog === 'comments'} onOpenChange={(open) => setDialog(open ? 'comments' : null)} target={{ postId: post.id }} subject={subject} />
      ) : null}
      <ShareDialog
        open={dialog === 'share'}
        onOpenChange={(open) => setDialog(open ? 'share' : null)}
        viewerId={viewerId}
        subject={{ kind: 'post', postId: post.id, name: subject }}
      />
      <DeletePostDialog postId={post.id} open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} onDeleted={onDeleted} />
    </Card>
  );
}

function PostImages({ images, subject }: { images: string[]; subject: string }) {
  return (
    <ul aria-label="Photos" className={images.length === 1 ? 'grid' : 'grid grid-cols-2 gap-0.5'}>
      {images.map((src, index) => (
        <li key={src}>
          <img src={src} alt={`${subject}, photo ${index + 1} of ${images.length}`} loading="lazy" className="aspect-square w-full bg-stone-100 object-cover" />
        </li>
      ))}
    </ul>
  );
}

/** The product's brand, name and price; with its thumbnail when the post's own photos are shown above. */
function ProductSummary({ product, withImage }: { product: Post['product']; withImage: boolean }) {
  if (!product) {
    return <p className="mx-4 my-3 rounded-xl border border-dashed border-stone-300 p-3 text-sm text-stone-600">This item is no longer available.</p>;
  }
  return (
    <div className="mx-4 my-3 flex items-center gap-3" data-testid="post-product">
      {!withImage ? null : product.imageUrl ? (
        <img src={product.imageUrl} alt="" width={64} height={80} className="aspect-[4/5] w-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
      ) : (
        <span className="flex aspect-[4/5] w-16 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400">
          <Shirt className="size-6" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-stone-500">{product.brand}</p>
        <p className="truncate text-sm font-medium text-stone-900">{product.name}</p>
        {product.price !== null ? <p className="text-sm text-stone-700">{formatPrice(product.price, product.currency ?? 'USD')}</p> : null}
      </div>
    </div>
  );
}
