import { describe, expect, it } from 'vitest';
import { deletingAmong, distinctPeople } from './live-people';

const failed = { code: 'ConditionalCheckFailed' };
const none = { code: 'None' };

describe('live-people (issue 35 §3): reading which person a cancelled transaction refused', () => {
  it('checks each person once (liking one’s own post names the same person twice)', () => {
    expect(distinctPeople(['a', 'a'])).toEqual(['a']);
    expect(distinctPeople(['b', 'a', 'b'])).toEqual(['b', 'a']);
  });

  it('names the people whose check failed, counting from the first check’s index', () => {
    // [PostLike create, DomainEvent create, check author, check caller]
    expect(deletingAmong([none, none, failed, none], ['author', 'caller'], 2)).toEqual(['author']);
    expect(deletingAmong([none, none, none, failed], ['author', 'caller'], 2)).toEqual(['caller']);
    expect(deletingAmong([failed, none, none, none], ['author', 'caller'], 2)).toEqual([]);
    // One check for a person named twice: the index of the next one does not shift.
    expect(deletingAmong([none, none, failed], ['me', 'me'], 2)).toEqual(['me']);
    expect(deletingAmong([], ['author', 'caller'], 2)).toEqual([]);
  });
});
