/**
 * Processor: saves and likes → 'Trending Now' (spec 02 §2.11: the 4 products most saved and
 * liked in the last TRENDING_WINDOW_DAYS = 7 days, real counts).
 *
 * Counted (filter in `processors.ts`), only for people who allow `machineLearning` (issue 22):
 * - INSERT of `collectionItem` or `moodboardItem`: a save of the product by its `userId`;
 * - INSERT of `interaction` with `type = like`: a like (the item is one per user, product and
 *   type, so only the first like inserts);
 * - REMOVE of `trendSignal` (its 7-day TTL expired; the local poller delivers DynamoDB Local's
 *   TTL deletes as REMOVE too, see `stream-records.ts` `isTtlDelete`): the signal leaves the
 *   window, so it is subtracted. Nothing else deletes signals.
 *
 * One record = one TransactWriteItems:
 * - a save or like: StreamReceipt create + TrendSignal create (`attribute_not_exists`; the id
 *   `<kind>:<userId>:<productId>` is deterministic, so one person's saves or likes of a product
 *   count once per window, however many boards they save it to) + the ProductTrend with the new
 *   counts;
 * - an expiry: StreamReceipt create + the ProductTrend with the signal taken off.
 * The ProductTrend is a read-modify-write with an optimistic lock: it is put with the condition
 * "saves and likes are what I read" (create with `attribute_not_exists` when there was none),
 * `score = saves + likes` and `board = 'trending'` (its gsi1 entry, sorted by score). When the
 * score falls to 0 the item is DELETED under the same condition, so it leaves the sparse index
 * (an ElectroDB put without `board` would still write a `board_` index key).
 *
 * Cancellation reasons decide (see {@link outcomeOf}): only the receipt refused = the record was
 * applied before (redelivery, nothing to do); the signal exists = this person's save/like is
 * already counted in the window (nothing to count); only the ProductTrend refused = another
 * update won the race: read again and retry, at most {@link MAX_ATTEMPTS} times, then throw
 * (the record is reported in `batchItemFailures` and redelivered).
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { TRENDING_WINDOW_DAYS } from '@seamline/shared/contracts/catalogue';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { countsInAggregates } from '@seamline/shared/domain/privacy/effects';
import { STREAM_RECEIPT_TTL_SECONDS } from '@seamline/shared/db/entities/stream-receipt';
import { processGrouped } from '../feed/grouped-batch';
import { newImage, oldImage } from '../stream-records';

export const PRODUCT_TRENDS = 'product-trends';
/** How long a counted save or like stays in 'Trending Now' (seconds). */
export const TREND_WINDOW_SECONDS = TRENDING_WINDOW_DAYS * 24 * 60 * 60;
/** Read-modify-write attempts of one record before it is reported as failed. */
export const MAX_ATTEMPTS = 5;

export type SignalKind = 'save' | 'like';

/** What one stream record means for the trends (null: nothing). */
export type TrendChange =
  | { op: 'count'; kind: SignalKind; userId: string; productId: string; signalId: string }
  | { op: 'expire'; kind: SignalKind; productId: string; signalId: string };

/** A product's counts in the window. */
export interface TrendCounts {
  saves: number;
  likes: number;
}

/** The TrendSignal id of a person's save or like of a product (one per window). */
export const signalIdOf = (kind: SignalKind, userId: string, productId: string) =>
  `${kind}:${userId}:${productId}`;

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The change a record stands for (module doc), or null for anything else. */
export function trendChangeOf(record: DynamoDBRecord): TrendChange | null {
  if (record.eventName === 'INSERT') {
    const img = newImage(record);
    const entity = img?.__edb_e__;
    if (!img || !str(img.userId) || !str(img.productId)) return null;
    const kind: SignalKind | null =
      entity === 'collectionItem' || entity === 'moodboardItem'
        ? 'save'
        : entity === 'interaction' && img.type === 'like'
          ? 'like'
          : null;
    if (!kind) return null;
    return {
      op: 'count',
      kind,
      userId: img.userId,
      productId: img.productId,
      signalId: signalIdOf(kind, img.userId, img.productId),
    };
  }
  if (record.eventName === 'REMOVE') {
    const img = oldImage(record);
    if (img?.__edb_e__ !== 'trendSignal' || !str(img.productId) || !str(img.signalId)) return null;
    if (img.kind !== 'save' && img.kind !== 'like') return null;
    return { op: 'expire', kind: img.kind, productId: img.productId, signalId: img.signalId };
  }
  return null;
}

/** The counts after adding `delta` (±1) of `kind`; never below 0. */
export function nextCounts(
  current: TrendCounts | null,
  kind: SignalKind,
  delta: 1 | -1,
): TrendCounts {
  const saves = current?.saves ?? 0;
  const likes = current?.likes ?? 0;
  return kind === 'save'
    ? { saves: Math.max(0, saves + delta), likes }
    : { saves, likes: Math.max(0, likes + delta) };
}

/** The ProductTrend item for counts (score = saves + likes; on the board while > 0). */
export function trendItemOf(productId: string, counts: TrendCounts, now: Date) {
  const score = counts.saves + counts.likes;
  return {
    productId,
    saves: counts.saves,
    likes: counts.likes,
    score,
    ...(score > 0 ? { board: 'trending' } : {}),
    updatedAt: now.toISOString(),
  };
}

/** What a cancelled transaction means, from its reasons in operation order. */
export type CancelOutcome = 'redelivered' | 'already-counted' | 'lost-race' | 'error';

/**
 * Decide on a cancelled transaction (module doc). `reasons` are in the operation order:
 * receipt, [signal when counting,] trend.
 */
export function outcomeOf(
  op: TrendChange['op'],
  reasons: readonly { code?: string }[],
): CancelOutcome {
  const failed = (r: { code?: string } | undefined) => r?.code === 'ConditionalCheckFailed';
  const clean = (r: { code?: string } | undefined) => !r?.code || r.code === 'None' || failed(r);
  if (!reasons.every(clean)) return 'error';
  const [receipt, ...rest] = reasons;
  if (failed(receipt)) return 'redelivered';
  if (op === 'count' && failed(rest[0])) return 'already-counted';
  if (failed(rest.at(-1))) return 'lost-race';
  return 'error';
}

/**
 * Issue 22: a save or like counts only when its person allows `machineLearning` (spec default
 * off), read now (one GetItem of one attribute). A person who turns it off later: the signals
 * already counted leave with their TTL, at most TRENDING_WINDOW_DAYS later; none is added after.
 */
async function allowsAggregates(userId: string): Promise<boolean> {
  const { data } = await db.entities.privacySettings.get({ userId }).go({ attributes: ['machineLearning'] });
  return countsInAggregates({ machineLearning: data?.machineLearning ?? DEFAULT_PRIVACY_SETTINGS.machineLearning });
}

/** The trend write of the transaction: create / conditional put / conditional delete. */
function trendWrite(
  productTrend: Parameters<Parameters<typeof db.transaction.write>[0]>[0]['productTrend'],
  productId: string,
  read: TrendCounts | null,
  next: TrendCounts,
  now: Date,
) {
  const item = trendItemOf(productId, next, now);
  if (!read) return productTrend.create(item).commit();
  const { saves, likes } = read;
  if (item.score === 0)
    return productTrend
      .delete({ productId })
      .where((a, op) => `${op.eq(a.saves, saves)} AND ${op.eq(a.likes, likes)}`)
      .commit();
  return productTrend
    .put(item)
    .where((a, op) => `${op.eq(a.saves, saves)} AND ${op.eq(a.likes, likes)}`)
    .commit();
}

/**
 * Apply one record (module doc).
 * @returns what happened: 'applied', 'redelivered', 'already-counted', 'ignored' or 'excluded'
 *   (the person does not allow `machineLearning`: nothing counted).
 * @throws Error on a failure that is not a redelivery, or after MAX_ATTEMPTS lost races.
 */
export async function applyTrendRecord(
  record: DynamoDBRecord,
  now = new Date(),
): Promise<'applied' | 'redelivered' | 'already-counted' | 'ignored' | 'excluded'> {
  const change = trendChangeOf(record);
  if (!change || !record.eventID) return 'ignored';
  if (change.op === 'count' && !(await allowsAggregates(change.userId))) return 'excluded';
  const eventId = record.eventID;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const delta = change.op === 'count' ? 1 : -1;
  for (let attempt = 1; ; attempt++) {
    const { data } = await db.entities.productTrend
      .get({ productId: change.productId })
      .go({ consistent: true });
    const read: TrendCounts | null = data
      ? { saves: data.saves ?? 0, likes: data.likes ?? 0 }
      : null;
    if (!read && change.op === 'expire') {
      // Nothing left to take off (cannot happen while signals and trends are written together).
      logger.warn('Expired signal of a product without trend', { signalId: change.signalId });
    }
    const next = nextCounts(read, change.kind, delta);
    const result = await db.transaction
      .write(({ streamReceipt, trendSignal, productTrend }) => [
        streamReceipt
          .create({
            processor: PRODUCT_TRENDS,
            eventId,
            ttl: nowSeconds + STREAM_RECEIPT_TTL_SECONDS,
          })
          .commit(),
        ...(change.op === 'count'
          ? [
              trendSignal
                .create({
                  signalId: change.signalId,
                  productId: change.productId,
                  kind: change.kind,
                  createdAt: now.toISOString(),
                  ttl: nowSeconds + TREND_WINDOW_SECONDS,
                })
                .commit(),
            ]
          : []),
        ...(read || next.saves + next.likes > 0
          ? [trendWrite(productTrend, change.productId, read, next, now)]
          : []),
      ])
      .go();
    if (!result.canceled) return 'applied';
    const outcome = outcomeOf(change.op, result.data as { code?: string }[]);
    if (outcome === 'redelivered' || outcome === 'already-counted') return outcome;
    if (outcome === 'error' || attempt >= MAX_ATTEMPTS)
      throw new Error(
        `product-trends transaction cancelled (attempt ${attempt}): ${(result.data as { code?: string }[]).map((r) => r.code ?? '?').join(', ')}`,
      );
    // Lost a race: back off a little (jittered) before reading again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
  }
}

/** Products whose records run at the same time within one batch. */
export const PRODUCTS_IN_PARALLEL = 4;

/**
 * The Lambda handler: a batch's records are grouped by product; each product's records run in
 * stream order (they share its ProductTrend), {@link PRODUCTS_IN_PARALLEL} products at a time
 * (issue 36 §4: the seed's ~500 saves and likes, three calls each one after another, held up
 * the local seed). Failed records are reported as partial batch failures.
 */
export const handler = (event: DynamoDBStreamEvent) =>
  processGrouped(
    event,
    trendChangeOf,
    (change) => change.productId,
    async (_change, record) => {
      const outcome = await applyTrendRecord(record);
      if (outcome === 'redelivered')
        logger.info('Trend record already applied', { eventID: record.eventID });
    },
    (record, error) =>
      logger.error('product-trends failed', { eventID: record.eventID, error: error as Error }),
    PRODUCTS_IN_PARALLEL,
  );
