/**
 * Share migration (maintenance, issue 32 §4): before issue 32 every share of a post was its own
 * PostShare item (sk `$postshare_1#sharedat_<iso>#shareid_<id>`, many per person); now a share is
 * ONE item per (post, person) (sk `$postshare_1#userid_<U>`). This pass folds the old items: per
 * (post, person) the EARLIEST old share is written under the new key (same `shareId`, `sharedAt`,
 * product — so its feed entry `s:<shareId>`, its `post.shared` event and its notification stay
 * what they were) and every old item is deleted. Run it once after deploying issue 32, with
 * `npm run admin:migrate-shares` (README, Deploy). Until it ran, old items are still read by the
 * person's index (export, feed rebuild: gsi1 keys did not change) but not by the post's key, so
 * a post's count may include them and its cleanup may miss them.
 *
 * The stream does the rest, as for any share and un-share: the old items' REMOVEs count −1 each
 * and the new item's INSERT +1 (`post-counters`: shareCount ends at the number of people who
 * share); `feed-fanout` withdraws the entries of the folded-away shares and PUTs the kept share's
 * entry again under the same key (it skips the REMOVE of the kept share's old key: a share with
 * that `shareId` exists again). No DomainEvent is written, so nobody is notified.
 *
 * A whole-table parallel Scan (ARCHITECTURE §5 allows it in maintenance scripts only). Safe to
 * repeat and beside traffic: the new item is created with `attribute_not_exists` (a person who
 * shared again meanwhile keeps that share; their old items are only deleted), deletes are
 * conditioned on the old item still being there.
 */
import { DeleteCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { entities } from '@seamline/shared/db/service';
import { isConditionalFailure } from '../_core/db-errors';
import { parallelScan } from './parallel-scan';

/** A raw stored PostShare (DocumentClient shape): keys plus the share's attributes. */
export type StoredShare = Record<string, unknown> & { pk: string; sk: string; postId: string; userId: string; shareId: string; sharedAt: string };

/** What to do with one (post, person)'s old items: write `keep` under the new key, delete `remove` (all old items). */
export interface ShareFold {
  keep: StoredShare;
  remove: StoredShare[];
}

const postShare = entities.postShare as unknown as {
  put(item: Record<string, unknown>): { params(options: { table: string }): { Item: Record<string, unknown> } };
};

/** The item a share would be stored as today (ElectroDB's own PUT parameters: keys, gsi1 keys, markers). */
export function currentShapeOf(share: StoredShare): Record<string, unknown> {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...attributes } = share;
  const data = Object.fromEntries(Object.entries(attributes).filter(([k]) => !k.startsWith('__edb_')));
  // Only the item is used: any table name does (the entity is the model's, not bound to a table).
  return postShare.put(data).params({ table: 'table' }).Item;
}

/** True for a PostShare stored under the pre-issue-32 key (its sk is not the one written today). */
export function isOldShape(share: StoredShare): boolean {
  return currentShapeOf(share).sk !== share.sk;
}

/**
 * Group old-shape shares per (post, person) and choose the one kept: the earliest `sharedAt`
 * (ties: the smaller `shareId`), pure.
 */
export function foldShares(old: readonly StoredShare[]): ShareFold[] {
  const groups = new Map<string, StoredShare[]>();
  for (const s of old) {
    const key = `${s.postId}\u0000${s.userId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((items) => {
    const sorted = [...items].sort((a, b) => (a.sharedAt === b.sharedAt ? a.shareId.localeCompare(b.shareId) : a.sharedAt.localeCompare(b.sharedAt)));
    return { keep: sorted[0]!, remove: sorted };
  });
}

/** What a migration pass did. */
export interface ShareMigrationReport {
  scanned: number;
  /** Old-shape items found. */
  oldItems: number;
  /** (post, person) pairs folded. */
  pairs: number;
  /** Pairs whose new item was written by this pass (others had one already). */
  written: number;
  /** Old items deleted (not already gone). */
  deleted: number;
}

export interface ShareMigrationOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** Parallel Scan segments (1–64; default 4). */
  segments?: number;
  /** Count without writing. */
  dryRun?: boolean;
}

/** Deletes per transaction after the first (DynamoDB: 100 actions a transaction). */
const DELETES_PER_TRANSACTION = 99;

/**
 * One migration pass (module doc).
 * @throws the DynamoDB error of a Scan page or a write that fails other than by its condition.
 */
export async function migrateShares({ client, tableName, segments = 4, dryRun = false }: ShareMigrationOptions): Promise<ShareMigrationReport> {
  const report: ShareMigrationReport = { scanned: 0, oldItems: 0, pairs: 0, written: 0, deleted: 0 };
  const old: StoredShare[] = [];
  const params = {
    ConsistentRead: true,
    FilterExpression: '#e = :e',
    ExpressionAttributeNames: { '#e': '__edb_e__' },
    ExpressionAttributeValues: { ':e': 'postShare' },
  };
  await parallelScan(client, { tableName, segments, params }, (items, scanned) => {
    report.scanned += scanned;
    for (const item of items as StoredShare[]) if (isOldShape(item)) old.push(item);
  });
  report.oldItems = old.length;
  const folds = foldShares(old);
  report.pairs = folds.length;
  if (dryRun) return report;
  const del = (s: StoredShare) => ({ Delete: { TableName: tableName, Key: { pk: s.pk, sk: s.sk }, ConditionExpression: 'attribute_exists(pk)' } });
  const put = (s: StoredShare) => ({ TableName: tableName, Item: currentShapeOf(s), ConditionExpression: 'attribute_not_exists(pk)' });
  const ignoringCondition = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      return false;
    }
  };
  const deleteEach = async (items: StoredShare[]) => {
    for (const s of items) if (await ignoringCondition(() => client.send(new DeleteCommand(del(s).Delete)))) report.deleted++;
  };
  for (const { keep, remove } of folds) {
    const first = remove.slice(0, DELETES_PER_TRANSACTION);
    try {
      await client.send(new TransactWriteCommand({ TransactItems: [{ Put: put(keep) }, ...first.map(del)] }));
      report.written++;
      report.deleted += first.length;
    } catch (error) {
      // The new item exists already (a share made since the deploy) or an old one is gone (a
      // concurrent pass): the same writes one at a time, each keeping its own condition.
      if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      if (await ignoringCondition(() => client.send(new PutCommand(put(keep))))) report.written++;
      await deleteEach(first);
    }
    for (let i = DELETES_PER_TRANSACTION; i < remove.length; i += DELETES_PER_TRANSACTION) await deleteEach(remove.slice(i, i + DELETES_PER_TRANSACTION));
  }
  return report;
}
