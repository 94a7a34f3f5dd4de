/** `/admin/login`: the second spelling of the admin login (spec 01 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/admin/components/admin-login-screen';
import { validateAdminLoginSearch } from '@/features/admin/lib/admin-login-search';

export const Route = createFileRoute('/admin/login')({
  validateSearch: validateAdminLoginSearch,
  component: AdminLoginScreen,
});
