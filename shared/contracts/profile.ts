/**
 * Profile and onboarding contracts (spec 01 §2 Onboarding wizard, §3 UserOnboarding, Profile
 * schema, Profile update payload, Style preference; §4 Onboarding; §5 Profile, Style).
 */
import * as z from 'zod';
import { personNameSchema, usernameSchema } from './auth';

/** The six onboarding milestones in wizard order (spec 01 §3 UserOnboarding). */
export const ONBOARDING_FLAGS = [
  'welcomeCompleted',
  'profileSetupCompleted',
  'measurementsCompleted',
  'preferencesCompleted',
  'firstItemAdded',
  'tutorialViewed',
] as const;
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];

/** `onboardingStep` names, one per flag, in order; 'completed' when all six are true. */
export const ONBOARDING_STEPS = ['welcome', 'profile', 'measurements', 'preferences', 'first-item', 'tutorial'] as const;

export const onboardingStateSchema = z.object({
  userId: z.string(),
  welcomeCompleted: z.boolean(),
  profileSetupCompleted: z.boolean(),
  measurementsCompleted: z.boolean(),
  preferencesCompleted: z.boolean(),
  firstItemAdded: z.boolean(),
  tutorialViewed: z.boolean(),
  /** First step whose flag is false (default 'welcome'), or 'completed'. */
  onboardingStep: z.enum([...ONBOARDING_STEPS, 'completed']),
  onboardingCompleted: z.boolean(),
  /** Count of true flags / 6, in percent (0–100, integer). */
  completionPercent: z.number().int().min(0).max(100),
  completedAt: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingQuerySchema = z.object({ userId: z.string().min(1).max(64) });

/** `POST /api/auth/onboarding/{userId}`: exactly one flag, set true (spec 01 §7). */
export const onboardingUpdateSchema = z
  .object(Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, z.literal(true).optional()])) as Record<OnboardingFlag, z.ZodOptional<z.ZodLiteral<true>>>)
  .strict()
  .refine((v) => Object.keys(v).length === 1, { message: 'Set exactly one onboarding step at a time' });

/** Spec 01 §2 Onboarding step 4: the 12 style categories. */
export const STYLE_CATEGORIES = [
  'Casual', 'Business', 'Formal', 'Streetwear', 'Bohemian', 'Minimalist',
  'Vintage', 'Athletic', 'Gothic', 'Preppy', 'Romantic', 'Edgy',
] as const;

/** Spec 01 §3 Style preference schema; only categories are collected by the wizard. */
export const stylePreferencesSchema = z.object({
  styleCategories: z
    .array(z.enum(STYLE_CATEGORIES), 'Select at least one style category')
    .min(1, 'Select at least one style category')
    .max(STYLE_CATEGORIES.length)
    .transform((c) => [...new Set(c)]),
  favoriteBrands: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  budgetRange: z.string().trim().max(40).optional(),
});
export const stylePreferencesResponseSchema = z.object({
  userId: z.string(),
  styleCategories: z.array(z.enum(STYLE_CATEGORIES)),
  favoriteBrands: z.array(z.string()),
  budgetRange: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export { RESERVED_USERNAMES } from './auth';

/**
 * `PUT /api/auth/profile/{userId}` (spec 01 §3 Profile update payload + the Profile schema's
 * optional fields). Onboarding step 2 sends firstName, lastName, bio; the profile editor also
 * sends location, preferredSize, username and an uploaded `profileImageKey`.
 */
export const profileUpdateSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  bio: z.string().trim().max(500, 'Bio must be at most 500 characters').optional(),
  location: z.string().trim().max(100, 'Location must be at most 100 characters').optional(),
  preferredSize: z.string().trim().max(10, 'Preferred size must be at most 10 characters').optional(),
  username: usernameSchema.optional(),
  /** S3 key returned by the profile-photo presign route; must be under the caller's prefix. */
  profileImageKey: z.string().max(300).optional(),
});

/**
 * The profile editor's form: the same rules as the route (issue 17 §2: one rule per field, so
 * whatever registration accepted, Edit Profile saves unchanged).
 */
export const profileFormSchema = profileUpdateSchema;
