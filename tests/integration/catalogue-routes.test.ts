/**
 * The `catalogue` area over HTTP against the local runtime with the seeded catalogue
 * (infra/local/seeders/catalogue.ts, ≥ 200 products `prd-0001`…): every route 401 without a
 * session, 403 for someone else's recommendations / recent finds / fit score, 400 for garbage,
 * 404 for an unknown product; pages and the category filter; the computed fit score; AI Picks;
 * recent finds; interactions. 'Trending Now' and its processor: catalogue-trending.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@seamline/shared/contracts/manifest';
import {
  CATALOGUE_ERRORS,
  DEFAULT_FIT_RESULT,
  MAX_RECOMMENDATIONS,
  PRODUCT_CATEGORIES,
  fitScoreResultSchema,
  interactionResultSchema,
  productPageSchema,
  productSchema,
  recentFindPageSchema,
  recommendationListSchema,
  type Product,
} from '@seamline/shared/contracts/catalogue';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { productFit } from '@seamline/shared/domain/catalogue/product-fit';
import {
  RANK_WEIGHTS,
  affinity,
  saveProfileOf,
  styleMatch,
} from '@seamline/shared/domain/catalogue/recommend-products';
import { api } from '../fixtures/api';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';

const catalogue = routeList.filter((r) => r.area === 'catalogue');

let me: UserWithSession;
let other: UserWithSession;
beforeAll(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  s?: UserWithSession,
  body?: unknown,
) =>
  api<T>(method, path, {
    cookie: s?.cookie,
    body,
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
  });

/** Every page of `path` (a products or recent-finds list), following cursors to the end. */
async function walk(path: string, s: UserWithSession, limit: number) {
  const pages: Product[][] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(
      'GET',
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      s,
    );
    expect(res.status).toBe(200);
    const page = productPageSchema.parse(res.body);
    pages.push(page.items);
    cursor = page.nextCursor;
    if (pages.length > 100) throw new Error('the cursor never ends');
  } while (cursor);
  return pages;
}

const saveBody = (s: UserWithSession, body: Record<string, number>) =>
  call('POST', `/api/users/${s.userId}/measurements`, s, {
    unit: 'cm',
    weightUnit: 'kg',
    source: 'manual',
    ...body,
  });

describe('catalogue routes: guards', () => {
  it('the manifest has the 9 routes of the area (issue 18 added DELETE /api/interactions, issue 19 POST /api/products/fit-scores)', () => expect(catalogue).toHaveLength(9));

  it.each(catalogue.map((r) => [r.key, r] as const))(
    '%s → 401 without a session',
    async (_k, r) => {
      const path = r.path.replace('{userId}', me.userId).replace('{productId}', 'prd-0001');
      const body =
        r.method === 'POST'
          ? { productId: 'prd-0001', type: 'view', userId: me.userId }
          : undefined;
      expect((await call(r.method, path, undefined, body)).status).toBe(401);
    },
  );

  it("403 for another person's recommendations, recent finds, fit score and interactions", async () => {
    const forbidden = { message: 'You do not have access to this resource' };
    const recs = await call('GET', `/api/users/${other.userId}/recommendations`, me);
    expect([recs.status, recs.body]).toEqual([403, forbidden]);
    const finds = await call('GET', `/api/recent-finds/${other.userId}`, me);
    expect([finds.status, finds.body]).toEqual([403, forbidden]);
    const fit = await call('POST', '/api/products/prd-0001/fit-score', me, {
      userId: other.userId,
    });
    expect([fit.status, fit.body]).toEqual([403, { message: CATALOGUE_ERRORS.notYourFitScore }]);
    const like = await call('POST', '/api/interactions', me, {
      productId: 'prd-0001',
      type: 'like',
      userId: other.userId,
    });
    expect([like.status, like.body]).toEqual([403, forbidden]);
  });

  it('400 for garbage: category, cursor, limit, interaction type, ids, missing body fields', async () => {
    const cat = await call('GET', '/api/products?category=hats', me);
    expect(cat.status).toBe(400);
    expect(cat.body).toMatchObject({ fieldErrors: { category: ['Unknown category'] } });
    for (const cursor of [
      'garbage!',
      'bm90LWpzb24',
      Buffer.from('{"pk":"x"}').toString('base64url'),
      'x'.repeat(3000),
    ]) {
      const res = await call('GET', `/api/products?cursor=${encodeURIComponent(cursor)}`, me);
      expect(res.status, cursor).toBe(400);
    }
    expect((await call('GET', '/api/products?limit=0', me)).status).toBe(400);
    expect((await call('GET', '/api/products?limit=abc', me)).status).toBe(400);
    const type = await call('POST', '/api/interactions', me, {
      productId: 'prd-0001',
      type: 'poke',
    });
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({
      fieldErrors: { type: ['Interaction type must be like, share or view'] },
    });
    expect((await call('POST', '/api/interactions', me, { type: 'like' })).status).toBe(400);
    expect((await call('GET', '/api/products/a.b', me)).status).toBe(400);
    expect((await call('POST', '/api/products/prd-0001/fit-score', me, {})).status).toBe(400);
    expect((await call('GET', `/api/recent-finds/${me.userId}?cursor=%21`, me)).status).toBe(400);
  });

  it("404 'Product not found' for an unknown product", async () => {
    const notFound = { message: CATALOGUE_ERRORS.productNotFound };
    const get = await call('GET', '/api/products/prd-nope', me);
    expect([get.status, get.body]).toEqual([404, notFound]);
    const fit = await call('POST', '/api/products/prd-nope/fit-score', me, { userId: me.userId });
    expect([fit.status, fit.body]).toEqual([404, notFound]);
    const like = await call('POST', '/api/interactions', me, {
      productId: 'prd-nope',
      type: 'like',
    });
    expect([like.status, like.body]).toEqual([404, notFound]);
  });
});

describe('GET /api/products', () => {
  it('pages the whole seeded catalogue newest first: pages disjoint, the cursor walks to the end', async () => {
    const first = await call('GET', '/api/products', me);
    expect(productPageSchema.parse(first.body).items).toHaveLength(20); // default page size
    const pages = await walk('/api/products', me, 50);
    const all = pages.flat();
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(pages.slice(0, -1).every((p) => p.length === 50)).toBe(true);
    // Newest first: prd-0001 is the newest seeded product.
    expect(all[0]?.id).toBe('prd-0001');
    for (const c of PRODUCT_CATEGORIES)
      expect(
        all.some((p) => p.category === c),
        c,
      ).toBe(true);
    for (const p of all.slice(0, 20)) {
      expect(() => productSchema.parse(p)).not.toThrow();
      expect(p.images[0]).toMatch(/^\/catalogue\//);
    }
  });

  it('filters by category, and refuses a cursor of another category', async () => {
    const pages = await walk('/api/products?category=dresses', me, 25);
    const dresses = pages.flat();
    expect(dresses.length).toBeGreaterThan(10);
    expect(dresses.every((p) => p.category === 'dresses')).toBe(true);
    expect(new Set(dresses.map((p) => p.id)).size).toBe(dresses.length);
    const firstPage = productPageSchema.parse(
      (await call('GET', '/api/products?category=dresses&limit=5', me)).body,
    );
    expect(firstPage.nextCursor).not.toBeNull();
    const foreign = await call(
      'GET',
      `/api/products?category=tops&cursor=${firstPage.nextCursor}`,
      me,
    );
    expect([foreign.status, foreign.body]).toEqual([400, { message: 'Invalid cursor' }]);
    const unfiltered = await call('GET', `/api/products?cursor=${firstPage.nextCursor}`, me);
    expect(unfiltered.status).toBe(400);
  });

  it('GET /api/products/{id} answers the product as listed', async () => {
    const listed = productPageSchema.parse((await call('GET', '/api/products?limit=3', me)).body)
      .items[2]!;
    const res = await call('GET', `/api/products/${listed.id}`, me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(listed);
  });
});

describe('POST /api/products/{productId}/fit-score', () => {
  it('is the default (70, medium, Standard fit expected) without measurements', async () => {
    const res = await call('POST', '/api/products/prd-0001/fit-score', me, { userId: me.userId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_FIT_RESULT);
  });

  it("is productFit of the user's latest measurements and the product's chart", async () => {
    const s = await createUserWithSession();
    expect((await saveBody(s, { height: 168, bust: 100, waist: 80, hips: 110 })).status).toBe(201);
    expect((await saveBody(s, { height: 168, bust: 88, waist: 70, hips: 96 })).status).toBe(201);
    const products = productPageSchema.parse(
      (await call('GET', '/api/products?category=dresses&limit=3', s)).body,
    ).items;
    const tops = productPageSchema.parse(
      (await call('GET', '/api/products?category=tops&limit=2', s)).body,
    ).items;
    for (const product of [...products, ...tops]) {
      const res = await call('POST', `/api/products/${product.id}/fit-score`, s, {
        userId: s.userId,
      });
      expect(res.status).toBe(200);
      const got = fitScoreResultSchema.parse(res.body);
      // Manual measurements are saved with medium confidence (the latest version counts).
      const expected = productFit(
        { bustCm: 88, waistCm: 70, hipsCm: 96, confidence: 'medium' },
        product,
      );
      expect(got, product.id).toEqual(expected);
      expect(got.recommendedSize).not.toBeNull();
    }
  });
});

describe('GET /api/users/{userId}/recommendations', () => {
  it('ranks products for the person, leaves out saved ones, with sizes and reasons', async () => {
    const s = await createUserWithSession();
    expect((await saveBody(s, { height: 170, bust: 90, waist: 72, hips: 98 })).status).toBe(201);
    const styles = await call('PUT', `/api/users/${s.userId}/style-preferences`, s, {
      styleCategories: ['Minimalist', 'Casual', 'Bohemian'],
    });
    expect(styles.status).toBe(200);
    const before = recommendationListSchema.parse(
      (await call('GET', `/api/users/${s.userId}/recommendations`, s)).body,
    ).items;
    expect(before.length).toBe(MAX_RECOMMENDATIONS);
    const saved = before.slice(0, 2).map((r) => r.productId);
    for (const productId of saved) {
      const res = await call('POST', '/api/collection', s, { productId, userId: s.userId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    const res = await call('GET', `/api/users/${s.userId}/recommendations`, s);
    expect(res.status).toBe(200);
    const items = recommendationListSchema.parse(res.body).items;
    expect(items.length).toBe(MAX_RECOMMENDATIONS);
    expect(items.some((r) => saved.includes(r.productId))).toBe(false);
    expect(new Set(items.map((r) => r.productId)).size).toBe(items.length);
    for (const r of items) {
      expect(r.id).toBe(`${s.userId}:${r.productId}`);
      expect(r.userId).toBe(s.userId);
      expect(r.product.id).toBe(r.productId);
      // matchPercentage is the product's fit score for this body.
      const fit = productFit(
        { bustCm: 90, waistCm: 72, hipsCm: 98, confidence: 'medium' },
        r.product,
      );
      expect([r.matchPercentage, r.recommendedSize, r.confidence]).toEqual([
        fit.fitScore,
        fit.recommendedSize,
        fit.confidence,
      ]);
      if (fit.recommendedSize) expect(r.reasons).toContain(`Fits you in ${fit.recommendedSize}`);
    }
    // Ranked best first by the documented rank (fit, style, affinity to the saves).
    const savedProducts = await Promise.all(
      saved.map(async (id) =>
        productSchema.parse((await call('GET', `/api/products/${id}`, s)).body),
      ),
    );
    const saves = saveProfileOf(savedProducts);
    const styleList = ['Minimalist', 'Casual', 'Bohemian'];
    const ranks = items.map(
      (r) =>
        RANK_WEIGHTS.fit * r.matchPercentage +
        RANK_WEIGHTS.style * styleMatch(r.product.style, styleList).score +
        RANK_WEIGHTS.affinity * affinity(r.product, saves),
    );
    for (let k = 1; k < ranks.length; k++)
      expect(ranks[k]!).toBeLessThanOrEqual(ranks[k - 1]! + 1e-9);
    expect(
      items.some((r) =>
        r.reasons.some((x) => /^Matches your (Minimalist|Casual|Bohemian) style$/.test(x)),
      ),
    ).toBe(true);
  });

  it('works without measurements, styles or saves (default fit, newest products)', async () => {
    const res = await call('GET', `/api/users/${me.userId}/recommendations`, me);
    expect(res.status).toBe(200);
    const items = recommendationListSchema.parse(res.body).items;
    expect(items.length).toBe(MAX_RECOMMENDATIONS);
    expect(items.every((r) => r.matchPercentage === 70 && r.reasons.length === 0)).toBe(true);
    expect(items[0]!.productId).toBe('prd-0001');
  });
});

describe('recent finds and interactions', () => {
  it('a view records a recent find; newest first, no duplicates, paginated, vanished products skipped', async () => {
    const s = await createUserWithSession();
    const ids = ['prd-0004', 'prd-0009', 'prd-0004', 'prd-0011', 'prd-0015'];
    for (const productId of ids) {
      const res = await call('POST', '/api/interactions', s, {
        productId,
        type: 'view',
        source: 'discover',
      });
      expect(res.status).toBe(200);
      expect(interactionResultSchema.parse(res.body)).toEqual({
        productId,
        type: 'view',
        liked: false,
      });
    }
    const all = recentFindPageSchema.parse(
      (await call('GET', `/api/recent-finds/${s.userId}`, s)).body,
    );
    expect(all.items.map((f) => f.productId)).toEqual([
      'prd-0015',
      'prd-0011',
      'prd-0004',
      'prd-0009',
    ]);
    expect(
      all.items.every(
        (f) =>
          f.interactionType === 'view' && f.source === 'discover' && f.product.id === f.productId,
      ),
    ).toBe(true);
    expect(all.nextCursor).toBeNull();

    const first = recentFindPageSchema.parse(
      (await call('GET', `/api/recent-finds/${s.userId}?limit=3`, s)).body,
    );
    expect(first.items).toHaveLength(3);
    const second = recentFindPageSchema.parse(
      (await call('GET', `/api/recent-finds/${s.userId}?limit=3&cursor=${first.nextCursor}`, s))
        .body,
    );
    expect(second.items.map((f) => f.productId)).toEqual(['prd-0009']);
    // Someone else's cursor is refused.
    const foreign = await call(
      'GET',
      `/api/recent-finds/${me.userId}?cursor=${first.nextCursor}`,
      me,
    );
    expect(foreign.status).toBe(400);

    // A find whose product vanished is skipped.
    const { db } = await import('@seamline/functions/_core/aws-clients');
    await db.entities.recentFind
      .put({
        userId: s.userId,
        productId: 'prd-gone',
        interactionType: 'view',
        source: 'link',
        viewedAt: new Date().toISOString(),
        ttl: 4e9,
      })
      .go();
    const withGone = recentFindPageSchema.parse(
      (await call('GET', `/api/recent-finds/${s.userId}`, s)).body,
    );
    expect(withGone.items.map((f) => f.productId)).toEqual([
      'prd-0015',
      'prd-0011',
      'prd-0004',
      'prd-0009',
    ]);
  });

  it('like → liked true, also on later views; counts add up in one Interaction item', async () => {
    const s = await createUserWithSession();
    const like = await call('POST', '/api/interactions', s, {
      productId: 'prd-0007',
      type: 'like',
      userId: s.userId,
      source: 'trending',
    });
    expect(like.body).toEqual({ productId: 'prd-0007', type: 'like', liked: true });
    const view = await call('POST', '/api/interactions', s, {
      productId: 'prd-0007',
      type: 'view',
    });
    expect(view.body).toEqual({ productId: 'prd-0007', type: 'view', liked: true });
    const share = await call('POST', '/api/interactions', s, {
      productId: 'prd-0008',
      type: 'share',
    });
    expect(share.body).toEqual({ productId: 'prd-0008', type: 'share', liked: false });
    await call('POST', '/api/interactions', s, { productId: 'prd-0007', type: 'view' });

    const { db } = await import('@seamline/functions/_core/aws-clients');
    const views = (
      await db.entities.interaction
        .get({ userId: s.userId, productId: 'prd-0007', type: 'view' })
        .go()
    ).data;
    expect(views).toMatchObject({
      count: 2,
      firstAt: expect.any(String),
      lastAt: expect.any(String),
    });
    expect(views!.firstAt! < views!.lastAt!).toBe(true);
    const finds = recentFindPageSchema.parse(
      (await call('GET', `/api/recent-finds/${s.userId}`, s)).body,
    ).items;
    expect(finds.map((f) => [f.productId, f.interactionType])).toEqual([
      ['prd-0007', 'view'],
      ['prd-0008', 'share'],
    ]);
  });
});
