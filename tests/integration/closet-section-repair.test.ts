/**
 * The lazy section-index repair (issue 7 leftover): a closet made before issue 7 has items
 * without `sectionId`, so no gsi2 keys, so the organizer's 'My Items'
 * (`GET /api/closets/{id}/items?sectionId=unsectioned`) would miss them. The first grouped read
 * of such a closet (no `Closet.sectionIndexVersion`) gives them `sectionId = unsectioned` (ElectroDB
 * composes the gsi2 keys) and sets the version; later reads do no repair writes. The old items are
 * made in DynamoDB directly, shaped as the issue-6 code stored them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyBetween } from 'fractional-indexing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@seamline/shared/contracts/catalogue';
import { closetItemPageSchema } from '@seamline/shared/contracts/closet';
import { UNSECTIONED } from '@seamline/shared/contracts/closet-constants';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, seededProducts } from './collections-helpers';

let products: Product[];
beforeAll(async () => {
  products = await seededProducts(await createUserWithSession(), 3);
});

const aws = () => import('@seamline/functions/_core/aws-clients');

/** Every stored item of a closet plus the closet itself, raw (index keys included), by sort key. */
async function raw(closetId: string): Promise<Map<string, Record<string, unknown>>> {
  const { db } = await aws();
  const items = (await db.entities.closetItem.query.byId({ closetId }).go({ data: 'raw', consistent: true })) as unknown as {
    data: { Items?: Record<string, unknown>[] };
  };
  const closet = (await db.entities.closet.get({ closetId }).go({ data: 'raw', consistent: true })) as unknown as {
    data: { Item?: Record<string, unknown> };
  };
  return new Map([...(items.data.Items ?? []), closet.data.Item ?? {}].map((i) => [String(i.sk), i]));
}

/** Make a stored item issue-6 style behind the API's back: no `sectionId`, no gsi2 keys. */
async function stripSection(item: Record<string, unknown>) {
  const { documentClient } = await aws();
  const { env } = await import('@seamline/functions/_core/env');
  await documentClient.send(
    new UpdateCommand({ TableName: env.TABLE_NAME, Key: { pk: item.pk, sk: item.sk }, UpdateExpression: 'REMOVE sectionId, gsi2pk, gsi2sk' }),
  );
}

/**
 * A closet as the issue-6 code left it: no `sectionIndexVersion`; the `old` products' items
 * without `sectionId` (ElectroDB refuses to write that today, so they are written and stripped),
 * then the `current` ones with it, all in this order.
 */
async function oldCloset(s: UserWithSession, old: Product[], current: Product[]) {
  const { db } = await aws();
  const savedAt = '2026-01-01T00:00:00.000Z';
  await db.entities.closet.create({ closetId: s.userId, userId: s.userId, createdAt: savedAt, itemCount: old.length + current.length }).go();
  let order: string | null = null;
  for (const p of [...old, ...current]) {
    order = generateKeyBetween(order, null);
    await db.entities.closetItem.put({ closetId: s.userId, itemId: `p-${p.id}`, userId: s.userId, productId: p.id, sectionId: UNSECTIONED, order, savedAt }).go();
  }
  const stored = await raw(s.userId);
  for (const p of old) await stripSection([...stored.values()].find((i) => i.itemId === `p-${p.id}`)!);
}

const myItems = async (s: UserWithSession) => {
  const res = await call('GET', `/api/closets/${s.userId}/items?sectionId=unsectioned&limit=50`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return closetItemPageSchema.parse(res.body).items.map((i) => i.id);
};

describe('GET /api/closets/{closetId}/items?sectionId=unsectioned on a pre-issue-7 closet', () => {
  it('lists the old items after a one-time repair; a second read writes nothing', async () => {
    const s = await createUserWithSession();
    const [a, b, c] = products as [Product, Product, Product];
    await oldCloset(s, [a, b], [c]);
    const before = await raw(s.userId);
    const oldKeys = [...before.values()].filter((i) => i.itemId === `p-${a.id}` || i.itemId === `p-${b.id}`);
    expect(oldKeys).toHaveLength(2);
    expect(oldKeys.every((i) => i.gsi2pk === undefined && i.sectionId === undefined)).toBe(true);

    // First grouped read: repaired, all three in closet order.
    expect(await myItems(s)).toEqual([`p-${a.id}`, `p-${b.id}`, `p-${c.id}`]);
    const repaired = await raw(s.userId);
    const closet = [...repaired.values()].find((i) => i.__edb_e__ === 'closet')!;
    expect(closet.sectionIndexVersion).toBe(1);
    for (const p of [a, b]) {
      const item = [...repaired.values()].find((i) => i.itemId === `p-${p.id}`)!;
      expect(item).toMatchObject({ sectionId: UNSECTIONED, order: [...before.values()].find((i) => i.itemId === `p-${p.id}`)!.order });
      expect(item.gsi2pk).toEqual(expect.any(String));
    }

    // Make one item old-style again behind the API's back: a read now must NOT repair it
    // (the version says done) and must write nothing at all.
    await stripSection([...repaired.values()].find((i) => i.itemId === `p-${b.id}`)!);
    const snapshot = await raw(s.userId);
    expect(await myItems(s)).toEqual([`p-${a.id}`, `p-${c.id}`]);
    expect(await raw(s.userId)).toEqual(snapshot);
  });

  it('a closet made now has the version from the start (no repair pass)', async () => {
    const s = await createUserWithSession();
    expect((await call('POST', `/api/closets/${s.userId}/items`, s, { productId: products[0]!.id })).status).toBe(201);
    const closet = [...(await raw(s.userId)).values()].find((i) => i.__edb_e__ === 'closet')!;
    expect(closet.sectionIndexVersion).toBe(1);
  });
});
