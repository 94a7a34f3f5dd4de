/** `/admin/moderation?tab=`: the moderation queue and audit log (issue 33 §4), admin-gated like /performance. */
import { createFileRoute } from '@tanstack/react-router';
import { ModerationScreen } from '@/features/admin/components/moderation-screen';
import { validateModerationSearch } from '@/features/admin/lib/moderation-search';

export const Route = createFileRoute('/admin/moderation')({
  validateSearch: validateModerationSearch,
  component: ModerationScreen,
});
