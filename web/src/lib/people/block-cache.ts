/**
 * Pure patches of cached people data after a block or an unblock (issue 19 blocking), built on
 * the follow patches (`follow-cache.ts`): a block ends both follows, so it is an unfollow of the
 * target plus — when they followed the viewer — a removal of that follower, and the target's
 * profile says `blockedByYou`. An unblock only flips `blockedByYou` and leaves the viewer's
 * blocked list (follows are not restored). Same contract as the follow patches: the key's second
 * element names the shape; the same object comes back when nothing changes.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { PublicProfile } from '@seamline/shared/contracts/people';
import { applyFollowChange, applyFollowerRemoval } from './follow-cache';
import type { PeopleKeyKind } from './query-keys';

/** The viewer blocks (`blocked: true`) or unblocks `targetId`; the follow states are those before. */
export interface BlockChange {
  viewerId: string;
  targetId: string;
  blocked: boolean;
  /** The viewer followed the target before the block. */
  wasFollowing: boolean;
  /** The target followed the viewer before the block. */
  followedBy: boolean;
}

const isProfile = (data: unknown): data is PublicProfile => typeof data === 'object' && data !== null && 'blockedByYou' in data;

/** The cached value of `key` after the change (module doc). */
export function applyBlockChange(key: QueryKey, data: unknown, change: BlockChange): unknown {
  const { viewerId, targetId, blocked } = change;
  const kind = key[1] as PeopleKeyKind | undefined;
  if (kind === 'blocks') {
    if (blocked || key[2] !== viewerId) return data;
    return removeBlocked(data, targetId);
  }
  let next = data;
  if (blocked) {
    next = applyFollowChange(key, next, { viewerId, targetId, wasFollowing: change.wasFollowing, isFollowing: false });
    if (change.followedBy) next = applyFollowerRemoval(key, next, { viewerId, followerId: targetId });
  }
  if (kind === 'profile' && isProfile(next) && next.id === targetId && next.blockedByYou !== blocked) {
    next = { ...next, blockedByYou: blocked, ...(blocked ? { isFollowing: false, followsYou: false } : {}) };
  }
  return next;
}

type BlockedPages = { pages: { items: { id: string }[]; nextCursor: string | null }[]; pageParams: unknown[] };

/** The blocked list without `targetId` (infinite pages). */
function removeBlocked(data: unknown, targetId: string): unknown {
  const list = data as BlockedPages | undefined;
  if (!list || !Array.isArray(list.pages)) return data;
  if (!list.pages.some((p) => p.items.some((i) => i.id === targetId))) return data;
  return { ...list, pages: list.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== targetId) })) };
}
