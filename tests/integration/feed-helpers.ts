/**
 * Helpers of the feed integration tests (feed-*.test.ts, issue 19): reading a feed page over HTTP
 * (parsed with the contract), opening a feed so it counts as active, waiting for an item the
 * stream processors write (poll with a deadline, never a fixed sleep), and reading what the
 * processors stored for a person (straight from the table, to show what was — or was not — written).
 */
import type { PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import { expect } from 'vitest';
import { feedPageSchema, type FeedFilter, type FeedItem, type FeedPage } from '@seamline/shared/contracts/feed';
import { STREAM_WAIT, waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';

/** Deadline of waits for the stream processors (the first test of a run may wait behind the seed's records). */
/** The shared stream-processor deadline (tests/fixtures/poll.ts). */
export { STREAM_WAIT };

/** A person with a session and a recognisable first name. */
/** A person named `firstName`; `privacy`: settings saved with them (the spec's defaults with these). */
export const person = (firstName: string, privacy?: Partial<PrivacySettingsInput>) =>
  createUserWithSession({ user: { firstName }, ...(privacy ? { privacy } : {}) });

const feedPath = (userId: string, filter?: FeedFilter, cursor?: string | null) => {
  const q = new URLSearchParams();
  if (filter) q.set('filter', filter);
  if (cursor) q.set('cursor', cursor);
  const qs = q.toString();
  return `/api/users/${userId}/feed${qs ? `?${qs}` : ''}`;
};

/** One page of `s`'s own feed (200 expected), parsed with the contract. */
export async function readFeed(s: UserWithSession, filter?: FeedFilter, cursor?: string | null): Promise<FeedPage> {
  const res = await call('GET', feedPath(s.userId, filter, cursor), s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return feedPageSchema.parse(res.body);
}

/** GET a feed path as `s` (any status). */
export const getFeed = (s: UserWithSession | undefined, userId: string, query = '') => call('GET', `/api/users/${userId}/feed${query}`, s);

/** Every page of `s`'s feed (following `nextCursor`), `between` run after each page. */
export async function readAll(s: UserWithSession, filter?: FeedFilter, between?: (page: number) => Promise<void>): Promise<FeedItem[][]> {
  const pages: FeedItem[][] = [];
  let cursor: string | null = null;
  do {
    const page = await readFeed(s, filter, cursor);
    pages.push(page.items);
    cursor = page.nextCursor;
    if (between) await between(pages.length);
    if (pages.length > 20) throw new Error('the feed cursor never ends');
  } while (cursor);
  return pages;
}

/** Poll `s`'s first page (of `filter`) until an item passes `probe`. */
export async function waitForItem(s: UserWithSession, what: string, probe: (item: FeedItem) => boolean, filter?: FeedFilter): Promise<FeedItem> {
  return waitFor(`${what} in the feed of ${s.user.firstName ?? s.userId}`, async () => (await readFeed(s, filter)).items.find(probe), STREAM_WAIT);
}

/** The FeedEntry items stored in `ownerId`'s feed partition (all pages). */
export async function storedEntries(ownerId: string) {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const { data } = await db.entities.feedEntry.query.byFeed({ ownerId }).go({ pages: 'all' });
  return data;
}

/** Make `userId`'s feed inactive: last read `days` ago (the fan-out then skips it). */
export async function lastReadDaysAgo(userId: string, days: number): Promise<void> {
  const { db } = await import('@seamline/functions/_core/aws-clients');
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await db.entities.feedState.upsert({ userId, lastReadAt: at, aiPicksAt: new Date().toISOString() }).go();
}

/** `a` unfollows `b` (200 expected). */
export async function unfollow(a: UserWithSession, b: UserWithSession): Promise<void> {
  const res = await call('DELETE', `/api/users/${b.userId}/unfollow`, a);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Friend posts of a page, by post id. */
export const postIdsOf = (items: readonly FeedItem[]) => items.filter((i) => i.type === 'friend_post').map((i) => i.post!.id);
