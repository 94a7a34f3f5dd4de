/**
 * Reporting from the web (issue 33 §3): `POST /api/reports` with one Idempotency-Key per dialog
 * submission. The server answers 201 for a new report and 200 with the same report when the
 * person had already reported the target; `created` tells the dialog which toast to show.
 * The hook does not toast and does not block: the report dialog does both (blocking through
 * `useBlockPerson`, the profile menu's own hook).
 */
import type { CreateReportInput, Report } from '@seamline/shared/contracts/moderation';
// Relative imports: the unit test loads this module without the app's '@/' alias.
import { api } from '../api-client';
import { useIdempotentMutation, type WithIdempotencyKey } from '../use-idempotent-mutation';

/** The report and whether this request created it (201) or found the caller's earlier one (200). */
export interface ReportResult {
  report: Report;
  created: boolean;
}

/** Send a report. @throws ApiError 400 (field errors, reporting oneself), 404 (target gone), 429 (20 an hour) */
export async function createReport({ idempotencyKey, ...body }: WithIdempotencyKey<CreateReportInput>): Promise<ReportResult> {
  let status = 0;
  const report = await api('POST /api/reports', { body, idempotencyKey, onStatus: (s) => (status = s) });
  return { report, created: status === 201 };
}

/** The report dialog's mutation (its submit button shows `isPending`). */
export function useCreateReport() {
  return useIdempotentMutation({ mutationFn: createReport });
}
