/** `/verify-email?token=`: email verification (spec 01 §4). */
import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@/lib/search-params';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export const Route = createFileRoute('/_guest/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  component: VerifyEmailScreen,
});
