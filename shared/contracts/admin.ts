/** Admin auth stage (ARCHITECTURE §6; spec 02 §5–§6 admin login). Separate accounts and cookie. */
import * as z from 'zod';

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(60, 'Login failed'),
  password: z.string().min(1, 'Password is required').max(200, 'Login failed'),
});
/** Admin sessions last 8 hours (issue 3), in seconds. */
export const ADMIN_SESSION_TTL_SECONDS = 8 * 60 * 60;
