/**
 * One card of the home feed (spec 02 §2.10; issue 19): the coloured type label and the time,
 * the friend header (name and @username linking to their profile), the image, name, brand,
 * category and price, 'Perfect Fit' on fit matches, the size badge, the `reason` line, and the
 * bar:
 * - friend_post: the post's like toggle (with its liker line), comments dialog, share toggle (a
 *   repost, issue 32) and the link dialog — the social layer's components on the post (cached by
 *   the feed query);
 * - product items (fit match, AI pick): the product like toggle (as on Discover), comments on
 *   the viewer's lazy post of the product (spec 02 §4: made by the first comment) and share;
 * - moodboard: a link to the board.
 * A friend's post carries the '⋯' menu with Report beside the friend (issue 33 §3).
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Heart, LayoutGrid, Link2, MessageCircle, Share2, Shirt } from 'lucide-react';
import type { FeedItem, FeedProduct } from '@seamline/shared/contracts/feed';
import { FEED_TEXTS, FEED_TYPE_LABELS } from '@seamline/shared/contracts/feed-constants';
import { SOCIAL_TEXTS } from '@seamline/shared/contracts/social-constants';
import { FitBadge } from '@/components/catalogue/fit-badge';
import { ReportMenu } from '@/components/moderation/report-menu';
import { BarButton } from '@/components/social/bar-button';
import { CommentsDialog } from '@/components/social/comments-dialog';
import { LikeButton } from '@/components/social/like-button';
import { ShareButton } from '@/components/social/share-button';
import { ShareDialog } from '@/components/social/share-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/catalogue/format-price';
import { useProductLikeToggle } from '@/lib/catalogue/mutations';
import { feedItemPost } from '@/lib/feed/feed-items';
import { exactTime, relativeTime } from '@/lib/relative-time';
import { socialErrorText } from '@/lib/social/error-text';
import { fullNameOf } from '@/lib/social/names';
import { postQueryOptions } from '@/lib/social/posts';
import { cn } from '@/lib/utils';

/** Label colours (text ≥ 4.5:1 on its background). */
const TONES = {
  violet: 'bg-violet-100 text-violet-800',
  green: 'bg-emerald-100 text-emerald-800',
  pink: 'bg-pink-100 text-pink-800',
  blue: 'bg-sky-100 text-sky-800',
} as const;

export interface FeedCardProps {
  item: FeedItem;
  viewerId: string;
  /** The first card's image is the page's LCP candidate. */
  priority?: boolean;
}

export function FeedCard({ item, viewerId, priority = false }: FeedCardProps) {
  const type = FEED_TYPE_LABELS[item.type];
  const titleId = `feed-${item.id}-title`;
  const { product, moodboard, actor, fitMatch } = item;
  const title = moodboard?.name ?? product?.name ?? (item.post?.caption || (actor ? `${fullNameOf(actor)}'s post` : 'Post'));
  const image = item.post?.images[0] ?? product?.images[0] ?? moodboard?.coverImage ?? null;
  const size = fitMatch?.size ?? product?.recommendedSize ?? null;
  return (
    <Card className="overflow-hidden" data-testid="feed-card" data-type={item.type} data-item-id={item.id}>
      <article aria-labelledby={titleId}>
        <div className="flex items-center gap-2 px-4 pt-3">
          <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[type.tone])} data-testid="feed-label">
            {item.label || type.label}
          </span>
          <time dateTime={item.createdAt} title={exactTime(item.createdAt)} className="ml-auto text-xs text-stone-600">
            {relativeTime(item.createdAt)}
          </time>
        </div>
        {actor ? (
          <div className="flex items-center gap-3 px-4 pt-3" data-testid="feed-actor">
            <Link to="/closet/$userId" params={{ userId: actor.id }} tabIndex={-1} aria-hidden className="shrink-0">
              <Avatar name={fullNameOf(actor)} src={actor.profileImageUrl} className="size-9" />
            </Link>
            <p className="min-w-0 text-sm leading-tight">
              <Link
                to="/closet/$userId"
                params={{ userId: actor.id }}
                className="block truncate rounded font-semibold text-stone-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {fullNameOf(actor)}
              </Link>
              <Link
                to="/closet/$userId"
                params={{ userId: actor.id }}
                tabIndex={-1}
                className="block truncate text-xs text-stone-600 hover:underline"
              >
                @{actor.username}
              </Link>
            </p>
            {item.post ? (
              <ReportMenu
                subject={{ type: 'post', id: item.post.id, person: { id: item.post.author.id, name: fullNameOf(item.post.author) } }}
                label={`More options for ${fullNameOf(item.post.author)}'s post`}
                className="ml-auto"
              />
            ) : null}
          </div>
        ) : null}

        <FeedImage src={image} alt={title} priority={priority} />

        <div className="space-y-1.5 px-4 pt-3">
          <h3 id={titleId} className="line-clamp-2 text-base font-semibold text-stone-900">
            <TitleLink item={item}>{title}</TitleLink>
          </h3>
          {product ? <ProductLine product={product} /> : null}
          {moodboard ? (
            <p className="text-sm text-stone-600">
              {moodboard.itemCount} {moodboard.itemCount === 1 ? 'item' : 'items'}
            </p>
          ) : null}
          {item.post?.caption && product ? <p className="whitespace-pre-wrap break-words text-sm text-stone-800">{item.post.caption}</p> : null}
          <div className="flex flex-wrap items-center gap-1.5">
            {item.type === 'fit_match' ? (
              <span className="inline-flex items-center rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="perfect-fit">
                {FEED_TEXTS.perfectFit}
              </span>
            ) : null}
            {product?.fitScore != null && item.type !== 'fit_match' ? <FitBadge score={product.fitScore} /> : null}
            {size ? (
              <span className="inline-flex items-center rounded-full border border-stone-300 px-2 py-0.5 text-xs font-medium text-stone-800" data-testid="size-badge">
                Size {size}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-stone-600" data-testid="feed-reason">
            {item.reason}
          </p>
        </div>

        <FeedBar item={item} viewerId={viewerId} subject={title} />
      </article>
    </Card>
  );
}

function FeedImage({ src, alt, priority }: { src: string | null; alt: string; priority: boolean }) {
  if (!src) {
    return (
      <div className="mx-4 mt-3 flex aspect-[4/3] items-center justify-center rounded-xl bg-stone-100 text-stone-400">
        <Shirt className="size-10" aria-hidden />
      </div>
    );
  }
  return (
    <div className="mx-4 mt-3 overflow-hidden rounded-xl bg-stone-100">
      <img
        src={src}
        alt={alt}
        width={480}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-[4/5] w-full object-cover"
      />
    </div>
  );
}

/** The title links to the post, the product (Discover's dialog) or the board. */
function TitleLink({ item, children }: { item: FeedItem; children: string }) {
  const className = 'rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
  if (item.post) {
    return (
      <Link to="/posts/$postId" params={{ postId: item.post.id }} className={className}>
        {children}
      </Link>
    );
  }
  if (item.moodboard) {
    return (
      <Link to="/moodboard/$moodboardId" params={{ moodboardId: item.moodboard.id }} className={className}>
        {children}
      </Link>
    );
  }
  if (item.product?.source === 'catalogue') {
    return (
      <Link to="/discover" search={{ product: item.product.id }} className={className}>
        {children}
      </Link>
    );
  }
  return <>{children}</>;
}

function ProductLine({ product }: { product: FeedProduct }) {
  const onSale = product.price !== null && product.originalPrice !== null && product.originalPrice !== product.price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-600">
      <span className="font-medium text-stone-800">{product.brand}</span>
      {product.category ? <span className="capitalize">{product.category}</span> : null}
      {product.price !== null ? (
        <span className="font-semibold text-stone-900" data-testid="feed-price">
          {formatPrice(product.price, product.currency ?? 'USD')}
        </span>
      ) : null}
      {onSale ? (
        <s className="text-stone-600">
          <span className="sr-only">was </span>
          {formatPrice(product.originalPrice!, product.currency ?? 'USD')}
        </s>
      ) : null}
    </p>
  );
}

function FeedBar({ item, viewerId, subject }: { item: FeedItem; viewerId: string; subject: string }) {
  if (item.post) return <PostBar item={item} viewerId={viewerId} subject={subject} />;
  if (item.product?.source === 'catalogue')
    return <ProductBar productId={item.product.id} liked={item.product.likedByMe} source={item.type === 'ai_suggestion' ? 'recommendations' : 'discover'} viewerId={viewerId} subject={subject} />;
  if (item.moodboard) {
    return (
      <footer className="mt-3 flex items-center border-t border-stone-100 px-4 py-2.5">
        <Link
          to="/moodboard/$moodboardId"
          params={{ moodboardId: item.moodboard.id }}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <LayoutGrid className="size-4" aria-hidden /> View moodboard
        </Link>
      </footer>
    );
  }
  return <div className="h-3" />;
}

/** friend_post: the post's own bar (its cache entry is written by the feed query). */
function PostBar({ item, viewerId, subject }: { item: FeedItem; viewerId: string; subject: string }) {
  const seeded = feedItemPost(item)!;
  const post = useQuery({ ...postQueryOptions(seeded.id), initialData: seeded, staleTime: 60_000 }).data;
  const [dialog, setDialog] = useState<'comments' | 'share' | null>(null);
  return (
    <footer className="mt-3 flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-stone-100 px-2 py-1.5">
      <LikeButton viewerId={viewerId} target={{ postId: post.id }} post={post} subject={subject} />
      <div className="ml-auto flex items-center gap-1">
        <BarButton icon={MessageCircle} label={`Comments on ${subject}`} onClick={() => setDialog('comments')} count={post.commentCount} noun={['comment', 'comments']} testId="comments-button" />
        <ShareButton post={post} subject={subject} />
        <BarButton icon={Link2} label={`Send a link to ${subject}`} onClick={() => setDialog('share')} testId="share-link-button" />
      </div>
      <CommentsDialog open={dialog === 'comments'} onOpenChange={(open) => setDialog(open ? 'comments' : null)} target={{ postId: post.id }} subject={subject} />
      <ShareDialog open={dialog === 'share'} onOpenChange={(open) => setDialog(open ? 'share' : null)} viewerId={viewerId} subject={{ kind: 'post', postId: post.id, name: subject }} />
    </footer>
  );
}

/**
 * Product items: the product like toggle (as on Discover), starting from the item's `likedByMe` (the
 * toggle writes what it saved back into the loaded feed pages), and comments on the viewer's lazy
 * post of it.
 */
function ProductBar({ productId, liked, source, viewerId, subject }: { productId: string; liked: boolean; source: 'discover' | 'recommendations'; viewerId: string; subject: string }) {
  const [dialog, setDialog] = useState<'comments' | 'share' | null>(null);
  const like = useProductLikeToggle(productId, source, liked, (error, attempted) =>
    toast.error('Error', { id: 'product-like', description: socialErrorText(error, attempted ? SOCIAL_TEXTS.likeFailed : SOCIAL_TEXTS.unlikeFailed) }),
  );
  return (
    <footer className="mt-3 flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-stone-100 px-2 py-1.5">
      <BarButton
        icon={Heart}
        iconClassName={like.value ? 'fill-red-500 text-red-500' : undefined}
        label={`Like ${subject}`}
        pressed={like.value}
        busy={like.pending}
        onClick={() => like.set(!like.value)}
        testId="product-like-button"
      />
      <div className="ml-auto flex items-center gap-1">
        <BarButton icon={MessageCircle} label={`Comments on ${subject}`} onClick={() => setDialog('comments')} testId="comments-button" />
        <BarButton icon={Share2} label={`Share ${subject}`} onClick={() => setDialog('share')} testId="share-button" />
      </div>
      <CommentsDialog open={dialog === 'comments'} onOpenChange={(open) => setDialog(open ? 'comments' : null)} target={{ postId: null, productId }} subject={subject} />
      <ShareDialog open={dialog === 'share'} onOpenChange={(open) => setDialog(open ? 'share' : null)} viewerId={viewerId} subject={{ kind: 'product', productId, name: subject }} />
    </footer>
  );
}

/** Placeholder cards while the first page loads. */
export function FeedCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-stone-200 bg-white p-4" data-testid="feed-skeleton">
      <div className="flex items-center gap-3">
        <div className="h-5 w-20 animate-pulse rounded-full bg-stone-100" />
        <div className="ml-auto h-3 w-16 animate-pulse rounded bg-stone-100" />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div className="size-9 animate-pulse rounded-full bg-stone-100" />
        <div className="h-3 w-32 animate-pulse rounded bg-stone-100" />
      </div>
      <div className="mt-3 aspect-[4/5] w-full animate-pulse rounded-xl bg-stone-100" />
      <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-stone-100" />
      <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
