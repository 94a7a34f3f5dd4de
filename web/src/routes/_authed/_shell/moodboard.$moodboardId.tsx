/** `/moodboard/{moodboardId}`: moodboard detail (spec 02 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { MoodboardScreen } from '@/features/moodboards/components/moodboard-screen';

export const Route = createFileRoute('/_authed/_shell/moodboard/$moodboardId')({
  component: MoodboardScreen,
});
