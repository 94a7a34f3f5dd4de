/**
 * The data export's archive (issue 22, GDPR Art. 20): ONE ZIP streamed to
 * `exports/<userId>/<exportId>.zip` in the media bucket, never held whole in memory.
 *
 * Layout (issue 35 §4: every file is listed with its count in README.txt and manifest.json):
 *   data/account.json                the User item (no password hash)
 *   data/privacySettings.json        ALWAYS: the saved settings, or the defaults the app applies
 *   data/notificationPreferences.json  ALWAYS: likewise ({@link settingsFile}: `source` saved / defaults)
 *   data/<single item>.json          the other single items that exist (`USER_SINGLE_ITEMS`)
 *   data/<source>.json               a JSON array per source of `USER_DATA_SOURCES`, the SAME list
 *                                    account deletion removes (so a new entity is both deleted
 *                                    and exported), minus {@link NOT_EXPORTED}; suggestion
 *                                    comments and favourites by the person come from their author
 *                                    index, so those in events the person has left are included
 *   data/moodboardItems.json         the items of the person's moodboards
 *   data/outfitEvents.json           the events the person created or collaborates on
 *   photos/<key>.<ext>               every object under the person's media prefixes
 *                                    (`mediaPrefixesOf`: avatar, closet, posts, outfits, retained
 *                                    scans), named with the extension of its stored content type
 *                                    ({@link photoNameOf})
 *   manifest.json                    every file above with its record count (JSON) or bytes and
 *                                    content type (photos), written last
 *   README.txt                       what each file holds, with the same counts, written last
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
import { EXPORTS_PREFIX } from '@seamline/shared/contracts/media';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@seamline/shared/contracts/notifications';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { hasHappened, parseWearEntry, pastWears } from '@seamline/shared/domain/closet/wear-log';
import { db } from '../_core/aws-clients';
import { mediaBucket, s3 } from '../media/s3';
import { USER_DATA_SOURCES, USER_SINGLE_ITEMS, mediaPrefixesOf, type DataItem, type UserDataSourceName } from './user-data';

/** A ZIP entry being written (both fflate entry kinds take pushes). */
type ZipEntry = ZipDeflate | ZipPassThrough;

/**
 * Sources of `USER_DATA_SOURCES` left out of the archive, with the reason:
 * - idempotencyRecords: cached copies of the person's own API answers (already in the other files);
 * - connections: live WebSocket connection ids (gone when the tab closes);
 * - userTokens, deviceAccounts: one-time email-link and known-device tokens, stored only as hashes;
 * - userSessions: the per-user index of the sessions (token hashes only; `sessions` lists them).
 */
export const NOT_EXPORTED: readonly UserDataSourceName[] = ['idempotencyRecords', 'connections', 'userTokens', 'deviceAccounts', 'userSessions'];

/**
 * How a source's stored items are written when the stored shape would mislead (issue 34 §4,
 * issue 35 §4): `itemWears` — the wear log of each closet item as WEARS (`wears`: oldest first,
 * `wornAt`, `source` event / manual, the event or wear id), counted by THE rule item details, cost
 * per wear and the stylist use (`pastWears` in `shared/domain/closet/wear-log.ts`): a finalized
 * event's wear is dated by the event's instant (its local date and time in its zone, issue 34 §3)
 * and counts only once that instant has passed by the export; finalized events still ahead are
 * listed apart as `upcoming` (planned, not worn), and `washedAt` is the last 'Mark washed'.
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
 * Settings whose absence means the app applies defaults (the routes answer them, nothing is
 * stored until the person saves): their file is ALWAYS written (issue 35 §4), from
 * {@link settingsFile}. The defaults are the contracts' (`DEFAULT_PRIVACY_SETTINGS`, spec 01 §9;
 * `DEFAULT_NOTIFICATION_PREFERENCES`, issue 18), the same ones the settings routes answer.
 */
export const DEFAULTED_SETTINGS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  privacySettings: DEFAULT_PRIVACY_SETTINGS,
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
};

/**
 * The file of a defaulted setting (`DEFAULTED_SETTINGS`): every setting with the value in force,
 * and where it comes from —
 * - `source: 'defaults'` (and `updatedAt: null`) when the person never saved them;
 * - `source: 'saved'` otherwise, with `defaultsApplied` naming the settings the saved item lacks
 *   (saved before the setting existed) and that therefore read as their default, as the routes
 *   read them.
 * @param saved the stored item (secrets already dropped) or null; @param defaults the contract's defaults.
 */
export function settingsFile(userId: string, saved: DataItem | null, defaults: Readonly<Record<string, unknown>>): DataItem {
  const values = Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, saved?.[name] ?? value]));
  if (!saved) return { source: 'defaults', userId, ...values, updatedAt: null };
  const defaultsApplied = Object.keys(defaults).filter((name) => saved[name] == null);
  return { ...saved, source: 'saved', ...values, updatedAt: saved.updatedAt ?? null, defaultsApplied };
}

/**
 * Attributes never exported: password / token hashes, secrets, ElectroDB internals, TTLs, and the
 * BlockCount's hidden set (`hidden*`: a read index of the Block rows, which are exported as
 * `blocks`).
 */
export const SECRET_ATTRIBUTE = /hash$|secret|password|token$|^__edb_|^ttl$|^hidden(Complete|Version)?$/i;

/** Items per Query page while writing a source (bounded memory per file). */
const PAGE = 500;

/**
 * File extensions of the image content types a photo is stored with (`IMAGE_CONTENT_TYPES` of
 * `shared/contracts/media-constants.ts`, plus AVIF), per the IANA media type registrations.
 */
export const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/avif': 'avif',
};

/** ASCII of `bytes[from, to)`. */
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The extension of an image by its first bytes (the formats' signatures: JPEG SOI `FF D8 FF`,
 * PNG `89 'PNG'`, GIF `'GIF8'`, WebP `'RIFF' … 'WEBP'`, HEIF / AVIF ISO-BMFF `'ftyp'` + brand),
 * for objects stored without an image content type; null when none matches.
 */
export function sniffedExtension(head: Uint8Array): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 4 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG') return 'png';
  if (head.length >= 4 && ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'heic';
    if (brand === 'mif1' || brand === 'msf1') return 'heif';
  }
  return null;
}

/**
 * The archive name of a stored photo: `photos/<key>.<ext>`, the extension from its stored content
 * type ({@link PHOTO_EXTENSIONS}), else from its first bytes ({@link sniffedExtension}), else
 * `bin`; a key that already ends with that extension keeps its name (retained scans are stored
 * as `….jpg`).
 * @param key the S3 key; @param contentType the object's Content-Type (parameters ignored);
 * @param head the object's first bytes (≥ 12 to recognise every format).
 */
export function photoNameOf(key: string, contentType: string | undefined, head: Uint8Array): string {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext = PHOTO_EXTENSIONS[type === 'image/jpg' ? 'image/jpeg' : type] ?? sniffedExtension(head) ?? 'bin';
  const same = ext === 'jpg' ? /\.(jpe?g)$/i : new RegExp(`\\.${ext}$`, 'i');
  return `photos/${same.test(key) ? key : `${key}.${ext}`}`;
}

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

/**
 * What each data file holds (README.txt), by file name without `data/` and `.json`. A file
 * without an entry is described as 'other records of yours' (a unit test keeps every source
 * described).
 */
export const FILE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  account: 'your account and profile',
  privacySettings: 'your privacy settings (source: saved, or the defaults in force)',
  notificationPreferences: 'which notifications you get (source: saved, or the defaults in force)',
  notificationState: 'when you last read your notifications',
  stylePreferences: 'your style preferences',
  userOnboarding: 'your onboarding progress',
  profileStats: 'the counts on your profile',
  feedState: 'the state of your feed',
  feedAuthor: 'your feed author record',
  fitIndex: 'your fit-matching index entry',
  blockCount: 'how many people you have blocked',
  closet: 'your closet',
  sessions: 'your sign-in sessions (browser and times; no tokens)',
  outfitSuggestions: 'outfit suggestions you made, in any event',
  outfitEventMemberships: 'the outfit events you created or collaborate on',
  outfitEvents: 'those outfit events',
  suggestionComments: 'comments you wrote on outfit suggestions, also in events you have left',
  suggestionFavorites: 'outfit suggestions you marked as favourite, also in events you have left',
  following: 'people you follow',
  followers: 'people who follow you',
  blocks: 'people you blocked',
  postLikes: 'posts you liked',
  postComments: 'comments you wrote on posts',
  postShares: 'posts you shared',
  posts: 'your posts',
  postsByProduct: 'your posts by the product they show',
  domainEventsByPerson: 'activity records of things you did',
  domainEventsAboutPerson: 'activity records of things done to you',
  measurements: 'your body measurements, every saved version',
  searchTokens: 'the search index entries of your profile',
  styleMembers: 'your entries in style lists',
  recentFinds: 'products you viewed recently',
  interactions: 'products you interacted with',
  savedItems: 'products you saved to collections',
  itemWears: 'your wear log: wears that have happened, planned ones apart as upcoming',
  closetItems: 'your closet items',
  closetSections: 'your closet sections',
  moodboards: 'your moodboards',
  moodboardItems: 'the items of your moodboards',
  feedEntries: 'your feed',
  feedPulls: 'feed refresh records',
  notifications: 'your notifications',
  notificationActors: 'who acted in your notifications',
  reports: 'reports you filed',
};

/** One file of the archive as the manifest lists it. */
export type ManifestFile =
  | { name: string; kind: 'data'; records: number; description: string }
  | { name: string; kind: 'photo'; bytes: number; contentType: string | null; storedAs: string };

/**
 * README.txt: the files of the archive, each with its count, in the order written — the same
 * list as manifest.json (issue 35 §4: the README says what is there, nothing more or less).
 * @param files every file written before README.txt and manifest.json.
 */
export function readmeOf(userId: string, at: string, files: readonly ManifestFile[]): string {
  const data = files.filter((f): f is Extract<ManifestFile, { kind: 'data' }> => f.kind === 'data');
  const photos = files.filter((f): f is Extract<ManifestFile, { kind: 'photo' }> => f.kind === 'photo');
  const width = Math.max(...data.map((f) => f.name.length), 'manifest.json'.length) + 2;
  const plural = (n: number, word: string) => `${n.toString()} ${word}${n === 1 ? '' : 's'}`;
  const photoGroups = new Map<string, number>();
  for (const p of photos) {
    const group = p.name.split('/').slice(0, -2).join('/') + '/';
    photoGroups.set(group, (photoGroups.get(group) ?? 0) + 1);
  }
  return [
    'Your Seamline data',
    '==================',
    '',
    `Exported ${at} for account ${userId}.`,
    `${plural(data.length, 'data file')} and ${plural(photos.length, 'photo')}; manifest.json lists every file with its count.`,
    '',
    ...data.map((f) => `${f.name.padEnd(width)}${plural(f.records, 'record').padEnd(13)}${f.description}`),
    '',
    'Photos (every photo you uploaded, under its storage path, named with its image type):',
    ...(photoGroups.size ? [...photoGroups].map(([group, n]) => `${group.padEnd(width)}${plural(n, 'photo')}`) : ['(none)']),
    '',
    `${'manifest.json'.padEnd(width)}every file above as JSON: records or bytes and image type`,
    '',
    'Dates are ISO-8601 in UTC; lengths are in centimetres and weights in kilograms unless a',
    'field names its unit. In itemWears.json a wear counts only once its time had passed at the',
    'export (an event at its local date and time in its zone); later ones are listed as upcoming.',
    '',
  ].join('\n');
}

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

/** The files written so far (the manifest), and the ZIP. */
interface Archive {
  zip: ZipWriter;
  files: ManifestFile[];
}

const describeFile = (name: string) => FILE_DESCRIPTIONS[name] ?? 'other records of yours';

/** Write one JSON record (a single item) as `data/<name>.json`. */
async function writeRecord(archive: Archive, name: string, value: DataItem) {
  await archive.zip.json(`data/${name}.json`, value);
  archive.files.push({ name: `data/${name}.json`, kind: 'data', records: 1, description: describeFile(name) });
}

/** Write one source as a JSON array, page by page; listed with its record count. */
async function writeSource(archive: Archive, name: string, pages: (cursor: string | null) => Promise<{ items: DataItem[]; cursor: string | null }>) {
  const { zip } = archive;
  const entry = zip.file(`data/${name}.json`, true);
  await zip.push(entry, strToU8('['));
  let cursor: string | null = null;
  let records = 0;
  do {
    const page = await pages(cursor);
    for (const item of page.items) {
      if (!isExported(name, item)) continue;
      await zip.push(entry, strToU8(`${records === 0 ? '\n' : ',\n'}${JSON.stringify(exportable(item))}`));
      records++;
    }
    cursor = page.cursor;
  } while (cursor);
  await zip.push(entry, strToU8(records === 0 ? ']\n' : '\n]\n'), true);
  archive.files.push({ name: `data/${name}.json`, kind: 'data', records, description: describeFile(name) });
}

/** The items of the person's moodboards (keys derived from each board). */
async function writeMoodboardItems(archive: Archive, userId: string) {
  await writeSource(archive, 'moodboardItems', async (cursor) => {
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
async function writeOutfitEvents(archive: Archive, userId: string) {
  await writeSource(archive, 'outfitEvents', async (cursor) => {
    const members = await USER_DATA_SOURCES.outfitEventMemberships.page(userId, cursor, 100);
    const keys = members.items.map((m) => ({ eventId: String(m.eventId) }));
    if (!keys.length) return { items: [], cursor: members.cursor };
    const { data } = await db.entities.outfitEvent.get(keys).go();
    return { items: data as DataItem[], cursor: members.cursor };
  });
}

/** The first `n` bytes of a stream's chunks, and the chunks read to get them. */
async function headOf(body: AsyncIterable<Uint8Array>, n: number): Promise<{ head: Uint8Array; read: Uint8Array[]; rest: AsyncIterator<Uint8Array> }> {
  const rest = body[Symbol.asyncIterator]();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < n) {
    const next = await rest.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  const head = new Uint8Array(Math.min(n, length));
  let at = 0;
  for (const chunk of read) {
    if (at >= head.length) break;
    const part = chunk.subarray(0, head.length - at);
    head.set(part, at);
    at += part.length;
  }
  return { head, read, rest };
}

/** Every object under the person's media prefixes, stored under `photos/<key>.<ext>` ({@link photoNameOf}). */
async function writePhotos(archive: Archive, userId: string) {
  const { zip } = archive;
  const Bucket = mediaBucket();
  for (const Prefix of mediaPrefixesOf(userId)) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const { Key } of page.Contents ?? []) {
        if (!Key) continue;
        const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
        const { head, read, rest } = await headOf(object.Body as AsyncIterable<Uint8Array>, 12);
        const name = photoNameOf(Key, object.ContentType, head);
        const entry = zip.file(name, false);
        let bytes = 0;
        for (const chunk of read) {
          bytes += chunk.length;
          await zip.push(entry, chunk);
        }
        for (let next = await rest.next(); !next.done; next = await rest.next()) {
          bytes += next.value.length;
          await zip.push(entry, next.value);
        }
        await zip.push(entry, new Uint8Array(0), true);
        archive.files.push({ name, kind: 'photo', bytes, contentType: object.ContentType ?? null, storedAs: Key });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

/**
 * Write the person's archive (module doc) to `exports/<userId>/<exportId>.zip`. Writing it again
 * with the same ids replaces it (a retried job leaves one archive).
 * @param user the User item (as read by the job); @param at ISO-8601 instant of the export: named
 *   in README.txt, and the clock wears are counted at.
 * @returns the key, size in bytes and number of files (README.txt and manifest.json included).
 * @throws on DynamoDB or S3 failures (the upload is aborted; nothing half-written stays visible:
 *   a multipart upload completes only at the end).
 */
export async function writeArchive(user: DataItem & { id: string }, exportId: string, at: string): Promise<ArchiveResult> {
  const userId = user.id;
  const key = archiveKeyOf(userId, exportId);
  const archive: Archive = { zip: new ZipWriter(), files: [] };
  const { zip } = archive;
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
    await writeRecord(archive, 'account', exportable(user));
    for (const { entity, key: itemKey } of USER_SINGLE_ITEMS(userId)) {
      if (NOT_EXPORTED_SINGLE.includes(entity)) continue;
      const { data } = await (db.entities[entity] as unknown as { get(k: object): { go(): Promise<{ data: DataItem | null }> } })
        .get(itemKey)
        .go();
      const defaults = DEFAULTED_SETTINGS[entity];
      if (defaults) await writeRecord(archive, entity, settingsFile(userId, data ? exportable(data) : null, defaults));
      else if (data) await writeRecord(archive, entity, exportable(data));
    }
    for (const [name, source] of Object.entries(USER_DATA_SOURCES) as [UserDataSourceName, (typeof USER_DATA_SOURCES)[UserDataSourceName]][]) {
      if (NOT_EXPORTED.includes(name)) continue;
      const view = EXPORT_VIEWS[name];
      await writeSource(archive, name, async (cursor) => {
        const page = await source.page(userId, cursor, PAGE);
        return view ? { ...page, items: page.items.map((item) => view(item, at)) } : page;
      });
    }
    await writeMoodboardItems(archive, userId);
    await writeOutfitEvents(archive, userId);
    await writePhotos(archive, userId);
    const listed = [...archive.files];
    await zip.json('manifest.json', { userId, exportedAt: at, files: listed });
    await zip.push(zip.file('README.txt', true), strToU8(readmeOf(userId, at, listed)), true);
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
