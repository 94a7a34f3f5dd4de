/** `/profile`: the Profile tab. */
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

export const Route = createFileRoute('/_authed/_shell/profile/')({
  component: ProfileScreen,
});
