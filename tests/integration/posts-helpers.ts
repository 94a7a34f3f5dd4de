/**
 * Helpers of the posts integration tests (posts-*.test.ts): creating posts as the web app does
 * (with its request header), reading a post, and waiting for the counts the `post-counters`
 * processor keeps (poll with a deadline, never a fixed sleep).
 */
import { expect } from 'vitest';
import { postSchema, type Post } from '@seamline/shared/contracts/posts';
import { STREAM_WAIT, waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';
import { call, seededProducts } from './collections-helpers';

/** Deadline of waits for the stream processors (the first test of a run may wait behind the seed's records). */
/** The shared stream-processor deadline (tests/fixtures/poll.ts). */
export { STREAM_WAIT };

/** A seeded catalogue product id (one of the first `pool` products, at random). */
export async function someProductId(s: UserWithSession, pool = 40): Promise<string> {
  const products = await seededProducts(s, pool);
  return products[Math.floor(Math.random() * products.length)]!.id;
}

/** `s` posts about `productId` (201 expected); answers the post. */
export async function createPost(s: UserWithSession, productId: string, extra: { caption?: string; images?: string[] } = {}): Promise<Post> {
  const res = await call('POST', '/api/posts', s, { productId, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return postSchema.parse(res.body);
}

/** `GET /api/posts/{postId}` as `s` (200 expected). */
export async function readPost(s: UserWithSession, postId: string): Promise<Post> {
  const res = await call('GET', `/api/posts/${postId}`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return postSchema.parse(res.body);
}

type Counts = Pick<Post, 'likeCount' | 'commentCount' | 'shareCount'>;

/** Poll the post until its counts equal `expected` (the fields given), within the deadline. */
export async function waitForCounts(s: UserWithSession, postId: string, expected: Partial<Counts>, wait: Parameters<typeof waitFor>[2] = STREAM_WAIT): Promise<Post> {
  return waitFor(
    `post ${postId} counts ${JSON.stringify(expected)}`,
    async () => {
      const post = await readPost(s, postId);
      return Object.entries(expected).every(([k, v]) => post[k as keyof Counts] === v) && post;
    },
    { ...wait, intervalMs: 50 },
  );
}

/** `POST /api/posts/{postId}/share` as `s` (the web app's request, no Idempotency-Key). */
export const share = (s: UserWithSession | undefined, postId: string) => call('POST', `/api/posts/${postId}/share`, s);

/** `DELETE /api/posts/{postId}/share` as `s`. */
export const unshare = (s: UserWithSession | undefined, postId: string) => call('DELETE', `/api/posts/${postId}/share`, s);
