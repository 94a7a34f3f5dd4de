/**
 * Adding a product to a closet against a mocked DocumentClient (aws-sdk-client-mock): ownership,
 * the lazily made default closet, the order key after the last item and the one transaction.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet';
import { addClosetItem } from './closet.service';
import { edb, productItem, transactionCancelled } from '../../tests/fixtures/db-items';

const ddb = mockClient(DynamoDBDocumentClient);
const product = productItem({ productId: 'prd-0002', name: 'Jeans', category: 'bottoms', price: 60, images: ['prd-0002.svg'] });
const cancelled = transactionCancelled;
const lastItem = (order: string) => ({
  ...edb('closetItem'),
  closetId: 'me',
  itemId: 'p-prd-0001',
  userId: 'me',
  productId: 'prd-0001',
  order,
  savedAt: '2026-01-01T00:00:00.000Z',
});

function answerGets({ closet = null as object | null, item = null as object | null } = {}) {
  ddb.on(GetCommand).callsFake((input: GetCommandInput) => {
    const pk = String(input.Key?.pk);
    if (pk.startsWith('$seamline#productid_')) return { Item: product };
    if (input.Key?.sk === '$closet_1') return { Item: closet ?? undefined };
    return { Item: item ?? undefined };
  });
}

beforeEach(() => ddb.reset());

describe('addClosetItem', () => {
  it(`is 403 '${CLOSET_ERRORS.notYourCloset}' for another closet and 400 'Missing data' without a product, before any read`, async () => {
    await expect(addClosetItem('me', 'someone', { productId: 'prd-0002' })).rejects.toMatchObject({
      status: 403,
      message: CLOSET_ERRORS.notYourCloset,
    });
    await expect(addClosetItem('me', 'me', {})).rejects.toMatchObject({ status: 400, message: 'Missing data' });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('makes the default closet once, orders the item after the last one and writes item + count in one transaction', async () => {
    answerGets();
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [lastItem('a5')] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await addClosetItem('me', 'me', { productId: 'prd-0002', notes: 'Size: M' });
    expect(result).toMatchObject({
      created: true,
      item: { id: 'p-prd-0002', closetId: 'me', order: 'a6', notes: 'Size: M', product: { id: 'prd-0002' } },
    });
    const put = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({ closetId: 'me', userId: 'me', itemCount: 0, isDefault: true });
    expect(put.ConditionExpression).toBe('attribute_not_exists(#pk) AND attribute_not_exists(#sk)');
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 1 });
    const [create, count] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(create!.Put!.Item).toMatchObject({ itemId: 'p-prd-0002', order: 'a6', gsi1sk: '$closetItem_1#order_a6#itemId_p-prd-0002' });
    expect(create!.Put!.ConditionExpression).toBe('attribute_not_exists(#pk) AND attribute_not_exists(#sk)');
    expect(count!.Update!.UpdateExpression).toMatch(/ADD #itemCount :itemCount_u0/);
    // The closet must exist and hold fewer than MAX_CLOSET_ITEMS (5,000) items.
    expect(count!.Update!.ConditionExpression).toMatch(/^\(?attribute_exists\(#pk\) AND attribute_exists\(#sk\)\)? AND #itemCount < :itemCount\w*/);
  });

  it('starts an empty closet at the first key and does not create an existing closet again', async () => {
    answerGets({ closet: { ...edb('closet'), closetId: 'me', userId: 'me', itemCount: 0, createdAt: 't' } });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await addClosetItem('me', 'me', { productId: 'prd-0002' })).item.order).toBe('a0');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('recomputes the order key when a concurrent add conflicts, then commits', async () => {
    answerGets({ closet: { ...edb('closet'), closetId: 'me', userId: 'me', itemCount: 1, createdAt: 't' } });
    ddb.on(QueryCommand).resolvesOnce({ Items: [lastItem('a0')] }).resolves({ Items: [lastItem('a1')] });
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    expect((await addClosetItem('me', 'me', { productId: 'prd-0002' })).item.order).toBe('a2');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('answers created: false with the stored item when the product is in the closet already', async () => {
    answerGets({ item: lastItem('a3') });
    const result = await addClosetItem('me', 'me', { productId: 'prd-0001' });
    expect(result).toMatchObject({ created: false, item: { id: 'p-prd-0001', order: 'a3' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
