/**
 * The profile's Outfits count and the wear log (issue 20): Outfits = the number of finalized
 * events of the person (spec 02 §2.1 header), kept by the `outfit-stats` processor through
 * finalize, reopen, finalize again and delete; each finalized event is a wear of the creator's own
 * closet items in its final outfit (ItemWear), moved when the date changes and taken back on reopen.
 */
import { describe, expect, it } from 'vitest';
import { publicProfileSchema } from '@seamline/shared/contracts/people';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, inDays, patchEvent, productsOf, STREAM_WAIT } from './outfits-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');

async function outfitsCount(s: UserWithSession): Promise<number> {
  const res = await call('GET', `/api/users/${s.userId}/profile`, s);
  expect(res.status).toBe(200);
  return publicProfileSchema.parse(res.body).counts.outfits;
}
const waitForCount = (s: UserWithSession, n: number) =>
  waitFor(`Outfits = ${n.toString()}`, async () => (await outfitsCount(s)) === n, STREAM_WAIT);

async function wearsOf(userId: string, itemId: string): Promise<string[]> {
  const { data } = await db.entities.itemWear.get({ userId, itemId }).go({ consistent: true });
  return [...(data?.wears ?? [])].sort();
}
const waitForWears = (userId: string, itemId: string, expected: string[]) =>
  waitFor(`wears of ${itemId} = ${JSON.stringify(expected)}`, async () => JSON.stringify(await wearsOf(userId, itemId)) === JSON.stringify(expected.sort()), STREAM_WAIT);

describe('Outfits count and wears', () => {
  it('counts finalized events through finalize, reopen, finalize again and delete', async () => {
    const a = await createUserWithSession();
    expect(await outfitsCount(a)).toBe(0);
    const top = await closetProduct(a, 'tops');
    const one = await createEvent(a);
    const two = await createEvent(a);
    const planOne = await addSuggestion(a, one.id, { closetItemIds: [top] });
    const planTwo = await addSuggestion(a, two.id, { closetItemIds: [top] });
    await patchEvent(a, one.id, { finalOutfitId: planOne.id });
    await patchEvent(a, two.id, { finalOutfitId: planTwo.id });
    await waitForCount(a, 2);
    await patchEvent(a, one.id, { status: 'planning' });
    await waitForCount(a, 1);
    await patchEvent(a, one.id, { status: 'finalized' });
    await patchEvent(a, one.id, { notes: 'no change to the count' });
    await waitForCount(a, 2);
    expect((await call('DELETE', `/api/outfit-events/${two.id}`, a)).status).toBe(200);
    await waitForCount(a, 1);
    // An unfinalized event's delete changes nothing.
    const three = await createEvent(a);
    expect((await call('DELETE', `/api/outfit-events/${three.id}`, a)).status).toBe(200);
    await patchEvent(a, one.id, { status: 'planning' });
    await waitForCount(a, 0);
  }, 120_000);

  it("records a wear of the creator's own closet items (and catalogue products they keep) per finalized event, dated by the event", async () => {
    const a = await createUserWithSession();
    const b = await createUserWithSession();
    const top = await closetProduct(a, 'tops');
    const [bottom] = await productsOf(a, 'bottoms');
    await closetProduct(a, 'bottoms');
    const [shoe] = await productsOf(a, 'shoes');
    const date = inDays(-2);
    const event = await createEvent(a, { eventDate: date });
    const plan = await addSuggestion(a, event.id, { closetItemIds: [top], products: [{ productId: bottom!.id }, { productId: shoe!.id }] });
    await patchEvent(a, event.id, { finalOutfitId: plan.id });
    const entry = (d: string) => [`${d}|${event.id}`];
    await waitForWears(a.userId, top, entry(date));
    await waitForWears(a.userId, `p-${bottom!.id}`, entry(date));
    expect(await wearsOf(a.userId, `p-${shoe!.id}`)).toEqual([]); // not in a's closet
    const moved = inDays(-1);
    await patchEvent(a, event.id, { eventDate: moved });
    await waitForWears(a.userId, top, entry(moved));
    await patchEvent(a, event.id, { status: 'planning' });
    await waitForWears(a.userId, top, []);
    await waitForWears(a.userId, `p-${bottom!.id}`, []);
    expect(await wearsOf(b.userId, top)).toEqual([]);
  }, 120_000);
});
