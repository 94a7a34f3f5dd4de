/** The demo posts data (issue 18 "Demo data"): deterministic, consistent, and Dana receives likes and comments. */
import { describe, expect, it } from 'vitest';
import { createCommentSchema } from '@seamline/shared/contracts/posts';
import { demoPeople } from './demo-people-data';
import { DANA_POSTS, demoSocial, POSTING_PEOPLE, WINDOW_DAYS } from './demo-posts-data';
import { CATALOGUE_SIZE, productIdOf } from './catalogue-data';
import { DEMO_USER } from './demo-user';

const people = demoPeople();
const social = demoSocial(people);
const joined = new Map(people.map((p) => [p.id, p.joinedDaysAgo * 24 * 60]));
const postById = new Map(social.posts.map((p) => [p.postId, p]));
const catalogue = new Set(Array.from({ length: CATALOGUE_SIZE }, (_, i) => productIdOf(i)));

describe('demoSocial', () => {
  it('is the same data on every call', () => {
    expect(demoSocial(people)).toEqual(social);
  });

  it('gives the posting demo people 1–2 posts each about distinct catalogue products, after they joined, within the window', () => {
    const byAuthor = new Map<string, typeof social.posts>();
    for (const p of social.posts.filter((q) => q.userId !== DEMO_USER.id)) byAuthor.set(p.userId, [...(byAuthor.get(p.userId) ?? []), p]);
    expect(byAuthor.size).toBe(POSTING_PEOPLE);
    for (const [userId, posts] of byAuthor) {
      expect(posts.length).toBeGreaterThanOrEqual(1);
      expect(posts.length).toBeLessThanOrEqual(2);
      expect(new Set(posts.map((p) => p.productId)).size).toBe(posts.length);
      for (const p of posts) {
        expect(catalogue.has(p.productId)).toBe(true);
        expect(p.minutesAgo).toBeLessThan(joined.get(userId)!);
        expect(p.minutesAgo).toBeLessThanOrEqual(WINDOW_DAYS * 24 * 60);
      }
    }
    expect(new Set(social.posts.map((p) => p.postId)).size).toBe(social.posts.length);
  });

  it('has one like per (post, person), nobody acting on their own post, every like and comment after its post and its author’s join', () => {
    expect(new Set(social.likes.map((l) => `${l.postId}:${l.userId}`)).size).toBe(social.likes.length);
    for (const a of [...social.likes, ...social.comments]) {
      const post = postById.get(a.postId)!;
      expect(a.userId).not.toBe(post.userId);
      expect(a.postAuthorId).toBe(post.userId);
      expect(a.minutesAgo).toBeGreaterThanOrEqual(1);
      expect(a.minutesAgo).toBeLessThan(post.minutesAgo);
      if (a.userId !== DEMO_USER.id) expect(a.minutesAgo).toBeLessThan(joined.get(a.userId)!);
    }
    for (const c of social.comments) expect(createCommentSchema.parse({ content: c.content }).content).toBe(c.content);
    expect(new Set(social.comments.map((c) => c.commentId)).size).toBe(social.comments.length);
  });

  it('gives Dana her posts with at least 5 likes and 2–4 comments each, and has her like some posts', () => {
    const dana = social.posts.filter((p) => p.userId === DEMO_USER.id);
    expect(dana.map((p) => p.productId)).toEqual(DANA_POSTS.map((p) => p.productId));
    for (const post of dana) {
      expect(social.likes.filter((l) => l.postId === post.postId).length).toBeGreaterThanOrEqual(5);
      expect(social.comments.filter((c) => c.postId === post.postId).length).toBeGreaterThanOrEqual(2);
    }
    expect(social.likes.some((l) => l.userId === DEMO_USER.id)).toBe(true);
    expect(social.likes[0]!.userId).not.toBe(DEMO_USER.id);
    expect(postById.get(social.likes[0]!.postId)!.userId).not.toBe(DEMO_USER.id);
  });

  it('has shares once per (post, person) and per (person, product), never of one’s own post, after the post and the sharer’s join; Dana receives 2–3 on each post and shares one', () => {
    expect(social.shares.length).toBeGreaterThan(20);
    expect(new Set(social.shares.map((x) => `${x.postId}:${x.userId}`)).size).toBe(social.shares.length);
    expect(new Set(social.shares.map((x) => `${x.userId}:${x.productId}`)).size).toBe(social.shares.length);
    expect(new Set(social.shares.map((x) => x.shareId)).size).toBe(social.shares.length);
    for (const x of social.shares) {
      const post = postById.get(x.postId)!;
      expect(x.userId).not.toBe(post.userId);
      expect(x.postAuthorId).toBe(post.userId);
      expect(x.productId).toBe(post.productId);
      expect(x.minutesAgo).toBeGreaterThanOrEqual(1);
      expect(x.minutesAgo).toBeLessThan(post.minutesAgo);
      if (x.userId !== DEMO_USER.id) expect(x.minutesAgo).toBeLessThan(joined.get(x.userId)!);
    }
    for (const post of social.posts.filter((p) => p.userId === DEMO_USER.id)) {
      const n = social.shares.filter((x) => x.postId === post.postId).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
    }
    expect(social.shares.filter((x) => x.userId === DEMO_USER.id)).toHaveLength(1);
  });
});
