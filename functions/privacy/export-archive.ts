/**
 * The data export's archive (issue 22, GDPR Art. 20): ONE ZIP streamed to
 * `exports/<userId>/<exportId>.zip` in the media bucket, never held whole in memory.
 *
 * Layout:
 *   README.txt                       what each file holds
 *   data/account.json                the User item (no password hash)
 *   data/<single item>.json          privacySettings, notificationPreferences, … (`USER_SINGLE_ITEMS`)
 *   data/<source>.json               a JSON array per source of `USER_DATA_SOURCES`, the SAME list
 *                                    account deletion removes (so a new entity is both deleted
 *                                    and exported), minus {@link NOT_EXPORTED}
 *   data/moodboardItems.json         the items of the person's moodboards
 *   data/outfitEvents.json           the events the person created or collaborates on
 *   photos/<key>                     every object under the person's media prefixes
 *                                    (`mediaPrefixesOf`: avatar, closet, posts, outfits, retained scans)
 *
 * JSON files are deflated (fflate `ZipDeflate`); photos are stored (`ZipPassThrough`: JPEG/WebP
 * do not compress). The ZIP bytes go through a PassThrough into `@aws-sdk/lib-storage`'s
 * `Upload` (multipart above 5 MB), with backpressure: a push waits for 'drain' when the upload
 * has not taken the bytes before, so memory stays at about two upload parts (≈ 10 MB).
 *
 * Secrets never leave: attributes named like a hash, secret or token ({@link SECRET_ATTRIBUTE})
 * are dropped from every item, and sources that hold nothing but such values are not exported.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** A ZIP entry being written (both fflate entry kinds take pushes). */
type ZipEntry = ZipDeflate | ZipPassThrough;
import { EXPORTS_PREFIX } from '@seamline/shared/contracts/media';
import { db } from '../_core/aws-clients';
import { mediaBucket, s3 } from '../media/s3';
import { hasHappened, parseWearEntry, pastWears } from '@seamline/shared/domain/closet/wear-log';
import { USER_DATA_SOURCES, USER_SINGLE_ITEMS, mediaPrefixesOf, type DataItem, type UserDataSourceName } from './user-data';

/**
 * Sources of `USER_DATA_SOURCES` left out of the archive, with the reason:
 * - idempotencyRecords: cached copies of the person's own API answers (already in the other files);
 * - connections: live WebSocket connection ids (gone when the tab closes);
 * - userTokens, deviceAccounts: one-time email-link and known-device tokens, stored only as hashes;
 * - userSessions: the per-user index of the sessions (token hashes only; `sessions` lists them).
 */
export const NOT_EXPORTED: readonly UserDataSourceName[] = ['idempotencyRecords', 'connections', 'userTokens', 'deviceAccounts', 'userSessions'];

/**
 * How a source's stored items are written when the stored shape would mislead (issue 34 §4):
 * `itemWears` — the wear log of each closet item as WEARS (`wears`: oldest first, `wornAt`,
 * `source` event / manual, the event or wear id) counted like item details count them, i.e. only
 * those whose moment has passed by the export; finalized events still ahead are listed apart as
 * `upcoming` (planned, not worn), and `washedAt` is the last 'Mark washed'.
 */
export const EXPORT_VIEWS: Partial<Record<UserDataSourceName, (item: DataItem, at: string) => DataItem>> = {
  itemWears: (item, at) => {
    const entries = [...((item.wears as Iterable<string> | undefined) ?? [])];
    const worn = pastWears(entries, at);
    const upcoming = entries.map(parseWearEntry).filter((w) => !hasHappened(w.wornAt, at)).sort((a, b) => (a.wornAt < b.wornAt ? -1 : 1));
    return { itemId: item.itemId, wearCount: worn.length, wears: worn, upcoming, washedAt: item.washedAt ?? null };
  },
};

/**
 * Rows of a source left out: the `blocked_by` rows of `blocks` — they name who blocked the
 * person, which a block never tells (issue 33 §1); the person's own blocks are exported.
 */
export const isExported = (source: string, item: DataItem): boolean => !(source === 'blocks' && item.direction === 'blocked_by');

/** Single items of `USER_SINGLE_ITEMS` left out: the export job's own state. */
const NOT_EXPORTED_SINGLE: readonly string[] = ['dataExport'];

/**
 * Attributes never exported: password / token hashes, secrets, ElectroDB internals, TTLs, and the
 * BlockCount's hidden set (`hidden*`: a read index of the Block rows, which are exported as
 * `blocks`).
 */
export const SECRET_ATTRIBUTE = /hash$|secret|password|token$|^__edb_|^ttl$|^hidden(Complete|Version)?$/i;

/** Items per Query page while writing a source (bounded memory per file). */
const PAGE = 500;

/** The archive written: its key, size in bytes and number of files. */
export interface ArchiveResult {
  key: string;
  sizeBytes: number;
  files: number;
}

/** `item` without {@link SECRET_ATTRIBUTE} attributes (a shallow copy; nested values are kept). */
export function exportable(item: DataItem): DataItem {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !SECRET_ATTRIBUTE.test(name)));
}

/** S3 key of an export's archive: `exports/<userId>/<exportId>.zip`. */
export const archiveKeyOf = (userId: string, exportId: string): string => `${EXPORTS_PREFIX}${userId}/${exportId}.zip`;

const README = (userId: string, at: string) =>
  [
    'Your Seamline data',
    '==================',
    '',
    `Exported ${at} for account ${userId}.`,
    '',
    'data/account.json        your account and profile',
    'data/<kind>.json         one JSON array per kind of data: measurements (every version),',
    '                         closetItems, closetSections, savedItems, moodboards, moodboardItems,',
    '                         posts, postLikes, postComments, postShares, following, followers,',
    '                         blocks, notifications, feedEntries, outfitEvents, outfitSuggestions,',
    '                         itemWears (your wear log: wears up to the export, planned ones apart),',
    '                         sessions, settings and the rest',
    'data/<setting>.json      single records: privacySettings, notificationPreferences, …',
    'photos/…                 every photo you uploaded: profile photo, closet, posts, outfits and',
    '                         retained body-scan photos, under their storage paths',
    '',
    'Dates are ISO-8601 in UTC; lengths are in centimetres and weights in kilograms unless a',
    'field names its unit.',
    '',
  ].join('\n');

/**
 * A ZIP writer over a Node stream with backpressure: `file()` starts an entry, `push()` writes
 * bytes and waits while the stream is full.
 */
class ZipWriter {
  readonly out = new PassThrough();
  bytes = 0;
  files = 0;
  private readonly zip: Zip;
  private failure: Error | null = null;

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        this.out.destroy(error);
        return;
      }
      this.bytes += chunk.length;
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  file(name: string, compress: boolean): ZipEntry {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    this.files++;
    return entry;
  }

  async push(entry: ZipEntry, data: Uint8Array, final = false): Promise<void> {
    if (this.failure) throw this.failure;
    entry.push(data, final);
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async json(name: string, value: unknown): Promise<void> {
    await this.push(this.file(name, true), strToU8(JSON.stringify(value, null, 2)), true);
  }

  end(): void {
    this.zip.end();
  }
}

/** Write one source as a JSON array, page by page. */
async function writeSource(zip: ZipWriter, name: string, pages: (cursor: string | null) => Promise<{ items: DataItem[]; cursor: string | null }>) {
  const entry = zip.file(`data/${name}.json`, true);
  await zip.push(entry, strToU8('['));
  let cursor: string | null = null;
  let first = true;
  do {
    const page = await pages(cursor);
    for (const item of page.items) {
      if (!isExported(name, item)) continue;
      await zip.push(entry, strToU8(`${first ? '\n' : ',\n'}${JSON.stringify(exportable(item))}`));
      first = false;
    }
    cursor = page.cursor;
  } while (cursor);
  await zip.push(entry, strToU8(first ? ']\n' : '\n]\n'), true);
}

/** The items of the person's moodboards (keys derived from each board). */
async function writeMoodboardItems(zip: ZipWriter, userId: string) {
  await writeSource(zip, 'moodboardItems', async (cursor) => {
    const boards = await USER_DATA_SOURCES.moodboards.page(userId, cursor, 25);
    const items: DataItem[] = [];
    for (const board of boards.items) {
      const { data } = await db.entities.moodboardItem.query.byBoardProduct({ moodboardId: String(board.moodboardId) }).go({ pages: 'all' });
      items.push(...(data as DataItem[]));
    }
    return { items, cursor: boards.cursor };
  });
}

/** The outfit events of the person's memberships (creator or collaborator). */
async function writeOutfitEvents(zip: ZipWriter, userId: string) {
  await writeSource(zip, 'outfitEvents', async (cursor) => {
    const members = await USER_DATA_SOURCES.outfitEventMemberships.page(userId, cursor, 100);
    const keys = members.items.map((m) => ({ eventId: String(m.eventId) }));
    if (!keys.length) return { items: [], cursor: members.cursor };
    const { data } = await db.entities.outfitEvent.get(keys).go();
    return { items: data as DataItem[], cursor: members.cursor };
  });
}

/** Every object under the person's media prefixes, stored under `photos/<key>`. */
async function writePhotos(zip: ZipWriter, userId: string) {
  const Bucket = mediaBucket();
  for (const Prefix of mediaPrefixesOf(userId)) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const { Key } of page.Contents ?? []) {
        if (!Key) continue;
        const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
        const entry = zip.file(`photos/${Key}`, false);
        for await (const chunk of object.Body as AsyncIterable<Uint8Array>) await zip.push(entry, chunk);
        await zip.push(entry, new Uint8Array(0), true);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

/**
 * Write the person's archive (module doc) to `exports/<userId>/<exportId>.zip`. Writing it again
 * with the same ids replaces it (a retried job leaves one archive).
 * @param user the User item (as read by the job); @param at ISO-8601 instant named in README.txt.
 * @returns the key, size in bytes and number of files.
 * @throws on DynamoDB or S3 failures (the upload is aborted; nothing half-written stays visible:
 *   a multipart upload completes only at the end).
 */
export async function writeArchive(user: DataItem & { id: string }, exportId: string, at: string): Promise<ArchiveResult> {
  const userId = user.id;
  const key = archiveKeyOf(userId, exportId);
  const zip = new ZipWriter();
  const upload = new Upload({
    client: s3,
    params: { Bucket: mediaBucket(), Key: key, Body: zip.out, ContentType: 'application/zip' },
    queueSize: 2,
    leavePartsOnError: false,
  });
  const uploaded = upload.done();
  // The upload's failure would otherwise surface only at the end (or never, while a push waits).
  uploaded.catch((error: unknown) => zip.out.destroy(error as Error));
  try {
    await zip.push(zip.file('README.txt', true), strToU8(README(userId, at)), true);
    await zip.json('data/account.json', exportable(user));
    for (const { entity, key: itemKey } of USER_SINGLE_ITEMS(userId)) {
      if (NOT_EXPORTED_SINGLE.includes(entity)) continue;
      const { data } = await (db.entities[entity] as unknown as { get(k: object): { go(): Promise<{ data: DataItem | null }> } })
        .get(itemKey)
        .go();
      if (data) await zip.json(`data/${entity}.json`, exportable(data));
    }
    for (const [name, source] of Object.entries(USER_DATA_SOURCES) as [UserDataSourceName, (typeof USER_DATA_SOURCES)[UserDataSourceName]][]) {
      if (NOT_EXPORTED.includes(name)) continue;
      const view = EXPORT_VIEWS[name];
      await writeSource(zip, name, async (cursor) => {
        const page = await source.page(userId, cursor, PAGE);
        return view ? { ...page, items: page.items.map((item) => view(item, at)) } : page;
      });
    }
    await writeMoodboardItems(zip, userId);
    await writeOutfitEvents(zip, userId);
    await writePhotos(zip, userId);
    zip.end();
    await uploaded;
  } catch (error) {
    // Without s3:AbortMultipartUpload the abort fails quietly; the bucket's
    // 'abort-incomplete-multipart-uploads' lifecycle rule removes the parts after a day.
    await upload.abort().catch(() => undefined);
    zip.out.destroy();
    throw error;
  }
  return { key, sizeBytes: zip.bytes, files: zip.files };
}
