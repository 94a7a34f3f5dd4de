import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actorLine, displayNameOf, messageOf, targetUrlOf, welcomeMessage } from './notification-text';

describe('actorLine and messageOf (issue 18 aggregated rows)', () => {
  it.each([
    [['Ana'], 1, 'Ana'],
    [['Ana', 'Ben'], 2, 'Ana and Ben'],
    [['Ana'], 2, 'Ana and 1 other'],
    [['Ana', 'Ben', 'Cy'], 3, 'Ana and 2 others'],
    [['Ana', 'Ben', 'Cy'], 15, 'Ana and 14 others'],
    [[], 1, 'Someone'],
    [[], 4, '4 people'],
  ])('%j with count %d reads %s', (names, count, line) => {
    expect(actorLine(names, count)).toBe(line);
  });

  it("reads 'Ana and 14 others liked your post' for a row of 15 likers", () => {
    expect(messageOf('like', ['Ana', 'Ben', 'Cy'], 15)).toBe('Ana and 14 others liked your post');
    expect(messageOf('follow', ['Ana'], 1)).toBe('Ana started following you');
    expect(messageOf('comment', ['Ana'], 1)).toBe('Ana commented on your post');
    expect(messageOf('post_share', ['Ana'], 1)).toBe('Ana shared your post');
    expect(messageOf('other', [], 0, 'Hello')).toBe('Hello');
  });

  it('always starts with the latest name and never counts fewer people than the row holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 10_000 }),
        (names, extra) => {
          const count = names.length + extra - 1;
          const line = actorLine(names, count);
          expect(line.startsWith(names[0]!)).toBe(true);
          const others = /and (\d+) others?$/.exec(line);
          if (others) expect(Number(others[1]) + 1).toBe(count);
          else expect(count).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe('targetUrlOf', () => {
  const base = { recipientId: 'me', actorIds: ['ana'], actorCount: 1 };
  it('goes to the post for post rows, to the person for one follower, to the followers list for several', () => {
    expect(targetUrlOf({ ...base, type: 'like', postId: 'p1' })).toBe('/posts/p1');
    expect(targetUrlOf({ ...base, type: 'follow' })).toBe('/closet/ana');
    expect(targetUrlOf({ ...base, type: 'follow', actorIds: ['a', 'b'], actorCount: 2 })).toBe('/followers/me');
    expect(targetUrlOf({ ...base, type: 'other', actorIds: [], actorCount: 0, targetUrl: '/connect' })).toBe('/connect');
  });
});

describe('names', () => {
  it('uses the first name, else the username; the welcome greets by first name when known', () => {
    expect(displayNameOf({ firstName: ' Ana ', username: 'ana_l' })).toBe('Ana');
    expect(displayNameOf({ firstName: null, username: 'ana_l' })).toBe('ana_l');
    expect(welcomeMessage('Dana')).toMatch(/^Welcome to Seamline, Dana!/);
    expect(welcomeMessage(undefined)).toMatch(/^Welcome to Seamline!/);
  });
});
