/**
 * Processor: keeps the derived "people index" items current (issue 5; builders:
 * `shared/db/people-index.ts`):
 * - User created / names changed / removed → the person's SearchToken items (prefix search);
 * - Measurements saved or removed, PrivacySettings saved or removed → the FitIndex item
 *   (matching by fit; none without measurements or with `discoverableByFit` false);
 * - StylePreferences saved or removed → the StyleMember items ('People You Might Know').
 *
 * Every sync reads the CURRENT source items (GetItem / Query on their keys), computes the
 * derived items and writes only the difference, so it converges whatever the order of the
 * records, and a redelivered record rewrites the same state. A batch's people are synced
 * several at a time, each person's records in stream order. Within one invocation a person's
 * index of one kind is synced once: the records of a batch are all committed before delivery,
 * so the first read already sees every one of them.
 * Filter (`processors.ts`): INSERT/MODIFY of `user`, `privacySettings`, `stylePreferences`,
 * INSERT of `measurements` (versions are never modified), REMOVE of all four. A User MODIFY that does not change
 * `username`, `firstName` or `lastName`, and a PrivacySettings record that does not change
 * `discoverableByFit` (absent = true), are skipped (filters cannot compare the two images).
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import {
  fitIndexItemOf,
  searchTokenItemsOf,
  styleMemberItemsOf,
} from '@seamline/shared/db/people-index';
import { processGrouped } from '../feed/grouped-batch';
import { newImage, oldImage, type Image } from '../stream-records';

type IndexKind = 'search' | 'fit' | 'style';

const changed = (
  before: Image | undefined,
  after: Image | undefined,
  keys: string[],
  fallback?: unknown,
) => keys.some((k) => (before?.[k] ?? fallback) !== (after?.[k] ?? fallback));

/** Which index of which person a record affects, or null when it affects none. */
export function indexJobOf(record: DynamoDBRecord): { kind: IndexKind; userId: string } | null {
  const before = oldImage(record);
  const after = newImage(record);
  const image = after ?? before;
  const modified = record.eventName === 'MODIFY';
  switch (image?.__edb_e__) {
    case 'user':
      if (modified && !changed(before, after, ['username', 'firstName', 'lastName'])) return null;
      return typeof image.id === 'string' ? { kind: 'search', userId: image.id } : null;
    case 'privacySettings':
      // Only `discoverableByFit` moves the fit index; a missing item reads as its default (true),
      // so an INSERT or REMOVE that keeps it true changes nothing either (the seed's ~150 settings).
      if (!changed(before, after, ['discoverableByFit'], true)) return null;
      return typeof image.userId === 'string' ? { kind: 'fit', userId: image.userId } : null;
    case 'measurements':
      return typeof image.userId === 'string' ? { kind: 'fit', userId: image.userId } : null;
    case 'stylePreferences':
      return typeof image.userId === 'string' ? { kind: 'style', userId: image.userId } : null;
    default:
      return null;
  }
}

/** Throw when a batch write left items unprocessed: the record is retried and converges. */
function assertProcessed(what: string, result: { unprocessed: unknown[] }) {
  if (result.unprocessed.length > 0)
    throw new Error(`${what}: ${result.unprocessed.length} unprocessed items`);
}

/**
 * Make `userId`'s SearchToken items those of the current User item (none when it is gone).
 * @throws when a read or write fails (the record is retried).
 */
export async function syncSearchTokens(userId: string): Promise<void> {
  const [{ data: user }, { data: existing }] = await Promise.all([
    db.entities.user.get({ id: userId }).go(),
    db.entities.searchToken.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  // A person being deleted (issue 22) is out of search at once; the job removes the rest.
  const wanted = user && !user.deletingAt ? searchTokenItemsOf(user) : [];
  const stale = existing.filter((t) => !wanted.some((w) => w.token === t.token));
  const missing = wanted.filter((w) => !existing.some((t) => t.token === w.token));
  if (stale.length)
    assertProcessed(
      'search tokens delete',
      await db.entities.searchToken
        .delete(stale.map(({ userId: id, token }) => ({ userId: id, token })))
        .go(),
    );
  if (missing.length)
    assertProcessed('search tokens put', await db.entities.searchToken.put(missing).go());
}

/**
 * Make `userId`'s FitIndex item that of the latest Measurements and the PrivacySettings
 * (deleted when there is none: no full body or not `discoverableByFit`). Writes nothing when
 * the item is already current (redelivery, seeded people).
 * @throws when a read or write fails (the record is retried).
 */
export async function syncFitIndex(userId: string): Promise<void> {
  const [{ data: latest }, { data: privacy }, { data: current }] = await Promise.all([
    db.entities.measurements.query.byUser({ userId }).go({ order: 'desc', limit: 1 }),
    db.entities.privacySettings.get({ userId }).go(),
    db.entities.fitIndex.get({ userId }).go(),
  ]);
  const item = fitIndexItemOf(userId, latest[0], privacy);
  if (item) {
    const same =
      current && (Object.keys(item) as (keyof typeof item)[]).every((k) => current[k] === item[k]);
    if (!same) await db.entities.fitIndex.put(item).go();
  } else if (current) {
    await db.entities.fitIndex.delete({ userId }).go();
  }
}

/**
 * Make `userId`'s StyleMember items the categories of the current StylePreferences, stamped
 * with its `updatedAt` (none when it is gone).
 * @throws when a read or write fails (the record is retried).
 */
export async function syncStyleMembers(userId: string): Promise<void> {
  const [{ data: prefs }, { data: existing }] = await Promise.all([
    db.entities.stylePreferences.get({ userId }).go(),
    db.entities.styleMember.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  const wanted = prefs ? styleMemberItemsOf(userId, prefs.styleCategories, prefs.updatedAt) : [];
  const stale = existing.filter((m) => !wanted.some((w) => w.category === m.category));
  const outdated = wanted.filter(
    (w) => !existing.some((m) => m.category === w.category && m.updatedAt === w.updatedAt),
  );
  if (stale.length)
    assertProcessed(
      'style members delete',
      await db.entities.styleMember
        .delete(stale.map(({ userId: id, category }) => ({ userId: id, category })))
        .go(),
    );
  if (outdated.length)
    assertProcessed('style members put', await db.entities.styleMember.put(outdated).go());
}

const sync: Record<IndexKind, (userId: string) => Promise<void>> = {
  search: syncSearchTokens,
  fit: syncFitIndex,
  style: syncStyleMembers,
};

export const handler = (event: DynamoDBStreamEvent) => {
  const synced = new Set<string>();
  // People's indexes are independent: a person's records run in stream order, several people at
  // once (grouped-batch.ts; issue 36 §4: the seed's 108 people, ~1,100 reads and writes one
  // after another, were the longest wait of the local seed).
  return processGrouped(
    event,
    indexJobOf,
    (job) => job.userId,
    async (job) => {
      const key = `${job.kind}:${job.userId}`;
      if (synced.has(key)) return;
      await sync[job.kind](job.userId);
      synced.add(key);
    },
    (record, error) =>
      logger.error('people-index failed', { eventID: record.eventID, error: error as Error }),
  );
};
