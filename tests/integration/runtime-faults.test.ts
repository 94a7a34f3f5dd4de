/**
 * Issue 22 "faults", the local runtime's supervision end to end with a real DynamoDB Local of
 * its own (the shared integration runtime is in memory and must not lose its Java): SIGKILL the
 * Java process → calls fail fast as "unavailable", the supervisor restarts it on the same port
 * with the same -dbPath (items and stream records kept), the stream poller resumes from its
 * checkpoint (nothing skipped, nothing delivered twice) and a processor whose writes failed
 * during the outage finishes its batch afterwards instead of sending it to the dead letters.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand, ListTablesCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { startDynamoDbLocal, type DynamoDbLocal } from '@seamline/infra/local/dynamodb/dynamodb-local';
import { ensureTable } from '@seamline/infra/local/dynamodb/table-setup';
import { DeadLetters } from '@seamline/infra/local/streams/dead-letters';
import { startEventProcessing } from '@seamline/infra/local/streams/event-processing';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@seamline/infra/local/support/credentials';
import { isDependencyUnavailable } from '@seamline/functions/_core/dependency-errors';
import { waitFor } from '../fixtures/poll';

const TABLE = 'faults-test';
const lines: string[] = [];
const log = {
  info: (m: string) => void lines.push(m),
  warn: (m: string) => void lines.push(m),
  error: (m: string) => void lines.push(m),
};

let dir: string;
let ddb: DynamoDbLocal;
let client: DynamoDBClient;
let events: ReturnType<typeof startEventProcessing>;
const deadLetters = new DeadLetters(null);
/** pk → how many times the processor applied it. */
const applied = new Map<string, number>();

const put = (pk: string) => client.send(new PutItemCommand({ TableName: TABLE, Item: { pk: { S: pk }, sk: { S: 'item' } } }));
const marker = async (pk: string) =>
  (await client.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: `done#${pk}` }, sk: { S: 'done' } } }))).Item;

/** A processor that writes a marker per item (so it fails while the table is down). */
async function markerProcessor(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
    const pk = record.dynamodb!.Keys!.pk!.S!;
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { pk: { S: `done#${pk}` }, sk: { S: 'done' } } }));
    applied.set(pk, (applied.get(pk) ?? 0) + 1);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'seamline-faults-'));
  ddb = await startDynamoDbLocal(path.join(dir, 'dynamodb'), log);
  // One attempt, short timeouts: the test sees each failure as it happens.
  client = new DynamoDBClient({ endpoint: ddb.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const table = await ensureTable(client, TABLE);
  events = startEventProcessing({
    endpoint: ddb.endpoint,
    streamArn: table.streamArn,
    startAt: 'TRIM_HORIZON',
    processors: [
      {
        name: 'faults-marker',
        load: async () => markerProcessor,
        filterPatterns: [{ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'item#' }] } } } }],
        batchSize: 5,
      },
    ],
    deadLetters,
    intervalMs: 50,
    log,
    health: ddb.health,
  });
  await events.positioned;
}, 90_000);

afterAll(async () => {
  await events?.stop();
  client?.destroy();
  await ddb?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('DynamoDB Local supervision (issue 22)', () => {
  it('a killed DynamoDB Local is restarted on the same port with its data; the poller and processors resume from their checkpoints', async () => {
    for (let i = 0; i < 3; i++) await put(`item#before-${i}`);
    await waitFor('the first items processed', () => applied.size === 3, { timeoutMs: 30_000 });

    // A burst, then the kill while it is being processed.
    await Promise.all(Array.from({ length: 20 }, (_, i) => put(`item#burst-${i}`)));
    const javaPid = ddb.health.javaPid!;
    const outagesBefore = ddb.health.outages;
    process.kill(javaPid, 'SIGKILL');
    await waitFor('the supervisor to see the death', () => !ddb.health.up || ddb.health.outages > outagesBefore, { timeoutMs: 10_000 });

    // While down: a call fails fast, as "unavailable" (the API's 503), never hangs.
    if (!ddb.health.up) {
      const started = performance.now();
      const error = await put('item#during').then(() => undefined, (e: unknown) => e);
      if (error) {
        expect(isDependencyUnavailable(error)).toBe(true);
        expect(performance.now() - started).toBeLessThan(3000);
      }
    }

    await waitFor('the restart', () => ddb.health.up && ddb.health.restarts === 1, { timeoutMs: 90_000, intervalMs: 100 });
    expect(ddb.health.javaPid).not.toBe(javaPid);
    expect(ddb.health.lastRestartMs).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes(`restarting it on port ${ddb.port} with -dbPath`))).toBe(true);
    expect((await client.send(new ListTablesCommand({}))).TableNames).toContain(TABLE);

    // Items written before the kill are still there (-dbPath), and new writes reach the processor.
    await put('item#after');
    await waitFor(
      'every burst item and the one after the restart processed',
      async () => {
        for (const pk of [...Array.from({ length: 20 }, (_, i) => `item#burst-${i}`), 'item#after']) if (!(await marker(pk))) return false;
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(deadLetters.entries).toEqual([]);
    // From the checkpoint: what was delivered before the kill is not delivered again.
    for (let i = 0; i < 3; i++) expect(applied.get(`item#before-${i}`)).toBe(1);
    expect(lines.some((l) => l.startsWith('Stream poller resumed from its checkpoints'))).toBe(true);
  });
});
