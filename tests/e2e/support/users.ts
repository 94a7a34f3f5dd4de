/**
 * e2e users: the shared factory (tests/fixtures/users.ts) with a recognisable name, returned
 * in the flat shape the browser tests use (`token` goes into the session cookie).
 */
import type { PrivacySettingsInput } from '@seamline/shared/contracts/privacy';
import { createUserWithSession as createWithSession, type TestUser as FixtureUser } from '../../fixtures/users';

export type TestUser = Pick<FixtureUser, 'id' | 'username' | 'email'> & {
  firstName: string;
  lastName: string;
  token: string;
};

/**
 * Create a user named Ada Lovelace (unless overridden) and a user session for them.
 * `isEmailVerified` goes straight into the User item (the fixture passes extra attributes on).
 */
export async function createUserWithSession(
  overrides: Partial<Omit<TestUser, 'id' | 'token'>> & { isEmailVerified?: boolean } = {},
  /** Privacy settings saved with the person (the spec's defaults with these), e.g. a public profile. */
  privacy?: Partial<PrivacySettingsInput>,
): Promise<TestUser> {
  const { user, token } = await createWithSession({
    user: { firstName: 'Ada', lastName: 'Lovelace', ...overrides } as Partial<FixtureUser>,
    ...(privacy ? { privacy } : {}),
  });
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? 'Ada',
    lastName: user.lastName ?? 'Lovelace',
    token,
  };
}
