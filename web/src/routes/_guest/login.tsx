/** `/login`: sign in; `?redirect=` is where to go afterwards (set by the signed-in guard). */
import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '@/lib/search-params';
import { LoginScreen } from '@/features/auth/components/login-screen';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalString(search.redirect) }),
  component: LoginScreen,
});
