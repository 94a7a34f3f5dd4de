/**
 * Account contracts (spec 01 §3 User, §5 validation, §7 calls). The SAME schemas validate the
 * web forms (react-hook-form + zod resolver) and the server, so the messages match exactly.
 * The user DTO never carries `passwordHash` or any key attribute.
 */
import * as z from 'zod';
import { LENGTH_UNITS, WEIGHT_UNITS } from './measurements';

export { SESSION_COOKIE, ADMIN_SESSION_COOKIE, SESSION_TTL_SECONDS } from './session';

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Display name the UI reads: "First Last", else the username. */
  name: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  preferredSize: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /**
   * The units every measurement form starts in (Settings → Units; issue 17 §4). Defaults to
   * inches and lbs, the spec's units (spec 01 §2 Onboarding step 3).
   */
  preferredUnits: z.object({ length: z.enum(LENGTH_UNITS), weight: z.enum(WEIGHT_UNITS) }),
  /** Settings → Privacy: whether new moodboards start public (default false; issue 17 §4). */
  newMoodboardsPublic: z.boolean(),
  authProvider: z.enum(['local', 'google', 'apple', 'microsoft']),
  isEmailVerified: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Usernames nobody may take (spec 01 §5 Profile schema), refused at registration too (issue 17 §2). */
export const RESERVED_USERNAMES = ['admin', 'root', 'user', 'test', 'api', 'www', 'support'] as const;

/**
 * THE username rule, used by registration, the profile editor and every other screen or route
 * that takes a username (issue 17 §2): spec 01 §5 Registration and §9, 3–30 letters, digits,
 * underscore; not a reserved name (case-insensitively). Uniqueness is case-insensitive (the
 * uniqueness markers hold the lower-cased value).
 */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores')
  .refine((u) => !(RESERVED_USERNAMES as readonly string[]).includes(u.toLowerCase()), 'This username is reserved');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** Spec 01 §5: minimum 8 (client message), the server-side schema allows 8–100. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters long')
  .max(100, 'Password must be at most 100 characters long');

/**
 * THE personal-name rule (first and last name) of every screen and route (issue 17 §2): 1–50
 * characters of letters in any script, combining marks, spaces, apostrophes (' and ’), hyphens
 * and periods, with at least one letter — after W3C 'Personal names around the world': real
 * names such as 'Jo', 'Jr.', 'O’Brien', 'Nguyễn', '李' must never be refused. Spec 01 §5:
 * '{First|Last} name is required', 1–50.
 */
export const personNameSchema = (label: 'First name' | 'Last name') =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(/^[\p{L}\p{M} '’.-]+$/u, `${label} can only contain letters, spaces, apostrophes, hyphens and periods`)
    .regex(/\p{L}/u, `${label} must contain a letter`);

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** `POST /api/auth/register` body (spec 01 §7, §5 Registration). */
export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    acceptTerms: z.literal(true, 'You must accept the terms and conditions'),
  })
  .refine(passwordsMatch, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResponseSchema = z.object({
  user: publicUserSchema,
  requiresEmailVerification: z.boolean(),
});

/** `POST /api/auth/login` body (spec 01 §5 Login). */
export const loginSchema = z.object({
  usernameOrEmail: z.string().trim().min(1, 'Username or email is required').max(254, 'Invalid credentials. Please try again.'),
  password: z.string().min(1, 'Password is required').max(100, 'Invalid credentials. Please try again.'),
});
export type LoginInput = z.input<typeof loginSchema>;
export const userResponseSchema = z.object({ user: publicUserSchema });

/** Spec 01 §8 Accounts: the login failure text, for any wrong part. */
export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
/** Spec 01 §8 Verification. */
export const INVALID_VERIFICATION_LINK = 'The verification link is invalid or has expired.';

/** One-time tokens (verification, reset) are 256-bit base64url strings. */
const oneTimeTokenSchema = z.string().trim().min(1, INVALID_VERIFICATION_LINK).max(128, INVALID_VERIFICATION_LINK);

export const verifyEmailSchema = z.object({ token: oneTimeTokenSchema });
export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, 'This reset link is invalid or has expired.').max(128, 'This reset link is invalid or has expired.'),
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine(passwordsMatch, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';

/** Issue 17 §4: the answer to a wrong current password (counted by the sign-in throttle). */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * `POST /api/auth/change-password` (Settings → Account, issue 17 §4): the current password,
 * and a new one with the registration rules (8–100) typed twice.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(100, CURRENT_PASSWORD_INCORRECT),
    newPassword: passwordSchema,
    confirmPassword: z.string('Please confirm your password').min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** `PATCH /api/users/{userId}/settings` (Settings → Units, Privacy; issue 17 §4): any of the settings. */
export const userSettingsSchema = z
  .object({
    preferredUnits: z.object({ length: z.enum(LENGTH_UNITS), weight: z.enum(WEIGHT_UNITS) }).optional(),
    newMoodboardsPublic: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.preferredUnits !== undefined || v.newMoodboardsPublic !== undefined, { message: 'Nothing to change' });

/** Answer of change-password and 'Sign out of all other devices': how many sessions ended. */
export const sessionsEndedSchema = z.object({ success: z.literal(true), endedSessions: z.number().int().min(0) });
