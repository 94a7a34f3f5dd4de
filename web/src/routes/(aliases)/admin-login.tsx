/** `/admin-login`: Admin login (also at /admin/login). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/admin/components/admin-login-screen';
import { validateAdminLoginSearch } from '@/features/admin/lib/admin-login-search';

export const Route = createFileRoute('/(aliases)/admin-login')({
  validateSearch: validateAdminLoginSearch,
  component: AdminLoginScreen,
});
