import { createServer, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, fastFailHandler, SDK_MAX_ATTEMPTS, SDK_TIMEOUTS, sdkLogger } from './aws-clients';
import { isDependencyUnavailable } from './dependency-errors';

/** A client like the functions' one (timeouts, attempts) pointed at `endpoint`. */
const fastFailClient = (endpoint: string) =>
  new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, logger: sdkLogger, requestHandler: fastFailHandler(), maxAttempts: SDK_MAX_ATTEMPTS });
const getItem = (client: DynamoDBClient) => client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));

/** A request handler that answers every call with `body` (no network). */
const cannedHandler = (body: string) => ({
  handle: async () => ({
    response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Readable.from([Buffer.from(body)]) },
  }),
});

describe('SDK clients', () => {
  it("use a logger without `info`, so the SDK never builds the filtered input/output it would log", () => {
    expect((sdkLogger as { info?: unknown }).info).toBeUndefined();
    for (const level of ['debug', 'warn', 'error', 'trace'] as const) expect(typeof (sdkLogger as unknown as Record<string, unknown>)[level]).toBe('function');
    expect(dynamo.config.logger).toBe(sdkLogger);
  });

  it('a command runs end to end with that logger (no SDK path calls logger.info unguarded)', async () => {
    const client = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      logger: sdkLogger,
      requestHandler: cannedHandler('{"Item":{"pk":{"S":"a"}}}') as never,
    });
    const out = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));
    expect(out.Item).toEqual({ pk: { S: 'a' } });
  });

  it('the functions\' DynamoDB client has the fail-fast timeouts and 2 attempts (issue 22)', async () => {
    expect(SDK_TIMEOUTS).toEqual({ connectionTimeout: 1000, socketTimeout: 1500 });
    expect(await dynamo.config.maxAttempts()).toBe(2);
  });

  it('a dead endpoint (connection refused) fails in well under 3 s, as "unavailable"', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    await new Promise((resolve) => server.close(resolve));
    const client = fastFailClient(`http://127.0.0.1:${port}`);
    const started = performance.now();
    const error = await getItem(client).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(isDependencyUnavailable(error)).toBe(true);
    client.destroy();
  });

  it('a stalled endpoint (accepts, never answers) fails after 2 × the 1.5 s inactivity timeout, as "unavailable"', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => void sockets.push(socket));
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    const client = fastFailClient(`http://127.0.0.1:${port}`);
    const started = performance.now();
    const error = await getItem(client).catch((e: unknown) => e);
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(2 * SDK_TIMEOUTS.socketTimeout - 100);
    expect(ms).toBeLessThan(2 * SDK_TIMEOUTS.socketTimeout + 1500);
    expect((error as Error).name).toBe('TimeoutError');
    expect(isDependencyUnavailable(error)).toBe(true);
    client.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
