import { describe, expect, it } from 'vitest';
import { likerSummary, shownLikeCount, withLikeResult } from './like-state';

const person = (id: string, firstName: string | null) => ({ userId: id, user: { firstName, username: `${id}_name` } });

describe('shownLikeCount', () => {
  it('is the server count when the shown state is the server state', () => {
    expect(shownLikeCount(5, true, true)).toBe(5);
    expect(shownLikeCount(5, false, false)).toBe(5);
  });
  it('adds one for an optimistic like and takes one for an optimistic unlike, never below 0', () => {
    expect(shownLikeCount(5, false, true)).toBe(6);
    expect(shownLikeCount(5, true, false)).toBe(4);
    expect(shownLikeCount(0, true, false)).toBe(0);
  });
});

describe('withLikeResult', () => {
  it("takes the server's state and count", () => {
    expect(withLikeResult({ id: 'p', likedByMe: false, likeCount: 3 }, { liked: true, likeCount: 9 })).toEqual({ id: 'p', likedByMe: true, likeCount: 9 });
  });
});

describe('likerSummary', () => {
  it("names three likers then counts the rest ('Ana, Ben, Cy +12 others')", () => {
    const page = { items: [person('a', 'Ana'), person('b', 'Ben'), person('c', 'Cy'), person('d', 'Dee')], total: 15 };
    expect(likerSummary(page, 'me', false, 15)).toBe('Ana, Ben, Cy +12 others');
  });
  it('falls back to the username without a first name', () => {
    expect(likerSummary({ items: [person('a', null)], total: 1 }, 'me', false, 1)).toBe('a_name');
  });
  it("puts the viewer first as 'You' while their like is only optimistic", () => {
    expect(likerSummary({ items: [person('a', 'Ana')], total: 1 }, 'me', true, 1)).toBe('You, Ana');
  });
  it("moves the viewer to the front when the server already lists them", () => {
    expect(likerSummary({ items: [person('a', 'Ana'), person('me', 'Me')], total: 2 }, 'me', true, 2)).toBe('You, Ana');
  });
  it('drops the viewer after an optimistic unlike', () => {
    expect(likerSummary({ items: [person('me', 'Me'), person('a', 'Ana')], total: 2 }, 'me', false, 2)).toBe('Ana');
    expect(likerSummary({ items: [person('me', 'Me')], total: 1 }, 'me', false, 1)).toBe('');
  });
  it('uses the post count before the likers page has loaded', () => {
    expect(likerSummary(undefined, 'me', true, 0)).toBe('You');
    expect(likerSummary(undefined, 'me', false, 4)).toBe('');
  });
  it("counts a single remaining liker as '+1 other'", () => {
    const page = { items: [person('a', 'Ana'), person('b', 'Ben'), person('c', 'Cy'), person('d', 'Dee')], total: 4 };
    expect(likerSummary(page, 'me', false, 4)).toBe('Ana, Ben, Cy +1 other');
  });
});
