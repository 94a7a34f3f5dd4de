/**
 * The whole-table parallel Scan of the maintenance passes (`admin:backfill-indexes`,
 * `admin:migrate-shares`, `admin:backfill-block-sets`; ARCHITECTURE §5 allows a Scan in
 * maintenance scripts only): `segments` segments at once, each read page by page to its end.
 */
import { ScanCommand, type DynamoDBDocumentClient, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';

/** What a pass asks of every page: filter, projection, page size, consistency. */
export type ScanParams = Omit<ScanCommandInput, 'TableName' | 'Segment' | 'TotalSegments' | 'ExclusiveStartKey'>;

/**
 * Scan `tableName` in `segments` parallel segments; `onPage` gets each page's items and how many
 * items the page read before its filter (`ScannedCount`), in order within a segment (the next
 * page is read after `onPage` settles).
 * @throws RangeError for segments outside 1–64; the DynamoDB error of a page or `onPage`'s error.
 */
export async function parallelScan(
  client: DynamoDBDocumentClient,
  { tableName, segments, params = {} }: { tableName: string; segments: number; params?: ScanParams },
  onPage: (items: Record<string, unknown>[], scanned: number) => Promise<void> | void,
): Promise<void> {
  if (!Number.isInteger(segments) || segments < 1 || segments > 64) throw new RangeError(`segments must be 1–64, got ${segments}`);
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(new ScanCommand({ ...params, TableName: tableName, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start }));
        await onPage(page.Items ?? [], page.ScannedCount ?? 0);
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
}
