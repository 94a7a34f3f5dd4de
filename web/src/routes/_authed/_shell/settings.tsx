/** `/settings` (issue 17 §4): Account, Units, Moodboards, Privacy. */
import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export const Route = createFileRoute('/_authed/_shell/settings')({
  component: SettingsScreen,
});
