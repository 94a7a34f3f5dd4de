import type { ModerationQueue, ReportStatus } from '@seamline/shared/contracts/moderation';

export async function listQueue(_status: ReportStatus, _cursor?: string): Promise<ModerationQueue> {
  return { items: [], nextCursor: null };
}
