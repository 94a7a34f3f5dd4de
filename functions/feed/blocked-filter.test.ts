/** The feed's filter of blocked people (issue 19), with a complete hidden set (no reads). */
import { describe, expect, it } from 'vitest';
import type { PageEntry } from './feed-hydrate';
import { withoutBlockedPeople } from './blocked-filter';

const entry = (entryId: string, extra: Partial<PageEntry>): PageEntry =>
  ({ ownerId: 'me', entryId, type: 'friend_post', rankAt: '2026-11-21T12:00:00.000Z', ...extra }) as PageEntry;

describe('withoutBlockedPeople', () => {
  const page = [
    entry('p:1', { actorId: 'ben', postAuthorId: 'ben', postId: '1' }),
    entry('s:2', { actorId: 'cy', postAuthorId: 'ben', postId: '2', shareId: '2' }),
    entry('s:3', { actorId: 'ben', postAuthorId: 'dee', postId: '3', shareId: '3' }),
    entry('fm:ben:x:saved', { type: 'fit_match', actorId: 'ben', productId: 'x' }),
    entry('p:4', { actorId: 'cy', postAuthorId: 'cy', postId: '4' }),
    entry('ai:x:2026-11-21', { type: 'ai_suggestion', productId: 'x' }),
  ];

  it("drops every entry whose actor or post author is hidden (own posts, shares of them, their shares, fit matches), in order", async () => {
    const kept = await withoutBlockedPeople('me', page, { ids: new Set(['ben']), complete: true });
    expect(kept.map((e) => e.entryId)).toEqual(['p:4', 'ai:x:2026-11-21']);
  });

  it('keeps the page as it is when nobody is hidden', async () => {
    const kept = await withoutBlockedPeople('me', page, { ids: new Set(), complete: true });
    expect(kept.map((e) => e.entryId)).toEqual(page.map((e) => e.entryId));
  });
});
