/** `/performance`: Performance dashboard, admin-gated (spec 02 §6), not behind the user sign-in. */
import { createFileRoute } from '@tanstack/react-router';
import { PerformanceScreen } from '@/features/admin/components/performance-screen';

export const Route = createFileRoute('/performance')({
  component: PerformanceScreen,
});
