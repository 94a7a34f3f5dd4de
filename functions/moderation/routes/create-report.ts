/** `POST /api/reports` {targetType, targetId, reason, details?} → 201 the report (200: the caller's earlier report of the target). */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { createReport } from '../reports.service';

export const createReportRoute: RouteImpl<'POST /api/reports'> = async ({ body, caller }) => {
  const { report, created } = await createReport(caller.userId, body);
  return reply({ status: created ? 201 : 200, body: report });
};
