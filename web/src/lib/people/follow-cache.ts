/**
 * Pure patches of cached people data after a follow change, so every list that shows a
 * person flips its Follow/Following button at once (optimistic update, spec 01 §4 Follow) and
 * the profile counts move with it. Each function takes the query key (its second element
 * names the shape, see `query-keys.ts`) and the cached value, and returns a new value, or
 * the same object when nothing in it changes. Unknown shapes are returned untouched.
 */
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { FollowRelation, PublicProfile } from '@seamline/shared/contracts/people';
import type { PeopleKeyKind } from './query-keys';

/** The viewer starts or stops following `targetId`; `wasFollowing` is the state before. */
export interface FollowChange {
  viewerId: string;
  targetId: string;
  wasFollowing: boolean;
  isFollowing: boolean;
}

/** The viewer removes `followerId` from the viewer's own followers. */
export interface FollowerRemoval {
  viewerId: string;
  followerId: string;
}

type Page<T> = { items: T[]; nextCursor: string | null };
type Flaggable = { id: string; isFollowing: boolean };

const kindOf = (key: QueryKey) => key[1] as PeopleKeyKind | undefined;
const ownerOf = (key: QueryKey) => key[2] as string | undefined;

function isInfinite<T>(data: unknown): data is InfiniteData<Page<T>> {
  return typeof data === 'object' && data !== null && Array.isArray((data as InfiniteData<unknown>).pages);
}

function hasItems<T>(data: unknown): data is { items: T[] } {
  return typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);
}

/** Map the items of a page list or of infinite pages; unchanged items keep their identity. */
function mapItems<T>(data: unknown, fn: (item: T) => T | null): unknown {
  const mapList = (items: T[]) => {
    let changed = false;
    const next: T[] = [];
    for (const item of items) {
      const mapped = fn(item);
      if (mapped !== item) changed = true;
      if (mapped !== null) next.push(mapped);
    }
    return changed ? next : items;
  };
  if (isInfinite<T>(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const items = mapList(page.items);
      if (items === page.items) return page;
      changed = true;
      return { ...page, items };
    });
    return changed ? { ...data, pages } : data;
  }
  if (hasItems<T>(data)) {
    const items = mapList(data.items);
    return items === data.items ? data : { ...data, items };
  }
  return data;
}

const flag = <T extends Flaggable>(item: T, id: string, isFollowing: boolean): T =>
  item.id === id && item.isFollowing !== isFollowing ? { ...item, isFollowing } : item;

function patchProfile(profile: PublicProfile, change: FollowChange): PublicProfile {
  const delta = change.wasFollowing === change.isFollowing ? 0 : change.isFollowing ? 1 : -1;
  if (profile.id === change.targetId) {
    return {
      ...profile,
      isFollowing: change.isFollowing,
      counts: { ...profile.counts, followers: Math.max(0, profile.counts.followers + delta) },
    };
  }
  if (profile.id === change.viewerId && delta !== 0) {
    return { ...profile, counts: { ...profile.counts, following: Math.max(0, profile.counts.following + delta) } };
  }
  return profile;
}

/**
 * The cached value of `key` after the viewer follows or unfollows `targetId`: person cards and
 * similar users flip `isFollowing`; the target's profile gains or loses a follower and the
 * viewer's profile a following; follow-list rows of the target flip, and an unfollow drops the
 * viewer's row from the target's followers and the target's row from the viewer's following.
 */
export function applyFollowChange(key: QueryKey, data: unknown, change: FollowChange): unknown {
  const { targetId, viewerId, isFollowing } = change;
  switch (kindOf(key)) {
    case 'matches':
    case 'suggestions':
    case 'similar':
    case 'search':
      return mapItems<Flaggable>(data, (item) => flag(item, targetId, isFollowing));
    case 'profile':
      return typeof data === 'object' && data !== null && 'counts' in data ? patchProfile(data as PublicProfile, change) : data;
    case 'followers':
      return mapItems<FollowRelation>(data, (row) => {
        if (!isFollowing && ownerOf(key) === targetId && row.followerId === viewerId) return null;
        return row.followerId === targetId && row.isFollowing !== isFollowing ? { ...row, isFollowing } : row;
      });
    case 'following':
      return mapItems<FollowRelation>(data, (row) => {
        if (!isFollowing && ownerOf(key) === viewerId && row.followingId === targetId) return null;
        return row.followingId === targetId && row.isFollowing !== isFollowing ? { ...row, isFollowing } : row;
      });
    default:
      return data;
  }
}

/**
 * The cached value of `key` after the viewer removes `followerId` from their followers: the
 * row leaves the viewer's followers list and the viewer's row leaves that person's following
 * list; the viewer's follower count drops by one and that person no longer "follows you".
 */
export function applyFollowerRemoval(key: QueryKey, data: unknown, removal: FollowerRemoval): unknown {
  const { viewerId, followerId } = removal;
  switch (kindOf(key)) {
    case 'followers':
      return ownerOf(key) === viewerId ? mapItems<FollowRelation>(data, (row) => (row.followerId === followerId ? null : row)) : data;
    case 'following':
      return ownerOf(key) === followerId ? mapItems<FollowRelation>(data, (row) => (row.followingId === viewerId ? null : row)) : data;
    case 'profile': {
      if (typeof data !== 'object' || data === null || !('counts' in data)) return data;
      const profile = data as PublicProfile;
      if (profile.id === viewerId) return { ...profile, counts: { ...profile.counts, followers: Math.max(0, profile.counts.followers - 1) } };
      if (profile.id === followerId) {
        return { ...profile, followsYou: false, counts: { ...profile.counts, following: Math.max(0, profile.counts.following - 1) } };
      }
      return profile;
    }
    default:
      return data;
  }
}
