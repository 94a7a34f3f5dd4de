/**
 * Seeders of issue 6: the product catalogue with its illustrations (`catalogueSeeder`) and the
 * demo activity on it (`catalogueActivitySeeder`).
 *
 * Catalogue: the {@link CATALOGUE_SIZE} products of `catalogue-data.ts`. A run first reads them
 * all (BatchGetItem, 100 keys a call) and writes ONLY the products that are missing or differ
 * from what this version generates: their illustrations the media bucket lacks (PutObject under
 * `catalogue/`, `image/svg+xml`, a year immutable: content-addressed keys never change content),
 * their ProductTag items (`productWriteItems`; tags of dropped styles deleted) and the Product
 * items, in BatchWriteItem chunks of 25 (ElectroDB batch, bounded concurrency, unprocessed items
 * retried). So a second run writes nothing (the seed of a started runtime costs a few reads),
 * an interrupted run is completed by the next, and a changed generator rewrites what changed.
 *
 * Activity (so 'Trending Now' has real data): the demo people save and like products, skewed
 * towards a few leaders ({@link TRENDING_LEADERS}), within the last days before `now`, as
 * CollectionItem and Interaction (type like, count 1) items; the `product-trends` processor
 * turns their INSERTs into trending counts. Dana Demo saves {@link DANA_SAVES} and owns one
 * public moodboard ({@link DANA_MOODBOARD}) with three items, `itemCount` 3 and the first item's
 * main image as cover (board and items in one transaction). The demo people's items are
 * BatchWrite puts (they cannot sign in, so nothing of theirs is overwritten); Dana's are
 * conditional creates. The marker is the demo people's first save, written last: when it
 * exists the seeder writes nothing (so a board Dana deleted is not brought back).
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { catalogueImageUrl, CATALOGUE_PREFIX, productWriteItems, type ProductItem, type ProductTagItem } from '@seamline/shared/db/catalogue-items';
import { mulberry32 } from '@seamline/shared/domain/random';
import type { SeedContext, Seeder } from '../seed';
import type { ArtView } from './catalogue-art';
import { CATALOGUE_SIZE, generateProduct, productIdOf } from './catalogue-data';
import { demoPeople } from './demo-people-data';
import { DEMO_USER } from './demo-user';

type Db = SeedContext['db'];

/** Cache header of catalogue images (content-addressed, never change). */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const SVG_CONTENT_TYPE = 'image/svg+xml';
/** BatchWriteItem chunks in flight (ElectroDB `concurrency`). */
const BATCH_CONCURRENCY = 4;
/** PutObject calls in flight. */
const UPLOAD_CONCURRENCY = 16;
/** Attempts at unprocessed batch items before giving up. */
const BATCH_ATTEMPTS = 5;

/** The error `seed()` reads as "already seeded". */
const alreadySeeded = () => Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });

/** Run `fn` over `items`, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The seeded catalogue: items, their tags and the distinct illustrations (by key). */
export interface SeedCatalogue {
  products: ProductItem[];
  tags: ProductTagItem[];
  art: Map<string, ArtView>;
}

/** Generate the first `count` products with their tag items and distinct art. */
export function seedCatalogue(count = CATALOGUE_SIZE): SeedCatalogue {
  const products: ProductItem[] = [];
  const tags: ProductTagItem[] = [];
  const art = new Map<string, ArtView>();
  for (let i = 0; i < count; i += 1) {
    const generated = generateProduct(i);
    const written = productWriteItems(generated.item);
    products.push(written.product);
    tags.push(...written.tags);
    for (const view of generated.art) art.set(view.key, view);
  }
  return { products, tags, art };
}

/** Keys under `catalogue/` already in the media bucket (ListObjectsV2, pages of 1,000). */
async function storedArtKeys(): Promise<Set<string>> {
  const { s3, mediaBucket } = await import('@seamline/functions/media/s3');
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: CATALOGUE_PREFIX, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) if (Key) keys.add(Key.slice(CATALOGUE_PREFIX.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Upload the illustrations the media bucket does not have yet, under `catalogue/`
 * (content-addressed: a stored key already holds exactly this SVG).
 * @returns the number uploaded.
 * @throws the first S3 error (the seed fails rather than leaving products without images).
 */
export async function uploadArt(views: Iterable<ArtView>): Promise<number> {
  // Imported lazily: the S3 client reads the function environment, set by the runtime first.
  const { s3, mediaBucket } = await import('@seamline/functions/media/s3');
  const stored = await storedArtKeys();
  const list = [...views].filter(({ key }) => !stored.has(key));
  await inPool(list, UPLOAD_CONCURRENCY, async ({ key, svg }) => {
    await s3.send(
      new PutObjectCommand({
        Bucket: mediaBucket(),
        Key: `${CATALOGUE_PREFIX}${key}`,
        Body: svg,
        ContentType: SVG_CONTENT_TYPE,
        CacheControl: CATALOGUE_CACHE_CONTROL,
      }),
    );
  });
  return list.length;
}

/**
 * BatchWrite puts of many items of one entity, retrying the unprocessed ones.
 * @throws when items stay unprocessed after {@link BATCH_ATTEMPTS} attempts.
 */
async function batchPut<T>(
  put: (items: T[]) => Promise<{ unprocessed: unknown[] }>,
  items: T[],
  keyOf: (item: T) => string,
): Promise<void> {
  let pending = items;
  for (let attempt = 1; pending.length; attempt += 1) {
    const { unprocessed } = await put(pending);
    if (!unprocessed.length) return;
    if (attempt >= BATCH_ATTEMPTS) throw new Error(`Catalogue seed: ${unprocessed.length} items stayed unprocessed`);
    const left = new Set(unprocessed.map((k) => keyOf(k as T)));
    pending = pending.filter((item) => left.has(keyOf(item)));
  }
}

/** JSON with object keys sorted (DynamoDB maps come back in any key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Attributes the entity adds itself (the `all` index's constant partition). */
const DERIVED_ATTRIBUTES = new Set(['catalogue']);

/** True when a stored Product item holds exactly the generated attributes (no more, no less). */
function sameProduct(stored: Record<string, unknown> | undefined, item: ProductItem): boolean {
  if (!stored) return false;
  const generated = item as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(stored), ...Object.keys(generated)].filter((k) => !DERIVED_ATTRIBUTES.has(k)));
  return [...keys].every((key) => canonical(stored[key]) === canonical(generated[key]));
}

/** What a catalogue run wrote: products, tag items (put or deleted) and images uploaded. */
export interface CatalogueWrites {
  products: number;
  tags: number;
  images: number;
}

/** The illustrations upload a seeder left running ({@link writeCatalogue} `artInBackground`). */
let pendingArt: Promise<unknown> = Promise.resolve();

/**
 * Resolves once the catalogue illustrations of the last seed are in the media bucket (at once
 * when none are being uploaded); rejects when that upload failed. The local gateway awaits it
 * before answering `/catalogue/*`, so an image is never missing while it is still uploading.
 */
export function catalogueArtStored(): Promise<void> {
  return pendingArt.then(() => undefined);
}

/**
 * Write the first `count` products: read them all (BatchGetItem), then write only those that
 * are missing or differ from the generated ones (their illustrations the bucket lacks, their
 * ProductTag items, stale tags deleted, then the Product items).
 * With `artInBackground` the illustrations upload is left running (the runtime's start does not
 * wait for ≈ 440 PutObjects; {@link catalogueArtStored} is the barrier) and `images` counts the
 * images handed to it.
 * @returns what was written (all 0 when the catalogue is already there as generated).
 * @throws when DynamoDB or S3 fail, or batch items stay unprocessed.
 */
export async function writeCatalogue(db: Db, count = CATALOGUE_SIZE, { artInBackground = false } = {}): Promise<CatalogueWrites> {
  const { products, tags, art } = seedCatalogue(count);
  const { data: stored } = await db.entities.product
    .get(products.map(({ productId }) => ({ productId })))
    .go({ concurrency: BATCH_CONCURRENCY });
  // Unprocessed keys count as missing: rewriting an identical item is harmless.
  const storedById = new Map(stored.map((p) => [p.productId, p as unknown as Record<string, unknown>]));
  const changed = products.filter((p) => !sameProduct(storedById.get(p.productId), p));
  if (!changed.length) return { products: 0, tags: 0, images: 0 };

  const changedIds = new Set(changed.map((p) => p.productId));
  const newTags = tags.filter((t) => changedIds.has(t.productId));
  const staleTags = changed.flatMap(({ productId, style }) =>
    ((storedById.get(productId)?.style as string[] | undefined) ?? []).filter((tag) => !(style as string[]).includes(tag)).map((tag) => ({ productId, tag })),
  );
  const images = new Map(changed.flatMap((p) => p.images.map((key) => [key, art.get(key)!] as const)));
  const tableWrites = Promise.all([
    batchPut((items) => db.entities.productTag.put(items).go({ concurrency: BATCH_CONCURRENCY }), newTags, (t) => `${t.productId}#${t.tag}`),
    staleTags.length ? db.entities.productTag.delete(staleTags).go({ concurrency: BATCH_CONCURRENCY }) : undefined,
    batchPut((items) => db.entities.product.put(items).go({ concurrency: BATCH_CONCURRENCY }), changed, (p) => p.productId),
  ]);
  let uploaded = images.size;
  if (artInBackground) {
    // Uploaded after the table writes (which then get the CPU to themselves); a failed table
    // write leaves the images unwritten too. Reported by the gateway (502) and here.
    const upload = tableWrites.then(() => uploadArt(images.values()));
    pendingArt = upload;
    upload.catch((error: unknown) => console.error('[seed] catalogue illustrations upload failed', error));
    await tableWrites;
  } else {
    // S3 (the in-process stand-in) and DynamoDB (its own process) work at the same time.
    [uploaded] = await Promise.all([uploadArt(images.values()), tableWrites]);
  }
  return { products: changed.length, tags: newTags.length + staleTags.length, images: uploaded };
}

/** Seeder: the catalogue ({@link writeCatalogue}); 'already seeded' when nothing differed. */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  run: async ({ db }) => {
    const { products } = await writeCatalogue(db, CATALOGUE_SIZE, { artInBackground: true });
    if (products === 0) throw alreadySeeded();
  },
};

/** Products the demo people favour (most saves and likes first). */
export const TRENDING_LEADERS = ['prd-0003', 'prd-0010', 'prd-0017', 'prd-0005'] as const;
/** Relative pull of each leader, then of any other product of the first {@link ACTIVITY_POOL}. */
const LEADER_WEIGHTS = [14, 10, 7, 5];
const OTHER_WEIGHT = 0.35;
const ACTIVITY_POOL = 120;
/** Dana's saved items. */
export const DANA_SAVES = ['prd-0002', 'prd-0008', 'prd-0014'] as const;
/** Dana's public moodboard, its items in order (the first gives the cover). */
export const DANA_MOODBOARD = {
  moodboardId: 'demo-moodboard-dana',
  name: 'Autumn Capsule',
  description: 'Easy layers for cooler days.',
  items: ['prd-0006', 'prd-0012', 'prd-0021'],
} as const;
const ACTIVITY_SEED = 66_2026;
const MINUTE_MS = 60_000;

/** One save or like of the demo activity. */
export interface DemoActivity {
  userId: string;
  productId: string;
  kind: 'save' | 'like';
  /** Minutes before `now` (within the last 6 days, inside the 7-day trending window). */
  minutesAgo: number;
}

/**
 * The demo people's saves and likes, deterministic: each person saves 1–3 and likes 1–4
 * distinct products drawn with {@link LEADER_WEIGHTS} (leaders) and {@link OTHER_WEIGHT}
 * (the rest of the first products), so the leaders clearly lead.
 */
export function demoActivity(userIds: readonly string[] = demoPeople().map((p) => p.id)): DemoActivity[] {
  const rnd = mulberry32(ACTIVITY_SEED);
  const pool = Array.from({ length: ACTIVITY_POOL }, (_, i) => productIdOf(i));
  const weights = pool.map((id) => {
    const k = (TRENDING_LEADERS as readonly string[]).indexOf(id);
    return k >= 0 ? LEADER_WEIGHTS[k]! : OTHER_WEIGHT;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const draw = (taken: Set<string>) => {
    for (;;) {
      let x = rnd() * total;
      let i = 0;
      while (x >= weights[i]! && i < pool.length - 1) x -= weights[i++]!;
      if (!taken.has(pool[i]!)) return pool[i]!;
    }
  };
  const out: DemoActivity[] = [];
  for (const userId of userIds) {
    for (const [kind, max] of [['save', 3], ['like', 4]] as const) {
      const taken = new Set<string>();
      const n = 1 + Math.floor(rnd() * max);
      for (let k = 0; k < n; k += 1) {
        const productId = draw(taken);
        taken.add(productId);
        out.push({ userId, productId, kind, minutesAgo: 5 + Math.floor(rnd() * 6 * 24 * 60) });
      }
    }
  }
  return out;
}

/** Conditional create; false when the item already exists. */
async function createOnce(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    // Imported lazily: seed.ts imports this module (its seeder list).
    const { isConditionalFailure } = await import('../seed');
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Write the demo activity and Dana's saves and moodboard (module doc).
 * @returns the number of items written (0 when the marker exists).
 */
export async function writeActivity(db: Db, now: Date): Promise<number> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
  // Demo people cannot sign in, so their items are only ever the seed's: BatchWrite puts, and
  // the first of their saves, written last, is the marker (Dana may delete her board; that
  // must not bring it back on the next start).
  const people = demoActivity();
  const saves = people.filter((a) => a.kind === 'save').map(({ userId, productId, minutesAgo }) => ({ userId, productId, sourceType: 'discover' as const, savedAt: at(minutesAgo) }));
  const likes = people.filter((a) => a.kind === 'like').map(({ userId, productId, minutesAgo }) => ({ userId, productId, type: 'like' as const, count: 1, firstAt: at(minutesAgo), lastAt: at(minutesAgo) }));
  const [marker, ...otherSaves] = saves;
  if (!marker) return 0;
  const { data: seeded } = await db.entities.collectionItem.get({ userId: marker.userId, productId: marker.productId }).go();
  if (seeded) return 0;

  await Promise.all([
    batchPut((items) => db.entities.collectionItem.put(items).go({ concurrency: BATCH_CONCURRENCY }), otherSaves, (c) => `${c.userId}#${c.productId}`),
    batchPut((items) => db.entities.interaction.put(items).go({ concurrency: BATCH_CONCURRENCY }), likes, (l) => `${l.userId}#${l.productId}`),
  ]);
  let created = otherSaves.length + likes.length;
  // Dana's saves: conditional creates (she may have saved the product herself already).
  for (const [k, productId] of DANA_SAVES.entries()) {
    const create = () => db.entities.collectionItem.create({ userId: DEMO_USER.id, productId, sourceType: 'discover', savedAt: at(60 * (k + 1)) }).go();
    if (await createOnce(create)) created += 1;
  }
  // Her board and its items in one transaction, as the API adds them: count and cover agree.
  const first = generateProduct(Number(DANA_MOODBOARD.items[0].slice(4)) - 1).item;
  const { canceled } = await db.transaction
    .write(({ moodboard, moodboardItem }) => [
      moodboard
        .create({
          moodboardId: DANA_MOODBOARD.moodboardId,
          userId: DEMO_USER.id,
          name: DANA_MOODBOARD.name,
          description: DANA_MOODBOARD.description,
          isPublic: true,
          coverImage: catalogueImageUrl(first.images[0]!),
          itemCount: DANA_MOODBOARD.items.length,
          createdAt: at(3 * 60 + 5),
        })
        .commit(),
      ...DANA_MOODBOARD.items.map((productId, k) =>
        moodboardItem
          .create({ moodboardId: DANA_MOODBOARD.moodboardId, productId, userId: DEMO_USER.id, sourceType: 'discover', addedAt: at(3 * 60 - k * 10) })
          .commit(),
      ),
    ])
    .go();
  if (!canceled) created += 1 + DANA_MOODBOARD.items.length;
  await db.entities.collectionItem.put(marker).go();
  return created + 1;
}

/** Seeder: the demo activity ({@link writeActivity}); 'already seeded' when its marker exists. */
export const catalogueActivitySeeder: Seeder = {
  name: 'catalogue activity',
  run: async ({ db, now }) => {
    if ((await writeActivity(db, now)) === 0) throw alreadySeeded();
  },
};
