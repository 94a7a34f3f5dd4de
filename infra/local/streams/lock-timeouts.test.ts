/**
 * DynamoDB Local's lock timeout as the SDK surfaces it (HTTP 500 InternalServerError, retried once)
 * is noted in the scope of the invocation that met it, through the client middleware; a fake
 * request handler answers like the jar does (no DynamoDB needed).
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { invokeLambda, LambdaTimeout } from '../gateway/lambda';
import { invocationsInFlight, isLockTimeout, lockTimeoutsNoted, trackInvocation, watchLockTimeouts } from './lock-timeouts';

const LOCK_MESSAGE = 'This action timed out because it too long waiting for a lock. This request will succeed in actual DynamoDB API';

function jarLikeClient(answer: 'lock' | 'ok') {
  let requests = 0;
  const client = new DynamoDBClient({
    region: 'ddblocal',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 2,
    requestHandler: {
      handle: async () => {
        requests++;
        const lock = answer === 'lock';
        const body = lock ? { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: LOCK_MESSAGE } : { Item: { pk: { S: 'a' } } };
        return {
          // The shape of @smithy/protocol-http's HttpResponse (not a direct dependency).
          response: {
            statusCode: lock ? 500 : 200,
            headers: { 'content-type': 'application/x-amz-json-1.0' },
            body: Readable.from([Buffer.from(JSON.stringify(body))]),
          },
        };
      },
    },
  });
  watchLockTimeouts(client);
  return { client, requests: () => requests };
}

const get = new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } });

describe('DynamoDB Local lock timeouts per invocation', () => {
  it('notes each attempt answered with the lock timeout in the invocation that met it; the error passes through', async () => {
    const { client, requests } = jarLikeClient('lock');
    const before = lockTimeoutsNoted();
    const { scope, result } = trackInvocation(() => client.send(get));
    const error = await result.catch((e: unknown) => e);
    expect(isLockTimeout(error)).toBe(true);
    expect((error as Error).name).toBe('InternalServerError');
    expect(requests()).toBe(2); // the SDK retried it once
    expect(scope.lockTimeouts).toBe(2);
    expect(lockTimeoutsNoted() - before).toBe(2);
  });

  it('a call outside any invocation is counted but excuses none; a successful call notes nothing', async () => {
    const lock = jarLikeClient('lock');
    const ok = jarLikeClient('ok');
    const { scope, result } = trackInvocation(() => ok.client.send(get));
    await lock.client.send(get).catch(() => undefined);
    expect((await result).Item).toEqual({ pk: { S: 'a' } });
    expect(scope.lockTimeouts).toBe(0);
  });

  it('keeps a timed-out invocation in its scope until it really ended, then switches the scope store off', async () => {
    const { client } = jarLikeClient('lock');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const abandoned = async () => {
      await gate;
      await client.send(get).catch(() => undefined);
    };
    const { scope, result } = trackInvocation(() => invokeLambda(abandoned, {}, 'seamline-processor-test', 10));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LambdaTimeout);
    expect(invocationsInFlight()).toBe(1); // still running: its calls still count for it
    release();
    await (error as LambdaTimeout).settled;
    expect(scope.lockTimeouts).toBe(2);
    expect(invocationsInFlight()).toBe(0);
    // Off between invocations (no promise hooks for API requests), on again for the next one.
    const next = trackInvocation(() => client.send(get));
    await next.result.catch(() => undefined);
    expect(next.scope.lockTimeouts).toBe(2);
    expect(invocationsInFlight()).toBe(0);
  });

  it('recognises the lock timeout through ElectroDB-style cause chains only', () => {
    expect(isLockTimeout(new Error('outer', { cause: new Error(LOCK_MESSAGE) }))).toBe(true);
    expect(isLockTimeout(new Error('The conditional request failed'))).toBe(false);
    expect(isLockTimeout('too long waiting for a lock')).toBe(false);
  });
});
