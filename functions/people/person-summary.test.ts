/** The pure people mapping: handle, name, anonymised summary, the canViewMeasurements rule, mutual reason. */
import { describe, expect, it } from 'vitest';
import {
  canViewMeasurements,
  displayNameOf,
  handleOf,
  mutualReason,
  summaryOf,
} from './person-summary';
import type { UserItem } from './people-reads';

const user = {
  id: 'u1',
  username: 'ana_lee',
  email: 'ana.lee+shop@example.com',
  firstName: 'Ana',
  lastName: 'Lee',
  profileImageUrl: '/api/users/u1/avatar?v=abc',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as UserItem;

describe('person summary', () => {
  it('uses the username as the handle and carries nothing of the email (issue 33 §2)', () => {
    expect(handleOf(user)).toBe('ana_lee');
    const s = summaryOf(user);
    expect(s).toEqual({
      id: 'u1',
      username: 'ana_lee',
      handle: 'ana_lee',
      name: 'Ana Lee',
      avatar: '/api/users/u1/avatar?v=abc',
    });
    expect(JSON.stringify(s)).not.toContain('@example.com');
    expect(JSON.stringify(s)).not.toContain('ana.lee');
  });

  it('names a person by "First Last", else by the username', () => {
    expect(displayNameOf({ username: 'ana_lee', firstName: 'Ana' })).toBe('Ana');
    expect(displayNameOf({ username: 'ana_lee', firstName: '', lastName: undefined })).toBe(
      'ana_lee',
    );
  });

  it("shows an anonymised person as 'Anonymous' with no username, handle or avatar", () => {
    expect(summaryOf(user, true)).toEqual({
      id: 'u1',
      username: null,
      handle: null,
      name: 'Anonymous',
      avatar: null,
    });
  });
});

describe('canViewMeasurements', () => {
  const closed = { publicDisplay: false, showMeasurementsToFriends: false };
  const friends = { publicDisplay: false, showMeasurementsToFriends: true };
  it.each([
    [
      'oneself',
      { isSelf: true, privacy: closed, viewerFollows: false, followsViewer: false },
      true,
    ],
    [
      'by default',
      { isSelf: false, privacy: closed, viewerFollows: true, followsViewer: true },
      false,
    ],
    [
      'publicDisplay',
      {
        isSelf: false,
        privacy: { ...closed, publicDisplay: true },
        viewerFollows: false,
        followsViewer: false,
      },
      true,
    ],
    [
      'friends, mutual',
      { isSelf: false, privacy: friends, viewerFollows: true, followsViewer: true },
      true,
    ],
    [
      'friends, I follow only',
      { isSelf: false, privacy: friends, viewerFollows: true, followsViewer: false },
      false,
    ],
    [
      'friends, they follow only',
      { isSelf: false, privacy: friends, viewerFollows: false, followsViewer: true },
      false,
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(canViewMeasurements(input)).toBe(expected);
  });
});

describe('mutualReason', () => {
  it('says nothing for 0 and counts in singular or plural', () => {
    expect(mutualReason(0)).toBeNull();
    expect(mutualReason(1)).toBe('1 mutual connection');
    expect(mutualReason(3)).toBe('3 mutual connections');
  });
});
