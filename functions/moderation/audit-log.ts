import type * as z from 'zod';
import type { auditPageSchema } from '@seamline/shared/contracts/moderation';

export async function listAuditLog(_cursor?: string): Promise<z.infer<typeof auditPageSchema>> {
  return { items: [], nextCursor: null };
}
