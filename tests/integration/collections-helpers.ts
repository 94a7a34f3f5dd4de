/**
 * Helpers of the collections and closet integration tests (collections-*.test.ts,
 * closet-*.test.ts): calls as the web app sends them (with its request header), seeded products
 * from `GET /api/products`, walking cursor pages to the end, and a closet-photo upload.
 */
import { expect } from 'vitest';
import { productPageSchema, type Product } from '@seamline/shared/contracts/catalogue';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { api, type ApiResponse } from '../fixtures/api';
import type { UserWithSession } from '../fixtures/users';

/** One call as `s` (no session when undefined), JSON body when given. */
export const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  s?: UserWithSession,
  body?: unknown,
): Promise<ApiResponse<T>> =>
  api<T>(method, path, {
    cookie: s?.cookie,
    body,
    headers: { [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value },
  });

/** `count` seeded products (newest first from `GET /api/products`), as the catalogue serves them. */
export async function seededProducts(s: UserWithSession, count: number): Promise<Product[]> {
  const res = await call('GET', `/api/products?limit=${count}`, s);
  expect(res.status).toBe(200);
  const { items } = productPageSchema.parse(res.body);
  if (items.length < count) throw new Error(`the catalogue has ${items.length} products, the test needs ${count}`);
  return items;
}

/** A product id that no product has (valid shape). */
export const unknownProductId = () => `prd-none-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Every page of a list at `path` with `limit`, following `nextCursor` to the end (at most 50 pages).
 * @returns the pages as parsed by `parse`.
 */
export async function walkPages<P extends { nextCursor: string | null }>(
  path: string,
  s: UserWithSession,
  limit: number,
  parse: (body: unknown) => P,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = parse(res.body);
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 50) throw new Error(`the cursor of ${path} never ends`);
  } while (cursor);
  return pages;
}

/** A cursor that decodes to a key of another partition (well-formed, foreign). */
export const foreignCursor = () =>
  Buffer.from(JSON.stringify({ pk: '$seamline#userid_nobody', sk: '$x_1', gsi1pk: '$seamline#userid_nobody', gsi1sk: '$x_1' })).toString('base64url');

/**
 * Presign and upload a small PNG (64 × 48, `background` colour) as `s`'s closet-photo upload
 * (`POST /api/closets/{id}/photo-uploads`, then the presigned POST).
 * @returns the upload's key (for `photoKeys` of a custom item, or a post's images).
 */
export async function closetPhotoUpload(s: UserWithSession, background = '#3366aa'): Promise<string> {
  const { default: sharp } = await import('sharp');
  const { postForm } = await import('../fixtures/media-bucket');
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer();
  const res = await call<PresignedPost>('POST', `/api/closets/${s.userId}/photo-uploads`, s, { contentType: 'image/png', size: bytes.length });
  expect(res.status).toBe(200);
  expect(await postForm(res.body, bytes)).toBe(204);
  return res.body.key;
}
