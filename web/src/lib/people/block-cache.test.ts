import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { BlockedPerson, FollowRelation, PublicProfile } from '@seamline/shared/contracts/people';
import { applyBlockChange } from './block-cache';
import { peopleKeys } from './query-keys';

const summary = (id: string) => ({ id, username: id, handle: id, name: id, avatar: null });
const profile = (id: string, over: Partial<PublicProfile> = {}): PublicProfile => ({
  ...summary(id),
  firstName: null,
  lastName: null,
  bio: null,
  location: null,
  styleCategories: [],
  counts: { followers: 5, following: 3, outfits: 0 },
  isSelf: false,
  isFollowing: true,
  followsYou: true,
  blockedByYou: false,
  canViewMeasurements: false,
  canViewCloset: false,
  measurements: null,
  ...over,
});
const relation = (followerId: string, followingId: string): FollowRelation => ({
  id: `${followerId}:${followingId}`,
  followerId,
  followingId,
  createdAt: '2026-11-21T12:00:00.000Z',
  follower: summary(followerId),
  following: summary(followingId),
  isFollowing: true,
});
const pages = <T>(...lists: T[][]): InfiniteData<{ items: T[]; nextCursor: string | null }> => ({
  pages: lists.map((items) => ({ items, nextCursor: null })),
  pageParams: lists.map(() => undefined),
});
const blockedRow = (id: string): BlockedPerson => ({ ...summary(id), blockedAt: '2026-11-21T12:00:00.000Z' });

const block = { viewerId: 'me', targetId: 'b', blocked: true, wasFollowing: true, followedBy: true };
const unblock = { ...block, blocked: false, wasFollowing: false, followedBy: false };

describe('applyBlockChange', () => {
  it("a block marks the target's profile blocked, ends both follows and moves both people's counts", () => {
    const target = applyBlockChange(peopleKeys.profile('b'), profile('b'), block) as PublicProfile;
    expect(target).toMatchObject({ blockedByYou: true, isFollowing: false, followsYou: false, counts: { followers: 4, following: 2 } });
    const mine = applyBlockChange(peopleKeys.profile('me'), profile('me', { isSelf: true }), block) as PublicProfile;
    expect(mine.counts).toEqual({ followers: 4, following: 2, outfits: 0 });
  });

  it('moves no count for a follow that did not exist', () => {
    const target = applyBlockChange(peopleKeys.profile('b'), profile('b', { isFollowing: false, followsYou: false }), {
      ...block,
      wasFollowing: false,
      followedBy: false,
    }) as PublicProfile;
    expect(target.counts).toEqual({ followers: 5, following: 3, outfits: 0 });
    expect(target.blockedByYou).toBe(true);
  });

  it('drops the pair from my follow lists', () => {
    const following = pages([relation('me', 'a'), relation('me', 'b')]);
    expect((applyBlockChange(peopleKeys.followList('me', 'following'), following, block) as typeof following).pages[0]!.items.map((r) => r.followingId)).toEqual(['a']);
    const followers = pages([relation('b', 'me'), relation('c', 'me')]);
    expect((applyBlockChange(peopleKeys.followList('me', 'followers'), followers, block) as typeof followers).pages[0]!.items.map((r) => r.followerId)).toEqual(['c']);
  });

  it('an unblock flips only blockedByYou and removes the person from my blocked list', () => {
    const target = applyBlockChange(peopleKeys.profile('b'), profile('b', { blockedByYou: true, isFollowing: false, followsYou: false }), unblock) as PublicProfile;
    expect(target).toMatchObject({ blockedByYou: false, isFollowing: false, followsYou: false, counts: { followers: 5, following: 3 } });
    const list = pages([blockedRow('a'), blockedRow('b')]);
    expect((applyBlockChange(peopleKeys.blocks('me'), list, unblock) as typeof list).pages[0]!.items.map((p) => p.id)).toEqual(['a']);
    // Someone else's list and a block leave the blocked list as it is (it is refetched).
    expect(applyBlockChange(peopleKeys.blocks('x'), list, unblock)).toBe(list);
    expect(applyBlockChange(peopleKeys.blocks('me'), list, block)).toBe(list);
  });

  it('leaves unknown keys, other people and missing data alone', () => {
    const other = profile('c');
    expect(applyBlockChange(peopleKeys.profile('c'), other, unblock)).toBe(other);
    expect(applyBlockChange(['people', 'other'], { x: 1 }, unblock)).toEqual({ x: 1 });
    expect(applyBlockChange(peopleKeys.profile('b'), undefined, block)).toBeUndefined();
  });
});
