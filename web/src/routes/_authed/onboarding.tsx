/** `/onboarding`: the six-step wizard, signed in only, outside the tabbed shell. */
import { createFileRoute } from '@tanstack/react-router';
import { OnboardingScreen } from '@/features/onboarding/components/onboarding-screen';

export const Route = createFileRoute('/_authed/onboarding')({
  component: OnboardingScreen,
});
