/**
 * Two fixes of issue 33's review, over HTTP:
 * - a post removed by an admin counts as absent for CREATING (§4): the author's
 *   `PUT /api/posts/by-product/{productId}` and `POST /api/posts` make a new post and the
 *   PostByProduct marker is repointed to it — before, the removed post locked its author out of
 *   the product ('Post not found' forever);
 * - requests answered 404 because the post is hidden (§1) use none of the caller's rate limit:
 *   the limit's attempt, taken beside the visibility check, is given back when the check fails.
 * Removal is set directly on the item (as blocks-hide-posts.test.ts does).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@seamline/shared/contracts/rate-limits';
import { SOCIAL_ERRORS, postSchema } from '@seamline/shared/contracts/posts';
import { db } from '@seamline/functions/_core/aws-clients';
import type { UserWithSession } from '../fixtures/users';
import { call } from './collections-helpers';
import { person } from './notifications-helpers';
import { send } from './people-helpers';
import { createPost, someProductId } from './posts-helpers';

const removePost = (postId: string) => db.entities.post.patch({ postId }).set({ removedAt: new Date().toISOString(), removedReason: 'spam' }).go();
const markerOf = async (userId: string, productId: string) =>
  (await db.entities.postByProduct.get({ userId, productId }).go({ consistent: true })).data?.postId;
const productPost = async (s: UserWithSession, productId: string) => {
  const res = await call('PUT', `/api/posts/by-product/${productId}`, s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return postSchema.parse(res.body);
};

describe('a removed post counts as absent for creating (issue 33 §4)', () => {
  let a: UserWithSession;
  beforeAll(async () => {
    a = await person('Rhea');
  });

  it('PUT /api/posts/by-product: a new post, the marker repointed; concurrent PUTs create one; the removed post stays 404', async () => {
    const productId = await someProductId(a);
    const first = await productPost(a, productId);
    await removePost(first.id);
    const results = await Promise.all(Array.from({ length: 4 }, () => call('PUT', `/api/posts/by-product/${productId}`, a)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set(results.map((r) => postSchema.parse(r.body).id));
    expect(ids.size).toBe(1);
    const [fresh] = [...ids];
    expect(fresh).not.toBe(first.id);
    expect(await markerOf(a.userId, productId)).toBe(fresh);
    expect((await productPost(a, productId)).id).toBe(fresh);
    expect(await call('GET', `/api/posts/${first.id}`, a)).toMatchObject({ status: 404, body: { message: SOCIAL_ERRORS.postNotFound } });
  });

  it('POST /api/posts over a removed marker post: the new post becomes the product’s post', async () => {
    const productId = await someProductId(a);
    const first = await createPost(a, productId, { caption: 'first' });
    expect(await markerOf(a.userId, productId)).toBe(first.id);
    await removePost(first.id);
    const second = await createPost(a, productId, { caption: 'second' });
    expect(await markerOf(a.userId, productId)).toBe(second.id);
    expect((await productPost(a, productId)).id).toBe(second.id);
  });
});

describe('404s on hidden posts use none of the rate limit (issue 33 §1)', () => {
  let a: UserWithSession;
  let b: UserWithSession;
  let c: UserWithSession;
  let hidden: string;
  let visible: string;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([person('Ines'), person('Jory'), person('Kira')]);
    const productId = await someProductId(a);
    const [ofA, ofC] = await Promise.all([createPost(a, productId), createPost(c, productId)]);
    [hidden, visible] = [ofA.id, ofC.id];
    expect((await send('POST', `/api/users/${b.userId}/block`, a)).status).toBe(200);
  });

  /** `n` requests, `batch` at a time, each expected to answer 404 'Post not found'. */
  const allNotFound = async (n: number, batch: number, request: () => Promise<{ status: number; body: unknown }>) => {
    for (let done = 0; done < n; done += batch) {
      const answers = await Promise.all(Array.from({ length: Math.min(batch, n - done) }, request));
      for (const r of answers) expect(r).toMatchObject({ status: 404, body: { message: SOCIAL_ERRORS.postNotFound } });
    }
  };

  it(`comments: ${RATE_LIMITS.comment.max + 5} on a hidden post (404), then one on a visible post still passes`, async () => {
    await allNotFound(RATE_LIMITS.comment.max + 5, 5, () => call('POST', `/api/posts/${hidden}/comments`, b, { content: 'hi' }));
    const res = await call('POST', `/api/posts/${visible}/comments`, b, { content: 'hi' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it(`likes and shares: ${RATE_LIMITS.like.max + 5} likes, unlikes, shares and un-shares of a hidden post (404), then a visible like passes`, async () => {
    const paths = [
      ['POST', 'like'],
      ['DELETE', 'like'],
      ['POST', 'share'],
      ['DELETE', 'share'],
    ] as const;
    let i = 0;
    await allNotFound(RATE_LIMITS.like.max + 5, 10, () => {
      const [method, what] = paths[i++ % paths.length]!;
      return call(method, `/api/posts/${hidden}/${what}`, b, what === 'like' ? {} : undefined);
    });
    const res = await call('POST', `/api/posts/${visible}/like`, b, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
