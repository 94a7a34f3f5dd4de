/**
 * The signed-in user with its session re-checked, in ONE BatchGetItem (session item + user
 * item) instead of two GetItems: `GET /api/auth/user` is the app's hottest call (issue 3
 * benchmark), and the re-check is what makes a logged-out or reset-ended cookie fail at once
 * even while the gateway's authorizer cache still allows it.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicUser } from '@seamline/shared/contracts/auth';
import { db, documentClient } from '../_core/aws-clients';
import { env } from '../_core/env';
import { Forbidden, NotFound } from '../_core/http-errors';
import { hashToken } from '../_core/sessions';
import { toPublicUser } from './users';

type Key = Record<string, unknown>;
const keyOf = (params: unknown) => (params as { Key: Key }).Key;

/**
 * The user `userId` if `token` is a live user session of that same user.
 * @throws Forbidden when the session is gone, expired, of another kind or of another user;
 *   NotFound when the account no longer exists.
 */
export async function currentUser(token: string | undefined, userId: string, now = new Date()): Promise<PublicUser> {
  if (!token || token.length > 256) throw new Forbidden();
  const sessionKey = keyOf(db.entities.session.get({ tokenHash: hashToken(token) }).params());
  const userKey = keyOf(db.entities.user.get({ id: userId }).params());
  let keys: Key[] = [sessionKey, userKey];
  const items: Record<string, unknown>[] = [];
  // BatchGetItem may leave keys unprocessed under throttling: ask again for those only.
  for (let attempt = 0; keys.length && attempt < 5; attempt++) {
    const out = await documentClient.send(new BatchGetCommand({ RequestItems: { [env.TABLE_NAME]: { Keys: keys } } }));
    items.push(...(out.Responses?.[env.TABLE_NAME] ?? []));
    keys = (out.UnprocessedKeys?.[env.TABLE_NAME]?.Keys ?? []) as Key[];
  }
  const of = (entity: string) => items.find((i) => i.__edb_e__ === entity);
  const sessionItem = of('session');
  const userItem = of('user');
  const session = sessionItem ? db.entities.session.parse({ Item: sessionItem }).data : null;
  if (!session || session.kind !== 'user' || session.userId !== userId || Date.parse(session.expiresAt) <= now.getTime()) {
    throw new Forbidden();
  }
  const user = userItem ? db.entities.user.parse({ Item: userItem }).data : null;
  if (!user) throw new NotFound('User not found');
  return toPublicUser(user);
}
