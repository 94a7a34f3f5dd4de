/** `/profile-edit`: Profile editing (also at /profile/edit). */
import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditScreen } from '@/features/profile/components/profile-edit-screen';

export const Route = createFileRoute('/_authed/_shell/(aliases)/profile-edit')({
  component: ProfileEditScreen,
});
