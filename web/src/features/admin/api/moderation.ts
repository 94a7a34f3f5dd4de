/**
 * The moderation queue's calls (issue 33 §4), admin session only: `GET /api/admin/reports`
 * (one row per reported target, oldest first, 20 a page by cursor), `GET /api/admin/audit-log`
 * (newest first, 50 a page) and `POST /api/admin/reports/{reportId}/resolve`. A resolve
 * refetches both queue tabs (the case leaves Open and appears under Resolved) and the audit log.
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveReportInput } from '@seamline/shared/contracts/moderation';
import type { ReportStatus } from '@seamline/shared/contracts/moderation-constants';
import { api } from '@/lib/api-client';

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (status: ReportStatus) => ['admin', 'moderation', 'queue', status] as const,
  audit: () => ['admin', 'moderation', 'audit'] as const,
};

/** One status of the queue, page by page. */
export function moderationQueueQueryOptions(status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(status),
    queryFn: ({ pageParam, signal }) => api('GET /api/admin/reports', { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The audit log, newest first. */
export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.audit(),
    queryFn: ({ pageParam, signal }) => api('GET /api/admin/audit-log', { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Resolve a target's open reports (the confirmation dialog shows `isPending`). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, ...body }: ResolveReportInput & { reportId: string }) =>
      api('POST /api/admin/reports/{reportId}/resolve', { params: { reportId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
