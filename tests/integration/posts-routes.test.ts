/**
 * Posts over HTTP (issue 18; spec 02 §3 Post, §4 lazy post, §7 posts calls): create with caption
 * and photos, the caller's post of a product (get-or-create, one under concurrency), read,
 * delete (author only, readers never see it again), a person's posts newest first; the
 * 401 / 403 / 404 / 400 matrix of each route; the posts rate limit; and the product un-like
 * (`DELETE /api/interactions`).
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PresignedPost } from '@seamline/shared/contracts/media';
import { postPageSchema, postSchema, SOCIAL_ERRORS, SOCIAL_LIMITS, SOCIAL_RATE_LIMITS } from '@seamline/shared/contracts/posts';
import { PEOPLE_ERRORS } from '@seamline/shared/contracts/people';
import { UNSECTIONED } from '@seamline/shared/contracts/closet';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { exists, postForm } from '../fixtures/media-bucket';
import { waitFor } from '../fixtures/poll';
import { call, foreignCursor, unknownProductId } from './collections-helpers';
import { createPost, readPost, someProductId, STREAM_WAIT } from './posts-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');

let a: UserWithSession;
let b: UserWithSession;
let productId: string;
beforeEach(async () => {
  [a, b] = await Promise.all([createUserWithSession(), createUserWithSession()]);
  productId = await someProductId(a);
});

/** Presign and upload a small PNG as `s`'s closet-photo upload; answers the key. */
async function upload(s: UserWithSession): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3366' } }).png().toBuffer();
  const res = await call<PresignedPost>('POST', `/api/closets/${s.userId}/photo-uploads`, s, { contentType: 'image/png', size: bytes.length });
  expect(res.status).toBe(200);
  expect(await postForm(res.body, bytes)).toBe(204);
  return res.body.key;
}

/** A custom closet item of `s` written as the closet area stores one. */
async function customItem(s: UserWithSession): Promise<string> {
  const itemId = `c-${randomUUID()}`;
  await db.entities.closetItem
    .create({ closetId: s.userId, itemId, userId: s.userId, sectionId: UNSECTIONED, order: 'a0', name: 'My linen shirt', brand: 'Own', price: 30, currency: 'EUR', savedAt: new Date().toISOString() })
    .go();
  return itemId;
}

describe('POST /api/posts', () => {
  it('creates a post (201) with the author without email, the product summary, trimmed caption and zero counts', async () => {
    const res = await call('POST', '/api/posts', a, { userId: a.userId, productId, caption: '  Love this fit  ' });
    expect(res.status).toBe(201);
    const post = postSchema.parse(res.body);
    expect(post).toMatchObject({
      author: { id: a.userId, username: a.user.username, firstName: 'Test', lastName: a.user.lastName, profileImageUrl: null },
      product: { id: productId },
      caption: 'Love this fit',
      images: [],
      likeCount: 0,
      commentCount: 0,
      shareCount: 0,
      likedByMe: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(a.user.email);
    expect(JSON.stringify(res.body)).not.toMatch(/"(pk|sk|gsi1pk|__edb_e__)"/);
    expect(await readPost(b, post.id)).toEqual({ ...post, images: [] });
  });

  it('stores a blank caption as none and refuses one over 2,200 characters with the message', async () => {
    expect((await createPost(a, productId, { caption: '   ' })).caption).toBeNull();
    const long = await call('POST', '/api/posts', a, { productId, caption: 'x'.repeat(SOCIAL_LIMITS.captionMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: SOCIAL_ERRORS.captionTooLong });
    expect((await createPost(a, productId, { caption: 'y'.repeat(SOCIAL_LIMITS.captionMax) })).caption).toHaveLength(SOCIAL_LIMITS.captionMax);
  });

  it("re-encodes the caller's uploads as post photos (readable URLs), deletes the uploads, and deletes the photos with the post", async () => {
    const keys = await Promise.all([upload(a), upload(a)]);
    const post = await createPost(a, productId, { images: keys });
    expect(post.images).toHaveLength(2);
    for (const url of post.images) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    for (const key of keys) expect(await exists(key)).toBe(false);
    const stored = post.images.map((u) => decodeURIComponent(new URL(u).pathname).replace(/^\/[^/]+\//, ''));
    for (const key of stored) expect(await exists(key)).toBe(true);
    expect((await call('DELETE', `/api/posts/${post.id}`, a)).status).toBe(200);
    for (const key of stored) expect(await exists(key)).toBe(false);
  });

  it("refuses someone else's upload key with 403, more than 4 images with 400, and a missing upload with 400", async () => {
    const theirs = await upload(b);
    const res = await call('POST', '/api/posts', a, { productId, images: [theirs] });
    expect(res.status).toBe(403);
    expect(await exists(theirs)).toBe(true);
    expect((await call('POST', '/api/posts', a, { productId, images: ['avatars/x/y'] })).status).toBe(403);
    const five = await call('POST', '/api/posts', a, { productId, images: Array.from({ length: 5 }, () => `uploads/closet/${a.userId}/${randomUUID()}`) });
    expect(five.status).toBe(400);
    expect(five.body).toMatchObject({ message: SOCIAL_ERRORS.tooManyImages });
    expect((await call('POST', '/api/posts', a, { productId, images: [`uploads/closet/${a.userId}/${randomUUID()}`] })).status).toBe(400);
  });

  it("posts about one of the caller's custom closet items, but not about someone else's (404)", async () => {
    const itemId = await customItem(a);
    const post = await createPost(a, itemId);
    expect(post.product).toEqual({ id: itemId, name: 'My linen shirt', brand: 'Own', imageUrl: null, price: 30, currency: 'EUR' });
    const other = await call('POST', '/api/posts', b, { productId: itemId });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: SOCIAL_ERRORS.productNotFound });
  });

  it("is 404 'Product not found' for an unknown product, 403 for another person's userId, 400 for garbage, 401 without a session", async () => {
    const unknown = await call('POST', '/api/posts', a, { productId: unknownProductId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SOCIAL_ERRORS.productNotFound });
    expect((await call('POST', '/api/posts', a, { userId: b.userId, productId })).status).toBe(403);
    expect((await call('POST', '/api/posts', a, { productId: 'a b!' })).status).toBe(400);
    expect((await call('POST', '/api/posts', a, { productId, caption: 42 })).status).toBe(400);
    expect((await call('POST', '/api/posts', a, '{not json')).status).toBe(400);
    expect((await call('POST', '/api/posts', undefined, { productId })).status).toBe(401);
  });

  it('allows 10 posts a minute, then answers 429 with Retry-After and the message', async () => {
    for (let i = 0; i < SOCIAL_RATE_LIMITS.post.max; i++) await createPost(a, productId);
    const res = await call('POST', '/api/posts', a, { productId });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: SOCIAL_RATE_LIMITS.post.message });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Someone else is not limited by a's posts.
    await createPost(b, productId);
  });
});

describe('PUT /api/posts/by-product/{productId}', () => {
  it('creates the caller’s post of a product once: concurrent PUTs (double click, two tabs) answer the same single post', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => call('PUT', `/api/posts/by-product/${productId}`, a)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set(results.map((r) => postSchema.parse(r.body).id));
    expect(ids.size).toBe(1);
    const page = postPageSchema.parse((await call('GET', `/api/users/${a.userId}/posts`, a)).body);
    expect(page.items.map((p) => p.id)).toEqual([...ids]);
    // Another person gets their own post of the product.
    const theirs = postSchema.parse((await call('PUT', `/api/posts/by-product/${productId}`, b)).body);
    expect(ids.has(theirs.id)).toBe(false);
    expect(theirs.author.id).toBe(b.userId);
  });

  it('answers the post made by POST /api/posts for that product, and a new one after it was deleted', async () => {
    const made = await createPost(a, productId, { caption: 'first' });
    const lazy = await call('PUT', `/api/posts/by-product/${productId}`, a);
    expect(postSchema.parse(lazy.body).id).toBe(made.id);
    await call('DELETE', `/api/posts/${made.id}`, a);
    const fresh = postSchema.parse((await call('PUT', `/api/posts/by-product/${productId}`, a)).body);
    expect(fresh.id).not.toBe(made.id);
    expect(fresh.caption).toBeNull();
  });

  it("is 404 for an unknown product, 400 for a malformed id and 401 without a session", async () => {
    const res = await call('PUT', `/api/posts/by-product/${unknownProductId()}`, a);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: SOCIAL_ERRORS.productNotFound });
    expect((await call('PUT', `/api/posts/by-product/${encodeURIComponent('a b!')}`, a)).status).toBe(400);
    expect((await call('PUT', `/api/posts/by-product/${productId}`, undefined)).status).toBe(401);
  });
});

describe('GET and DELETE /api/posts/{postId}', () => {
  it("lets only the author delete (403 with the message for others); afterwards every reader gets 404 and lists leave it out", async () => {
    const post = await createPost(a, productId);
    const denied = await call('DELETE', `/api/posts/${post.id}`, b);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: SOCIAL_ERRORS.notYourPost });
    expect((await readPost(b, post.id)).id).toBe(post.id);

    const res = await call('DELETE', `/api/posts/${post.id}`, a);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    for (const s of [a, b]) {
      const gone = await call('GET', `/api/posts/${post.id}`, s);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ message: SOCIAL_ERRORS.postNotFound });
    }
    expect((await call('DELETE', `/api/posts/${post.id}`, a)).status).toBe(404);
    const page = postPageSchema.parse((await call('GET', `/api/users/${a.userId}/posts`, b)).body);
    expect(page.items.map((p) => p.id)).not.toContain(post.id);
    for (const path of ['like', 'likes', 'comments', 'share']) {
      const method = path === 'like' || path === 'share' ? 'POST' : 'GET';
      expect((await call(method, `/api/posts/${post.id}/${path}`, b, method === 'POST' && path === 'like' ? {} : undefined)).status).toBe(404);
    }
  });

  it('is 404 for an unknown post, 400 for a malformed id and 401 without a session', async () => {
    const post = await createPost(a, productId);
    expect((await call('GET', `/api/posts/${randomUUID()}`, a)).status).toBe(404);
    expect((await call('DELETE', `/api/posts/${randomUUID()}`, a)).status).toBe(404);
    expect((await call('GET', `/api/posts/${encodeURIComponent('x y')}`, a)).status).toBe(400);
    expect((await call('DELETE', `/api/posts/${encodeURIComponent('x y')}`, a)).status).toBe(400);
    expect((await call('GET', `/api/posts/${post.id}`, undefined)).status).toBe(401);
    expect((await call('DELETE', `/api/posts/${post.id}`, undefined)).status).toBe(401);
  });
});

describe('GET /api/users/{userId}/posts', () => {
  it("pages a person's posts newest first for any signed-in viewer", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createPost(a, productId, { caption: `post ${i}` }));
    const pages = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/users/${a.userId}/posts?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, b);
      expect(res.status).toBe(200);
      const page = postPageSchema.parse(res.body);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.flatMap((p) => p.items.map((i) => i.caption))).toEqual(['post 4', 'post 3', 'post 2', 'post 1', 'post 0']);
    expect(postPageSchema.parse((await call('GET', `/api/users/${b.userId}/posts`, a)).body)).toEqual({ items: [], nextCursor: null });
  });

  it("is 404 'User not found' for an unknown person, 400 for a foreign cursor, 401 without a session", async () => {
    const res = await call('GET', `/api/users/${randomUUID()}/posts`, a);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: PEOPLE_ERRORS.userNotFound });
    expect((await call('GET', `/api/users/${a.userId}/posts?cursor=${foreignCursor()}`, a)).status).toBe(400);
    expect((await call('GET', `/api/users/${a.userId}/posts?cursor=%%%`, a)).status).toBe(400);
    expect((await call('GET', `/api/users/${a.userId}/posts?limit=0`, a)).status).toBe(400);
    expect((await call('GET', `/api/users/${a.userId}/posts`, undefined)).status).toBe(401);
  });
});

describe('DELETE /api/interactions (product un-like)', () => {
  const liked = async (s: UserWithSession, id: string) =>
    (await db.entities.interaction.get({ userId: s.userId, productId: id, type: 'like' }).go({ consistent: true })).data !== null;

  it('un-likes a liked product; un-liking again (or a product never liked) is a no-op 200', async () => {
    const like = await call('POST', '/api/interactions', a, { productId, type: 'like', source: 'discover' });
    expect(like.status).toBe(200);
    expect(await liked(a, productId)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', '/api/interactions', a, { userId: a.userId, productId, type: 'like' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ productId, type: 'like', liked: false });
    }
    expect(await liked(a, productId)).toBe(false);
    const view = await call('POST', '/api/interactions', a, { productId, type: 'view', source: 'discover' });
    expect(view.body).toMatchObject({ liked: false });
  });

  it('is 403 for another person’s userId, 400 for a type other than like or garbage, 401 without a session', async () => {
    await call('POST', '/api/interactions', b, { productId, type: 'like', source: 'discover' });
    expect((await call('DELETE', '/api/interactions', a, { userId: b.userId, productId, type: 'like' })).status).toBe(403);
    expect(await liked(b, productId)).toBe(true);
    const view = await call('DELETE', '/api/interactions', a, { productId, type: 'view' });
    expect(view.status).toBe(400);
    expect(view.body).toMatchObject({ message: 'Only a like can be removed' });
    expect((await call('DELETE', '/api/interactions', a, { productId: '' , type: 'like' })).status).toBe(400);
    expect((await call('DELETE', '/api/interactions', undefined, { productId, type: 'like' })).status).toBe(401);
  });
});

describe('post cleanup', () => {
  it('the likes, comments, shares and counts of a deleted post are removed by the post-cleanup processor', async () => {
    const post = await createPost(a, productId);
    await call('POST', `/api/posts/${post.id}/like`, b, {});
    await call('POST', `/api/posts/${post.id}/comments`, b, { content: 'nice' });
    await call('POST', `/api/posts/${post.id}/share`, b);
    await waitFor('the counts to exist', async () => {
      const c = (await db.entities.postCounts.get({ postId: post.id }).go()).data;
      return c?.likeCount === 1 && c.commentCount === 1 && c.shareCount === 1;
    }, STREAM_WAIT);
    await call('DELETE', `/api/posts/${post.id}`, a);
    await waitFor(
      'the post’s items to be gone',
      async () => {
        const [likes, comments, shares, counts] = await Promise.all([
          db.entities.postLike.query.byPair({ postId: post.id }).go({ consistent: true }),
          db.entities.postComment.query.byPost({ postId: post.id }).go(),
          db.entities.postShare.query.byPost({ postId: post.id }).go({ consistent: true }),
          db.entities.postCounts.get({ postId: post.id }).go({ consistent: true }),
        ]);
        return likes.data.length + comments.data.length + shares.data.length === 0 && counts.data === null;
      },
      STREAM_WAIT,
    );
  });
});
