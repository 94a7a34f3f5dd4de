/**
 * Adding a product to a closet against a mocked DocumentClient (aws-sdk-client-mock): ownership,
 * the lazily made default closet, the order key after the last item and the one transaction;
 * the closet-full refusal; moving an item (ONE UpdateItem rebuilding both index keys); the
 * section-index repair of pre-issue-7 closets (conditional writes, refusals ignored).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet';
import { addClosetItem, moveClosetItem, repairSectionIndex } from './closet.service';
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

beforeEach(() => {
  ddb.reset();
  // No wear log yet: the owner's answers read the item's ItemWear row (issue 34 §4).
  ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
    Responses: Object.fromEntries(Object.keys(input.RequestItems ?? {}).map((table) => [table, []])),
    UnprocessedKeys: {},
  }));
});

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

describe('addClosetItem in a full closet', () => {
  it(`is 400 '${CLOSET_ERRORS.closetFull}' when the count condition refuses the transaction`, async () => {
    answerGets({ closet: { ...edb('closet'), closetId: 'me', userId: 'me', itemCount: 5000, createdAt: 't' } });
    ddb.on(QueryCommand).resolves({ Items: [lastItem('a0')] });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    await expect(addClosetItem('me', 'me', { productId: 'prd-0002' })).rejects.toMatchObject({ status: 400, message: CLOSET_ERRORS.closetFull });
  });
});

describe('moveClosetItem', () => {
  it('writes ONE UpdateItem of the item: order, sectionId and updatedAt with both index keys, conditioned on existence', async () => {
    const custom = { ...edb('closetItem'), closetId: 'me', itemId: 'c-1', userId: 'me', name: 'Tee', sectionId: 'unsectioned', order: 'a3', savedAt: 't' };
    answerGets({ item: custom });
    ddb.on(UpdateCommand).resolves({});
    const now = new Date('2026-02-02T00:00:00.000Z');
    const item = await moveClosetItem('me', 'c-1', { order: 'Zz' }, now);
    expect(item).toMatchObject({ id: 'c-1', kind: 'custom', order: 'Zz', sectionId: null, updatedAt: now.toISOString() });
    const updates = ddb.commandCalls(UpdateCommand);
    expect(updates).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    const input = updates[0]!.args[0].input;
    expect(input.ConditionExpression).toMatch(/attribute_exists\(#pk\) AND attribute_exists\(#sk\)/);
    const values = Object.values(input.ExpressionAttributeValues ?? {});
    expect(values).toEqual(expect.arrayContaining(['Zz', 'unsectioned', now.toISOString()]));
    // gsi1sk and gsi2sk rebuilt with the new key; gsi2pk with the (unchanged) section.
    expect(values.filter((v) => typeof v === 'string' && v.endsWith('#order_Zz#itemId_c-1'))).toHaveLength(2);
    expect(values.some((v) => typeof v === 'string' && v.includes('sectionid_unsectioned'))).toBe(true);
  });

  it(`is 400 '${CLOSET_ERRORS.invalidOrder}' for a key fractional-indexing refuses, before any read`, async () => {
    for (const order of ['a00', 'b0000000000', 'A']) {
      await expect(moveClosetItem('me', 'x', { order })).rejects.toMatchObject({ status: 400, message: CLOSET_ERRORS.invalidOrder });
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it(`is 404 '${CLOSET_ERRORS.itemNotFound}' for an item not in the caller's closet and '${CLOSET_ERRORS.sectionNotFound}' for an unknown section`, async () => {
    answerGets();
    await expect(moveClosetItem('me', 'p-prd-0009', { order: 'a1' })).rejects.toMatchObject({ status: 404, message: CLOSET_ERRORS.itemNotFound });
    ddb.reset();
    answerGets({ item: lastItem('a3') });
    await expect(moveClosetItem('me', 'p-prd-0001', { sectionId: 'nope' })).rejects.toMatchObject({ status: 404, message: CLOSET_ERRORS.sectionNotFound });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('repairSectionIndex', () => {
  const conditionalFailure = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

  it('pages through gsi1, writes only items without sectionId (conditionally), then sets the version; refusals are ignored', async () => {
    const old = (itemId: string, order: string) => ({ ...lastItem(order), itemId });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [old('old-1', 'a0'), { ...old('new-1', 'a1'), sectionId: 'unsectioned' }], LastEvaluatedKey: { pk: 'x', sk: 'y', gsi1pk: 'x', gsi1sk: 'y' } })
      .resolvesOnce({ Items: [old('old-2', 'a2')] });
    // old-2 was moved meanwhile (its condition fails), and another request set the version first.
    ddb.on(UpdateCommand).callsFake((input: { Key: { sk: string }; ConditionExpression?: string }) => {
      if (input.Key.sk.includes('old-2') || input.Key.sk === '$closet_1') throw conditionalFailure();
      return {};
    });
    expect(await repairSectionIndex('me')).toBe(1);

    const queries = ddb.commandCalls(QueryCommand);
    expect(queries).toHaveLength(2);
    expect(queries[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', Limit: 100 });
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates.map((u) => u.Key!.sk)).toEqual([expect.stringContaining('old-1'), expect.stringContaining('old-2'), '$closet_1']);
    for (const u of updates.slice(0, 2)) {
      expect(u.ConditionExpression).toMatch(/attribute_not_exists\(#sectionId\)/);
      expect(Object.values(u.ExpressionAttributeValues!)).toContain('unsectioned');
      expect(Object.keys(u.ExpressionAttributeNames!).join()).toContain('gsi2pk');
    }
    expect(updates[2]!.ConditionExpression).toMatch(/attribute_not_exists\(#sectionIndexVersion\)/);
  });
});
