/**
 * Personal Style Feed contracts (issue 19; spec 02 §2.10, §3 Feed item, §4 Feed filter, §5 feed
 * cap 25 newest first, §9). The feed is built on the server: fanned out on write by stream
 * processors and merged at read for very followed authors (docs/architecture.md, Feed). Every
 * number in an item is read from the table at request time; nothing is invented.
 *
 * `GET /api/users/{userId}/feed?filter=&cursor=` answers {@link feedPageSchema}: the caller's own
 * feed only (403 otherwise), {@link FEED_LIMITS.pageSize} items a page, newest first. The cursor is
 * stable: an item is never served twice and none is skipped while new items arrive between pages
 * (new items arrive above the first page; pull to refresh shows them).
 */
import * as z from 'zod';
import { cursorSchema, idSchema } from './common';
import { CURRENCIES } from './catalogue-constants';
import { postAuthorSchema } from './posts';
import { FEED_ERRORS, FEED_FILTERS, FEED_ITEM_TYPES, FIT_MATCH_ACTIONS } from './feed-constants';

export * from './feed-constants';

export const feedParamsSchema = z.object({ userId: idSchema });

/**
 * `?filter=all|ai_picks|fit_matches|moodboards|friends&cursor=`: `filter` defaults to `all`; an
 * unknown filter answers 400 'Unknown feed filter: …'; a cursor that is not one this route
 * answered (for this filter) answers 400 'Invalid cursor'.
 */
export const feedQuerySchema = z.object({
  filter: z.enum(FEED_FILTERS, FEED_ERRORS.unknownFilter).default('all'),
  cursor: cursorSchema.optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** The person an item is about (the poster, sharer, board owner or fit-similar person); never an email. */
export const feedActorSchema = postAuthorSchema;
export type FeedActor = z.infer<typeof feedActorSchema>;

/** The post of a friend_post item, counts as stored by the `post-counters` processor. */
export const feedPostSchema = z.object({
  id: z.string(),
  /** The post's author (for a share: the person whose post was shared; the actor is the sharer). */
  author: postAuthorSchema,
  caption: z.string().nullable(),
  /** Image URLs (presigned GETs of the post's photos, valid 1 hour), at most 4. */
  images: z.array(z.string()),
  likeCount: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  likedByMe: z.boolean(),
  /** The reader shares (reposts) this post (issue 32). */
  sharedByMe: z.boolean(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

/**
 * The product of an item. `source: 'catalogue'` is a catalogue Product (Discover's like toggle and
 * the lazy post work on its id); `'closet'` is a person's own custom closet item (`c-…`), which has
 * no category, size chart or fit score. Prices are major units of `currency`.
 */
export const feedProductSchema = z.object({
  id: z.string(),
  source: z.enum(['catalogue', 'closet']),
  name: z.string(),
  brand: z.string(),
  category: z.string().nullable(),
  price: z.number().min(0).nullable(),
  /** Present on sale items (struck-through price). */
  originalPrice: z.number().min(0).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** First = the card image; empty when the item has no photo (the card shows a placeholder). */
  images: z.array(z.string()),
  /** The CALLER's fit score 0–100 (the `fit-score` route's number); null without a size chart. */
  fitScore: z.number().int().min(0).max(100).nullable(),
  /** The size the caller's fit score is for, else null. */
  recommendedSize: z.string().nullable(),
  /**
   * Whether the CALLER likes this catalogue product (their Discover like: the Interaction `like`
   * item that `POST`/`DELETE /api/interactions` write and delete); always false for a closet item.
   */
  likedByMe: z.boolean(),
});
export type FeedProduct = z.infer<typeof feedProductSchema>;

/** A public moodboard of someone the caller follows. */
export const feedMoodboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  coverImage: z.string().nullable(),
  itemCount: z.number().int().min(0),
});

/** Why a fit_match item is here: the fit-similar person's similarity, what they did and the size they chose. */
export const feedFitMatchSchema = z.object({
  /** Body-measurement similarity to the caller, 92–100 (spec 01 §9). */
  fitSimilarity: z.number().int().min(0).max(100),
  action: z.enum(FIT_MATCH_ACTIONS),
  /** The size they chose (closet item size, or 'Size: M' note of a save), else null. */
  size: z.string().nullable(),
});

/**
 * Spec 02 §3 Feed item, made real (issue 19). Which optional parts are present depends on `type`:
 * - `friend_post`: actor (poster or sharer), post, product (when the post is about one);
 * - `fit_match`: actor (absent when the person chose anonymized display), product, fitMatch;
 * - `ai_suggestion`: product (with the caller's fit score and size);
 * - `moodboard`: actor (the owner), moodboard.
 */
export const feedItemSchema = z.object({
  /** Stable id of the entry (e.g. `p:<postId>`, `s:<shareId>`, `fm:<userId>:<productId>:<action>`). */
  id: z.string(),
  type: z.enum(FEED_ITEM_TYPES),
  /** The coloured label (`FEED_TYPE_LABELS`). */
  label: z.string(),
  /** When it happened (post or share time, board update, the match's action, the pick's refresh); ISO-8601. */
  createdAt: z.string(),
  /** One line saying why it is here, e.g. 'Maya · 96% fit match · kept it in M'. */
  reason: z.string(),
  actor: feedActorSchema.optional(),
  post: feedPostSchema.optional(),
  product: feedProductSchema.optional(),
  moodboard: feedMoodboardSchema.optional(),
  fitMatch: feedFitMatchSchema.optional(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * A page of the feed. `nextCursor` is null at the end (or after `FEED_LIMITS.entriesKept` items).
 * `rebuilt` is true when this read rebuilt the feed of a returning person (not read for 30 days, or
 * never) from the people they follow; the screen shows 'Catching up…' while the read is slow and
 * then 'Caught up on what you missed' (`FEED_TEXTS.caughtUp`) over the rebuilt page.
 */
export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  nextCursor: cursorSchema.nullable(),
  rebuilt: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;
