/**
 * The people services never Scan and read a bounded number of items (issue 5 "Matching that
 * scales", ARCHITECTURE §5). This worker's DocumentClient talks to the runtime's table (see
 * setup-env.ts); a middleware on it records every command and how many items it returned,
 * while the services are called directly.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FitBody } from '@seamline/shared/domain/people/fit-similarity';
import type { DbService } from '@seamline/shared/db/service';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import {
  distinctBody,
  follow,
  saveBody,
  shifted,
  waitForFitIndex,
  type BodyCm,
} from './people-helpers';

/** Issue 22: only people with a public profile are in search, the directory, suggestions and matches. */
const LISTED = { publicDisplay: true };

interface Sent {
  command: string;
  items: number;
  indexName?: string;
  partition?: unknown;
}
const sent: Sent[] = [];
const READS = ['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand'];

/** Items a DynamoDB answer carries (Query Items, BatchGet Responses, GetItem Item). */
function itemsIn(output: Record<string, unknown>): number {
  if (Array.isArray(output.Items)) return output.Items.length;
  if (output.Responses)
    return Object.values(output.Responses as Record<string, unknown[]>).reduce(
      (n, r) => n + r.length,
      0,
    );
  return output.Item ? 1 : 0;
}

let db: DbService;
beforeAll(async () => {
  const clients = await import('@seamline/functions/_core/aws-clients');
  db = clients.db;
  clients.documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as {
        IndexName?: string;
        ExpressionAttributeValues?: Record<string, unknown>;
      };
      sent.push({
        command: context.commandName ?? 'unknown',
        items: itemsIn(result.output as Record<string, unknown>),
        indexName: input.IndexName,
        partition: input.ExpressionAttributeValues?.[':pk'],
      });
      return result;
    },
    { step: 'initialize', name: 'recordPeopleCommands' },
  );
});

/** Run `fn` and answer what it sent. */
async function recording(fn: () => Promise<unknown>): Promise<Sent[]> {
  sent.length = 0;
  await fn();
  return [...sent];
}
const total = (log: Sent[]) => log.reduce((n, s) => n + s.items, 0);

let a: UserWithSession;
let twin: UserWithSession;
let body: BodyCm;
const crowd: string[] = [];
beforeEach(async () => {
  [a, twin] = await Promise.all([
    createUserWithSession({ privacy: LISTED }),
    createUserWithSession({ privacy: LISTED, user: { firstName: 'Noscan' } }),
  ]);
  body = distinctBody();
  await Promise.all([saveBody(a, body), saveBody(twin, body)]);
  await Promise.all([waitForFitIndex(a.userId), waitForFitIndex(twin.userId)]);
});

afterAll(async () => {
  if (crowd.length) await db.entities.fitIndex.delete(crowd.map((userId) => ({ userId }))).go();
});

describe('people services read only designed keys, a bounded number of items', () => {
  it('connect-matches: GetItem/Query/BatchGet only, at most Limit items per bucket and direction however crowded', async () => {
    const { fitIndexItemOf } = await import('@seamline/shared/db/people-index');
    const { connectMatches } = await import('@seamline/functions/people/matches.service');
    const { BUCKET_READ_LIMIT, MAX_INDEX_ITEMS_READ, MATCHES_MAX } =
      await import('@seamline/functions/people/matches.service');
    const { fitBucketOf } = await import('@seamline/shared/domain/people/fit-similarity');
    // 120 index entries in A's own bucket, just above and below A's waist (near-perfect fits).
    const updatedAt = new Date().toISOString();
    const entries = [-0.1, 0.1].flatMap((d) =>
      Array.from({ length: 60 }, () => {
        const userId = `crowd-${randomUUID()}`;
        crowd.push(userId);
        return fitIndexItemOf(userId, { ...shifted(body, { waistCm: d }), updatedAt }, null)!;
      }),
    );
    await db.entities.fitIndex.put(entries).go();

    const log = await recording(async () => {
      const { items } = await connectMatches(a.userId, a.userId);
      expect(items[0]).toMatchObject({ id: twin.userId, compatibilityScore: 100 });
    });
    expect(log.map((s) => s.command).filter((c) => !READS.includes(c))).toEqual([]);
    const bucketKey = `$seamline#bucket_${fitBucketOf(body as FitBody)}`.toLowerCase();
    const ownBucket = log.filter((s) => s.command === 'QueryCommand' && s.partition === bucketKey);
    expect(ownBucket).toHaveLength(2);
    // 60 + 1 on each side exist; each direction stops at the Limit.
    expect(ownBucket.map((s) => s.items)).toEqual([BUCKET_READ_LIMIT, BUCKET_READ_LIMIT]);
    const indexItems = log.filter(
      (s) => s.indexName === 'gsi1' && String(s.partition).includes('#bucket_'),
    );
    expect(total(indexItems)).toBeLessThanOrEqual(MAX_INDEX_ITEMS_READ);
    // + latest measurements (1) + following (0 here) + users, privacy, styles of ≤ 20 and the viewer's styles.
    expect(total(log)).toBeLessThanOrEqual(MAX_INDEX_ITEMS_READ + 1 + 3 * MATCHES_MAX + 1);
  });

  it('search, directory, suggestions and follow lists: GetItem/Query/BatchGet only', async () => {
    const { searchPeople, directory } = await import('@seamline/functions/people/search.service');
    const { suggestedConnections } = await import('@seamline/functions/people/suggestions.service');
    const { followList } = await import('@seamline/functions/people/follows.service');
    await follow(a, twin);
    const log = await recording(async () => {
      await searchPeople(a.userId, { q: 'Noscan', limit: 20 });
      await directory(a.userId, { limit: 20 });
      await suggestedConnections(a.userId, a.userId);
      await followList(a.userId, a.userId, 'following', {});
      await followList(a.userId, twin.userId, 'followers', {});
    });
    expect(log.length).toBeGreaterThan(5);
    expect(log.map((s) => s.command).filter((c) => !READS.includes(c))).toEqual([]);
  });
});
