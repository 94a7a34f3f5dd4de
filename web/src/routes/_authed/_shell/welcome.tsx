/** `/welcome`: Welcome page after sign-up. */
import { createFileRoute } from '@tanstack/react-router';
import { WelcomeScreen } from '@/features/onboarding/components/welcome-screen';

export const Route = createFileRoute('/_authed/_shell/welcome')({
  component: WelcomeScreen,
});
