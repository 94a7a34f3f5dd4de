/** Pure mappings of the posts area (issue 18): post and comment DTOs, counts, people without email, products, upload keys. */
import { describe, expect, it } from 'vitest';
import { commentSchema, postSchema } from '@seamline/shared/contracts/posts';
import { commentDto, countsOf, postDto, type CommentItem, type PostItem } from './post-views';
import { postAuthorOf } from './post-authors';
import { closetItemSummaryOf, productKey, productSummaryOf } from './post-products';
import { isOwnUploadKey, postPhotoKey } from './post-photos';

const author = postAuthorOf({ id: 'a1', username: 'ana', firstName: 'Ana', lastName: undefined, profileImageUrl: undefined });
const post: PostItem = {
  postId: 'p1',
  userId: 'a1',
  productId: 'prd-0001',
  productSource: 'catalogue',
  images: ['ph1'],
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('postAuthorOf', () => {
  it('keeps id, username, names and avatar (null when absent) and nothing else — never the email', () => {
    const withEmail = { id: 'u1', username: 'ben', firstName: 'Ben', lastName: 'Li', profileImageUrl: '/api/users/u1/avatar?v=1', email: 'ben@example.test' };
    expect(postAuthorOf(withEmail)).toEqual({ id: 'u1', username: 'ben', firstName: 'Ben', lastName: 'Li', profileImageUrl: '/api/users/u1/avatar?v=1' });
    expect(author).toEqual({ id: 'a1', username: 'ana', firstName: 'Ana', lastName: null, profileImageUrl: null });
  });
});

describe('countsOf', () => {
  it('reads a missing item as zeros and never shows a count below zero', () => {
    expect(countsOf(null)).toEqual({ likeCount: 0, commentCount: 0, shareCount: 0 });
    expect(countsOf({ likeCount: 3, commentCount: -1 })).toEqual({ likeCount: 3, commentCount: 0, shareCount: 0 });
  });
});

describe('postDto', () => {
  it('maps a stored post with its parts to the contract (caption null when absent)', () => {
    const dto = postDto(post, {
      author,
      product: null,
      counts: { likeCount: 2, commentCount: 1, shareCount: 0 },
      likedByMe: true,
      sharedByMe: true,
      images: ['https://media/ph1'],
    });
    expect(postSchema.parse(dto)).toEqual({
      id: 'p1',
      author,
      product: null,
      caption: null,
      images: ['https://media/ph1'],
      createdAt: post.createdAt,
      likeCount: 2,
      commentCount: 1,
      shareCount: 0,
      likedByMe: true,
      sharedByMe: true,
    });
    expect(postDto({ ...post, caption: 'Hi' }, { author, product: null, counts: countsOf(null), likedByMe: false, sharedByMe: false, images: [] }).caption).toBe('Hi');
  });
});

describe('commentDto', () => {
  const comment: CommentItem = { commentId: 'c1', postId: 'p1', userId: 'u2', postAuthorId: 'a1', content: '<b>hi</b>', createdAt: post.createdAt };
  it('keeps the text as stored and lets the comment’s author and the post’s author delete', () => {
    const user = postAuthorOf({ id: 'u2', username: 'cy', firstName: undefined, lastName: undefined, profileImageUrl: undefined });
    expect(commentSchema.parse(commentDto(comment, user, 'u2'))).toMatchObject({ content: '<b>hi</b>', canDelete: true });
    expect(commentDto(comment, user, 'a1').canDelete).toBe(true);
    expect(commentDto(comment, user, 'someone').canDelete).toBe(false);
  });
});

describe('post products', () => {
  it('summarises a catalogue product by its main image and a custom closet item by its first photo’s thumbnail', () => {
    expect(
      productSummaryOf({ id: 'prd-1', name: 'Tee', brand: 'B', images: ['/catalogue/a.svg', '/catalogue/b.svg'], price: 20, currency: 'USD' } as never),
    ).toEqual({ id: 'prd-1', name: 'Tee', brand: 'B', imageUrl: '/catalogue/a.svg', price: 20, currency: 'USD' });
    expect(
      closetItemSummaryOf({ closetId: 'u1', itemId: 'c-1', name: undefined, brand: undefined, price: undefined, currency: 'XXX', photos: [{ id: 'ph', width: 1, height: 1 }] }),
    ).toEqual({ id: 'c-1', name: 'Untitled item', brand: '', imageUrl: '/api/closets/u1/photos/ph?size=thumb', price: null, currency: null });
  });

  it('keys catalogue products by id and closet items by owner and id', () => {
    expect(productKey({ userId: 'u1', productId: 'prd-1', productSource: 'catalogue' })).toBe('catalogue:prd-1');
    expect(productKey({ userId: 'u1', productId: 'c-1', productSource: 'closet' })).toBe('closet:u1:c-1');
  });
});

describe('post photo keys', () => {
  it("accepts only keys directly under the caller's closet upload prefix", () => {
    expect(isOwnUploadKey('u1', 'uploads/closet/u1/0b7c6a1e-1111-2222-3333-444455556666')).toBe(true);
    expect(isOwnUploadKey('u1', 'uploads/closet/u2/x')).toBe(false);
    expect(isOwnUploadKey('u1', 'uploads/closet/u1/')).toBe(false);
    expect(isOwnUploadKey('u1', 'uploads/closet/u1/a/b')).toBe(false);
    expect(isOwnUploadKey('u1', 'closet/u1/x.jpg')).toBe(false);
    expect(postPhotoKey('u1', 'ph')).toBe('posts/u1/ph.jpg');
  });
});
