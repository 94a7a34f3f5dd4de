/**
 * The stream processors and their filter criteria: the one list read by the CDK events stack
 * (Lambda event source mappings with `FilterCriteria`) and by the local stream poller.
 *
 * Patterns use Lambda event filtering syntax on the stream record: arrays of allowed values,
 * or `{ prefix: "…" }`. Images are in DynamoDB JSON (`{ S: … }`).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { EXPORTS_PREFIX, PERSON_MEDIA_PREFIXES } from '@seamline/shared/contracts/media';
import { NOTIFYING_EVENT_TYPES } from './notifications/aggregation';

/**
 * Retries of a failed stream batch after its first invocation: the `retryAttempts` of every
 * processor's event source mapping (CDK events stack) AND the local runner's budget (1 + this
 * invocations per batch half, `infra/local/streams/processor-runner.ts`), so the two cannot
 * drift. Lambda allows 0–10 000 (AWS::Lambda::EventSourceMapping MaximumRetryAttempts).
 */
export const STREAM_RETRY_ATTEMPTS = 5;
/** Oldest record a mapping still retries (hours; CDK `maxRecordAge`, Lambda's default is the stream's 24 h). */
export const STREAM_MAX_RECORD_AGE_HOURS = 24;
/** A processor's Lambda timeout when {@link ProcessorDef.timeoutSeconds} is not set (CDK and local runner). */
export const DEFAULT_PROCESSOR_TIMEOUT_SECONDS = 60;

export interface ProcessorDef {
  /** Logical name; the CDK function is `Processor<Name>`. */
  name: string;
  /** Module path under `events/` and its export. */
  entry: string;
  /** Loads the handler (local poller); in AWS each processor is its own function. */
  load: () => Promise<(event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>>;
  filterPatterns: Record<string, unknown>[];
  batchSize: number;
  /** Media bucket key prefixes the processor lists and deletes under (one policy); none = no bucket access. */
  mediaPrefixes?: readonly string[];
  /** Media bucket key prefixes it only lists and reads (the data export's photos); with {@link mediaWrites}. */
  mediaReads?: readonly string[];
  /** Media bucket key prefixes it writes (the data export's archives). */
  mediaWrites?: readonly string[];
  /** Sends email through the outbox (SES deployed). */
  sendsEmail?: true;
  /** Lambda timeout, seconds (default {@link DEFAULT_PROCESSOR_TIMEOUT_SECONDS}) and memory, MB (default 512). */
  timeoutSeconds?: number;
  memorySize?: number;
}



export const processors: ProcessorDef[] = [
  {
    name: 'session-ended',
    entry: 'processors/session-ended.ts',
    load: () => import('./processors/session-ended').then((m) => m.handler),
    filterPatterns: [
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['session'] } } } },
      // A suspension committed (issue 33 §4): the sweep again, so no session outlives it even
      // when the resolving Lambda died between its commit and its own sweep.
      { eventName: ['MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['user'] }, suspendedAt: { S: [{ exists: true }] } } } },
    ],
    batchSize: 25,
  },
  {
    name: 'follow-counters',
    entry: 'processors/follow-counters.ts',
    load: () => import('./processors/follow-counters').then((m) => m.handler),
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['follow'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['follow'] } } } },
    ],
    batchSize: 50,
  },
  {
    name: 'people-index',
    entry: 'processors/people-index.ts',
    load: () => import('./processors/people-index').then((m) => m.handler),
    // The source entities of the people index (see the processor's doc).
    filterPatterns: [
      {
        eventName: ['INSERT', 'MODIFY'],
        dynamodb: {
          NewImage: { __edb_e__: { S: ['user', 'privacySettings', 'stylePreferences'] } },
        },
      },
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['measurements'] } } } },
      {
        eventName: ['REMOVE'],
        dynamodb: {
          OldImage: {
            __edb_e__: { S: ['user', 'measurements', 'privacySettings', 'stylePreferences'] },
          },
        },
      },
    ],
    batchSize: 100,
  },
  {
    name: 'product-trends',
    entry: 'processors/product-trends.ts',
    load: () => import('./processors/product-trends').then((m) => m.handler),
    // Saves and likes counted into 'Trending Now'; a TrendSignal's REMOVE (TTL expiry) takes one off.
    filterPatterns: [
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { __edb_e__: { S: ['collectionItem', 'moodboardItem'] } } },
      },
      {
        eventName: ['INSERT'],
        dynamodb: { NewImage: { __edb_e__: { S: ['interaction'] }, type: { S: ['like'] } } },
      },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['trendSignal'] } } } },
    ],
    batchSize: 50,
  },
  {
    name: 'catalogue-search',
    entry: 'processors/catalogue-search.ts',
    load: () => import('./processors/catalogue-search').then((m) => m.handler),
    // Every product change feeds the catalogue search indexes (issue 17 §4).
    filterPatterns: [
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['product'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['product'] } } } },
    ],
    batchSize: 100,
  },
  {
    name: 'notifications',
    entry: 'processors/notifications.ts',
    load: () => import('./processors/notifications').then((m) => m.handler),
    // Domain events that notify someone (issue 18), and notification rows the TTL deleted
    // (counted out of the badge).
    filterPatterns: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          NewImage: {
            __edb_e__: { S: ['domainEvent'] },
            type: { S: [...NOTIFYING_EVENT_TYPES] },
          },
        },
      },
      {
        eventName: ['REMOVE'],
        userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
        dynamodb: { OldImage: { __edb_e__: { S: ['notification'] } } },
      },
    ],
    batchSize: 25,
  },
  {
    name: 'post-counters',
    entry: 'processors/post-counters.ts',
    load: () => import('./processors/post-counters').then((m) => m.handler),
    // Likes, comments and shares of posts → PostCounts (issue 18); a post's records are applied together.
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['postLike', 'postComment', 'postShare'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['postLike', 'postComment', 'postShare'] } } } },
    ],
    batchSize: 100,
  },
  {
    name: 'post-cleanup',
    entry: 'processors/post-cleanup.ts',
    load: () => import('./processors/post-cleanup').then((m) => m.handler),
    // A deleted post's likes, comments, shares and counts, in bounded rounds (issue 18).
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['domainEvent'] }, type: { S: ['post.deleted'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['postCleanup'] } } } },
    ],
    batchSize: 5,
  },
  {
    name: 'feed-fanout',
    entry: 'processors/feed-fanout.ts',
    load: () => import('./processors/feed-fanout').then((m) => m.handler),
    // Posts, shares and public boards → followers' feeds (issue 19 hybrid fan-out); un-shares out of them.
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['post', 'postShare'] } } } },
      // An un-share takes the share's entries back out (issue 32).
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['postShare'] } } } },
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['moodboard'] }, isPublic: { BOOL: [true] } } } },
    ],
    batchSize: 25,
  },
  {
    name: 'feed-follows',
    entry: 'processors/feed-follows.ts',
    load: () => import('./processors/feed-follows').then((m) => m.handler),
    // Follow → backfill of the followed person's latest posts; unfollow → their entries leave (issue 19).
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['follow'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['follow'] } } } },
    ],
    batchSize: 25,
  },
  {
    name: 'feed-fit-matches',
    entry: 'processors/feed-fit-matches.ts',
    load: () => import('./processors/feed-fit-matches').then((m) => m.handler),
    // Saves, closet adds of catalogue products and product likes → fit-similar people's feeds (issue 19).
    filterPatterns: [
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['collectionItem', 'closetItem'] } } } },
      { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['interaction'] }, type: { S: ['like'] } } } },
    ],
    batchSize: 25,
  },
  {
    name: 'outfit-stats',
    entry: 'processors/outfit-stats.ts',
    load: () => import('./processors/outfit-stats').then((m) => m.handler),
    // Outfit events → the creator's profile Outfits count (finalized events) and wear log (issue 20).
    filterPatterns: [
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['outfitEvent'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['outfitEvent'] } } } },
    ],
    batchSize: 50,
  },
  {
    name: 'event-cleanup',
    entry: 'processors/event-cleanup.ts',
    load: () => import('./processors/event-cleanup').then((m) => m.handler),
    // A deleted outfit event → its suggestions, comments, favourite marks and photos (issue 35 §3);
    // failures are retried and end in the on-failure queue, never swallowed.
    filterPatterns: [{ eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['outfitEvent'] } } } }],
    // One event per invocation: ≤ 50 suggestions each, well inside the timeout.
    batchSize: 1,
    mediaPrefixes: ['outfits/'],
  },
  {
    name: 'performance-rollup',
    entry: 'processors/performance-rollup.ts',
    load: () => import('./processors/performance-rollup').then((m) => m.handler),
    // Real-user reports → hourly / daily aggregates and error groups (issue 21), folded per batch.
    filterPatterns: [{ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['perfReport'] } } } }],
    batchSize: 100,
  },
  {
    name: 'account-deletion',
    entry: 'processors/account-deletion.ts',
    load: () => import('./processors/account-deletion').then((m) => m.handler),
    // Rounds of a person's deletion job (issue 22); one round per invocation keeps each within the timeout.
    filterPatterns: [{ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['accountDeletion'] } } } }],
    batchSize: 1,
    mediaPrefixes: [...PERSON_MEDIA_PREFIXES, EXPORTS_PREFIX],
  },
  {
    name: 'data-export',
    entry: 'processors/data-export.ts',
    load: () => import('./processors/data-export').then((m) => m.handler),
    // A person's data export (issue 22, GDPR Art. 20): the ZIP archive, then `ready` and the email.
    filterPatterns: [
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['dataExport'] }, status: { S: ['pending'] } } } },
    ],
    batchSize: 1,
    mediaReads: PERSON_MEDIA_PREFIXES,
    mediaWrites: [EXPORTS_PREFIX],
    sendsEmail: true,
    // Streams every photo of the person into one archive: minutes for a large closet.
    timeoutSeconds: 300,
    memorySize: 1024,
  },
];
