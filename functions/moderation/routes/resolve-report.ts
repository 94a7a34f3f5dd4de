/** `POST /api/admin/reports/{reportId}/resolve` {action, note?} → what the action did (issue 33 §4). */
import type { RouteImpl } from '../../_core/http-handler';
import { resolveReport } from '../resolve.service';

export const resolveReportRoute: RouteImpl<'POST /api/admin/reports/{reportId}/resolve'> = async ({ params, body, caller }) =>
  resolveReport(caller.userId, params.reportId, body);
