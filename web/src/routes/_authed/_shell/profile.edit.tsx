/** `/profile/edit`: the second spelling of profile editing (spec 01 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditScreen } from '@/features/profile/components/profile-edit-screen';

export const Route = createFileRoute('/_authed/_shell/profile/edit')({
  component: ProfileEditScreen,
});
