/**
 * Issue 19 "Shown by": the feed's other sources and the batch fit scores — a fit-similar person's
 * save reaches the reader's feed as a fit_match ('Maya · 96% fit match · saved it in M'), AI Picks
 * carry the reader's own fit scores and product likes, and `POST /api/products/fit-scores` answers exactly what the
 * single fit-score route answers, for up to 50 products in one request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fitScoreResultSchema, fitScoresResultSchema } from '@seamline/shared/contracts/catalogue';
import type { UserWithSession } from '../fixtures/users';
import { call, seededProducts, unknownProductId } from './collections-helpers';
import { distinctBody, saveBody, shifted, waitForFitIndex } from './people-helpers';
import { person, readFeed, waitForItem } from './feed-helpers';

describe('fit_match and ai_suggestion items', () => {
  let reader: UserWithSession;
  let twin: UserWithSession;
  beforeAll(async () => {
    // Issue 22: Maya's saves are a fit-match source (machineLearning) and name her (publicDisplay).
    [reader, twin] = await Promise.all([person('Rosa'), person('Maya', { machineLearning: true, publicDisplay: true })]);
    const body = distinctBody();
    await Promise.all([saveBody(reader, body), saveBody(twin, shifted(body, { waistCm: 0.5, hipsCm: -0.5 }))]);
    await Promise.all([waitForFitIndex(reader.userId), waitForFitIndex(twin.userId)]);
    await readFeed(reader);
  });

  it("puts a fit-similar person's save into the reader's Fit Matches with their size and similarity", async () => {
    const [product] = await seededProducts(twin, 3);
    const save = await call('POST', '/api/collection', twin, { productId: product!.id, userId: twin.userId, notes: 'Size: M' });
    expect(save.status, JSON.stringify(save.body)).toBe(201);
    const item = await waitForItem(reader, 'the fit match', (i) => i.type === 'fit_match' && i.product?.id === product!.id, 'fit_matches');
    expect(item.fitMatch).toMatchObject({ action: 'saved', size: 'M' });
    expect(item.fitMatch!.fitSimilarity).toBeGreaterThanOrEqual(92);
    expect(item).toMatchObject({ label: 'Fit Match', actor: { id: twin.userId } });
    expect(item.reason).toBe(`Maya · ${item.fitMatch!.fitSimilarity.toString()}% fit match · saved it in M`);
    // The product's fit score is the reader's own (the single route's number).
    const single = await call('POST', `/api/products/${product!.id}/fit-score`, reader, { userId: reader.userId });
    expect(item.product!.fitScore).toBe(fitScoreResultSchema.parse(single.body).fitScore);
  });

  it("shows AI Picks with the reader's fit scores, equal to the batch route's", async () => {
    const picks = (await readFeed(reader, 'ai_picks')).items;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.length).toBeLessThanOrEqual(4);
    const res = await call('POST', '/api/products/fit-scores', reader, { productIds: picks.map((p) => p.product!.id) });
    const { scores } = fitScoresResultSchema.parse(res.body);
    for (const p of picks) {
      expect(p.reason).toMatch(/^AI pick · /);
      expect(p.product!.fitScore).toBe(scores[p.product!.id]!.fitScore);
      expect(p.product!.recommendedSize).toBe(scores[p.product!.id]!.recommendedSize);
    }
  });

  it("marks the products the reader likes (likedByMe), following a like and an unlike on Discover's routes", async () => {
    const picks = (await readFeed(reader, 'ai_picks')).items;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.product!.likedByMe === false)).toBe(true);
    const liked = picks[0]!.product!.id;
    const like = await call('POST', '/api/interactions', reader, { productId: liked, type: 'like', source: 'recommendations' });
    expect(like.status, JSON.stringify(like.body)).toBe(200);
    const after = (await readFeed(reader, 'ai_picks')).items;
    expect(after.find((p) => p.product!.id === liked)!.product!.likedByMe).toBe(true);
    expect(after.filter((p) => p.product!.id !== liked).every((p) => p.product!.likedByMe === false)).toBe(true);
    // The other filters show the same flag (every product card of a page: one BatchGet of the reader's likes).
    expect((await readFeed(reader)).items.filter((i) => i.product?.id === liked).every((i) => i.product!.likedByMe)).toBe(true);
    const unlike = await call('DELETE', '/api/interactions', reader, { productId: liked, type: 'like' });
    expect(unlike.status, JSON.stringify(unlike.body)).toBe(200);
    expect((await readFeed(reader, 'ai_picks')).items.find((p) => p.product!.id === liked)!.product!.likedByMe).toBe(false);
  });
});

describe('POST /api/products/fit-scores', () => {
  let s: UserWithSession;
  beforeAll(async () => {
    s = await person('Fia');
    await saveBody(s, { heightCm: 168, bustCm: 92, waistCm: 74, hipsCm: 99 });
  });

  it('answers, for each product, exactly what the single fit-score route answers (one request instead of N)', async () => {
    const products = await seededProducts(s, 30);
    const ids = products.map((p) => p.id);
    const res = await call('POST', '/api/products/fit-scores', s, { productIds: [...ids, ids[0]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { scores } = fitScoresResultSchema.parse(res.body);
    expect(Object.keys(scores).sort()).toEqual([...ids].sort());
    const singles = await Promise.all(ids.map((id) => call('POST', `/api/products/${id}/fit-score`, s, { userId: s.userId })));
    ids.forEach((id, k) => expect(scores[id], id).toEqual(fitScoreResultSchema.parse(singles[k]!.body)));
    expect(new Set(Object.values(scores).map((r) => r.fitScore)).size).toBeGreaterThan(1);
  });

  it('leaves unknown products out, and refuses 0 or more than 50 ids, another person and no session', async () => {
    const [product] = await seededProducts(s, 1);
    const res = await call('POST', '/api/products/fit-scores', s, { productIds: [product!.id, unknownProductId()] });
    expect(Object.keys(fitScoresResultSchema.parse(res.body).scores)).toEqual([product!.id]);
    const none = await call('POST', '/api/products/fit-scores', s, { productIds: [] });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'Ask for at least one product' });
    const many = await call('POST', '/api/products/fit-scores', s, { productIds: Array.from({ length: 51 }, (_, i) => `prd-${i.toString()}`) });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({ message: 'Ask for at most 50 products at once' });
    const other = await call('POST', '/api/products/fit-scores', s, { productIds: [product!.id], userId: 'someone-else' });
    expect(other.status).toBe(403);
    expect((await call('POST', '/api/products/fit-scores', undefined, { productIds: [product!.id] })).status).toBe(401);
  });

  it('answers the default (70, medium) without measurements, like the single route', async () => {
    const bare = await person('Noa');
    const [product] = await seededProducts(bare, 1);
    const res = await call('POST', '/api/products/fit-scores', bare, { productIds: [product!.id] });
    expect(fitScoresResultSchema.parse(res.body).scores[product!.id]).toMatchObject({ fitScore: 70, confidence: 'medium' });
  });
});
