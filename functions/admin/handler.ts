/** Area `admin`: the separate admin auth stage (ARCHITECTURE §6). */
import { createAreaHandler } from '../_core/http-handler';
import { adminLogin } from './routes/admin-login';
import { adminLogout } from './routes/admin-logout';

export const handler = createAreaHandler('admin', {
  'POST /api/admin/login': adminLogin,
  'POST /api/admin/logout': adminLogout,
});
