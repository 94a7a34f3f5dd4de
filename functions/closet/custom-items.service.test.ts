/**
 * Custom item create/update against a mocked DocumentClient and S3 (aws-sdk-client-mock):
 * ownership checks before any read, stored photos deleted when the item write fails, the edit's
 * ONE UpdateItem conditioned on the photos list read (409 + new photos deleted on a concurrent
 * edit), removed photos deleted after a successful edit.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
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
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CLOSET_ERRORS } from '@seamline/shared/contracts/closet';
import { createCustomItem, ITEM_CHANGED, updateCustomItem } from './custom-items.service';
import { edb, transactionCancelled } from '../../tests/fixtures/db-items';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const KEY = (n: number) => `uploads/closet/me/00000000-0000-4000-8000-00000000000${n}`;
const existingItem = {
  ...edb('closetItem'),
  closetId: 'me',
  itemId: 'c-1',
  userId: 'me',
  sectionId: 'unsectioned',
  order: 'a0',
  name: 'Shirt',
  size: 'M',
  photos: [
    { id: 'old-1', width: 10, height: 10 },
    { id: 'old-2', width: 10, height: 10 },
  ],
  savedAt: '2026-01-01T00:00:00.000Z',
};
const deletedKeys = () => s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key).sort();

let png: Uint8Array;
beforeEach(async () => {
  ddb.reset();
  s3.reset();
  png ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).png().toBuffer();
  s3.on(GetObjectCommand).callsFake(async () => ({ Body: { transformToByteArray: async () => png } }));
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  ddb.on(GetCommand).callsFake((input: GetCommandInput) =>
    input.Key?.sk === '$closet_1' ? { Item: { ...edb('closet'), closetId: 'me', userId: 'me', itemCount: 1 } } : { Item: existingItem },
  );
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(PutCommand).resolves({});
  // No wear log yet: the owner's answers read the item's ItemWear row (issue 34 §4).
  ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
    Responses: Object.fromEntries(Object.keys(input.RequestItems ?? {}).map((table) => [table, []])),
    UnprocessedKeys: {},
  }));
});

const createBody = (photoKeys: string[]) => ({
  name: 'Shirt',
  category: 'tops' as const,
  size: 'M',
  color: 'Blue',
  brand: null,
  price: null,
  currency: 'USD' as const,
  purchaseDate: null,
  storeUrl: null,
  notes: null,
  fitRating: 3,
  photoKeys,
});
const updateBody = (keep: string[], add: string[]) => ({
  name: 'Shirt 2',
  size: 'L',
  category: null,
  color: null,
  brand: 'B',
  price: null,
  currency: 'USD' as const,
  purchaseDate: null,
  storeUrl: null,
  notes: null,
  fitRating: 3,
  photos: { keep, add },
});

describe('createCustomItem', () => {
  it(`is 403 '${CLOSET_ERRORS.notYourCloset}' for another closet before any read`, async () => {
    await expect(createCustomItem('me', 'other', createBody([KEY(1)]))).rejects.toMatchObject({ status: 403 });
    expect(ddb.calls()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('stores the photos, then writes item + count in one transaction', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const item = await createCustomItem('me', 'me', createBody([KEY(1), KEY(2)]));
    expect(item).toMatchObject({ kind: 'custom', name: 'Shirt', sectionId: null, fitRating: 3 });
    expect(item.photos).toHaveLength(2);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(4);
    expect(deletedKeys()).toEqual([KEY(1), KEY(2)]);
    const [tx] = ddb.commandCalls(TransactWriteCommand);
    expect(tx!.args[0].input.TransactItems).toHaveLength(2);
  });

  it('deletes the stored photos again when the closet is full (400)', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCancelled('None', 'ConditionalCheckFailed'));
    await expect(createCustomItem('me', 'me', createBody([KEY(1)]))).rejects.toMatchObject({ status: 400, message: CLOSET_ERRORS.closetFull });
    const stored = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input.Key).sort();
    expect(stored).toHaveLength(2);
    expect(deletedKeys()).toEqual([...stored, KEY(1)].sort());
  });
});

describe('updateCustomItem', () => {
  it("is 400 'Photo not found' for a kept id the item lacks, before storing anything", async () => {
    await expect(updateCustomItem('me', 'me', 'c-1', updateBody(['nope'], [KEY(1)]))).rejects.toMatchObject({
      status: 400,
      message: CLOSET_ERRORS.photoNotFound,
    });
    expect(s3.calls()).toHaveLength(0);
  });

  it('writes ONE UpdateItem conditioned on the photos list read, then deletes the removed photo', async () => {
    ddb.on(UpdateCommand).resolves({});
    const item = await updateCustomItem('me', 'me', 'c-1', updateBody(['old-2'], [KEY(1)]));
    expect(item.photos.map((p) => p.id)[0]).toBe('old-2');
    expect(item).toMatchObject({ name: 'Shirt 2', size: 'L', brand: 'B', color: null });
    const updates = ddb.commandCalls(UpdateCommand);
    expect(updates).toHaveLength(1);
    const input = updates[0]!.args[0].input as UpdateCommandInput;
    const values = Object.values(input.ExpressionAttributeValues ?? {});
    expect(input.ConditionExpression).toMatch(/=/);
    expect(values).toContainEqual(existingItem.photos);
    expect(input.UpdateExpression).toMatch(/REMOVE/);
    expect(deletedKeys()).toEqual([KEY(1), 'closet/me/old-1-thumb.jpg', 'closet/me/old-1.jpg'].sort());
  });

  it('answers 409 on a concurrent edit and deletes the new photos, keeping the old ones', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(updateCustomItem('me', 'me', 'c-1', updateBody(['old-1'], [KEY(1)]))).rejects.toMatchObject({ status: 409, message: ITEM_CHANGED });
    const stored = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input.Key).sort();
    expect(deletedKeys()).toEqual([...stored, KEY(1)].sort());
    expect(deletedKeys().some((k) => k!.includes('old-'))).toBe(false);
  });
});
