/**
 * Pure mapping from the stored UserOnboarding item to the API's onboarding state
 * (spec 01 §3 UserOnboarding, §4 Onboarding: completion percent = true flags / 6).
 */
import {
  ONBOARDING_FLAGS,
  ONBOARDING_STEPS,
  type OnboardingFlag,
  type OnboardingState,
} from '@seamline/shared/contracts/profile';

/** The stored milestones; a missing flag (or a missing item) counts as false. */
export type OnboardingItem = Partial<Record<OnboardingFlag, boolean>> & { completedAt?: string | null };

/** True when every one of the six milestones is true. */
export function allFlagsSet(item: OnboardingItem | null | undefined): boolean {
  return ONBOARDING_FLAGS.every((f) => item?.[f] === true);
}

/**
 * Build the response for `userId` from its item (null: never started → all false, step
 * 'welcome'). `onboardingStep` is the first step whose flag is false, or 'completed';
 * `completionPercent` is round(count / 6 × 100).
 */
export function toOnboardingState(userId: string, item: OnboardingItem | null | undefined): OnboardingState {
  const flags = Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, item?.[f] === true])) as Record<
    OnboardingFlag,
    boolean
  >;
  const firstOpen = ONBOARDING_FLAGS.findIndex((f) => !flags[f]);
  const done = ONBOARDING_FLAGS.filter((f) => flags[f]).length;
  return {
    userId,
    ...flags,
    onboardingStep: firstOpen < 0 ? 'completed' : ONBOARDING_STEPS[firstOpen]!,
    onboardingCompleted: firstOpen < 0,
    completionPercent: Math.round((done / ONBOARDING_FLAGS.length) * 100),
    completedAt: item?.completedAt ?? null,
  };
}

/** The one flag set true in an update body (the contract allows exactly one). */
export function flagOf(body: Partial<Record<OnboardingFlag, true | undefined>>): OnboardingFlag | undefined {
  return ONBOARDING_FLAGS.find((f) => body[f] === true);
}
