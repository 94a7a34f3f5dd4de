import type { ResolveReportInput } from '@seamline/shared/contracts/moderation';
import type * as z from 'zod';
import type { resolveResultSchema } from '@seamline/shared/contracts/moderation';

export async function resolveReport(_adminId: string, _reportId: string, _input: ResolveReportInput): Promise<z.infer<typeof resolveResultSchema>> {
  throw new Error('not implemented yet');
}
