/**
 * `/onboarding`: the six-step wizard, signed in only (the parent guard sends others to
 * /login), outside the tabbed shell. A user who completed onboarding goes to / (spec 01 §2).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { onboardingQueryOptions } from '@/features/onboarding/api/onboarding-state';
import { OnboardingScreen } from '@/features/onboarding/components/onboarding-screen';

export const Route = createFileRoute('/_authed/onboarding')({
  beforeLoad: async ({ context }) => {
    const state = await context.queryClient.fetchQuery(onboardingQueryOptions(context.user.id)).catch(() => null);
    if (state?.onboardingCompleted) throw redirect({ to: '/' });
  },
  component: OnboardingScreen,
});
