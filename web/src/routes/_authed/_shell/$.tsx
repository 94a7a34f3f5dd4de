/** Any other path, signed in: the main shell with the not-found view as the last fallback. */
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '@/components/not-found-view';

export const Route = createFileRoute('/_authed/_shell/$')({
  component: NotFoundView,
});
