/** Area `auth`: accounts and sessions (spec 01 §7). */
import { createAreaHandler } from '../_core/http-handler';
import { getCurrentUser } from './routes/get-user';

export const handler = createAreaHandler('auth', {
  'GET /api/auth/user': getCurrentUser,
});
