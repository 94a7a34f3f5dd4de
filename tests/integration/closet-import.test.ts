/**
 * 'Add Product From Store' over HTTP (issue 7, spec 02 §2.15 made real): `POST
 * /api/closets/{closetId}/imports` against the fixture store (tests/fixtures/store-pages, allowed
 * through STORE_IMPORT_ALLOW_HOSTS by the global setup): JSON-LD, Open Graph, no data, a
 * redirect, a huge page, non-HTML and missing pages, the copied product image, the colour named
 * from the photo when the page has none (issue 34 §6), refused private addresses, ownership and
 * garbage.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { CLOSET_ERRORS, storeImportResultSchema } from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';

const store = inject('storeFixtureUrl');
let me: UserWithSession;
let other: UserWithSession;
beforeEach(async () => {
  [me, other] = await Promise.all([createUserWithSession(), createUserWithSession()]);
});

const importUrl = (s: UserWithSession | undefined, closetId: string, body: unknown) =>
  call('POST', `/api/closets/${closetId}/imports`, s, body);

describe('POST /api/closets/{closetId}/imports', () => {
  it("reads a JSON-LD product and copies its image into the caller's uploads with a preview URL", async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/jsonld` });
    expect(res.status).toBe(200);
    const result = storeImportResultSchema.parse(res.body);
    expect(result).toMatchObject({
      source: 'json-ld',
      name: 'Linen Wrap Dress',
      brand: 'Acme Atelier',
      price: 89.5,
      currency: 'EUR',
      category: 'dresses',
      color: 'Sage green',
      colorFromPhoto: null, // the page's colour wins over the photo's
      storeUrl: `${store}/products/linen-wrap-dress`,
    });
    expect(result.photo?.key).toMatch(new RegExp(`^uploads/closet/${me.userId}/[0-9a-f-]{36}$`));
    const image = await fetch(result.photo!.previewUrl);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('falls back to Open Graph, following a redirect (final URL is the base of the relative image)', async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/redirect` });
    expect(res.status).toBe(200);
    const result = storeImportResultSchema.parse(res.body);
    expect(result).toMatchObject({
      source: 'open-graph',
      name: 'Straight Leg Jeans',
      brand: 'Blue Mill',
      price: 59,
      currency: 'USD',
      category: 'bottoms',
    });
    expect(result.photo).not.toBeNull();
  });

  it("names the colour from the product photo when the page has none, ignoring the photo's backdrop (issue 34 §6)", async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/navy-shirt` });
    expect(res.status).toBe(200);
    const result = storeImportResultSchema.parse(res.body);
    expect(result).toMatchObject({ source: 'open-graph', name: 'Cotton Crew Tee', color: 'navy', colorFromPhoto: 'high' });
    expect(result.photo).not.toBeNull();
  });

  it('answers source none with the title when the page has no product data, and no photo', async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/none` });
    expect(res.status).toBe(200);
    expect(storeImportResultSchema.parse(res.body)).toEqual({
      source: 'none',
      name: 'Just a page',
      brand: null,
      description: null,
      price: null,
      currency: null,
      category: null,
      color: null,
      colorFromPhoto: null,
      storeUrl: `${store}/none`,
      photo: null,
    });
  });

  it('leaves the photo out when the image is not really a JPEG, PNG or WebP (content type alone is not trusted)', async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/fake-image` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: 'open-graph',
      name: 'Canvas Tote Bag',
      category: 'accessories',
      photo: null,
    });
  });

  it('reads only the first 2 MB of a huge page (the head still parses)', async () => {
    const res = await importUrl(me, me.userId, { url: `${store}/huge` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: 'open-graph',
      name: 'Huge Wool Coat',
      category: 'outerwear',
    });
  });

  it('answers 502 storeUnreachable for non-HTML, 404 pages and redirect loops; a port not in the allow-list is refused (400)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    for (const path of ['/json', '/missing', '/loop']) {
      expect(await importUrl(me, me.userId, { url: `${store}${path}` }), path).toMatchObject({
        status: 502,
        body: { message: CLOSET_ERRORS.storeUnreachable },
      });
    }
    // Not allowed: refused before any connection.
    expect(
      await importUrl(me, me.userId, { url: `http://127.0.0.1:${closedPort}/` }),
    ).toMatchObject({
      status: 400,
      body: { message: CLOSET_ERRORS.storeUrlRefused },
    });
  });

  it('refuses private, loopback and link-local targets not in the allow-list (400 storeUrlRefused)', async () => {
    const other = createServer((_req, res) => res.end('<title>secret</title>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const port = (other.address() as AddressInfo).port;
    try {
      for (const url of [
        'http://169.254.169.254/latest/meta-data/',
        `http://127.0.0.1:${port}/`,
        `http://localhost:${port}/`,
        'http://10.0.0.1/',
        'http://[::1]/',
        'http://[::ffff:10.0.0.1]/',
      ]) {
        expect(await importUrl(me, me.userId, { url }), url).toMatchObject({
          status: 400,
          body: { message: CLOSET_ERRORS.storeUrlRefused },
        });
      }
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });

  it('answers 401 without a session, 403 for another closet and 400 for garbage URLs', async () => {
    expect((await importUrl(undefined, me.userId, { url: `${store}/og` })).status).toBe(401);
    expect(await importUrl(me, other.userId, { url: `${store}/og` })).toMatchObject({
      status: 403,
      body: { message: CLOSET_ERRORS.notYourCloset },
    });
    for (const body of [
      {},
      { url: '' },
      { url: 'not a url' },
      { url: 'ftp://example.com/x' },
      { url: 'javascript:alert(1)' },
      { url: 42 },
    ]) {
      expect(await importUrl(me, me.userId, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { message: CLOSET_ERRORS.invalidStoreUrl },
      });
    }
  });
});
