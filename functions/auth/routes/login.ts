/**
 * `POST /api/auth/login` (spec 01 §5 Login, §8): by username or email → 200 `{ user }` + a
 * fresh (rotated) session cookie; any wrong part → 401 'Invalid credentials. Please try
 * again.'; 10 failures in 15 minutes per account or client address → 429.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { clientAddress } from '../../_core/rate-limit';
import { startSession } from '../../_core/session-lifecycle';
import { authenticate } from '../accounts.service';
import { toPublicUser } from '../users';

export const login: RouteImpl<'POST /api/auth/login'> = async ({ body, event }) => {
  const user = await authenticate(body.usernameOrEmail, body.password, clientAddress(event));
  const cookie = await startSession(event, 'user', user.id);
  return reply({ body: { user: toPublicUser(user) }, cookies: [cookie] });
};
