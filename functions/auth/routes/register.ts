/**
 * `POST /api/auth/register` (spec 01 §5, §7): create the account (unique username and email,
 * any case), send the verification email, start a session → 201
 * `{ user, requiresEmailVerification: true }` + Set-Cookie. Taken username/email → 409;
 * too many attempts from one address in an hour → 429.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { clientAddress } from '../../_core/rate-limit';
import { startSession } from '../../_core/session-lifecycle';
import { registerAccount } from '../accounts.service';

export const register: RouteImpl<'POST /api/auth/register'> = async ({ body, event }) => {
  const user = await registerAccount({
    username: body.username,
    email: body.email,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
  }, clientAddress(event));
  const cookie = await startSession(event, 'user', user.id);
  return reply({ status: 201, body: { user, requiresEmailVerification: true }, cookies: [cookie] });
};
