import { describe, expect, it } from 'vitest';
import { MODERATION_NOTICE_TARGET_URL, NOTIFYING_EVENT_TYPES, planOf } from './aggregation';

const base = { id: 'content.removed:post:p1:2026-12-06T00:00:00.000Z', occurredAt: '2026-12-06T00:00:00.000Z' };

describe('content.removed → the author\'s moderation notice (issue 33 §4)', () => {
  it('notifies the author with a system row naming the reason', () => {
    expect(planOf({ ...base, type: 'content.removed', userId: 'a', targetType: 'post', targetId: 'p1', reason: 'spam' })).toMatchObject({
      kind: 'notify',
      recipientId: 'a',
      type: 'other',
      actorId: null,
      postId: null,
      system: 'moderation',
      message: 'Your post was removed: spam',
      targetUrl: MODERATION_NOTICE_TARGET_URL,
    });
    expect(planOf({ ...base, type: 'content.removed', userId: 'a', targetType: 'suggestionComment', targetId: 'c1', reason: 'hate' })).toMatchObject({
      message: 'Your comment was removed: hate speech',
    });
  });

  it('is among the event types the notifications processor receives', () => {
    expect(NOTIFYING_EVENT_TYPES).toContain('content.removed');
  });
});
