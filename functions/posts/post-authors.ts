/**
 * People as posts, likes and comments show them (issue 18; spec 02 §3 Like.user, Comment.user):
 * `{ id, username, firstName, lastName, profileImageUrl }` — NEVER the email (spec 02 §3 reads
 * Like.user.email and Comment.user.email; Seamline does not expose emails, a deliberate
 * departure recorded in the README). The notifications area builds its `actors` with the same
 * function.
 */
import type { PostAuthor } from '@seamline/shared/contracts/posts';
import { usersById, type UserItem } from '../people/people-reads';

/**
 * A stored User → {@link PostAuthor} (pure). `profileImageUrl` is the avatar route URL the
 * profile photo upload stored (`/api/users/<id>/avatar?v=…`), or null.
 */
export function postAuthorOf(user: Pick<UserItem, 'id' | 'username' | 'firstName' | 'lastName' | 'profileImageUrl'>): PostAuthor {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
  };
}

/**
 * The {@link PostAuthor} of each id (one BatchGetItem per 100 ids); ids of people who no longer
 * exist are absent from the map (callers leave their rows out).
 */
export async function postAuthorsById(ids: readonly string[]): Promise<Map<string, PostAuthor>> {
  const users = await usersById(ids);
  return new Map([...users].map(([id, user]) => [id, postAuthorOf(user)]));
}
