/** The post DomainEvents (issue 18): deterministic ids per change, recipient = the post's author, catalogue-valid. */
import { describe, expect, it } from 'vitest';
import { domainEventItemOf, domainEventOfItem } from './domain-events';
import { postCommentedEvent, postDeletedEvent, postLikedEvent, postSharedEvent, shareIdOfEvent } from './post-events';

const at = '2026-03-01T10:00:00.000Z';

describe('post events', () => {
  it('gives a like an id per (post, liker, like instant): a re-like is another event', () => {
    const like = { postId: 'p1', userId: 'u1', postAuthorId: 'a1', createdAt: at };
    expect(postLikedEvent(like)).toEqual({ id: `post.liked:p1:u1:${at}`, type: 'post.liked', occurredAt: at, postId: 'p1', userId: 'u1', authorId: 'a1' });
    expect(postLikedEvent({ ...like }).id).toBe(postLikedEvent(like).id);
    expect(postLikedEvent({ ...like, createdAt: '2026-03-01T10:00:00.001Z' }).id).not.toBe(postLikedEvent(like).id);
  });

  it('names comments, shares and deletions by their own ids', () => {
    expect(postCommentedEvent({ commentId: 'c1', postId: 'p1', userId: 'u1', postAuthorId: 'a1', createdAt: at })).toEqual({
      id: 'post.commented:p1:c1', type: 'post.commented', occurredAt: at, postId: 'p1', userId: 'u1', authorId: 'a1', commentId: 'c1',
    });
    expect(postSharedEvent({ postId: 'p1', shareId: 's1', userId: 'u1', postAuthorId: 'a1', sharedAt: at })).toEqual({
      id: 'post.shared:p1:s1', type: 'post.shared', occurredAt: at, postId: 'p1', userId: 'u1', authorId: 'a1',
    });
    expect(postDeletedEvent({ postId: 'p1', authorId: 'a1', deletedAt: at })).toEqual({ id: 'post.deleted:p1', type: 'post.deleted', occurredAt: at, postId: 'p1', authorId: 'a1' });
  });

  it('round-trips through the DomainEvent item and refuses malformed fields', () => {
    const event = postCommentedEvent({ commentId: 'c1', postId: 'p1', userId: 'u1', postAuthorId: 'a1', createdAt: at });
    const item = domainEventItemOf(event, new Date(at));
    expect(item.payload).toEqual({ postId: 'p1', userId: 'u1', authorId: 'a1', commentId: 'c1' });
    expect(domainEventOfItem(item)).toEqual(event);
    expect(() => postLikedEvent({ postId: 'p1', userId: 7 as unknown as string, postAuthorId: 'a1', createdAt: at })).toThrow();
  });

  it("reads a share's id back out of its event id (and nothing out of other ids)", () => {
    const share = { postId: 'p1', shareId: '0b6c5d1e-aaaa-4bbb-8ccc-123456789abc', userId: 'u1', postAuthorId: 'a1', sharedAt: at };
    expect(shareIdOfEvent(postSharedEvent(share).id)).toBe(share.shareId);
    expect(shareIdOfEvent(`post.liked:p1:u1:${at}`)).toBeNull();
    expect(shareIdOfEvent('post.shared:p1')).toBeNull();
  });
});
