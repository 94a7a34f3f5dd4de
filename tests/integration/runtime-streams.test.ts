/**
 * The table stream through the local poller into `events/` processors, end to end: a deleted
 * Session ends its WebSocket (session-ended processor), and a failing processor's records go
 * to the dead letters after Lambda's retries while later records are still processed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { STREAM_RETRY_ATTEMPTS } from '@seamline/events/processors';
import { createUserWithSession } from '../fixtures/users';
import { openSocket } from '../fixtures/ws-client';
import { waitFor } from '../fixtures/poll';
import { doneMarkerKey, FLAKY_PROCESSOR, TEST_STREAM_PREFIX } from '../fixtures/flaky-processor';

const baseUrl = inject('baseUrl');
const dlqFile = path.join(inject('runtimeEnv').DATA_DIR!, 'dlq', `${FLAKY_PROCESSOR}.jsonl`);

async function put(item: Record<string, unknown>) {
  const { documentClient } = await import('@seamline/functions/_core/aws-clients');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await documentClient.send(
    new PutCommand({ TableName: process.env.TABLE_NAME, Item: { sk: 'item', ...item } }),
  );
}

async function isProcessed(pk: string): Promise<boolean> {
  const { documentClient } = await import('@seamline/functions/_core/aws-clients');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const out = await documentClient.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: doneMarkerKey(pk) }),
  );
  return Boolean(out.Item);
}

async function deadLetterFor(pk: string) {
  const text = await readFile(dlqFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          approximateInvokeCount: number;
          error: string;
          record: { eventName: string; dynamodb: { Keys: { pk: { S: string } } } };
        },
    )
    .find((l) => l.record.dynamodb.Keys.pk.S === pk);
}

describe('stream poller → processors', () => {
  it('deleting the Session of a connected socket sends session_ended and closes the socket', async () => {
    const session = await createUserWithSession();
    const socket = await openSocket(baseUrl, session.cookie);
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { hashToken } = await import('@seamline/functions/_core/sessions');
    await db.entities.session.delete({ tokenHash: hashToken(session.token) }).go();
    expect(
      await socket.waitForMessage((m) => (m as { type?: string }).type === 'session_ended'),
    ).toEqual({ type: 'session_ended' });
    expect(await socket.closed).toBe(1000);
  });

  it('records a processor reports as failed go to the dead letters after 1 + STREAM_RETRY_ATTEMPTS attempts (as the CDK mapping); later records are processed', async () => {
    const failing = `${TEST_STREAM_PREFIX}${randomUUID()}`;
    const healthy = `${TEST_STREAM_PREFIX}${randomUUID()}`;
    await put({ pk: failing, fail: true });
    await put({ pk: healthy });
    await waitFor('the healthy record to be processed', () => isProcessed(healthy));
    const letter = await waitFor('the failing record in the dead letters', () =>
      deadLetterFor(failing),
    );
    expect(letter).toMatchObject({
      approximateInvokeCount: 1 + STREAM_RETRY_ATTEMPTS,
      error: 'batchItemFailures',
      record: { eventName: 'INSERT' },
    });
    expect(await isProcessed(failing)).toBe(false);
  });

  it('a throwing processor does not stop the poller: its batch is dead-lettered and the next record is processed', async () => {
    const throwing = `${TEST_STREAM_PREFIX}${randomUUID()}`;
    await put({ pk: throwing, throw: true });
    const letter = await waitFor('the throwing record in the dead letters', () =>
      deadLetterFor(throwing),
    );
    expect(letter.error).toMatch(/told to throw/);
    const next = `${TEST_STREAM_PREFIX}${randomUUID()}`;
    await put({ pk: next });
    await waitFor('the next record to be processed', () => isProcessed(next));
  });
});
