/**
 * Home tab ('For You'): the Personal Style Feed (spec 02 §2.10; issue 19). The header, the
 * filter chips (`?filter=` in the URL), and the feed as an infinite query — 25 items a page
 * from `GET /api/users/{userId}/feed`, the next page when the sentinel under the list comes into
 * view (a 'Load more' button too, for keyboards and browsers without IntersectionObserver).
 * Skeletons while the first page loads ('Catching up…' when that takes longer than a blink: a
 * returning person's feed is rebuilt on that read), an error with Try Again, and the spec's empty
 * state whose 'Add Items' opens the closet's add dialog here. When the answered first page says
 * `rebuilt` (this read rebuilt a returning person's feed) and holds items, a polite status 'Caught
 * up on what you missed' shows above the list (a status region that is always in the page, so it
 * is announced) until the first page is read again (Refresh, the pill, pull to refresh). It
 * appears with the cards and leaves only on the reader's own refresh, so nothing jumps under them.
 *
 * Fresh entries: a 'New posts' pill. The server pushes `feed_updated` to the viewer's subscribed
 * sockets when a fan-out writes their feed; the screen listens on the app's socket
 * (`realtime-channel.ts`) and then reads the first page once — frames batched, so a burst costs
 * one GET (`new-posts-trigger.ts`) — and shows the pill when it holds items above the shown top.
 * While the socket is down the same read runs when the tab is shown again (the fallback). The
 * pill (or pulling down on a phone, or Refresh) loads them without reshuffling the list under
 * the reader.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ArrowUp, Check, Loader2, RefreshCw, Ruler, Shirt, Sparkles } from 'lucide-react';
import type { FeedFilter, FeedPage } from '@seamline/shared/contracts/feed';
import { FEED_FILTER_CHIPS, FEED_FILTER_TYPE, FEED_TEXTS } from '@seamline/shared/contracts/feed-constants';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { countNewItems, feedItemsOf, pullDistance, pullTriggers, showsCaughtUp } from '@/lib/feed/feed-items';
import { newPostsTrigger } from '@/lib/feed/new-posts-trigger';
import { feedKeys, feedQueryOptions, fetchFeedPage } from '@/lib/feed/queries';
import { isRealtimeLive, subscribeRealtime } from '@/lib/realtime-channel';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { FeedCard, FeedCardSkeleton } from './feed-card';

const route = getRouteApi('/_authed/_shell/');

// The closet's add dialog (and its form library) loads on first use.
const AddCustomItemDialog = lazy(() => import('@/features/closet/components/add-item-dialog').then((m) => ({ default: m.AddCustomItemDialog })));

/** 'New posts': frames (and focus while the socket is down) within this window cause one read of the first page. */
const NEW_POSTS_WINDOW_MS = 1000;

export function HomeScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Feed viewerId={user.id} greetingName={user.firstName || user.username} />;
}

function Feed({ viewerId, greetingName }: { viewerId: string; greetingName: string }) {
  const { filter = 'all' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(feedQueryOptions(queryClient, viewerId, filter));
  const items = feedItemsOf(query.data?.pages);
  const [adding, setAdding] = useState(false);

  /** Back to the first page, read again (the list is not emptied meanwhile). */
  const refresh = useCallback(async () => {
    const key = feedKeys.feed(viewerId, filter);
    queryClient.setQueryData<InfiniteData<FeedPage, string | undefined>>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  }, [queryClient, viewerId, filter]);

  const newCount = useNewItems(viewerId, filter, items[0]);
  // The first page in view came from a read that rebuilt a returning person's feed: say so until it is read again.
  const caughtUp = showsCaughtUp(query.data?.pages[0], items.length);
  const pull = usePullToRefresh(refresh);

  return (
    <div onTouchStart={pull.onTouchStart} onTouchMove={pull.onTouchMove} onTouchEnd={pull.onTouchEnd}>
      {pull.distance > 0 || pull.refreshing ? (
        <div className="flex justify-center overflow-hidden text-stone-600" style={{ height: pull.refreshing ? 40 : pull.distance }} aria-hidden>
          <RefreshCw className={cn('mt-2 size-5', (pull.refreshing || pull.armed) && 'text-brand-700', pull.refreshing && 'animate-spin')} />
        </div>
      ) : null}
      <PageHeader
        title={FEED_TEXTS.header}
        description={`Welcome back, ${greetingName}. Picks, fit matches and friends' looks gather here.`}
        actions={
          <Button variant="outline" size="sm" onClick={() => void refresh()} pending={query.isRefetching && !query.isFetchingNextPage} pendingLabel="Refreshing…">
            <RefreshCw aria-hidden /> Refresh
          </Button>
        }
      />
      <FilterChips value={filter} onChange={(next) => void navigate({ search: (prev) => ({ ...prev, filter: next === 'all' ? undefined : next }), replace: true })} />
      {/* Always in the page, so the text put into it is announced (a region inserted with its text may not be). */}
      <p role="status" className={cn('text-sm', caughtUp ? 'mt-3 flex items-center gap-2 font-medium text-emerald-800' : 'sr-only')} data-testid="feed-caught-up">
        {caughtUp ? (
          <>
            <Check className="size-4" aria-hidden /> {FEED_TEXTS.caughtUp}
          </>
        ) : null}
      </p>

      {newCount.count > 0 ? (
        <div className="sticky top-16 z-10 flex justify-center">
          <Button
            variant="accent"
            size="sm"
            className="rounded-full shadow-md"
            onClick={() => {
              newCount.clear();
              window.scrollTo({ top: 0, behavior: 'smooth' });
              void refresh();
            }}
            data-testid="new-posts-pill"
          >
            <ArrowUp aria-hidden /> {FEED_TEXTS.newPosts} ({newCount.count})
          </Button>
        </div>
      ) : null}

      <section aria-label="Feed" aria-busy={query.isPending || undefined} className="mt-4">
        {query.isPending ? (
          <FeedLoading />
        ) : query.isError && items.length === 0 ? (
          <LoadError message="We couldn't load your feed." onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          filter === 'all' ? (
            <EmptyState icon={Sparkles} title={FEED_TEXTS.empty} hint={FEED_TEXTS.emptyHint}>
              <Button variant="accent" onClick={() => setAdding(true)}>
                <Shirt aria-hidden /> {FEED_TEXTS.addItems}
              </Button>
              <Button asChild variant="outline">
                <Link to="/measurements">
                  <Ruler aria-hidden /> {FEED_TEXTS.setMeasurements}
                </Link>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={Sparkles} title={`No ${FEED_FILTER_CHIPS.find((c) => c.value === filter)?.label ?? 'updates'} yet`} hint="Follow more people and save items you love; new updates show up here.">
              <Button variant="outline" onClick={() => void navigate({ search: (prev) => ({ ...prev, filter: undefined }), replace: true })}>
                Show all updates
              </Button>
            </EmptyState>
          )
        ) : (
          <>
            <ul className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="feed-list">
              {items.map((item, index) => (
                <li key={item.id}>
                  <FeedCard item={item} viewerId={viewerId} priority={index === 0} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError ? (
              <div className="mt-4">
                <LoadError message="We couldn't load more of your feed." onRetry={() => void query.fetchNextPage()} />
              </div>
            ) : (
              <>
                <NextPageSentinel onVisible={() => void query.fetchNextPage()} active={query.hasNextPage && !query.isFetchingNextPage} />
                <LoadMore query={query} />
              </>
            )}
            {!query.hasNextPage ? <p className="mt-6 text-center text-sm text-stone-600">You're all caught up.</p> : null}
          </>
        )}
      </section>
      {adding ? (
        <Suspense fallback={null}>
          <AddCustomItemDialog closetId={viewerId} open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The filter chips (spec 02 §2.10): toggle buttons, one pressed. */
function FilterChips({ value, onChange }: { value: FeedFilter; onChange: (filter: FeedFilter) => void }) {
  return (
    <div role="group" aria-label="Filter the feed" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {FEED_FILTER_CHIPS.map((chip) => {
        const pressed = chip.value === value;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.value)}
            className={cn(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
              pressed ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}

/** Skeleton cards; after a blink also 'Catching up…' (a returning person's feed is rebuilt on this read). */
function FeedLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <p role="status" className={cn('col-span-full flex items-center gap-2 text-sm text-stone-600', !slow && 'sr-only')}>
        {slow ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {slow ? FEED_TEXTS.catchingUp : 'Loading your feed'}
      </p>
      <FeedCardSkeleton />
      <FeedCardSkeleton />
      <FeedCardSkeleton />
    </div>
  );
}

/** Calls `onVisible` when the element under the list comes within 600 px of the viewport. */
function NextPageSentinel({ onVisible, active }: { onVisible: () => void; active: boolean }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '600px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden className="h-px" data-testid="feed-sentinel" />;
}

/**
 * Whether the feed has entries above the shown top: the first page is read again (not into the
 * cache) when a `feed_updated` frame of a type this filter shows arrives, when the socket is back
 * after a gap, and — only while the socket is down — when the tab is shown again; batched by
 * `newPostsTrigger` (module doc).
 */
function useNewItems(viewerId: string, filter: FeedFilter, top: { id: string; createdAt: string } | undefined) {
  const [count, setCount] = useState(0);
  const topRef = useRef(top);
  topRef.current = top;
  useEffect(() => setCount(0), [filter, top?.id]);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (!topRef.current) return;
      try {
        const page = await fetchFeedPage(viewerId, filter, undefined);
        if (!stopped) setCount(countNewItems(topRef.current, page.items));
      } catch {
        // A failed check shows nothing; the next frame or focus tries again.
      }
    };
    const trigger = newPostsTrigger({
      type: FEED_FILTER_TYPE[filter],
      windowMs: NEW_POSTS_WINDOW_MS,
      check: () => void check(),
      isVisible: () => document.visibilityState === 'visible',
      isLive: isRealtimeLive,
    });
    const unsubscribe = subscribeRealtime({
      onFrame: (message) => {
        if (message.type === 'feed_updated') trigger.frame(message.itemType);
      },
      onResubscribed: () => trigger.resubscribed(),
    });
    const onShown = () => trigger.shown();
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      stopped = true;
      trigger.stop();
      unsubscribe();
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [viewerId, filter]);
  return { count, clear: () => setCount(0) };
}

/** Pull down at the top of the page on a touch screen to refresh. */
function usePullToRefresh(refresh: () => Promise<void>) {
  const start = useRef<number | null>(null);
  const [dy, setDy] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  return {
    distance: pullDistance(dy),
    armed: pullTriggers(dy),
    refreshing,
    onTouchStart: (event: React.TouchEvent) => {
      start.current = window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    },
    onTouchMove: (event: React.TouchEvent) => {
      if (start.current === null) return;
      setDy(event.touches[0]!.clientY - start.current);
    },
    onTouchEnd: () => {
      const trigger = start.current !== null && pullTriggers(dy);
      start.current = null;
      setDy(0);
      if (!trigger) return;
      setRefreshing(true);
      void refresh().finally(() => setRefreshing(false));
    },
  };
}
