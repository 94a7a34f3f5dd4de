/** `/performance?range=&page=&device=&browser=`: Performance dashboard, admin-gated (spec 02 §2.16, §6), not behind the user sign-in. */
import { createFileRoute } from '@tanstack/react-router';
import { PerformanceScreen } from '@/features/admin/components/performance-screen';
import { validateDashboardSearch } from '@/features/admin/lib/dashboard-search';

export const Route = createFileRoute('/performance')({
  validateSearch: validateDashboardSearch,
  component: PerformanceScreen,
});
