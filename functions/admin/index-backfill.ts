/**
 * Index backfill (maintenance, issue 22): give every stored item the GSI key attributes its
 * entity's model writes today. DynamoDB indexes an item only when it carries the index's key
 * attributes, so items written before an index joined their model (a person's likes and
 * comments before `byUser` on gsi2, for account deletion and data export) are invisible to that
 * index until they are rewritten. This pass finds them and adds the missing `gsiNpk`/`gsiNsk`.
 *
 * A whole-table parallel Scan: allowed here and nowhere in a request path (ARCHITECTURE §5, "no
 * Scan outside admin/maintenance scripts"). Run it once after a deploy that adds an index to a
 * model (README, Deploy), with `npm run admin:backfill-indexes`.
 *
 * Safe to run any number of times and beside live traffic:
 * - only missing key attributes are added, never overwritten, each by an UpdateItem conditioned
 *   on `attribute_exists(pk)` (a deleted item is not resurrected) and on the attribute still
 *   being absent (a concurrent writer wins);
 * - an index whose composite attributes the item lacks is left alone (never a key built from a
 *   default value) unless they are derived from the item (`watch`), as is a sparse index whose
 *   `condition` rejects the item (ElectroDB decides, from the same `put` parameters a live write
 *   would use);
 * - the stream sees a MODIFY that changes no attribute a processor reads (processors either
 *   ignore MODIFY or recompute idempotently from the image, events/processors.ts).
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { entities } from '@seamline/shared/db/service';
import { tableDefinition } from '@seamline/shared/db/table';
import { isConditionalFailure } from '../_core/db-errors';
import { parallelScan } from './parallel-scan';

/** The GSI key attribute names of the table (`gsi1pk`, `gsi1sk`, `gsi2pk`, `gsi2sk`). */
const INDEX_KEY_FIELDS: readonly string[] = tableDefinition.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]);

/** The schema slice this pass reads from an ElectroDB entity (its definition as written). */
interface IndexSchema {
  index?: string;
  pk: { field: string; composite: readonly string[] };
  sk?: { field: string; composite: readonly string[] };
}
interface BackfillEntity {
  schema: { attributes: Record<string, { watch?: unknown }>; indexes: Record<string, IndexSchema> };
  parse(response: { Item: Record<string, unknown> }): { data: Record<string, unknown> | null };
  put(item: Record<string, unknown>): { params(): { Item?: Record<string, unknown> } };
}

/** The model's entities by their stored name (`__edb_e__`, e.g. `postLike`). */
const byStoredName = new Map<string, BackfillEntity>(
  Object.values(entities).map((entity) => {
    const e = entity as unknown as BackfillEntity & { model: { entity: string } };
    return [e.model.entity, e];
  }),
);

/**
 * The GSI key attributes `item` lacks that its entity's model would write for it today.
 * @param item a raw table item (DocumentClient shape)
 * @returns attribute name → value (e.g. `{ gsi2pk, gsi2sk }`); undefined when nothing is
 *   missing or the item is not an ElectroDB entity of this model; 'unreadable' when it lacks
 *   keys but no longer parses or passes the model's validation (left for a person to look at).
 * @throws never
 */
export function missingIndexKeys(item: Record<string, unknown>): Record<string, string> | 'unreadable' | undefined {
  const entity = typeof item.__edb_e__ === 'string' ? byStoredName.get(item.__edb_e__) : undefined;
  if (!entity) return undefined;
  const lacking = Object.values(entity.schema.indexes).filter(
    (index) => index.index !== undefined && [index.pk.field, index.sk?.field].some((f) => f !== undefined && INDEX_KEY_FIELDS.includes(f) && item[f] === undefined),
  );
  if (lacking.length === 0) return undefined;
  let computed: Record<string, unknown> | undefined;
  let data: Record<string, unknown> | null;
  try {
    data = entity.parse({ Item: item }).data;
    if (!data) return 'unreadable';
    computed = entity.put(data).params().Item;
  } catch {
    return 'unreadable';
  }
  const missing: Record<string, string> = {};
  for (const index of lacking) {
    const composites = [...index.pk.composite, ...(index.sk?.composite ?? [])];
    // A composite the item lacks: derived ones (`watch` of named attributes + `set`, e.g.
    // FeedEntry's fitMatchActorId) are computed from the item and stored with the keys; any other
    // (absent, a `default`, or `watch: '*'` — the updatedAt pattern, a timestamp of now) would
    // invent a key, so the index is left alone.
    const absent = composites.filter((name) => data![name] === undefined);
    if (absent.some((name) => !Array.isArray(entity.schema.attributes[name]?.watch) || typeof computed?.[name] !== 'string')) continue;
    const keys = [index.pk.field, index.sk?.field].filter((f): f is string => f !== undefined && item[f] === undefined && typeof computed?.[f] === 'string');
    // None computed: a sparse index whose condition leaves this item out.
    if (keys.length === 0) continue;
    for (const field of [...keys, ...absent]) missing[field] = computed![field] as string;
  }
  return Object.keys(missing).length > 0 ? missing : undefined;
}

/** What a backfill pass did. */
export interface BackfillReport {
  /** Items read by the Scan. */
  scanned: number;
  /** Items that lacked index keys and got them. */
  updated: number;
  /** Items that lacked index keys but were deleted or filled by someone else meanwhile. */
  skipped: number;
  /** Items of this model that lacked index keys but failed to parse (left unchanged; keys listed). */
  unreadable: { pk: string; sk: string }[];
  /** Missing key attributes found, by entity (what `dryRun` would add). */
  byEntity: Record<string, number>;
}

/** Options of {@link backfillIndexes}. */
export interface BackfillOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** Parallel Scan segments (1–64; default 4). */
  segments?: number;
  /** Items per Scan page (default 500). */
  pageSize?: number;
  /** Count what is missing without writing. */
  dryRun?: boolean;
}

/**
 * One backfill pass over the whole table (see the module comment).
 * @throws the DynamoDB error of a Scan page or an update that fails other than by its condition.
 */
export async function backfillIndexes({ client, tableName, segments = 4, pageSize = 500, dryRun = false }: BackfillOptions): Promise<BackfillReport> {
  const report: BackfillReport = { scanned: 0, updated: 0, skipped: 0, unreadable: [], byEntity: {} };
  const backfillItem = async (item: Record<string, unknown>): Promise<void> => {
    const missing = missingIndexKeys(item);
    if (!missing) return;
    if (missing === 'unreadable') {
      report.unreadable.push({ pk: String(item.pk), sk: String(item.sk) });
      return;
    }
    const name = String(item.__edb_e__);
    report.byEntity[name] = (report.byEntity[name] ?? 0) + 1;
    if (dryRun) return;
    const fields = Object.keys(missing);
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
          ConditionExpression: ['attribute_exists(pk)', ...fields.map((_, i) => `attribute_not_exists(#f${i})`)].join(' AND '),
          ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
          ExpressionAttributeValues: Object.fromEntries(fields.map((f, i) => [`:v${i}`, missing[f]])),
        }),
      );
      report.updated++;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      report.skipped++;
    }
  };
  await parallelScan(client, { tableName, segments, params: { Limit: pageSize, ConsistentRead: true } }, async (items) => {
    for (const item of items) {
      report.scanned++;
      await backfillItem(item);
    }
  });
  return report;
}
