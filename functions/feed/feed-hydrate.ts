/**
 * Feed entries → FeedItems (issue 19: "every number is real"): names, images, prices, counts,
 * likes and fit scores are read NOW, for the page's entries only (≤ 25, so every read below is
 * bounded by the page, whatever the number of users, posts or followees):
 *
 * ONE round of parallel reads, because each entry carries the ids it needs (the post's author, product
 * and product source are copied from the immutable Post at fan-out): the posts (BatchGet: caption,
 * photos, still there?), their counts and the caller's likes and shares (BatchGets), the people (BatchGet), the
 * catalogue products and custom closet items (BatchGets), the caller's likes of those catalogue
 * products (ONE BatchGet of their Interaction `like` items: `likedByMe`), the boards (BatchGet), the caller's follow
 * pairs with the page's people (BatchGet; an unfollowed person's entries are dropped at once, before
 * the `feed-follows` processor deletes them), the privacy of fit-similar people (BatchGet) and the
 * caller's latest measurements (Query Limit 1). Entries without the copied ids (older ones) cost a
 * second round. Products and people's names are kept 60 s / 30 s in a warm function (`warm-cache.ts`);
 * what must be current — a post still there, its counts, the caller's post and product likes and
 * follows — never is.
 *
 * Entries whose post was deleted, whose board went private or was deleted, whose person no longer
 * exists or is no longer followed, whose product left the catalogue, and fit_match entries whose
 * person has turned `machineLearning` off (issue 22) are left out, and their
 * keys are answered as `stale` so the reader deletes them (filter at read, repair on the way).
 *
 * Issue 33 §1, §4: entries whose post an admin removed (`removedAt`, read with the posts) or whose
 * actor or post author is suspended (`suspendedAt`, read with the people — kept with their names in
 * the warm cache, so a suspension shows within {@link PEOPLE_CACHE_MS}) are left out too, at no extra
 * read, but NOT deleted: a restore brings them back. Blocked people are filtered before this
 * (`blocked-filter.ts`).
 */
import { FEED_TYPE_LABELS, type FeedItem, type FeedProduct } from '@seamline/shared/contracts/feed';
import type { Product } from '@seamline/shared/contracts/catalogue';
import type { PostProduct } from '../posts/post-products';
import type { PostAuthor } from '@seamline/shared/contracts/posts';
import { productFit } from '@seamline/shared/domain/catalogue/product-fit';
import { fitMatchActor } from '@seamline/shared/domain/privacy/effects';
import { canSeeContent, canSeePerson } from '@seamline/shared/domain/privacy/visibility';
import { db } from '../_core/aws-clients';
import { batchGetAll, latestMeasurementsOf, privacyById, usersById } from '../people/people-reads';
import { existingPairs, hasPair } from '../people/follow-graph';
import { postAuthorOf } from '../posts/post-authors';
import { countsByPost, likedByViewer, sharedByViewer } from '../posts/post-reads';
import { closetItemSummaryOf } from '../posts/post-products';
import { postImageUrls } from '../posts/post-photos';
import { countsOf } from '../posts/post-views';
import { fitBodyOf, likedProductIds, productsById } from '../catalogue/catalogue-reads';
import { aiReason, fitMatchReason, moodboardReason, postReason, shareReason } from './feed-reasons';
import type { FeedEntryItem, FeedEntryKey } from './feed-store';
import { PEOPLE_CACHE_MS, PRODUCT_CACHE_MS, warmCache } from './warm-cache';

/** A person as the feed reads them: the card fields and their suspension (issue 33). */
interface FeedPerson {
  author: PostAuthor;
  suspendedAt?: string | null;
  deletingAt?: string | null;
}

/** The {@link FeedPerson} of each id (one BatchGet per 100 ids; people who no longer exist are absent). */
async function feedPeopleById(ids: readonly string[]): Promise<Map<string, FeedPerson>> {
  const users = await usersById(ids);
  return new Map([...users].map(([id, u]) => [id, { author: postAuthorOf(u), suspendedAt: u.suspendedAt ?? null, deletingAt: u.deletingAt ?? null }]));
}

/** Catalogue products and people's card fields, kept a little in a warm function (`warm-cache.ts`). */
const productCache = warmCache<Product>(PRODUCT_CACHE_MS);
const peopleCache = warmCache<FeedPerson>(PEOPLE_CACHE_MS);

/** Forget the cached products and people (tests and benchmarks measure uncached reads too). */
export function clearFeedCaches(): void {
  productCache.clear();
  peopleCache.clear();
}

/** An entry of a page: stored (the caller's partition) or merged at read (same fields). */
export type PageEntry = Omit<FeedEntryItem, 'ttl'> & { ttl?: number };

const uniq = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** A catalogue product as a feed card shows it, with the caller's fit and like (pure). */
export function catalogueProduct(product: Product, fit: { fitScore: number; recommendedSize: string | null }, likedByMe: boolean): FeedProduct {
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
    likedByMe,
  };
}

/** A custom closet item of a post (no category, chart or fit) as a feed card shows it (pure). */
function closetProduct(p: PostProduct): FeedProduct {
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
    // Custom closet items have no product like.
    likedByMe: false,
  };
}

export interface Hydrated {
  items: FeedItem[];
  /** Stored entries to delete (their subject is gone or no longer followed). */
  stale: FeedEntryKey[];
}

/** A post's product and author as an entry refers to them (copied from the Post at fan-out, or read). */
interface PostRef {
  postAuthorId: string;
  productId: string;
  productSource: 'catalogue' | 'closet';
}

/** Everything a page needs that the entries' ids point to, read in ONE round of parallel BatchGets (module doc). */
async function readParts(viewerId: string, entries: readonly PageEntry[], refs: ReadonlyMap<string, PostRef>) {
  const postIds = uniq(entries.map((e) => e.postId));
  const followed = entries.filter((e) => e.type === 'friend_post' || e.type === 'moodboard');
  const refList = [...refs.values()];
  const closetKeys = [...new Map(refList.filter((r) => r.productSource === 'closet').map((r) => [`${r.postAuthorId}:${r.productId}`, { closetId: r.postAuthorId, itemId: r.productId }])).values()];
  const catalogueIds = uniq([
    ...entries.filter((e) => e.type === 'fit_match' || e.type === 'ai_suggestion').map((e) => e.productId),
    ...refList.filter((r) => r.productSource === 'catalogue').map((r) => r.productId),
  ]);
  const [postItems, counts, liked, shared, people, products, likedProducts, closetItems, boards, pairs, privacy, measurements] = await Promise.all([
    batchGetAll(postIds.map((postId) => ({ postId })), (k) => db.entities.post.get(k).go({ attributes: ['postId', 'userId', 'productId', 'productSource', 'caption', 'images', 'createdAt', 'removedAt'] })),
    countsByPost(postIds),
    likedByViewer(viewerId, postIds),
    sharedByViewer(viewerId, postIds),
    peopleCache.getMany(uniq([...entries.map((e) => e.actorId), ...refList.map((r) => r.postAuthorId)]), feedPeopleById),
    productCache.getMany(catalogueIds, productsById),
    likedProductIds(viewerId, catalogueIds),
    closetKeys.length ? batchGetAll(closetKeys, (k) => db.entities.closetItem.get(k).go()) : Promise.resolve([]),
    batchGetAll(uniq(entries.map((e) => e.moodboardId)).map((moodboardId) => ({ moodboardId })), (k) => db.entities.moodboard.get(k).go()),
    existingPairs(uniq(followed.map((e) => e.actorId)).map((a) => [viewerId, a] as const)),
    privacyById(uniq(entries.filter((e) => e.type === 'fit_match').map((e) => e.actorId))),
    latestMeasurementsOf(viewerId),
  ]);
  return { postItems, counts, liked, shared, people, products, likedProducts, closetItems, boards, pairs, privacy, measurements };
}

/** The post reference an entry carries, else null (entries written before the copy existed). */
const refOfEntry = (e: PageEntry): PostRef | null =>
  e.postId && e.postAuthorId && e.productId && e.productSource ? { postAuthorId: e.postAuthorId, productId: e.productId, productSource: e.productSource } : null;

/** FeedItems of `entries` as `viewerId` sees them, in order (module doc). */
export async function hydrateEntries(viewerId: string, entries: readonly PageEntry[]): Promise<Hydrated> {
  const refs = new Map<string, PostRef>();
  for (const e of entries) {
    const ref = refOfEntry(e);
    if (ref) refs.set(e.postId!, ref);
  }
  let parts = await readParts(viewerId, entries, refs);
  const missing = parts.postItems.filter((p) => !refs.has(p.postId));
  if (missing.length) {
    // Entries without the copied reference: a second round with the posts just read.
    for (const p of missing) refs.set(p.postId, { postAuthorId: p.userId, productId: p.productId, productSource: p.productSource });
    parts = await readParts(viewerId, entries, refs);
  }
  const { postItems, counts, liked, shared, products, likedProducts, closetItems, boards, pairs, privacy, measurements } = parts;
  const people = new Map([...parts.people].map(([id, p]) => [id, p.author]));
  const postsById = new Map(postItems.map((p) => [p.postId, p]));
  // Issue 33: hidden for now (removed post, suspended person), not gone — left out, never deleted.
  // The pure rule with `blocked` false: blocked people were filtered before (`blocked-filter.ts`);
  // people who no longer exist are not judged here (their entries are stale below).
  const personVisible = (id: string | undefined): boolean => {
    const person = id ? parts.people.get(id) : undefined;
    return !id || !person || canSeePerson(viewerId, { id, suspendedAt: person.suspendedAt, deletingAt: person.deletingAt }, false);
  };
  const hiddenNow = (e: PageEntry): boolean => {
    const post = e.postId ? postsById.get(e.postId) : undefined;
    const peopleVisible = [e.actorId, e.postAuthorId, post?.userId].every(personVisible);
    return post ? !canSeeContent(post, peopleVisible) : !peopleVisible;
  };
  const boardsById = new Map(boards.map((b) => [b.moodboardId, b]));
  const closetById = new Map(closetItems.map((i) => [`${i.closetId}:${i.itemId}`, closetItemSummaryOf(i)]));
  // Presigned GETs of the posts' photos: signed locally, no request.
  const imagesOf = new Map(
    await Promise.all(postItems.map(async (p) => [p.postId, await postImageUrls(p.userId, p.images ?? [])] as const)),
  );
  const body = fitBodyOf(measurements);
  const fitCache = new Map<string, FeedProduct>();
  const productCard = (id: string | undefined): FeedProduct | undefined => {
    const product = id ? products.get(id) : undefined;
    if (!product) return undefined;
    let card = fitCache.get(product.id);
    if (!card) {
      const fit = productFit(body, product);
      card = catalogueProduct(product, { fitScore: fit.fitScore, recommendedSize: fit.recommendedSize }, likedProducts.has(product.id));
      fitCache.set(product.id, card);
    }
    return card;
  };

  const items: FeedItem[] = [];
  const stale: FeedEntryKey[] = [];
  for (const e of entries) {
    if (hiddenNow(e)) continue;
    const base = { id: e.entryId, type: e.type, label: FEED_TYPE_LABELS[e.type].label, createdAt: e.rankAt };
    const item = ((): FeedItem | null => {
      if ((e.type === 'friend_post' || e.type === 'moodboard') && (!e.actorId || !hasPair(pairs, viewerId, e.actorId))) return null;
      switch (e.type) {
        case 'friend_post': {
          const stored = e.postId ? postsById.get(e.postId) : undefined;
          const author = stored ? people.get(stored.userId) : undefined;
          if (!stored || !author) return null;
          const sharer = e.shareId ? people.get(e.actorId!) : undefined;
          if (e.shareId && !sharer) return null;
          const closet = closetById.get(`${stored.userId}:${stored.productId}`);
          const product = stored.productSource === 'catalogue' ? productCard(stored.productId) : closet ? closetProduct(closet) : undefined;
          const postCounts = counts.get(stored.postId) ?? countsOf(null);
          return {
            ...base,
            reason: sharer ? shareReason(sharer, author) : postReason(author, product?.name ?? null),
            actor: sharer ?? author,
            post: {
              id: stored.postId,
              author,
              caption: stored.caption ?? null,
              images: imagesOf.get(stored.postId) ?? [],
              ...postCounts,
              likedByMe: liked.has(stored.postId),
              sharedByMe: shared.has(stored.postId),
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
          const actorPrivacy = privacy.get(e.actorId);
          // Issue 22 (`fitMatchActor`): machineLearning off now → the entry is dropped (and
          // deleted as stale); named only with publicDisplay on and anonymizedDisplay off.
          const shown = actorPrivacy ? fitMatchActor(actorPrivacy) : 'hidden';
          if (!person || shown === 'hidden') return null;
          const anonymous = shown === 'anonymous';
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
