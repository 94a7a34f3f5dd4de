/**
 * Account contracts (spec 01 §3 User, §7 `GET /api/auth/user`).
 * The user DTO never carries `passwordHash` or any key attribute.
 */
import * as z from 'zod';

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

export { SESSION_COOKIE, ADMIN_SESSION_COOKIE, SESSION_TTL_SECONDS } from './session';
