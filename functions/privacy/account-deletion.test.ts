import { FeedEntry } from '@seamline/shared/db/entities/feed-entry';
import { describe, expect, it } from 'vitest';
import { FIRST_DELETION_STEP } from '@seamline/shared/db/entities/account-deletion';
import { deleteAccountFormSchema, deleteAccountSchema, ACCOUNT_DELETION_ERRORS } from '@seamline/shared/contracts/account-deletion';
import { domainEventItemOf, peopleOfEvent, userFollowedEvent, userRegisteredEvent } from '@seamline/events/domain-events';
import { deletionRoundOf } from './account-deletion-job';
import { DELETION_STEPS } from './deletion-steps';
import { ownedPrefixesOf, USER_DATA_SOURCES } from './user-data';

describe('the deletion job', () => {
  it('starts where the request says (round 0) and ends with the account itself; step names are unique', () => {
    expect(DELETION_STEPS[0]!.name).toBe(FIRST_DELETION_STEP);
    expect(DELETION_STEPS.at(-1)!.name).toBe('account');
    const names = DELETION_STEPS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs a step for every enumerated source (nothing listed is left undeleted)', () => {
    const names = new Set(DELETION_STEPS.map((s) => s.name));
    for (const source of Object.values(USER_DATA_SOURCES)) expect(names, source.name).toContain(source.name);
  });

  it('reads a round from a stream image and refuses anything else', () => {
    const image = { __edb_e__: 'accountDeletion', userId: 'u1', round: 2, step: 'posts', username: 'ada', email: 'a@x.test', requestedAt: 't', address: '1.2.3.4' };
    expect(deletionRoundOf(image)).toEqual({ userId: 'u1', round: 2, step: 'posts', username: 'ada', email: 'a@x.test', requestedAt: 't', address: '1.2.3.4' });
    expect(deletionRoundOf({ ...image, __edb_e__: 'postCleanup' })).toBeNull();
    expect(deletionRoundOf({ ...image, round: '2' })).toBeNull();
    expect(deletionRoundOf(undefined)).toBeNull();
  });
});

describe('user data', () => {
  it("prefixes end with the id and a slash, so one person's prefix never covers another's", () => {
    for (const prefix of ownedPrefixesOf('u1')) {
      expect(prefix.endsWith('/u1/')).toBe(true);
      expect('closet/u10/x'.startsWith(prefix)).toBe(false);
    }
  });
});

describe('domain events name their people (gsi1 actor, gsi2 subject)', () => {
  it('a follow: the follower acted on the followed; a registration names one person twice', () => {
    const follow = userFollowedEvent({ followerId: 'a', followingId: 'b', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(peopleOfEvent(follow)).toEqual({ actorId: 'a', subjectId: 'b' });
    expect(domainEventItemOf(follow)).toMatchObject({ actorId: 'a', subjectId: 'b' });
    expect(peopleOfEvent(userRegisteredEvent({ id: 'u', createdAt: 't' }))).toEqual({ actorId: 'u', subjectId: 'u' });
  });
});

describe('contracts', () => {
  it('requires a password, and the dialog requires DELETE exactly', () => {
    expect(deleteAccountSchema.safeParse({}).error?.issues[0]?.message).toBe(ACCOUNT_DELETION_ERRORS.passwordRequired);
    expect(deleteAccountFormSchema.safeParse({ confirmation: 'delete', password: 'x' }).error?.issues[0]?.message).toBe(ACCOUNT_DELETION_ERRORS.confirmMismatch);
    expect(deleteAccountFormSchema.safeParse({ confirmation: 'DELETE', password: 'x' }).success).toBe(true);
  });
});

describe("fit matches in other people's feeds are findable by person (sparse gsi2)", () => {
  const base = { ownerId: 'o', rankAt: '2026-01-01T00:00:00.000Z', ttl: 1 };
  const item = (entry: Record<string, unknown>) =>
    FeedEntry.put({ ...base, ...entry } as unknown as Parameters<typeof FeedEntry.put>[0]).params({ table: 't' }).Item as Record<string, unknown>;
  it('a fit_match entry carries gsi2 keys of its actor; posts and AI Picks carry none', () => {
    expect(item({ entryId: 'fm:a:p:saved', type: 'fit_match', actorId: 'a', productId: 'p' })).toMatchObject({
      gsi2pk: '$seamline#fitmatchactorid_a',
      gsi2sk: '$feedentry_1#ownerid_o#entryid_fm:a:p:saved',
    });
    for (const other of [
      { entryId: 'ai:p', type: 'ai_suggestion', productId: 'p' },
      { entryId: 'p:x', type: 'friend_post', actorId: 'a', postId: 'x' },
    ]) {
      expect(item(other)).not.toHaveProperty('gsi2pk');
      expect(item(other)).not.toHaveProperty('gsi2sk');
    }
  });
});
