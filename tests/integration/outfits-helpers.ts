/**
 * Helpers of the outfit planning integration tests (outfits-*.test.ts): calls as the web app
 * sends them, events and suggestions made through the API, closet items of known categories
 * (catalogue products added through the closet route), follows, and waits for the stream
 * processors (poll with a deadline, never a fixed sleep).
 */
import { expect } from 'vitest';
import sharp from 'sharp';
import {
  outfitEventDetailsSchema,
  outfitEventSchema,
  outfitSuggestionSchema,
  type CreateOutfitEventInput,
  type CreateSuggestionInput,
  type OutfitEvent,
  type OutfitEventDetails,
  type OutfitSuggestion,
} from '@seamline/shared/contracts/outfits';
import { productPageSchema, type Product } from '@seamline/shared/contracts/catalogue';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { postForm } from '../fixtures/media-bucket';
import type { UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { STREAM_WAIT } from '../fixtures/poll';

export { call };

/** Deadline of waits for the stream processors (the first test of a run may wait behind the seed's records). */
/** The shared stream-processor deadline (tests/fixtures/poll.ts). */
export { STREAM_WAIT };

/** A date `days` from now at 19:00 UTC (ISO). */
export const inDays = (days: number): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(19, 0, 0, 0);
  return d.toISOString();
};

/** `s` creates an event (201 expected). */
export async function createEvent(s: UserWithSession, body: Partial<CreateOutfitEventInput> = {}): Promise<OutfitEvent> {
  const res = await call('POST', '/api/outfit-events', s, { eventName: 'Dinner party', vibe: 'party', eventDate: inDays(5), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return outfitEventSchema.parse(res.body);
}

/** `GET /api/outfit-events/details/{eventId}` as `s` (200 expected). */
export async function readDetails(s: UserWithSession, eventId: string): Promise<OutfitEventDetails> {
  const res = await call('GET', `/api/outfit-events/details/${eventId}`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return outfitEventDetailsSchema.parse(res.body);
}

/** `s`'s events list (their own id; 200 expected). */
export async function listEvents(s: UserWithSession, query = ''): Promise<{ items: OutfitEvent[]; nextCursor: string | null }> {
  const res = await call('GET', `/api/outfit-events/${s.userId}${query}`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: OutfitEvent[]; nextCursor: string | null };
}

/** `s` saves a plan on the event (201 expected). */
export async function addSuggestion(s: UserWithSession, eventId: string, body: Partial<CreateSuggestionInput>): Promise<OutfitSuggestion> {
  const res = await call('POST', `/api/outfit-events/${eventId}/suggestions`, s, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return outfitSuggestionSchema.parse(res.body);
}

/** `s` PATCHes the event (200 expected). */
export async function patchEvent(s: UserWithSession, eventId: string, body: Record<string, unknown>): Promise<OutfitEvent> {
  const res = await call('PATCH', `/api/outfit-events/${eventId}`, s, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return outfitEventSchema.parse(res.body);
}

const productsByCategory = new Map<string, Product[]>();
/** Seeded catalogue products of a category (newest first), cached per file. */
export async function productsOf(s: UserWithSession, category: string): Promise<Product[]> {
  let list = productsByCategory.get(category);
  if (!list) {
    const res = await call('GET', `/api/products?category=${category}&limit=20`, s);
    expect(res.status).toBe(200);
    list = productPageSchema.parse(res.body).items;
    productsByCategory.set(category, list);
  }
  if (list.length === 0) throw new Error(`no seeded ${category}`);
  return list;
}

/** Add the n-th seeded product of `category` to `s`'s closet; answers the closet item id (`p-<productId>`). */
export async function closetProduct(s: UserWithSession, category: string, n = 0): Promise<string> {
  const product = (await productsOf(s, category))[n]!;
  const res = await call('POST', `/api/closets/${s.userId}/items`, s, { productId: product.id });
  expect([200, 201]).toContain(res.status);
  return (res.body as { item: { id: string } }).item.id;
}

/** `a` follows `b` (through the API). */
export async function follow(a: UserWithSession, b: UserWithSession): Promise<void> {
  const res = await call('POST', `/api/users/${b.userId}/follow`, a);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Presign and upload a small PNG as `s`'s outfit photo; answers the key. */
export async function uploadOutfitPhoto(s: UserWithSession, color = '#336699'): Promise<string> {
  const bytes = await sharp({ create: { width: 48, height: 64, channels: 3, background: color } }).png().toBuffer();
  const res = await call<{ uploads: PresignedPost[] }>('POST', '/api/upload/outfit-images', s, { files: [{ contentType: 'image/png', size: bytes.length }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [post] = res.body.uploads;
  expect(await postForm(post!, bytes)).toBe(204);
  return post!.key;
}
