/**
 * Personal Style Feed rules and texts without zod (issue 19; spec 02 §2.10 header and chips, §3
 * Feed item, §4 Feed filter, §5 feed cap, §9 thresholds). Kept apart from `feed.ts` (the zod
 * schemas, which re-export everything here) so the browser's route chunks can use them without
 * loading zod. One rule per field: the feed area, the stream processors and the screen read these.
 */

/** Spec 02 §3 Feed item types. */
export const FEED_ITEM_TYPES = ['friend_post', 'fit_match', 'ai_suggestion', 'moodboard'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

/** Spec 02 §4 Feed filter values (`?filter=`; `all` when absent). */
export const FEED_FILTERS = ['all', 'ai_picks', 'fit_matches', 'moodboards', 'friends'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** Spec 02 §4: the item type each filter keeps (null = every type); friends = friend_post. */
export const FEED_FILTER_TYPE: Record<FeedFilter, FeedItemType | null> = {
  all: null,
  ai_picks: 'ai_suggestion',
  fit_matches: 'fit_match',
  moodboards: 'moodboard',
  friends: 'friend_post',
};

/** Spec 02 §2.10 filter chips, in screen order. */
export const FEED_FILTER_CHIPS = [
  { value: 'all', label: 'All Updates' },
  { value: 'ai_picks', label: 'AI Picks' },
  { value: 'fit_matches', label: 'Fit Matches' },
  { value: 'moodboards', label: 'Moodboards' },
  { value: 'friends', label: 'Friends' },
] as const satisfies readonly { value: FeedFilter; label: string }[];

/** The coloured label of each card (spec 02 §2.10) and its tone (the screen maps tones to colours). */
export const FEED_TYPE_LABELS: Record<FeedItemType, { label: string; tone: 'violet' | 'green' | 'pink' | 'blue' }> = {
  ai_suggestion: { label: 'AI Pick', tone: 'violet' },
  fit_match: { label: 'Fit Match', tone: 'green' },
  moodboard: { label: 'Moodboard', tone: 'pink' },
  friend_post: { label: 'Friend Post', tone: 'blue' },
};

/** What a fit-similar person did with a product (issue 19 fit_match sources). */
export const FIT_MATCH_ACTIONS = ['saved', 'kept', 'liked'] as const;
export type FitMatchAction = (typeof FIT_MATCH_ACTIONS)[number];

/**
 * Limits of the feed (issue 19 unless said). Numbers the server and the bench use; change them
 * here only.
 */
export const FEED_LIMITS = {
  /** Spec 02 §5: items per page (newest first). */
  pageSize: 25,
  /** Issue 19: entries a feed keeps; paging stops after this many (rank cap, with the entries' TTL). */
  entriesKept: 400,
  /** Feed entries expire after this many days (TTL; filtered at read too). */
  entryTtlDays: 60,
  /** Issue 19: authors with more followers than this are merged at read, not fanned out (default; env FEED_CELEBRITY_FOLLOWERS). */
  celebrityFollowers: 5000,
  /** Issue 19: only feeds read in the last this many days are written by the fan-out. */
  activeDays: 30,
  /** Issue 19: a new follow brings the followed person's latest this many posts into the feed. */
  followBackfillPosts: 20,
  /** Latest posts/boards kept per merged-at-read (celebrity) author. */
  pulledRecentKept: 50,
  /** Merged-at-read authors a page reads (the most recently followed first). */
  pulledAuthorsRead: 100,
  /** Issue 19: fit_match entries go to the saver's top this many fit-similar people. */
  fitMatchPeople: 50,
  /** Spec 02 §9 'up to 4 AI items': AI Picks written into a feed per refresh. */
  aiPicksPerRefresh: 4,
  /** Hours between two AI Picks refreshes of a feed (on its read). */
  aiPicksRefreshHours: 24,
  /** Rebuild of a returning feed: followees read (most recently followed first). */
  rebuildFollowees: 1000,
  /** Rebuild: latest posts read per followee, and as many latest shares (of others' posts). */
  rebuildPostsPerFollowee: 5,
} as const;

/** Screen texts (spec 02 §2.10; issue 19 'Catching up…', 'New posts', 'Caught up on what you missed'). */
export const FEED_TEXTS = {
  header: 'Your Personal Style Feed',
  empty: 'Your feed is getting ready!',
  emptyHint: 'Add items to your closet and create moodboards, and your feed will fill with AI picks, fit matches and posts from friends.',
  addItems: 'Add Items',
  setMeasurements: 'Set Measurements',
  catchingUp: 'Catching up…',
  /** Issue 19: the polite status after a read that rebuilt a returning person's feed (`rebuilt: true`). */
  caughtUp: 'Caught up on what you missed',
  newPosts: 'New posts',
  perfectFit: 'Perfect Fit',
} as const;

/** Error messages of the feed routes. */
export const FEED_ERRORS = {
  unknownFilter: 'Unknown feed filter: use all, ai_picks, fit_matches, moodboards or friends',
  invalidCursor: 'Invalid cursor',
  notYourFeed: 'You can only see your own feed',
} as const;
