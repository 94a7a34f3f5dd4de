/**
 * Block-set backfill (maintenance, issue 33): give every person stored before issue 33 the hidden
 * set that block-aware reads use (`functions/people/hidden-set.ts`). Until a person has one,
 * their reads take the Block rows (one Query: correct, only slower), so the pass changes no
 * answer. Run it once after deploying issue 33 with `npm run admin:backfill-block-sets` (README,
 * Deploy).
 *
 * A whole-table parallel Scan (ARCHITECTURE §5 allows it in maintenance scripts only) for User
 * items (every person gets a complete set, an empty one for most) and Block rows (their
 * partition's owner, in case a User is mid-deletion), then {@link rebuildHiddenSet} per person:
 * conditioned on the set's version, so it is safe to repeat and to run beside live blocks.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rebuildHiddenSet } from '../people/hidden-set';
import { parallelScan } from './parallel-scan';

export interface BlockSetBackfillOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** Parallel Scan segments (1–64; default 4). */
  segments?: number;
  /** Count who would be rebuilt, write nothing. */
  dryRun?: boolean;
}

export interface BlockSetBackfillReport {
  /** Items the Scan read. */
  scanned: number;
  /** Distinct people found (Users and Block partition owners). */
  people: number;
  /** People whose set was (re)written. */
  rebuilt: number;
  /** People past `BLOCK_LIMITS.maxBlockedBy`: their set is dropped (reads use the Block rows). */
  overflow: number;
}

/**
 * Scan for User and Block items, then rebuild each person's hidden set, 8 at a time.
 * @throws RangeError for segments outside 1–64; the DynamoDB error of a Scan page or a rebuild.
 */
export async function backfillBlockSets({ client, tableName, segments = 4, dryRun = false }: BlockSetBackfillOptions): Promise<BlockSetBackfillReport> {
  const people = new Set<string>();
  let scanned = 0;
  const params = {
    FilterExpression: '#e IN (:user, :block)',
    ExpressionAttributeNames: { '#e': '__edb_e__', '#id': 'id', '#u': 'userId' },
    ExpressionAttributeValues: { ':user': 'user', ':block': 'block' },
    ProjectionExpression: '#e, #id, #u',
  };
  await parallelScan(client, { tableName, segments, params }, (items, count) => {
    scanned += count;
    for (const item of items) {
      const id = item.__edb_e__ === 'user' ? item.id : item.userId;
      if (typeof id === 'string') people.add(id);
    }
  });
  const report: BlockSetBackfillReport = { scanned, people: people.size, rebuilt: 0, overflow: 0 };
  if (dryRun) return report;
  const queue = [...people];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        const outcome = await rebuildHiddenSet(id);
        report.rebuilt++;
        if (outcome.overflow) report.overflow++;
      }
    }),
  );
  return report;
}
