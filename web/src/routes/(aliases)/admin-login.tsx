/** `/admin-login`: Admin login (also at /admin/login). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoginScreen } from '@/features/admin/components/admin-login-screen';

export const Route = createFileRoute('/(aliases)/admin-login')({
  component: AdminLoginScreen,
});
