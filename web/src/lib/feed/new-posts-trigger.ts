/**
 * When the home feed reads its first page again to count fresh entries ('New posts' pill; issue
 * 19), without React so it can be tested with fake timers:
 *
 * - a `feed_updated` frame from the socket (the server pushes one to a follower's subscribed tabs
 *   after a fan-out wrote their feed) of a type the shown filter keeps → a check;
 * - the socket subscribed again after a gap (frames may have been missed) → a check;
 * - the tab shown again (focus / visibilitychange) → a check only as the FALLBACK: when the socket
 *   is not live, or when a frame came while the tab was hidden;
 * - batched: the first reason starts a window of `windowMs` and ONE check runs at its end,
 *   whatever else arrives meanwhile, so a burst of frames (a fan-out of several items, focus and
 *   visibilitychange together) costs one GET; a frame after the check started opens a new window.
 * A check due while the tab is hidden waits until it is shown.
 */
import type { FeedItemType } from '@seamline/shared/contracts/feed-constants';

export interface NewPostsTriggerOptions {
  /** The item type the shown filter keeps (null: every type). */
  type: FeedItemType | null;
  /** The batching window, ms. */
  windowMs: number;
  /** Read the first page and count what is new (errors are the caller's). */
  check: () => void;
  isVisible: () => boolean;
  /** Pushes reach this tab (`isRealtimeLive`). */
  isLive: () => boolean;
}

export interface NewPostsTrigger {
  /** A `feed_updated` frame of `itemType`. */
  frame(itemType: FeedItemType): void;
  /** The socket subscribed again after a gap. */
  resubscribed(): void;
  /** The tab was shown or focused. */
  shown(): void;
  /** Cancel a pending check (the screen unmounted or changed filter). */
  stop(): void;
}

export function newPostsTrigger(options: NewPostsTriggerOptions): NewPostsTrigger {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let owed = false;
  const run = () => {
    timer = undefined;
    if (!options.isVisible()) {
      owed = true;
      return;
    }
    owed = false;
    options.check();
  };
  const soon = () => {
    if (timer === undefined) timer = setTimeout(run, options.windowMs);
  };
  return {
    frame(itemType) {
      if (options.type === null || options.type === itemType) soon();
    },
    resubscribed: soon,
    shown() {
      if (options.isVisible() && (owed || !options.isLive())) soon();
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
