/** `/closet/{userId}`: a user's profile screen with their closet (spec 02 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { PersonProfileScreen } from '@/features/profile/components/person-profile-screen';

export const Route = createFileRoute('/_authed/_shell/closet/$userId')({
  component: PersonProfileScreen,
});
