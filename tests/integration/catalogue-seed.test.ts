/**
 * The catalogue seed (issue 6): after the runtime's seed step every generated product and its
 * style tags are stored, its illustrations are served at their `/catalogue/<key>` URLs through
 * the gateway (SVG, a year immutable, nosniff, a CSP that runs nothing), a missing key is 404
 * and traversal is refused; the demo activity (saves, likes, Dana's moodboard) is there; and
 * seeding again writes nothing.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { productDtoOf } from '@seamline/shared/db/catalogue-items';
import { productSchema } from '@seamline/shared/contracts/catalogue';
import { seed } from '@seamline/infra/local/seed';
import {
  DANA_MOODBOARD,
  DANA_SAVES,
  TRENDING_LEADERS,
  catalogueActivitySeeder,
  catalogueSeeder,
  demoActivity,
  seedCatalogue,
  writeActivity,
  writeCatalogue,
} from '@seamline/infra/local/seeders/catalogue';
import { CATALOGUE_SIZE, generateProduct } from '@seamline/infra/local/seeders/catalogue-data';
import { DEMO_USER } from '@seamline/infra/local/seeders/demo-user';

const db = async () => (await import('@seamline/functions/_core/aws-clients')).db;
const base = () => inject('baseUrl');
const catalogue = seedCatalogue(CATALOGUE_SIZE);
const product = generateProduct(2);

/** A raw GET (no URL normalisation, unlike fetch) → status and headers. */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(base());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('catalogue seed: products', () => {
  it('stores every generated product exactly as generated, each a valid Product DTO', async () => {
    const { data, unprocessed } = await (await db()).entities.product.get(catalogue.products.map(({ productId }) => ({ productId }))).go();
    expect(unprocessed).toEqual([]);
    expect(data).toHaveLength(CATALOGUE_SIZE);
    const byId = new Map(data.map((p) => [p.productId, p]));
    for (const generated of catalogue.products) {
      const stored = byId.get(generated.productId)!;
      expect(stored).toMatchObject({ ...generated, standardMeasurements: generated.standardMeasurements });
      productSchema.parse(productDtoOf(stored as typeof generated));
    }
  });

  it('stores one ProductTag per style, readable newest first by style', async () => {
    const tag = product.item.style[0]!;
    const { data } = await (await db()).entities.productTag.query.byTag({ tag }).go({ order: 'desc', limit: 500 });
    const expected = catalogue.tags.filter((t) => t.tag === tag);
    expect(data.map((t) => t.productId)).toEqual(expected.map((t) => t.productId));
    expect(data.find((t) => t.productId === product.item.productId)!.product).toEqual(productDtoOf(product.item));
  });
});

describe('catalogue seed: images at /catalogue/<key>', () => {
  it('serves a seeded product image as SVG with long-cache, nosniff and a script-free CSP', async () => {
    const [main] = product.art;
    const res = await fetch(`${base()}/catalogue/${main!.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await res.text()).toBe(main!.svg);
  });

  it('compresses images over 1 KB for clients that accept it, like CloudFront (compress: true)', async () => {
    // npm `compression` leaves bodies under 1 KB alone (its threshold); take the largest image.
    const big = [...catalogue.art.values()].reduce((a, b) => (b.svg.length > a.svg.length ? b : a));
    expect(big.svg.length).toBeGreaterThan(1024);
    const res = await fetch(`${base()}/catalogue/${big.key}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(big.svg);
  });

  it('serves every image of a product (main and extra views) at the URLs of its DTO', async () => {
    const withExtras = catalogue.products.find((p) => p.images.length === 5)!;
    for (const url of productDtoOf(withExtras).images) {
      const res = await fetch(`${base()}${url}`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(catalogue.art.get(url.slice('/catalogue/'.length))!.svg));
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${base()}/catalogue/${product.art[0]!.key}`;
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag');
    expect(etag).toBeTruthy();
    const res = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(res.status).toBe(304);
  });

  it('answers 404 for a missing key', async () => {
    const res = await fetch(`${base()}/catalogue/000000000000.svg`);
    expect(res.status).toBe(404);
    expect((await fetch(`${base()}/catalogue/000000000000.svg`, { method: 'HEAD' })).status).toBe(404);
  });

  it('refuses traversal out of catalogue/ (.., encoded .., separators) without reaching the bucket', async () => {
    for (const path of ['/catalogue/../api/health', '/catalogue/..%2f..%2fscans%2fx.jpg', '/catalogue/%2e%2e', '/catalogue/a/b.svg']) {
      const { status } = await rawGet(path);
      expect(status, path).toBe(400);
    }
  });

  it('answers 405 to anything but GET and HEAD', async () => {
    const res = await fetch(`${base()}/catalogue/${product.art[0]!.key}`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect((await fetch(`${base()}/catalogue/${product.art[0]!.key}`)).status).toBe(200);
  });
});

describe('catalogue seed: demo activity', () => {
  it("gives Dana her saved items and a public moodboard of 3 items with a consistent count and cover", async () => {
    const d = await db();
    const { data: saved } = await d.entities.collectionItem.query.byUserProduct({ userId: DEMO_USER.id }).go();
    expect(saved.map((s) => s.productId)).toEqual(expect.arrayContaining([...DANA_SAVES]));
    const { data: board } = await d.entities.moodboard.get({ moodboardId: DANA_MOODBOARD.moodboardId }).go();
    const { data: items } = await d.entities.moodboardItem.query.inOrder({ moodboardId: DANA_MOODBOARD.moodboardId }).go();
    expect(items.map((i) => i.productId)).toEqual([...DANA_MOODBOARD.items]);
    const first = generateProduct(Number(DANA_MOODBOARD.items[0].slice(4)) - 1).item;
    expect(board).toMatchObject({ userId: DEMO_USER.id, isPublic: true, itemCount: 3, coverImage: `/catalogue/${first.images[0]}` });
    expect((await fetch(`${base()}${board!.coverImage}`)).status).toBe(200);
  });

  it('stores the demo saves and likes, where the leaders clearly lead', async () => {
    const activity = demoActivity();
    const tally = new Map<string, number>();
    for (const a of activity) tally.set(a.productId, (tally.get(a.productId) ?? 0) + 1);
    const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked.slice(0, TRENDING_LEADERS.length).map(([id]) => id).sort()).toEqual([...TRENDING_LEADERS].sort());
    expect(ranked[TRENDING_LEADERS.length - 1]![1]).toBeGreaterThan(ranked[TRENDING_LEADERS.length]![1] * 1.5);

    const d = await db();
    const sample = activity.filter((_, i) => i % 17 === 0);
    for (const a of sample) {
      if (a.kind === 'save') {
        const { data } = await d.entities.collectionItem.get({ userId: a.userId, productId: a.productId }).go();
        expect(data?.savedAt).toBeDefined();
      } else {
        const { data } = await d.entities.interaction.get({ userId: a.userId, productId: a.productId, type: 'like' }).go();
        expect(data?.count).toBe(1);
      }
    }
  });
});

describe('catalogue seed: idempotence', () => {
  it('writes nothing when seeded again', async () => {
    const d = await db();
    expect(await seed({ db: d, now: new Date() }, [catalogueSeeder, catalogueActivitySeeder])).toEqual([]);
    expect(await writeCatalogue(d)).toEqual({ products: 0, tags: 0, images: 0 });
    expect(await writeActivity(d, new Date())).toBe(0);
  });

  it('writes back only products that went missing or differ (and their tags), then nothing', async () => {
    const d = await db();
    const gone = catalogue.products[30]!;
    const edited = catalogue.products[31]!;
    const goneTags = catalogue.tags.filter((t) => t.productId === gone.productId);
    const editedTags = catalogue.tags.filter((t) => t.productId === edited.productId);
    await d.entities.product.delete({ productId: gone.productId }).go();
    await d.entities.productTag.delete(goneTags.map(({ productId, tag }) => ({ productId, tag }))).go();
    // An older version of a product: another name and an extra style the generator dropped.
    const extraStyle = (['Casual', 'Gothic'] as const).find((s) => !edited.style.includes(s))!;
    await d.entities.product.put({ ...edited, name: 'Old name', style: [...edited.style, extraStyle], originalPrice: edited.originalPrice ?? edited.price + 10 }).go();
    await d.entities.productTag.put({ productId: edited.productId, tag: extraStyle, listedAt: edited.listedAt, product: productDtoOf(edited) }).go();

    // A product that was on sale in an older version and is not any more.
    const wasOnSale = catalogue.products.find((p, i) => i > 40 && p.originalPrice === undefined)!;
    await d.entities.product.put({ ...wasOnSale, originalPrice: wasOnSale.price + 20 }).go();

    const started = performance.now();
    expect(await writeCatalogue(d)).toEqual({ products: 3, tags: goneTags.length + editedTags.length + 1 + wasOnSale.style.length, images: 0 });
    console.info(`catalogue repair run: ${Math.round(performance.now() - started)} ms`);
    expect((await d.entities.product.get({ productId: gone.productId }).go()).data).toMatchObject(gone);
    expect((await d.entities.product.get({ productId: edited.productId }).go()).data).toMatchObject(edited);
    expect((await d.entities.product.get({ productId: wasOnSale.productId }).go()).data?.originalPrice).toBeUndefined();
    const { data: editedTagsNow } = await d.entities.productTag.query.byProduct({ productId: edited.productId }).go();
    expect(editedTagsNow.map((t) => t.tag).sort()).toEqual([...edited.style].sort());
    const { data: goneTagsNow } = await d.entities.productTag.query.byProduct({ productId: gone.productId }).go();
    expect(goneTagsNow).toHaveLength(goneTags.length);

    const again = performance.now();
    expect(await writeCatalogue(d)).toEqual({ products: 0, tags: 0, images: 0 });
    console.info(`catalogue run with nothing to write: ${Math.round(performance.now() - again)} ms`);
  });
});
