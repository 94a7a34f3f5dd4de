/**
 * createDbService (issue 36): an isolated service binds only its own Entity objects, so a second
 * service in one process (the local runtime's seed) cannot re-bind the functions' entities.
 */
import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDbService } from './service';

const docClient = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' }));
/** The client ElectroDB wrapped for an entity (its DocumentClientV3Wrapper keeps it as `client`). */
const clientOf = (entity: unknown) => (entity as { client: { client: unknown } }).client.client;

describe('createDbService', () => {
  it('an isolated service leaves the shared entities bound to the first service’s client', () => {
    const functionsClient = docClient();
    const seedClient = docClient();
    const functionsDb = createDbService(functionsClient, 'seamline');
    const seedDb = createDbService(seedClient, 'seamline', { isolated: true });
    expect(clientOf(functionsDb.entities.closet)).toBe(functionsClient);
    expect(clientOf(seedDb.entities.closet)).toBe(seedClient);
    expect(seedDb.entities.closet).not.toBe(functionsDb.entities.closet);
    expect(seedDb.entities.closetItem.query.inOrder({ closetId: 'c' }).params()).toEqual(functionsDb.entities.closetItem.query.inOrder({ closetId: 'c' }).params());
  });

  it('a second non-isolated service re-binds the shared entities (why the seed is isolated)', () => {
    const first = docClient();
    const second = docClient();
    const a = createDbService(first, 'seamline');
    createDbService(second, 'seamline');
    expect(clientOf(a.entities.closet)).toBe(second);
  });
});
