/**
 * Comments over HTTP (issue 18; spec 02 §2.14 Comments dialog, §3 PostComment, §5 comment
 * 1–500 characters, §7 comments): trimmed text with the contract's messages, HTML kept as text,
 * oldest first in pages, `canDelete`, deletion by the comment's author or the post's author
 * only, the `post.commented` event, counts, the comments rate limit and the error matrix.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { commentPageSchema, commentSchema, SOCIAL_ERRORS, SOCIAL_LIMITS, SOCIAL_RATE_LIMITS, type Post } from '@seamline/shared/contracts/posts';
import { createUserWithSession, type UserWithSession } from '../fixtures/users';
import { call, foreignCursor } from './collections-helpers';
import { createPost, someProductId, waitForCounts } from './posts-helpers';

const { db } = await import('@seamline/functions/_core/aws-clients');
const { domainEventOfItem } = await import('@seamline/events/domain-events');

let author: UserWithSession;
let b: UserWithSession;
let c: UserWithSession;
let post: Post;
beforeEach(async () => {
  [author, b, c] = await Promise.all([createUserWithSession(), createUserWithSession(), createUserWithSession()]);
  post = await createPost(author, await someProductId(author));
});

const comment = (s: UserWithSession | undefined, body: unknown, postId = post.id) => call('POST', `/api/posts/${postId}/comments`, s, body);
const list = (s: UserWithSession | undefined, query = '', postId = post.id) => call('GET', `/api/posts/${postId}/comments${query}`, s);

describe('POST /api/posts/{postId}/comments', () => {
  it('adds a trimmed comment (201) with the commenter (no email) and emits post.commented for the post’s author', async () => {
    const res = await comment(b, { userId: b.userId, content: '   Great colour!  \n' });
    expect(res.status).toBe(201);
    const added = commentSchema.parse(res.body);
    expect(added).toMatchObject({
      postId: post.id,
      content: 'Great colour!',
      user: { id: b.userId, username: b.user.username, firstName: 'Test', lastName: b.user.lastName, profileImageUrl: null },
      canDelete: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(b.user.email);
    const eventId = `post.commented:${post.id}:${added.id}`;
    const { data } = await db.entities.domainEvent.get({ eventId }).go();
    expect(domainEventOfItem(data!)).toEqual({
      id: eventId,
      type: 'post.commented',
      occurredAt: added.createdAt,
      postId: post.id,
      userId: b.userId,
      authorId: author.userId,
      commentId: added.id,
    });
    await waitForCounts(author, post.id, { commentCount: 1 });
  });

  it('keeps HTML as text: the content comes back exactly as written', async () => {
    const html = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    const res = await comment(b, { content: html });
    expect(res.status).toBe(201);
    expect(commentSchema.parse(res.body).content).toBe(html);
    const page = commentPageSchema.parse((await list(author)).body);
    expect(page.items[0]!.content).toBe(html);
  });

  it('refuses empty, blank and over-500-character comments with the messages; 500 exactly is fine', async () => {
    for (const content of ['', '    ', '\n\t']) {
      const res = await comment(b, { content });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: SOCIAL_ERRORS.commentEmpty });
    }
    const missing = await comment(b, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: SOCIAL_ERRORS.commentEmpty });
    const long = await comment(b, { content: 'x'.repeat(SOCIAL_LIMITS.commentMax + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: SOCIAL_ERRORS.commentTooLong });
    // Trimming first: 500 characters inside spaces are 500 characters.
    const exact = await comment(b, { content: `  ${'y'.repeat(SOCIAL_LIMITS.commentMax)}  ` });
    expect(exact.status).toBe(201);
    expect(commentPageSchema.parse((await list(b)).body).items).toHaveLength(1);
  });

  it('is 403 for another person’s userId, 404 for an unknown post, 400 for garbage, 401 without a session', async () => {
    expect((await comment(b, { userId: c.userId, content: 'hi' })).status).toBe(403);
    const unknown = await comment(b, { content: 'hi' }, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SOCIAL_ERRORS.postNotFound });
    expect((await comment(b, { content: 42 })).status).toBe(400);
    expect((await comment(b, { content: 'hi' }, encodeURIComponent('x y'))).status).toBe(400);
    expect((await comment(undefined, { content: 'hi' })).status).toBe(401);
    expect(commentPageSchema.parse((await list(author)).body).items).toEqual([]);
  });

  it('allows 20 comments a minute, then answers 429 with Retry-After and the message', async () => {
    const max = SOCIAL_RATE_LIMITS.comment.max;
    for (let i = 0; i < max; i += 5) {
      const batch = await Promise.all(Array.from({ length: 5 }, (_, k) => comment(b, { content: `comment ${i + k}` })));
      expect(batch.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    }
    const res = await comment(b, { content: 'one too many' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: SOCIAL_RATE_LIMITS.comment.message });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await comment(c, { content: 'not limited' })).status).toBe(201);
  });
});

describe('GET /api/posts/{postId}/comments', () => {
  it('lists oldest first in cursor pages, with canDelete for the comment’s author and the post’s author only', async () => {
    for (const [s, text] of [[b, 'one'], [c, 'two'], [b, 'three']] as const) expect((await comment(s, { content: text })).status).toBe(201);
    const pages = [];
    let cursor: string | null = null;
    do {
      const res = await list(c, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      const page = commentPageSchema.parse(res.body);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 5);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => [i.content, i.canDelete])).toEqual([['one', false], ['two', true], ['three', false]]);
    const asAuthor = commentPageSchema.parse((await list(author)).body);
    expect(asAuthor.items.map((i) => i.canDelete)).toEqual([true, true, true]);
    expect(asAuthor.nextCursor).toBeNull();
  });

  it('is 404 for an unknown post, 400 for a foreign cursor, 401 without a session', async () => {
    expect((await list(b, '', randomUUID())).status).toBe(404);
    expect((await list(b, `?cursor=${foreignCursor()}`)).status).toBe(400);
    expect((await list(b, '?limit=500')).status).toBe(400);
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('DELETE /api/comments/{commentId}', () => {
  it('lets the comment’s author and the post’s author delete, nobody else (403 with the message); counts follow', async () => {
    const mine = commentSchema.parse((await comment(b, { content: 'mine' })).body);
    const other = commentSchema.parse((await comment(c, { content: 'other' })).body);
    await waitForCounts(author, post.id, { commentCount: 2 });

    const denied = await call('DELETE', `/api/comments/${mine.id}`, c);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: SOCIAL_ERRORS.notYourComment });

    const own = await call('DELETE', `/api/comments/${mine.id}`, b);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ deleted: true });
    const byPostAuthor = await call('DELETE', `/api/comments/${other.id}`, author);
    expect(byPostAuthor.status).toBe(200);

    const again = await call('DELETE', `/api/comments/${mine.id}`, b);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: SOCIAL_ERRORS.commentNotFound });
    expect(commentPageSchema.parse((await list(author)).body).items).toEqual([]);
    await waitForCounts(author, post.id, { commentCount: 0 });
  });

  it('is 404 for an unknown comment, 400 for a malformed id, 401 without a session', async () => {
    const added = commentSchema.parse((await comment(b, { content: 'x' })).body);
    expect((await call('DELETE', `/api/comments/${randomUUID()}`, b)).status).toBe(404);
    expect((await call('DELETE', `/api/comments/${encodeURIComponent('x y')}`, b)).status).toBe(400);
    expect((await call('DELETE', `/api/comments/${added.id}`, undefined)).status).toBe(401);
  });
});
