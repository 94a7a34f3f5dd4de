import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { dynamo, sdkLogger } from './aws-clients';

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
});
