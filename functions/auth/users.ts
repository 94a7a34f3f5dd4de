/**
 * User reads shared by the auth routes: entity item → public DTO. The DTO is built field by
 * field, so `passwordHash`, `profileImageKey` and key attributes can never leak.
 */
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { db } from '../_core/aws-clients';
import { NotFound } from '../_core/http-errors';

export type UserItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.user.get>['go']>>['data']>;

export function toPublicUser(u: UserItem): PublicUser {
  const fullName = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    name: fullName || u.username,
    bio: u.bio ?? null,
    location: u.location ?? null,
    preferredSize: u.preferredSize ?? null,
    profileImageUrl: u.profileImageUrl ?? null,
    preferredUnits: { length: u.preferredLengthUnit ?? 'inches', weight: u.preferredWeightUnit ?? 'lbs' },
    newMoodboardsPublic: u.newMoodboardsPublic ?? false,
    authProvider: u.authProvider ?? 'local',
    isEmailVerified: u.isEmailVerified ?? false,
    termsAcceptedAt: u.termsAcceptedAt ?? null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** The user with this id; NotFound when the session outlived its account. */
export async function getUser(userId: string): Promise<PublicUser> {
  const { data } = await db.entities.user.get({ id: userId }).go();
  if (!data) throw new NotFound('User not found');
  return toPublicUser(data);
}
