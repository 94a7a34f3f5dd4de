import { describe, expect, it } from 'vitest';
import type { FeedItem } from '@seamline/shared/contracts/feed';
import { countNewItems, feedFilterOf, feedItemPost, feedItemsOf, pullDistance, pullTriggers, showsCaughtUp, withProductLiked } from './feed-items';

const author = { id: 'u2', username: 'maya', firstName: 'Maya', lastName: 'Lee', profileImageUrl: null };
const item = (id: string, createdAt = '2026-01-01T00:00:00.000Z'): FeedItem => ({ id, type: 'ai_suggestion', label: 'AI Pick', createdAt, reason: 'r' });

describe('feedItemsOf', () => {
  it('flattens pages and keeps each id once', () => {
    expect(feedItemsOf([{ items: [item('a'), item('b')] }, { items: [item('b'), item('c')] }]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(feedItemsOf(undefined)).toEqual([]);
  });
});

describe('feedItemPost', () => {
  it('maps a friend_post to a Post with the product card', () => {
    const post = feedItemPost({
      ...item('p:1'),
      type: 'friend_post',
      actor: author,
      post: { id: '1', author, caption: 'hi', images: ['x'], likeCount: 3, commentCount: 1, shareCount: 0, likedByMe: true, sharedByMe: false },
      product: { id: 'pr', source: 'catalogue', name: 'Shirt', brand: 'Acme', category: 'tops', price: 10, originalPrice: null, currency: 'USD', images: ['i1'], fitScore: 90, recommendedSize: 'M', likedByMe: false },
    });
    expect(post).toMatchObject({ id: '1', likeCount: 3, likedByMe: true, createdAt: '2026-01-01T00:00:00.000Z', product: { id: 'pr', imageUrl: 'i1', price: 10 } });
  });
  it('never shows fewer likes than the viewer\'s own (the stored count lags a like)', () => {
    const post = feedItemPost({ ...item('p:2'), type: 'friend_post', post: { id: '2', author, caption: null, images: [], likeCount: 0, commentCount: 0, shareCount: 0, likedByMe: true, sharedByMe: false } });
    expect(post?.likeCount).toBe(1);
  });
  it('is null without a post', () => {
    expect(feedItemPost(item('a'))).toBeNull();
  });
});

describe('countNewItems', () => {
  it('counts the items above the shown top', () => {
    expect(countNewItems(item('c'), [item('a'), item('b'), item('c')])).toBe(2);
    expect(countNewItems(item('a'), [item('a'), item('b')])).toBe(0);
  });
  it('falls back to newer times when the top is gone, and 0 with nothing shown', () => {
    expect(countNewItems(item('z', '2026-01-02T00:00:00Z'), [item('a', '2026-01-03T00:00:00Z'), item('b', '2026-01-01T00:00:00Z')])).toBe(1);
    expect(countNewItems(undefined, [item('a')])).toBe(0);
  });
});

describe('feedFilterOf', () => {
  it('keeps known filters only', () => {
    expect(feedFilterOf('friends')).toBe('friends');
    expect(feedFilterOf('nope')).toBe('all');
    expect(feedFilterOf(undefined)).toBe('all');
  });
});

describe('pull to refresh', () => {
  it('resists and caps the pull, triggers past the threshold', () => {
    expect(pullDistance(-5)).toBe(0);
    expect(pullDistance(100)).toBe(50);
    expect(pullDistance(1000)).toBe(110);
    expect(pullTriggers(100)).toBe(false);
    expect(pullTriggers(160)).toBe(true);
  });
});

describe('withProductLiked', () => {
  const product = (id: string, likedByMe: boolean) => ({ id, source: 'catalogue' as const, name: 'n', brand: 'b', category: null, price: null, originalPrice: null, currency: null, images: [], fitScore: null, recommendedSize: null, likedByMe });
  it('sets the like on every card of the product, on every page', () => {
    const pages = [{ items: [{ ...item('fm:1'), product: product('p1', false) }, item('x')] }, { items: [{ ...item('ai:1'), product: product('p1', false) }, { ...item('ai:2'), product: product('p2', false) }] }];
    const next = withProductLiked(pages, 'p1', true);
    expect(next.flatMap((p) => p.items).map((i) => i.product?.likedByMe ?? null)).toEqual([true, null, true, false]);
    expect(next[0]!.items[1]).toBe(pages[0]!.items[1]);
  });
  it('answers the same pages when nothing changes', () => {
    const pages = [{ items: [{ ...item('fm:1'), product: product('p1', true) }] }];
    expect(withProductLiked(pages, 'p1', true)).toBe(pages);
    expect(withProductLiked(pages, 'p9', false)).toBe(pages);
  });
});

describe('showsCaughtUp', () => {
  it("says 'Caught up' only for a rebuilt first page with something to show", () => {
    expect(showsCaughtUp({ rebuilt: true }, 3)).toBe(true);
    expect(showsCaughtUp({ rebuilt: true }, 0)).toBe(false);
    expect(showsCaughtUp({ rebuilt: false }, 3)).toBe(false);
    expect(showsCaughtUp(undefined, 3)).toBe(false);
  });
});
