/**
 * Area `moderation` (issue 33 §3–§4): reports by people (`POST /api/reports`) and the admin
 * moderation queue, its resolve actions (remove, suspend, dismiss, restore) and the audit log.
 */
import { createAreaHandler } from '../_core/http-handler';
import { createReportRoute } from './routes/create-report';
import { listQueueRoute } from './routes/list-queue';
import { resolveReportRoute } from './routes/resolve-report';
import { listAuditLogRoute } from './routes/list-audit-log';

export const handler = createAreaHandler('moderation', {
  'POST /api/reports': createReportRoute,
  'GET /api/admin/reports': listQueueRoute,
  'POST /api/admin/reports/{reportId}/resolve': resolveReportRoute,
  'GET /api/admin/audit-log': listAuditLogRoute,
});
