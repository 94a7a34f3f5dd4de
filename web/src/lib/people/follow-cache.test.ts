import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { FollowRelation, PersonCard, PublicProfile } from '@seamline/shared/contracts/people';
import { applyFollowChange, applyFollowerRemoval } from './follow-cache';
import { peopleKeys } from './query-keys';

const summary = (id: string) => ({ id, username: id, handle: id, name: id, avatar: null });
const card = (id: string, isFollowing = false): PersonCard => ({
  ...summary(id),
  isFollowing,
  compatibilityScore: 95,
  mutualConnections: 0,
  reasons: [],
});
const relation = (followerId: string, followingId: string, isFollowing: boolean): FollowRelation => ({
  id: `${followerId}:${followingId}`,
  followerId,
  followingId,
  createdAt: '2026-11-21T12:00:00.000Z',
  follower: summary(followerId),
  following: summary(followingId),
  isFollowing,
});
const pages = <T>(...lists: T[][]): InfiniteData<{ items: T[]; nextCursor: string | null }> => ({
  pages: lists.map((items) => ({ items, nextCursor: null })),
  pageParams: lists.map(() => undefined),
});
const profile = (id: string, counts = { followers: 5, following: 3, outfits: 0 }): PublicProfile => ({
  ...summary(id),
  firstName: null,
  lastName: null,
  bio: null,
  location: null,
  styleCategories: [],
  counts,
  isSelf: false,
  canViewCloset: false,
  isFollowing: false,
  followsYou: true,
  blockedByYou: false,
  canViewMeasurements: false,
  measurements: null,
});

const follow = { viewerId: 'me', targetId: 'b', wasFollowing: false, isFollowing: true };
const unfollow = { viewerId: 'me', targetId: 'b', wasFollowing: true, isFollowing: false };

describe('applyFollowChange', () => {
  it('flips only the target in card lists and search pages, keeping other items as they were', () => {
    const list = { items: [card('a'), card('b')] };
    const next = applyFollowChange(peopleKeys.matches('me'), list, follow) as typeof list;
    expect(next.items.map((p) => p.isFollowing)).toEqual([false, true]);
    expect(next.items[0]).toBe(list.items[0]);

    const search = pages([card('a')], [card('b')]);
    const patched = applyFollowChange(peopleKeys.search('b'), search, follow) as typeof search;
    expect(patched.pages[1]!.items[0]!.isFollowing).toBe(true);
    expect(patched.pages[0]).toBe(search.pages[0]);
  });

  it('returns the same object when the person is not in the list', () => {
    const list = { items: [card('a')] };
    expect(applyFollowChange(peopleKeys.suggestions('me'), list, follow)).toBe(list);
  });

  it("moves the target's followers and the viewer's following counts by one, only when the state changes", () => {
    const target = applyFollowChange(peopleKeys.profile('b'), profile('b'), follow) as PublicProfile;
    expect(target.isFollowing).toBe(true);
    expect(target.counts.followers).toBe(6);
    const mine = applyFollowChange(peopleKeys.profile('me'), profile('me'), follow) as PublicProfile;
    expect(mine.counts.following).toBe(4);
    const again = applyFollowChange(peopleKeys.profile('b'), profile('b'), { ...follow, wasFollowing: true }) as PublicProfile;
    expect(again.counts.followers).toBe(5);
    const down = applyFollowChange(peopleKeys.profile('b'), profile('b', { followers: 0, following: 0, outfits: 0 }), unfollow) as PublicProfile;
    expect(down.counts.followers).toBe(0);
  });

  it('flips Follow Back on my followers tab and drops the row from my following tab on unfollow', () => {
    const followers = pages([relation('b', 'me', false)]);
    const flipped = applyFollowChange(peopleKeys.followList('me', 'followers'), followers, follow) as typeof followers;
    expect(flipped.pages[0]!.items[0]!.isFollowing).toBe(true);

    const following = pages([relation('me', 'a', true), relation('me', 'b', true)]);
    const left = applyFollowChange(peopleKeys.followList('me', 'following'), following, unfollow) as typeof following;
    expect(left.pages[0]!.items.map((r) => r.followingId)).toEqual(['a']);
  });

  it("drops my row from the target's followers list when I unfollow them", () => {
    const theirFollowers = pages([relation('me', 'b', false), relation('c', 'b', false)]);
    const next = applyFollowChange(peopleKeys.followList('b', 'followers'), theirFollowers, unfollow) as typeof theirFollowers;
    expect(next.pages[0]!.items.map((r) => r.followerId)).toEqual(['c']);
  });

  it('leaves unknown keys and shapes alone', () => {
    const data = { anything: true };
    expect(applyFollowChange(['people', 'other'], data, follow)).toBe(data);
    expect(applyFollowChange(peopleKeys.profile('b'), undefined, follow)).toBeUndefined();
  });
});

describe('applyFollowerRemoval', () => {
  const removal = { viewerId: 'me', followerId: 'b' };

  it('removes the row from my followers only', () => {
    const mine = pages([relation('b', 'me', false), relation('c', 'me', true)]);
    const next = applyFollowerRemoval(peopleKeys.followList('me', 'followers'), mine, removal) as typeof mine;
    expect(next.pages[0]!.items.map((r) => r.followerId)).toEqual(['c']);
    const someoneElses = pages([relation('b', 'x', false)]);
    expect(applyFollowerRemoval(peopleKeys.followList('x', 'followers'), someoneElses, removal)).toBe(someoneElses);
  });

  it("removes me from that person's following list and updates both profiles", () => {
    const theirs = pages([relation('b', 'me', false), relation('b', 'z', false)]);
    const next = applyFollowerRemoval(peopleKeys.followList('b', 'following'), theirs, removal) as typeof theirs;
    expect(next.pages[0]!.items.map((r) => r.followingId)).toEqual(['z']);
    expect((applyFollowerRemoval(peopleKeys.profile('me'), profile('me'), removal) as PublicProfile).counts.followers).toBe(4);
    const them = applyFollowerRemoval(peopleKeys.profile('b'), profile('b'), removal) as PublicProfile;
    expect(them.followsYou).toBe(false);
    expect(them.counts.following).toBe(2);
  });
});
