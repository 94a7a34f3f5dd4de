/**
 * Pure helpers of the home feed (issue 19): the items of an infinite query's pages without
 * duplicates, the post of a friend_post item as the social layer's `Post` (so the like toggle,
 * comments and share work on it unchanged), how many entries a fresh first page has above the
 * shown one ('New posts' pill), a product's like across the loaded pages, when to say 'Caught up',
 * and the pull-to-refresh gesture's distance rule.
 */
import type { FeedFilter, FeedItem, FeedPage } from '@seamline/shared/contracts/feed';
import { FEED_FILTERS } from '@seamline/shared/contracts/feed-constants';
import type { Post } from '@seamline/shared/contracts/posts';

/** Every item of the loaded pages, in order, each id once (the cursor is stable; this guards a refetch race). */
export function feedItemsOf(pages: readonly Pick<FeedPage, 'items'>[] | undefined): FeedItem[] {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The friend_post item's post as a `Post` (null for other items). The product image is the item's first product image. */
export function feedItemPost(item: FeedItem): Post | null {
  if (!item.post) return null;
  const { post, product } = item;
  return {
    id: post.id,
    author: post.author,
    product: product
      ? { id: product.id, name: product.name, brand: product.brand, imageUrl: product.images[0] ?? null, price: product.price, currency: product.currency }
      : null,
    caption: post.caption,
    images: post.images,
    createdAt: item.createdAt,
    // The stored count follows a like through the stream: never show fewer likes than one's own.
    likeCount: Math.max(post.likeCount, post.likedByMe ? 1 : 0),
    commentCount: post.commentCount,
    // Likewise a share: never fewer shares than one's own.
    shareCount: Math.max(post.shareCount, post.sharedByMe ? 1 : 0),
    likedByMe: post.likedByMe,
    sharedByMe: post.sharedByMe,
  };
}

/**
 * How many items of a freshly read first page are new: those before the first item the screen
 * already shows. 0 when the screen shows nothing yet or the fresh page holds none of it but is
 * not newer (then the feed changed under it: counted as all fresh items newer than the top).
 */
export function countNewItems(shownTop: Pick<FeedItem, 'id' | 'createdAt'> | undefined, fresh: readonly Pick<FeedItem, 'id' | 'createdAt'>[]): number {
  if (!shownTop) return 0;
  const index = fresh.findIndex((item) => item.id === shownTop.id);
  if (index >= 0) return index;
  const top = Date.parse(shownTop.createdAt);
  return fresh.filter((item) => Date.parse(item.createdAt) > top).length;
}

/**
 * `pages` with every product item of `productId` showing `liked` as the viewer's like (the same
 * product may be on several cards: a fit match and an AI Pick); the same object when nothing changes.
 */
export function withProductLiked<P extends Pick<FeedPage, 'items'>>(pages: readonly P[], productId: string, liked: boolean): readonly P[] {
  let changed = false;
  const next = pages.map((page) => {
    if (!page.items.some((item) => item.product?.id === productId && item.product.likedByMe !== liked)) return page;
    changed = true;
    return { ...page, items: page.items.map((item) => (item.product?.id === productId ? { ...item, product: { ...item.product, likedByMe: liked } } : item)) };
  });
  return changed ? next : pages;
}

/**
 * Whether the screen says 'Caught up on what you missed': the first page in view came from a read
 * that rebuilt a returning person's feed (`rebuilt`) and there is something to show.
 */
export function showsCaughtUp(firstPage: Pick<FeedPage, 'rebuilt'> | undefined, shownItems: number): boolean {
  return firstPage?.rebuilt === true && shownItems > 0;
}

/** A known filter from the URL, else 'all'. */
export function feedFilterOf(value: unknown): FeedFilter {
  return (FEED_FILTERS as readonly unknown[]).includes(value) ? (value as FeedFilter) : 'all';
}

/** Pull-to-refresh: the shown pull for a finger moved `dy` px down (resisted, capped), and whether letting go refreshes. */
export const PULL_TRIGGER_PX = 70;
export function pullDistance(dy: number, max = 110): number {
  if (dy <= 0) return 0;
  return Math.min(max, Math.round(dy * 0.5));
}
export function pullTriggers(dy: number): boolean {
  return pullDistance(dy) >= PULL_TRIGGER_PX;
}
