/** The main tabbed shell around every signed-in screen (spec 01 §2 "Main shell"). */
import { createFileRoute } from '@tanstack/react-router';
import { MainShell } from '@/features/shell/components/main-shell';

export const Route = createFileRoute('/_authed/_shell')({
  component: MainShell,
});
