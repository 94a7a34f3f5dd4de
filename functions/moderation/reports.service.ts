import type { CreateReportInput, Report } from '@seamline/shared/contracts/moderation';

export async function createReport(_reporterId: string, _input: CreateReportInput): Promise<{ report: Report; created: boolean }> {
  throw new Error('not implemented yet');
}
