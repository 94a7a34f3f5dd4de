/**
 * `POST /api/users/{userId}/export` (202, the new job) and `GET /api/users/{userId}/export`
 * (the latest job; a presigned link when ready) — issue 22, GDPR Art. 20. Another person's id →
 * 403; a second request within the hour → 429 (`functions/privacy/data-export.service.ts`).
 */
import { reply, type RouteImpl } from '../../_core/http-handler';
import { getDataExport, requestDataExport } from '../../privacy/data-export.service';

export const startDataExport: RouteImpl<'POST /api/users/{userId}/export'> = async ({ params, caller }) =>
  reply({ status: 202, body: await requestDataExport(caller.userId, params.userId) });

export const readDataExport: RouteImpl<'GET /api/users/{userId}/export'> = async ({ params, caller }) =>
  reply({ body: await getDataExport(caller.userId, params.userId) });
