/** `/admin/login`: the second spelling of the admin login (spec 01 §2). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/admin/components/admin-login-screen';

export const Route = createFileRoute('/admin/login')({
  component: AdminLoginScreen,
});
