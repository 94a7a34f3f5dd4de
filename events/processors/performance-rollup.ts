/**
 * Processor: PerfReport INSERT → the hourly and daily real-user aggregates (issue 21; design in
 * `functions/analytics/rollup/fold.ts`). A batch's reports are grouped by day and folded in
 * chunks of ONE transaction each (rows conditioned on their `version` + a StreamReceipt per
 * report), so a batch of 100 reports costs a handful of reads and transactions instead of 600
 * row writes, concurrent batches lose nothing, and a redelivered report counts once.
 *
 * Raw reports stay until their TTL (7 days); the processor does not delete them (a delete is a
 * second write per report, and the TTL is free).
 *
 * Filter (`processors.ts`): INSERT with NewImage of entity `perfReport`.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { performanceReportSchema } from '@seamline/shared/contracts/performance';
import { db } from '@seamline/functions/_core/aws-clients';
import { logger } from '@seamline/functions/_core/powertools';
import { foldReports, type FoldInput } from '@seamline/functions/analytics/rollup/fold';
import { newImage } from '../stream-records';

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The fold input of a stream record, or null for a record that is not a well-formed report. */
export function foldInputOf(record: DynamoDBRecord): FoldInput | null {
  if (record.eventName !== 'INSERT') return null;
  const image = newImage(record);
  if (!image || image.__edb_e__ !== 'perfReport' || typeof image.reportId !== 'string' || typeof image.receivedAt !== 'string') return null;
  // Stored after validation (as JSON text); parsed again so a hand-written item cannot poison the aggregates.
  const report = performanceReportSchema.safeParse(parseJson(image.report));
  if (!report.success) {
    logger.warn('Skipping a malformed stored performance report', { reportId: image.reportId });
    return null;
  }
  return { reportId: image.reportId, receivedAt: image.receivedAt, report: report.data };
}

export async function applyPerformanceRecords(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const inputs: FoldInput[] = [];
  const sequenceOf = new Map<string, string>();
  for (const record of records) {
    const input = foldInputOf(record);
    if (!input) continue;
    inputs.push(input);
    sequenceOf.set(input.reportId, record.dynamodb?.SequenceNumber ?? record.eventID ?? '');
  }
  if (!inputs.length) return { batchItemFailures: [] };
  const { failed, redelivered } = await foldReports(db, inputs, { receipts: true });
  if (redelivered) logger.info('Performance reports already folded', { redelivered });
  if (failed.length) logger.error('performance-rollup failed', { failed: failed.length });
  return { batchItemFailures: failed.map((f) => ({ itemIdentifier: sequenceOf.get(f.reportId)! })) };
}

export const handler = (event: DynamoDBStreamEvent) => applyPerformanceRecords(event.Records);
