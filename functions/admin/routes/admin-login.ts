/**
 * `POST /api/admin/login` `{ username, password }` (spec 02 §5–§6): → `{ success: true }` +
 * the admin-only `sl_admin` cookie (HttpOnly, SameSite=Strict, 8 h, rotated). Wrong
 * credentials → 401; too many failures → 429.
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { clientAddress } from '../../_core/rate-limit';
import { startSession } from '../../_core/session-lifecycle';
import { authenticateAdmin } from '../admins.service';

export const adminLogin: RouteImpl<'POST /api/admin/login'> = async ({ body, event }) => {
  const adminId = await authenticateAdmin(body.username, body.password, clientAddress(event));
  const cookie = await startSession(event, 'admin', adminId);
  return reply({ body: { success: true as const }, cookies: [cookie] });
};
