/**
 * Account contracts (spec 01 §3 User, §7 `GET /api/auth/user`).
 * The user DTO never carries `passwordHash` or any key attribute.
 */
import { z } from 'zod';

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Display name the UI reads: "First Last", else the username. */
  name: z.string(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  authProvider: z.enum(['local', 'google', 'apple', 'microsoft']),
  isEmailVerified: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Session cookie names. Users and admins are separate auth stages (ARCHITECTURE §6). */
export const SESSION_COOKIE = 'sl_session';
export const ADMIN_SESSION_COOKIE = 'sl_admin';
/** Session lifetime: 30 days, in seconds (issue 3: cookie Max-Age and table TTL). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
