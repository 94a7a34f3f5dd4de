/** `GET /api/admin/audit-log?cursor=` → moderation audit entries, newest first. */
import type { RouteImpl } from '../../_core/http-handler';
import { listAuditLog } from '../audit-log';

export const listAuditLogRoute: RouteImpl<'GET /api/admin/audit-log'> = async ({ query }) => listAuditLog(query.cursor);
