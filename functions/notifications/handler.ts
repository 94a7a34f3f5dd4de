/**
 * Area `notifications` (issue 18; spec 02 §2.9, §4, §9): the bell's REST for first paint and
 * resync — list with the badge, mark seen, mark one read, Clear All — and the per-type
 * preferences. Rows are created by the `notifications` stream processor and pushed over `/ws`.
 */
import { createAreaHandler } from '../_core/http-handler';
import { listNotifications } from './routes/list-notifications';
import { markAllSeen } from './routes/mark-all-seen';
import { markRead } from './routes/mark-read';
import { clearNotifications } from './routes/clear-notifications';
import { getPreferences } from './routes/get-preferences';
import { putPreferences } from './routes/put-preferences';

export const handler = createAreaHandler('notifications', {
  'GET /api/notifications': listNotifications,
  'POST /api/notifications/seen': markAllSeen,
  'POST /api/notifications/{notificationId}/read': markRead,
  'DELETE /api/notifications': clearNotifications,
  'GET /api/users/{userId}/notification-preferences': getPreferences,
  'PUT /api/users/{userId}/notification-preferences': putPreferences,
});
