/**
 * `POST /api/auth/login` (spec 01 §5 Login, §8): by username or email → 200 `{ user }` + a
 * fresh (rotated) session cookie; any wrong part → 401 'Invalid credentials. Please try
 * again.'; throttled per (account, address) and per known device → 429 (issue 17 §5); the
 * response also (re)sets the device cookie that makes this browser a known device.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { startSession } from '../../_core/session-lifecycle';
import { rememberDevice, signInClient } from '../../_core/sign-in-throttle';
import { authenticate } from '../accounts.service';
import { toPublicUser } from '../users';

export const login: RouteImpl<'POST /api/auth/login'> = async ({ body, event }) => {
  const client = signInClient(event);
  const user = await authenticate(body.usernameOrEmail, body.password, client);
  const [cookie, device] = await Promise.all([startSession(event, 'user', user.id), rememberDevice(user.id, client)]);
  return reply({ body: { user: toPublicUser(user) }, cookies: [cookie, device] });
};
