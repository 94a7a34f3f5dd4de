/**
 * Moodboard create / list / delete against a mocked DocumentClient (aws-sdk-client-mock): the
 * reads and writes each sends and the order of the delete.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { MAX_MOODBOARDS, MOODBOARD_ERRORS } from '@seamline/shared/contracts/collections';
import { createMoodboard, deleteMoodboard, listMoodboards } from './moodboards.service';
import { edb } from '../../tests/fixtures/db-items';

const ddb = mockClient(DynamoDBDocumentClient);
const boardRow = (moodboardId: string, over: Record<string, unknown> = {}) => ({
  ...edb('moodboard'),
  moodboardId,
  userId: 'owner',
  name: 'Board',
  isPublic: true,
  itemCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const itemRow = (productId: string) => ({ ...edb('moodboardItem'), pk: '$seamline#moodboardid_b1', sk: `$moodboarditem_1#productid_${productId}`, moodboardId: 'b1', productId });

beforeEach(() => ddb.reset());

describe('createMoodboard', () => {
  it('counts the caller\'s boards with one keys-only Query and puts the board with 0 items', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(PutCommand).resolves({});
    const board = await createMoodboard('owner', { name: 'Summer', isPublic: false }, new Date('2026-02-01T00:00:00.000Z'));
    expect(board).toMatchObject({ userId: 'owner', name: 'Summer', isPublic: false, itemCount: 0, coverImage: null, description: null, createdAt: '2026-02-01T00:00:00.000Z' });
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi1', Limit: MAX_MOODBOARDS, ExpressionAttributeValues: { ':pk': '$seamline#userid_owner' } });
    expect(query.ProjectionExpression).toBeDefined();
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.ConditionExpression).toBe('attribute_not_exists(#pk) AND attribute_not_exists(#sk)');
  });

  it(`is 409 at ${MAX_MOODBOARDS} boards and 403 for another user id, without writing`, async () => {
    ddb.on(QueryCommand).resolves({ Items: Array.from({ length: MAX_MOODBOARDS }, (_, i) => boardRow(`b${i}`)) });
    await expect(createMoodboard('owner', { name: 'X', isPublic: true })).rejects.toMatchObject({ status: 409, message: MOODBOARD_ERRORS.tooManyBoards });
    await expect(createMoodboard('owner', { name: 'X', isPublic: true, userId: 'someone' })).rejects.toMatchObject({ status: 403 });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('listMoodboards', () => {
  it('filters on isPublic for another viewer only, newest first', async () => {
    ddb.on(QueryCommand).resolves({ Items: [boardRow('b1')] });
    // Another viewer's list first asks whether the owner is visible to them (issue 33 §1): the
    // owner's user item and the pair's Block rows (the Query's board rows are not Block rows).
    ddb.on(GetCommand).resolves({ Item: { ...edb('user'), id: 'owner', username: 'owner', email: 'o@example.test', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } });
    await listMoodboards('owner', 'owner', {});
    await listMoodboards('viewer', 'owner', {});
    const [own, others] = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((input) => input.IndexName === 'gsi1');
    expect(own).toMatchObject({ ScanIndexForward: false, Limit: 20 });
    expect(own!.FilterExpression).toBeUndefined();
    expect(others).toMatchObject({ ScanIndexForward: false });
    expect(others!.FilterExpression).toContain('#isPublic = :isPublic0');
  });
});

describe('deleteMoodboard', () => {
  it('deletes the items (consistent table Query + BatchWrite), then the board on condition, then sweeps once more', async () => {
    ddb.on(GetCommand).resolves({ Item: boardRow('b1') });
    ddb.on(QueryCommand).resolvesOnce({ Items: [itemRow('prd-1'), itemRow('prd-2')] }).resolves({ Items: [] });
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    ddb.on(DeleteCommand).resolves({});
    expect(await deleteMoodboard('owner', 'owner', 'b1')).toEqual({ deleted: true, id: 'b1' });
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({ ConsistentRead: true, ExpressionAttributeValues: { ':pk': '$seamline#moodboardid_b1' } });
    expect(queries[0]!.IndexName).toBeUndefined();
    const batch = ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!;
    expect(Object.values(batch)[0]!.map((r) => r.DeleteRequest!.Key)).toEqual([
      { pk: '$seamline#moodboardid_b1', sk: '$moodboarditem_1#productid_prd-1' },
      { pk: '$seamline#moodboardid_b1', sk: '$moodboarditem_1#productid_prd-2' },
    ]);
    const del = ddb.commandCalls(DeleteCommand)[0]!.args[0].input;
    expect(del.ConditionExpression).toBe('attribute_exists(#pk) AND attribute_exists(#sk) AND #userId = :userId0');
    const order = ddb.calls().map((c) => (c.args[0] as { constructor: { name: string } }).constructor.name);
    expect(order).toEqual(['GetCommand', 'QueryCommand', 'BatchWriteCommand', 'DeleteCommand', 'QueryCommand']);
  });

  it('sends the deletes DynamoDB left unprocessed again', async () => {
    ddb.on(GetCommand).resolves({ Item: boardRow('b1') });
    ddb.on(QueryCommand).resolvesOnce({ Items: [itemRow('prd-1'), itemRow('prd-2')] }).resolves({ Items: [] });
    const key = { pk: '$seamline#moodboardid_b1', sk: '$moodboarditem_1#productid_prd-2' };
    ddb.on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { seamline: [{ DeleteRequest: { Key: key } }] } })
      .resolves({ UnprocessedItems: {} });
    ddb.on(DeleteCommand).resolves({});
    await deleteMoodboard('owner', 'owner', 'b1');
    const batches = ddb.commandCalls(BatchWriteCommand).map((c) => Object.values(c.args[0].input.RequestItems!)[0]!.map((r) => r.DeleteRequest!.Key));
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual([key]);
  });

  it("is 403 for another user id and 404 for someone else's or a missing board, without deleting", async () => {
    await expect(deleteMoodboard('owner', 'someone', 'b1')).rejects.toMatchObject({ status: 403 });
    ddb.on(GetCommand).resolves({ Item: boardRow('b1', { userId: 'someone' }) });
    await expect(deleteMoodboard('owner', 'owner', 'b1')).rejects.toMatchObject({ status: 404, message: MOODBOARD_ERRORS.notFound });
    ddb.on(GetCommand).resolves({});
    await expect(deleteMoodboard('owner', 'owner', 'b1')).rejects.toMatchObject({ status: 404 });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
