/**
 * Outfit suggestions over HTTP (issue 20; spec 02 §2.6 Save Outfit Plan, §2.7 Ask AI, §3
 * OutfitSuggestion, §4 saving a plan / AI suggestion, §5): plans of catalogue products, the
 * caller's closet items and uploaded photos; the spec's no-items message; who may add; the AI
 * stylist's suggestion (201 with reasons and weather, 422 naming what to add); the save-and-finalize
 * flow that shows on the event card; the 401 / 403 / 404 / 400 matrix.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { OUTFIT_ERRORS, OUTFIT_LIMITS, outfitSuggestionSchema } from '@seamline/shared/contracts/outfits';
import { exists } from '../fixtures/media-bucket';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { addSuggestion, call, closetProduct, createEvent, follow, listEvents, patchEvent, productsOf, readDetails, uploadOutfitPhoto } from './outfits-helpers';

let a: UserWithSession;
let b: UserWithSession;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

describe('POST /api/outfit-events/{eventId}/suggestions', () => {
  it('saves a plan of products, closet items and photos (201) with the default title; items resolved in that order', async () => {
    const event = await createEvent(a);
    const [shoe] = await productsOf(a, 'shoes');
    const top = await closetProduct(a, 'tops');
    const key = await uploadOutfitPhoto(a);
    const plan = await addSuggestion(a, event.id, { products: [{ productId: shoe!.id }], closetItemIds: [top], imageKeys: [key], isAiGenerated: false });
    expect(plan).toMatchObject({
      eventId: event.id,
      title: 'My Outfit Plan',
      isAiGenerated: false,
      suggestedBy: { id: a.userId },
      products: [{ productId: shoe!.id, notes: null }],
      closetItemIds: [top],
      isFavorited: false,
      favoriteCount: 0,
      commentCount: 0,
      score: null,
      reasons: [],
      isFinal: false,
    });
    expect(plan.items.map((i) => i.kind)).toEqual(['product', 'closet', 'upload']);
    expect(plan.items[0]).toMatchObject({ name: shoe!.name, group: 'shoes', missing: false });
    expect(plan.items[1]).toMatchObject({ closetItemId: top, group: 'tops' });
    expect(plan.imageUrls).toHaveLength(1);
    const photo = await fetch(plan.imageUrls[0]!);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(await exists(key)).toBe(false);
    expect((await readDetails(a, event.id)).suggestions.map((s) => s.id)).toEqual([plan.id]);
  });

  it("answers the spec's message when no item is chosen (400), and refuses more than 20 items or 6 photos", async () => {
    const event = await createEvent(a);
    const none = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { title: 'Empty', products: [], closetItemIds: [] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'Please add some items to your outfit before saving' });
    const products = Array.from({ length: OUTFIT_LIMITS.outfitItemsMax + 1 }, (_, i) => ({ productId: `prd-${i.toString()}` }));
    const many = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { products });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(OUTFIT_ERRORS.tooManyItems);
    const keys = Array.from({ length: 7 }, () => `uploads/outfits/${a.userId}/${randomUUID()}`);
    const photos = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { imageKeys: keys });
    expect(photos.status).toBe(400);
    expect(JSON.stringify(photos.body)).toContain(OUTFIT_ERRORS.tooManyImages);
  });

  it("is 404 for an unknown product or someone else's closet item, 403 for someone else's upload, 400 for a missing upload", async () => {
    const event = await createEvent(a);
    const unknown = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { products: [{ productId: 'prd-none-x' }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: OUTFIT_ERRORS.productNotFound });
    const theirs = await closetProduct(b, 'tops', 1);
    const notMine = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { closetItemIds: [theirs] });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ message: OUTFIT_ERRORS.closetItemNotFound });
    const theirUpload = await uploadOutfitPhoto(b);
    const foreign = await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { imageKeys: [theirUpload] });
    expect(foreign.status).toBe(403);
    expect(await exists(theirUpload)).toBe(true);
    expect((await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { imageKeys: [`uploads/outfits/${a.userId}/${randomUUID()}`] })).status).toBe(400);
    expect((await call('POST', `/api/outfit-events/${event.id}/suggestions`, a, { imageKeys: ['avatars/x/y'] })).status).toBe(400);
    expect((await readDetails(a, event.id)).suggestions).toEqual([]);
  });

  it('lets a collaborator add a plan of their own closet; 404 for anyone else; 401 without a session', async () => {
    await follow(a, b);
    const event = await createEvent(a, { isPublic: true });
    expect((await call('POST', `/api/outfit-events/${event.id}/invitations`, a, { userIds: [b.userId] })).status).toBe(200);
    const theirs = await closetProduct(b, 'dresses');
    const plan = await addSuggestion(b, event.id, { closetItemIds: [theirs], title: "Ben's idea" });
    expect(plan).toMatchObject({ suggestedBy: { id: b.userId }, title: "Ben's idea" });
    expect((await readDetails(a, event.id)).suggestions[0]).toMatchObject({ id: plan.id, items: [{ closetItemId: theirs, missing: false }] });
    const stranger = await createUserWithSession();
    const res = await call('POST', `/api/outfit-events/${event.id}/suggestions`, stranger, { closetItemIds: [theirs] });
    expect(res.status).toBe(404);
    expect((await call('POST', `/api/outfit-events/${event.id}/suggestions`, undefined, { closetItemIds: [theirs] })).status).toBe(401);
    expect((await call('POST', `/api/outfit-events/${randomUUID()}/suggestions`, a, { closetItemIds: [theirs] })).status).toBe(404);
  });

  it("save & finalize: the card shows Finalized, the item count and the first 8 thumbnails", async () => {
    const event = await createEvent(a);
    const tops = await productsOf(a, 'tops');
    const products = tops.slice(0, 10).map((p) => ({ productId: p.id }));
    const plan = await addSuggestion(a, event.id, { products });
    await patchEvent(a, event.id, { finalOutfitId: plan.id });
    const card = (await listEvents(a)).items.find((e) => e.id === event.id)!;
    expect(card).toMatchObject({ status: 'finalized', finalOutfitId: plan.id, itemCount: products.length });
    expect(card.thumbnails).toHaveLength(OUTFIT_LIMITS.cardThumbnails);
    expect(card.thumbnails[0]).toBe(tops[0]!.images[0]);
  });
});

describe('POST /api/outfit-events/{eventId}/ai-suggestion', () => {
  it("answers 201 with the stylist's outfit from the caller's closet: items, score, one reason per line, the weather used", async () => {
    const event = await createEvent(a, { vibe: 'casual', location: 'Boston, MA' });
    await closetProduct(a, 'tops');
    await closetProduct(a, 'bottoms');
    await closetProduct(a, 'shoes');
    const res = await call('POST', `/api/outfit-events/${event.id}/ai-suggestion`, a);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const suggestion = outfitSuggestionSchema.parse(res.body);
    expect(suggestion).toMatchObject({ isAiGenerated: true, suggestedBy: { id: a.userId } });
    expect(suggestion.items.length).toBeGreaterThanOrEqual(2);
    expect(suggestion.score).toEqual(expect.any(Number));
    expect(suggestion.reasons.length).toBeGreaterThan(0);
    expect(suggestion.weather).toMatchObject({ source: expect.any(String), summary: expect.any(String) });
    expect((await readDetails(a, event.id)).suggestions[0]).toMatchObject({ id: suggestion.id, isAiGenerated: true });
  });

  it('is 422 with a message that says what to add when the closet has neither top + bottom nor a dress', async () => {
    const event = await createEvent(a);
    await closetProduct(a, 'shoes');
    await closetProduct(a, 'accessories');
    const res = await call('POST', `/api/outfit-events/${event.id}/ai-suggestion`, a);
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toMatch(/add/i);
    expect((res.body as { message: string }).message).toMatch(/dress|bottom|top/i);
  });

  it('is 404 for people outside the event and unknown events, 401 without a session', async () => {
    const event = await createEvent(a);
    expect((await call('POST', `/api/outfit-events/${event.id}/ai-suggestion`, b)).status).toBe(404);
    expect((await call('POST', `/api/outfit-events/${randomUUID()}/ai-suggestion`, a)).status).toBe(404);
    expect((await call('POST', `/api/outfit-events/${event.id}/ai-suggestion`)).status).toBe(401);
  });
});
