/**
 * The wear log (issue 34 §4) over HTTP against the local runtime: a finalized past event is a wear
 * of its closet items, a finalized FUTURE event is not until its time has passed (read-time rule,
 * so the real clock passing the event is what makes it count — polled with a deadline), manual
 * wears and their undo, 'Mark washed', cost per wear on `GET /api/closets/{id}/items`, the
 * owner-only wear fields, 401/404/400 answers, and Idempotency-Key under a burst.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USER, DEMO_USER_PASSWORD } from '@seamline/infra/local/seeders/demo-user';
import { signIn } from '../fixtures/accounts';
import { closetItemPageSchema, type ClosetItem } from '@seamline/shared/contracts/closet';
import { logWearResultSchema, MAX_WEARS_PER_ITEM, undoWearResultSchema, washedResultSchema, WEAR_ERRORS } from '@seamline/shared/contracts/closet-wears';
import { outfitSuggestionSchema } from '@seamline/shared/contracts/outfits';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api } from '../fixtures/api';
import { waitFor } from '../fixtures/poll';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { setPrivacy } from './people-helpers';
import { addSuggestion, call, closetProduct, createEvent, inDays, patchEvent, STREAM_WAIT } from './outfits-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');

/** `s`'s own closet items by id (one page of 100). */
async function closetItems(s: UserWithSession, closetId = s.userId): Promise<Map<string, ClosetItem>> {
  const res = await call('GET', `/api/closets/${closetId}/items?limit=100`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map(closetItemPageSchema.parse(res.body).items.map((i) => [i.id, i]));
}
const itemOf = async (s: UserWithSession, itemId: string) => (await closetItems(s)).get(itemId)!;

const logWear = (s: UserWithSession, itemId: string, body: unknown = {}, key?: string) =>
  api('POST', `/api/closet-items/${itemId}/wears`, {
    cookie: s.cookie,
    body,
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** The stored wear elements of an item (what the processor wrote). */
async function storedWears(userId: string, itemId: string): Promise<string[]> {
  const { data } = await db.entities.itemWear.get({ userId, itemId }).go({ consistent: true });
  return [...(data?.wears ?? [])];
}

/** Wait until the processor stored the wear of `eventId` on the item; answers the element. */
const storedWearOf = (userId: string, itemId: string, eventId: string) =>
  waitFor(`the wear of ${eventId} stored`, async () => (await storedWears(userId, itemId)).find((e) => e.endsWith(`|${eventId}`)), STREAM_WAIT);

/**
 * The date fields of an event at the instant `eventDate` (a whole minute): the instant, and the
 * same as a local date and time in UTC (issue 34 §3's fields; a server without them ignores them).
 */
const dated = (eventDate: string) => ({ eventDate, localDate: eventDate.slice(0, 10), localTime: eventDate.slice(11, 16), timeZone: 'UTC' });

/** `s` finalizes a new event dated `eventDate` (a whole minute) whose final outfit is `itemIds`. */
async function finalizedEvent(s: UserWithSession, eventDate: string, itemIds: string[]) {
  const event = await createEvent(s, dated(eventDate) as Parameters<typeof createEvent>[1]);
  const plan = await addSuggestion(s, event.id, { closetItemIds: itemIds });
  await patchEvent(s, event.id, { finalOutfitId: plan.id });
  return event;
}

describe('Wear log', () => {
  it('a finalized past event is a wear; a finalized future event is stored but not a wear', async () => {
    const a = await createUserWithSession();
    const top = await closetProduct(a, 'tops');
    const shoes = await closetProduct(a, 'shoes');
    const before = await itemOf(a, top);
    expect(before).toMatchObject({ wearCount: 0, lastWornAt: null, costPerWear: null, wearsSinceWash: 0, washedAt: null });

    const past = inDays(-3);
    const pastEvent = await finalizedEvent(a, past, [top]);
    expect(await storedWearOf(a.userId, top, pastEvent.id)).toBe(`${past}|${pastEvent.id}`);
    expect(await itemOf(a, top)).toMatchObject({ wearCount: 1, lastWornAt: past, wearsSinceWash: 1 });

    // Next week: stored at once by the processor, but not a wear yet.
    const nextWeek = inDays(7);
    const future = await finalizedEvent(a, nextWeek, [top, shoes]);
    expect(await storedWearOf(a.userId, shoes, future.id)).toBe(`${nextWeek}|${future.id}`);
    const items = await closetItems(a);
    expect(items.get(top)).toMatchObject({ wearCount: 1, lastWornAt: past });
    expect(items.get(shoes)).toMatchObject({ wearCount: 0, lastWornAt: null, costPerWear: null });
  });

  /**
   * An event shortly ahead (the next whole minute at least 8 s away: event times are to the
   * minute) counts once the clock passes it — no job runs, the read decides. Set up here, checked
   * by the file's LAST test, so the 8–68 s until that minute pass while the other tests run.
   */
  let soonCase: { a: UserWithSession; shoes: string; soon: string; soonMs: number } | undefined;
  it('an event shortly ahead is stored at once but not yet a wear', async () => {
    const a = await createUserWithSession();
    const shoes = await closetProduct(a, 'shoes');
    const soonMs = Math.ceil((Date.now() + 8000) / 60_000) * 60_000;
    const soon = new Date(soonMs).toISOString();
    const soonEvent = await finalizedEvent(a, soon, [shoes]);
    const nextWeek = await finalizedEvent(a, inDays(7), [shoes]); // must still not count at the end
    expect(await storedWearOf(a.userId, shoes, soonEvent.id)).toBe(`${soon}|${soonEvent.id}`);
    await storedWearOf(a.userId, shoes, nextWeek.id);
    const early = await itemOf(a, shoes);
    // Meaningful only while the event is still ahead (fails rather than passes blindly when too slow).
    expect(Date.now()).toBeLessThan(soonMs);
    expect(early).toMatchObject({ wearCount: 0, lastWornAt: null });
    soonCase = { a, shoes, soon, soonMs };
  });

  it('logs a wear by hand and undoes it; cost per wear is price ÷ wears in the item currency; mark washed resets wears since wash', async () => {
    const a = await createUserWithSession();
    const item = await closetProduct(a, 'tops'); // a catalogue product: its price
    const price = (await itemOf(a, item)).price;
    expect(price).not.toBeNull();

    const first = await logWear(a, item, {});
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const one = logWearResultSchema.parse(first.body);
    expect(one.wear.source).toBe('manual');
    expect(one.summary).toMatchObject({ wearCount: 1, wearsSinceWash: 1, costPerWear: Math.round(price! * 100) / 100 });

    const second = logWearResultSchema.parse((await logWear(a, item, { wornOn: inDays(-10).slice(0, 10) })).body);
    expect(second.wear.wornAt).toBe(inDays(-10).slice(0, 10));
    expect(second.summary.wearCount).toBe(2);
    expect(second.summary.lastWornAt).toBe(one.wear.wornAt); // the latest, not the last logged
    expect(second.summary.costPerWear).toBe(Math.round((price! / 2) * 100) / 100);
    const listed = await itemOf(a, item);
    expect(listed).toMatchObject({ wearCount: 2, costPerWear: Math.round((price! / 2) * 100) / 100, currency: listed.currency });

    const washed = await call('POST', `/api/closet-items/${item}/washed`, a, {});
    expect(washed.status, JSON.stringify(washed.body)).toBe(200);
    const w = washedResultSchema.parse(washed.body).summary;
    expect(w).toMatchObject({ wearCount: 2, wearsSinceWash: 0 });
    expect(w.washedAt).not.toBeNull();
    const third = logWearResultSchema.parse((await logWear(a, item)).body);
    expect(third.summary).toMatchObject({ wearCount: 3, wearsSinceWash: 1 });

    const undo = await call('DELETE', `/api/closet-items/${item}/wears/${third.wear.id}`, a);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undoWearResultSchema.parse(undo.body).summary).toMatchObject({ wearCount: 2, wearsSinceWash: 0 });
    // Undone already: 404.
    const again = await call('DELETE', `/api/closet-items/${item}/wears/${third.wear.id}`, a);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: WEAR_ERRORS.wearNotFound });
    expect(await itemOf(a, item)).toMatchObject({ wearCount: 2, wearsSinceWash: 0 });

    // Moving the item answers it as the list does, wear log included (the web caches this answer).
    const moved = await call('PATCH', `/api/closet-items/${item}`, a, { sectionId: null });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ wearCount: 2, wearsSinceWash: 0, costPerWear: Math.round((price! / 2) * 100) / 100, washedAt: w.washedAt });
  });

  it('answers 401 without a session, 404 for someone else\'s item or wear, 400 for a future day or garbage; others see no wear fields', async () => {
    const a = await createUserWithSession();
    const b = await createUserWithSession();
    const item = await closetProduct(a, 'tops');
    const logged = logWearResultSchema.parse((await logWear(a, item)).body);

    expect((await api('POST', `/api/closet-items/${item}/wears`, { body: {}, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } })).status).toBe(401);
    expect((await api('DELETE', `/api/closet-items/${item}/wears/${logged.wear.id}`, { headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } })).status).toBe(401);
    expect((await api('POST', `/api/closet-items/${item}/washed`, { body: {}, headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } })).status).toBe(401);

    expect((await logWear(b, item)).status).toBe(404);
    expect((await call('DELETE', `/api/closet-items/${item}/wears/${logged.wear.id}`, b)).status).toBe(404);
    expect((await call('POST', `/api/closet-items/${item}/washed`, b, {})).status).toBe(404);
    expect((await logWear(a, 'no-such-item')).status).toBe(404);
    expect((await call('DELETE', `/api/closet-items/${item}/wears/${randomUUID()}`, a)).status).toBe(404);

    const future = await logWear(a, item, { wornOn: inDays(3).slice(0, 10) });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ message: WEAR_ERRORS.inFuture });
    const garbage = await logWear(a, item, { wornOn: 'yesterday' });
    expect(garbage.status).toBe(400);
    expect((garbage.body as { fieldErrors?: Record<string, string[]> }).fieldErrors?.wornOn).toEqual([WEAR_ERRORS.invalidDate]);
    expect((await logWear(a, item, { wornOn: '1999-12-31' })).status).toBe(400);
    expect((await logWear(a, item, { extra: 1 })).status).toBe(400);
    expect((await call('DELETE', `/api/closet-items/${item}/wears/bad%20id`, a)).status).toBe(400);

    // Another viewer of a public closet sees the items without the wear log.
    await setPrivacy(a, { publicDisplay: true });
    const seenByB = await closetItems(b, a.userId);
    expect(seenByB.get(item)).toMatchObject({ wearCount: null, lastWornAt: null, costPerWear: null, wearsSinceWash: null, washedAt: null });
    expect((await itemOf(a, item)).wearCount).toBe(1);
  });

  it('20 simultaneous logs with one Idempotency-Key make exactly one wear; 20 with different keys make 20', async () => {
    const a = await createUserWithSession();
    const item = await closetProduct(a, 'tops');
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => logWear(a, item, {}, key)));
    // The first runs; the others replay its answer, or (still running after 5 s) answer 409.
    expect(same.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const created = same.filter((r) => r.status === 201).map((r) => logWearResultSchema.parse(r.body).wear.id);
    expect(new Set(created).size).toBe(1);
    expect((await itemOf(a, item)).wearCount).toBe(1);

    const other = await closetProduct(a, 'bottoms');
    const different = await Promise.all(Array.from({ length: 20 }, () => logWear(a, other, {}, randomUUID())));
    expect(different.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(different.map((r) => logWearResultSchema.parse(r.body).wear.id)).size).toBe(20);
    expect((await itemOf(a, other)).wearCount).toBe(20);
    expect((await storedWears(a.userId, other)).length).toBe(20);
  });

  it('simultaneous logs at the cap store exactly MAX_WEARS_PER_ITEM wears; simultaneous undos of one wear: one 200, the rest 404', async () => {
    const a = await createUserWithSession();
    const item = await closetProduct(a, 'tops');
    // MAX − 1 elements stored directly (past manual wears): one slot left.
    const filler = Array.from({ length: MAX_WEARS_PER_ITEM - 1 }, (_, i) => `2001-01-01|manual:${String(i).padStart(6, '0')}`);
    await db.entities.itemWear.update({ userId: a.userId, itemId: item }).add({ wears: filler }).go();
    const burst = await Promise.all(Array.from({ length: 6 }, () => logWear(a, item, {}, randomUUID())));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const r of burst.filter((x) => x.status === 400)) expect(r.body).toMatchObject({ message: WEAR_ERRORS.tooMany });
    expect((await storedWears(a.userId, item)).length).toBe(MAX_WEARS_PER_ITEM);

    const other = await closetProduct(a, 'bottoms');
    const logged = logWearResultSchema.parse((await logWear(a, other)).body);
    const undos = await Promise.all(Array.from({ length: 6 }, () => call('DELETE', `/api/closet-items/${other}/wears/${logged.wear.id}`, a)));
    expect(undos.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect((await itemOf(a, other)).wearCount).toBe(0);
  });

  it("laundry mode: the stylist skips a top worn more than its wash interval since washing, and takes it again after 'Mark washed'", async () => {
    const a = await createUserWithSession();
    const worn = await closetProduct(a, 'tops', 0);
    const fresh = await closetProduct(a, 'tops', 1);
    await closetProduct(a, 'bottoms');
    await closetProduct(a, 'shoes');
    // 12 wears: above every top's wash interval (README: T-shirt 1 … jacket 8, coat 10).
    for (let i = 0; i < 12; i++) expect((await logWear(a, worn)).status).toBe(201);
    expect(await itemOf(a, worn)).toMatchObject({ wearsSinceWash: 12 });
    const event = await createEvent(a, { vibe: 'casual', location: 'Boston, MA' });
    const ask = async (laundry?: string) => {
      const res = await call('POST', `/api/outfit-events/${event.id}/ai-suggestion${laundry ? `?laundry=${laundry}` : ''}`, a);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return outfitSuggestionSchema.parse(res.body);
    };
    const inLaundry = await ask('true');
    const ids = inLaundry.closetItemIds;
    expect(ids).not.toContain(worn);
    expect(ids).toContain(fresh);
    expect(inLaundry.reasons.join('\n')).toMatch(/since washing/);
    expect((await call('POST', `/api/outfit-events/${event.id}/ai-suggestion?laundry=maybe`, a)).status).toBe(400);
    // Washed: nothing is due any more, so laundry mode skips nothing.
    expect((await call('POST', `/api/closet-items/${worn}/washed`, a, {})).status).toBe(200);
    expect((await ask('true')).reasons.join('\n')).not.toMatch(/since washing/);
  });

  it('deleting the closet item deletes its wear log', async () => {
    const a = await createUserWithSession();
    const item = await closetProduct(a, 'tops');
    expect((await logWear(a, item)).status).toBe(201);
    expect((await call('DELETE', `/api/closet-items/${item}`, a)).status).toBe(200);
    expect(await storedWears(a.userId, item)).toEqual([]);
  });

  it('the demo user has a wear history: items with wears, last worn and cost per wear (demo-wears seeder)', async () => {
    const dana = { userId: DEMO_USER.id, cookie: await signIn(inject('baseUrl'), DEMO_USER.username, DEMO_USER_PASSWORD) } as UserWithSession;
    const items = [...(await closetItems(dana)).values()];
    const worn = items.filter((i) => (i.wearCount ?? 0) > 0);
    expect(worn.length).toBeGreaterThanOrEqual(5);
    expect(worn.some((i) => i.costPerWear !== null && i.lastWornAt !== null)).toBe(true);
    expect(items.some((i) => i.washedAt !== null)).toBe(true);
  });

  it('the event shortly ahead (set up above) counts once the clock has passed it', async () => {
    expect(soonCase, 'the set-up test above passed').toBeDefined();
    const { a, shoes, soon, soonMs } = soonCase!;
    const later = await waitFor('the soon event counted', async () => {
      const item = await itemOf(a, shoes);
      return item.wearCount === 1 ? item : undefined;
    }, { timeoutMs: 90_000, intervalMs: 250 });
    expect(Date.now()).toBeGreaterThanOrEqual(soonMs);
    expect(later.lastWornAt).toBe(soon);
    // The next-week event is still not counted.
    expect((await itemOf(a, shoes)).wearCount).toBe(1);
  }, 120_000);
});
