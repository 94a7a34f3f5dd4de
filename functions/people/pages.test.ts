/** Cursor checks of the people lists: only ElectroDB-shaped cursors of this table's keys pass. */
import { describe, expect, it } from 'vitest';
import { BadRequest } from '../_core/http-errors';
import { decodeCursor, withCursor } from './pages';

const enc = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const key = {
  pk: '$seamline#followerid_a',
  sk: '$follow_1#followingid_b',
  gsi1pk: '$seamline#followingid_b',
  gsi1sk: '$follow_1#createdat_x',
};
const query = {
  params: () => ({
    IndexName: 'gsi1',
    ExpressionAttributeValues: { ':pk': '$seamline#followingid_b' },
  }),
};

describe('decodeCursor', () => {
  it('decodes a cursor of key attributes', () => expect(decodeCursor(enc(key))).toEqual(key));
  it.each([
    ['not base64url', 'a b'],
    ['not JSON', enc('{"a":')],
    ['an array', enc([1])],
    ['empty', enc({})],
    ['a non-key attribute', enc({ ...key, isAdmin: 'x' })],
    ['a non-string value', enc({ pk: 1 })],
    ['null', enc('null')],
  ])('refuses %s', (_n, cursor) => expect(decodeCursor(cursor)).toBeNull());
});

describe('withCursor', () => {
  it('runs without a cursor, and with a cursor of the same partition', async () => {
    expect(await withCursor(undefined, query, (_q, c) => Promise.resolve(c))).toBeNull();
    expect(await withCursor(enc(key), query, (_q, c) => Promise.resolve(c))).toBe(enc(key));
  });

  it("refuses another partition's cursor and maps DynamoDB's ValidationException to 400", async () => {
    const foreign = enc({ ...key, gsi1pk: '$seamline#followingid_c' });
    await expect(withCursor(foreign, query, () => Promise.resolve(1))).rejects.toBeInstanceOf(
      BadRequest,
    );
    const refused = Object.assign(new Error('wrapped'), {
      cause: Object.assign(new Error('bad key'), { name: 'ValidationException' }),
    });
    await expect(withCursor(enc(key), query, () => Promise.reject(refused))).rejects.toBeInstanceOf(
      BadRequest,
    );
    await expect(
      withCursor(enc(key), query, () => Promise.reject(new Error('other'))),
    ).rejects.toThrow('other');
  });
});
