/**
 * Adding a product to a moodboard against a mocked DocumentClient (aws-sdk-client-mock): the one
 * TransactWriteItems it sends, conflict retries, and what each cancellation answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { MAX_MOODBOARD_ITEMS, MOODBOARD_ERRORS } from '@seamline/shared/contracts/collections';
import { addMoodboardItem } from './moodboard-items.service';
import { edb, productItem, transactionCancelled } from '../../tests/fixtures/db-items';

const ddb = mockClient(DynamoDBDocumentClient);
const board = (over: Record<string, unknown> = {}) => ({
  ...edb('moodboard'),
  moodboardId: 'b1',
  userId: 'owner',
  name: 'Board',
  isPublic: true,
  itemCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const product = productItem({ images: ['prd-0001-main.svg', 'prd-0001-2.svg'] });
const cancelled = transactionCancelled;

/**
 * GetItem answers by key: the board, the product, the board's owner (a visible person: the
 * block-aware read of issue 33 §1, whose Block Query finds no rows), or a stored board item.
 */
function answerGets(items: { board?: object | null; item?: object | null }) {
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(GetCommand).callsFake((input: GetCommandInput) => {
    const pk = String(input.Key?.pk);
    const sk = String(input.Key?.sk);
    if (pk.startsWith('$seamline#productid_')) return { Item: product };
    if (sk === '$user_1') return { Item: { ...edb('user'), id: pk.slice('$seamline#id_'.length), username: 'owner', email: 'o@example.test', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' } };
    if (sk === '$moodboard_1') return { Item: items.board ?? undefined };
    return { Item: items.item ?? undefined };
  });
}

beforeEach(() => ddb.reset());

describe('addMoodboardItem', () => {
  it('sends ONE transaction: item create if absent + board ADD itemCount, cover if_not_exists, bounded count', async () => {
    answerGets({ board: board() });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await addMoodboardItem('owner', 'b1', { productId: 'prd-0001', sourceType: 'discover' });
    expect(result).toMatchObject({ created: true, item: { moodboardId: 'b1', productId: 'prd-0001', product: { id: 'prd-0001' } } });
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const [put, update] = calls[0]!.args[0].input.TransactItems!;
    expect(put!.Put!.ConditionExpression).toBe('attribute_not_exists(#pk) AND attribute_not_exists(#sk)');
    expect(update!.Update!.UpdateExpression).toMatch(/SET #coverImage = if_not_exists\(#coverImage, :coverImage_u0\)/);
    expect(update!.Update!.UpdateExpression).toMatch(/ADD #itemCount :itemCount_u0/);
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':coverImage_u0': '/catalogue/prd-0001-main.svg', ':itemCount_u0': 1 });
    expect(update!.Update!.ConditionExpression).toBe('attribute_exists(#pk) AND attribute_exists(#sk) AND #userId = :userId0 AND #itemCount < :itemCount0');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':userId0': 'owner', ':itemCount0': MAX_MOODBOARD_ITEMS });
  });

  it('runs the transaction again when it was cancelled only by a conflict', async () => {
    answerGets({ board: board() });
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    expect((await addMoodboardItem('owner', 'b1', { productId: 'prd-0001', sourceType: 'discover' })).created).toBe(true);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('answers created: false with the stored item when the product is on the board already', async () => {
    const stored = { ...edb('moodboardItem'), moodboardId: 'b1', productId: 'prd-0001', userId: 'owner', sourceType: 'product_detail', addedAt: '2025-12-01T00:00:00.000Z' };
    answerGets({ board: board({ itemCount: 1 }), item: stored });
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    const result = await addMoodboardItem('owner', 'b1', { productId: 'prd-0001', sourceType: 'discover' });
    expect(result).toMatchObject({ created: false, item: { addedAt: '2025-12-01T00:00:00.000Z', sourceType: 'product_detail' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it(`refuses a full board (${MAX_MOODBOARD_ITEMS} items) with 400 '${MOODBOARD_ERRORS.boardFull}'`, async () => {
    answerGets({ board: board({ itemCount: MAX_MOODBOARD_ITEMS }) });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    await expect(addMoodboardItem('owner', 'b1', { productId: 'prd-0001', sourceType: 'discover' })).rejects.toMatchObject({
      status: 400,
      message: MOODBOARD_ERRORS.boardFull,
    });
  });

  it("is 403 on someone else's public board and 404 on a private one, without writing", async () => {
    answerGets({ board: board() });
    await expect(addMoodboardItem('intruder', 'b1', { productId: 'prd-0001', sourceType: 'discover' })).rejects.toMatchObject({ status: 403 });
    answerGets({ board: board({ isPublic: false }) });
    await expect(addMoodboardItem('intruder', 'b1', { productId: 'prd-0001', sourceType: 'discover' })).rejects.toMatchObject({
      status: 404,
      message: MOODBOARD_ERRORS.notFound,
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("is 400 'Missing data' without a product, before any read", async () => {
    await expect(addMoodboardItem('owner', 'b1', { sourceType: 'discover' })).rejects.toMatchObject({ status: 400, message: 'Missing data' });
    expect(ddb.calls()).toHaveLength(0);
  });
});
