/**
 * `/performance` (spec 02 §2.16, §6): admin access is checked first (`AdminGate`: checking →
 * granted or denied). 401 redirects to /admin/login; other failures show 'Access Denied - Admin
 * authentication is required to access the performance dashboard.' with 'Go to Admin Login' and
 * 'Back to Home'. Granted shows the dashboard under the admin header (not the user shell).
 */
import { AdminGate } from './admin-shell';
import { PerformanceDashboard } from './performance-dashboard';

export function PerformanceScreen() {
  return (
    <AdminGate page="/performance">
      <PerformanceDashboard />
    </AdminGate>
  );
}
