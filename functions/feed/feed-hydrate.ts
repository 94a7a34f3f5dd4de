/**
 * Feed entries → FeedItems (issue 19: "every number is real"): names, images, prices, counts,
 * likes and fit scores are read NOW, for the page's entries only (≤ 25, so every read below is
 * bounded by the page, whatever the number of users, posts or followees):
 *
 * round 1, in parallel: the posts (BatchGet), the boards (BatchGet), the caller's follow pairs with
 * the page's people (BatchGet; an unfollowed person's entries are dropped at once, before the
 * `feed-follows` processor deletes them), the privacy of fit-similar people (BatchGet), the caller's
 * latest measurements (Query Limit 1);
 * round 2, in parallel: the posts' DTOs (`hydratePosts`: authors, products, counts, the caller's
 * likes — four BatchGets), the other people (BatchGet), the catalogue products (BatchGet).
 *
 * Entries whose post was deleted, whose board went private or was deleted, whose person no longer
 * exists or is no longer followed, and whose product left the catalogue are left out, and their
 * keys are answered as `stale` so the reader deletes them (filter at read, repair on the way).
 */
import { FEED_TYPE_LABELS, type FeedItem, type FeedProduct } from '@seamline/shared/contracts/feed';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { Post } from '@seamline/shared/contracts/posts';
import { productFit } from '@seamline/shared/domain/catalogue/product-fit';
import { db } from '../_core/aws-clients';
import { batchGetAll, latestMeasurementsOf, privacyById } from '../people/people-reads';
import { existingPairs, hasPair } from '../people/follow-graph';
import { postAuthorsById } from '../posts/post-authors';
import { hydratePosts } from '../posts/post-reads';
import { fitBodyOf, productsById } from '../catalogue/catalogue-reads';
import type { PostItem } from '../posts/post-views';
import { aiReason, fitMatchReason, moodboardReason, postReason, shareReason } from './feed-reasons';
import type { FeedEntryItem, FeedEntryKey } from './feed-store';

/** An entry of a page: stored (the caller's partition) or merged at read (same fields). */
export type PageEntry = Omit<FeedEntryItem, 'ttl'> & { ttl?: number };

const uniq = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** A catalogue product as a feed card shows it, with the caller's fit (pure). */
export function catalogueProduct(product: Product, fit: { fitScore: number; recommendedSize: string | null }): FeedProduct {
  return {
    id: product.id,
    source: 'catalogue',
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: product.price,
    originalPrice: product.originalPrice,
    currency: product.currency,
    images: product.images,
    fitScore: fit.fitScore,
    recommendedSize: fit.recommendedSize,
  };
}

/** A custom closet item of a post (no category, chart or fit) as a feed card shows it (pure). */
function closetProduct(p: NonNullable<Post['product']>): FeedProduct {
  return {
    id: p.id,
    source: 'closet',
    name: p.name,
    brand: p.brand,
    category: null,
    price: p.price,
    originalPrice: null,
    currency: p.currency,
    images: p.imageUrl ? [p.imageUrl] : [],
    fitScore: null,
    recommendedSize: null,
  };
}

export interface Hydrated {
  items: FeedItem[];
  /** Stored entries to delete (their subject is gone or no longer followed). */
  stale: FeedEntryKey[];
}

/** FeedItems of `entries` as `viewerId` sees them, in order (module doc). */
export async function hydrateEntries(viewerId: string, entries: readonly PageEntry[]): Promise<Hydrated> {
  const followed = entries.filter((e) => e.type === 'friend_post' || e.type === 'moodboard');
  const fitPeople = uniq(entries.filter((e) => e.type === 'fit_match').map((e) => e.actorId));
  const [postItems, boards, pairs, privacy, measurements] = await Promise.all([
    batchGetAll(uniq(entries.map((e) => e.postId)).map((postId) => ({ postId })), (k) => db.entities.post.get(k).go()),
    batchGetAll(uniq(entries.map((e) => e.moodboardId)).map((moodboardId) => ({ moodboardId })), (k) => db.entities.moodboard.get(k).go()),
    existingPairs(uniq(followed.map((e) => e.actorId)).map((a) => [viewerId, a] as const)),
    privacyById(fitPeople),
    latestMeasurementsOf(viewerId),
  ]);
  const postsById = new Map<string, PostItem>(postItems.map((p) => [p.postId, p]));
  const boardsById = new Map(boards.map((b) => [b.moodboardId, b]));
  const catalogueIds = uniq([
    ...entries.filter((e) => e.type === 'fit_match' || e.type === 'ai_suggestion').map((e) => e.productId),
    ...postItems.filter((p) => p.productSource === 'catalogue').map((p) => p.productId),
  ]);
  const otherPeople = uniq(entries.filter((e) => e.type !== 'friend_post' || e.shareId).map((e) => e.actorId));
  const [posts, people, products] = await Promise.all([
    hydratePosts(viewerId, postItems),
    postAuthorsById(otherPeople),
    productsById(catalogueIds),
  ]);
  const postDtos = new Map(posts.map((p) => [p.id, p]));
  const body = fitBodyOf(measurements);
  const fitCache = new Map<string, FeedProduct>();
  const productCard = (id: string | undefined): FeedProduct | undefined => {
    const product = id ? products.get(id) : undefined;
    if (!product) return undefined;
    let card = fitCache.get(product.id);
    if (!card) {
      const fit = productFit(body, product);
      card = catalogueProduct(product, { fitScore: fit.fitScore, recommendedSize: fit.recommendedSize });
      fitCache.set(product.id, card);
    }
    return card;
  };

  const items: FeedItem[] = [];
  const stale: FeedEntryKey[] = [];
  for (const e of entries) {
    const base = { id: e.entryId, type: e.type, label: FEED_TYPE_LABELS[e.type].label, createdAt: e.rankAt };
    const item = ((): FeedItem | null => {
      if ((e.type === 'friend_post' || e.type === 'moodboard') && (!e.actorId || !hasPair(pairs, viewerId, e.actorId))) return null;
      switch (e.type) {
        case 'friend_post': {
          const post = e.postId ? postDtos.get(e.postId) : undefined;
          const stored = e.postId ? postsById.get(e.postId) : undefined;
          if (!post || !stored) return null;
          const sharer = e.shareId ? people.get(e.actorId!) : undefined;
          if (e.shareId && !sharer) return null;
          const product =
            stored.productSource === 'catalogue' ? productCard(stored.productId) : post.product ? closetProduct(post.product) : undefined;
          return {
            ...base,
            reason: sharer ? shareReason(sharer, post.author) : postReason(post.author, product?.name ?? post.product?.name ?? null),
            actor: sharer ?? post.author,
            post: {
              id: post.id,
              author: post.author,
              caption: post.caption,
              images: post.images,
              likeCount: post.likeCount,
              commentCount: post.commentCount,
              shareCount: post.shareCount,
              likedByMe: post.likedByMe,
            },
            ...(product ? { product } : {}),
          };
        }
        case 'moodboard': {
          const board = e.moodboardId ? boardsById.get(e.moodboardId) : undefined;
          const owner = e.actorId ? people.get(e.actorId) : undefined;
          if (!board || board.isPublic !== true || !owner) return null;
          const itemCount = Math.max(0, board.itemCount ?? 0);
          return {
            ...base,
            reason: moodboardReason(owner, itemCount),
            actor: owner,
            moodboard: { id: board.moodboardId, name: board.name, coverImage: board.coverImage ?? null, itemCount },
          };
        }
        case 'fit_match': {
          const product = productCard(e.productId);
          if (!product || !e.actorId || !e.action) return null;
          const person = people.get(e.actorId);
          if (!person) return null;
          const anonymous = privacy.get(e.actorId)?.anonymizedDisplay === true;
          const similarity = Math.round(e.fitSimilarity ?? 0);
          return {
            ...base,
            reason: fitMatchReason(anonymous ? null : person, similarity, e.action, e.size ?? null),
            ...(anonymous ? {} : { actor: person }),
            product,
            fitMatch: { fitSimilarity: similarity, action: e.action, size: e.size ?? null },
          };
        }
        case 'ai_suggestion': {
          const product = productCard(e.productId);
          return product ? { ...base, reason: aiReason(e.reason), product } : null;
        }
      }
    })();
    if (item) items.push(item);
    else if (e.ttl !== undefined) stale.push({ ownerId: e.ownerId, rankAt: e.rankAt, entryId: e.entryId });
  }
  return { items, stale };
}
