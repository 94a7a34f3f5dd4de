/**
 * Batch readers of the people area: many users' items in a few BatchGetItem calls (ElectroDB
 * splits key lists into chunks of 100), keyed by user id. Every read is a GetItem, BatchGet or
 * Query on a designed key (ARCHITECTURE §5); none of them grows with the number of users, only
 * with the ids asked for, which callers bound.
 */
import type { EntityItem } from 'electrodb';
import type { User } from '@seamline/shared/db/entities/user';
import type { FitIndex } from '@seamline/shared/db/entities/fit-index';
import type { Measurements } from '@seamline/shared/db/entities/measurements';
import { DEFAULT_PRIVACY_SETTINGS } from '@seamline/shared/contracts/privacy';
import { fitBodyOf, type FitBody } from '@seamline/shared/domain/people/fit-similarity';
import { db } from '../_core/aws-clients';

export type UserItem = EntityItem<typeof User>;
export type FitIndexItem = EntityItem<typeof FitIndex>;
export type MeasurementsItem = EntityItem<typeof Measurements>;

/** The privacy flags the people routes read (defaults when a person never saved any). */
export interface PrivacyView {
  publicDisplay: boolean;
  anonymizedDisplay: boolean;
  showMeasurementsToFriends: boolean;
  discoverableByFit: boolean;
  machineLearning: boolean;
}

/** Retries of a BatchGet's unprocessed keys (throttling), with 20 ms, 40 ms, … pauses. */
const UNPROCESSED_RETRIES = 3;

/**
 * Run a BatchGet through `get` until no key is left unprocessed (at most
 * {@link UNPROCESSED_RETRIES} retries).
 * @throws Error when keys are still unprocessed after the retries (a 500: the table is throttled).
 */
export async function batchGetAll<K, T>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> {
  const out: T[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > UNPROCESSED_RETRIES)
      throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** (attempt - 1)));
    const { data, unprocessed } = await get(pending);
    out.push(...data);
    pending = unprocessed;
  }
  return out;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Users by id (missing ids are absent from the map). */
export async function usersById(ids: readonly string[]): Promise<Map<string, UserItem>> {
  const keys = unique(ids).map((id) => ({ id }));
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, (k) => db.entities.user.get(k).go());
  return new Map(items.map((u) => [u.id, u]));
}

/** One user, or null. */
export async function userById(id: string): Promise<UserItem | null> {
  return (await db.entities.user.get({ id }).go()).data;
}

/** The privacy flags of each id; the spec's defaults for people who never saved settings. */
export async function privacyById(ids: readonly string[]): Promise<Map<string, PrivacyView>> {
  const keys = unique(ids).map((userId) => ({ userId }));
  const items = keys.length
    ? await batchGetAll(keys, (k) => db.entities.privacySettings.get(k).go())
    : [];
  const saved = new Map(items.map((p) => [p.userId, p]));
  return new Map(
    keys.map(({ userId }) => {
      const p = saved.get(userId);
      return [
        userId,
        {
          publicDisplay: p?.publicDisplay ?? DEFAULT_PRIVACY_SETTINGS.publicDisplay,
          anonymizedDisplay: p?.anonymizedDisplay ?? DEFAULT_PRIVACY_SETTINGS.anonymizedDisplay,
          showMeasurementsToFriends:
            p?.showMeasurementsToFriends ?? DEFAULT_PRIVACY_SETTINGS.showMeasurementsToFriends,
          discoverableByFit: p?.discoverableByFit ?? DEFAULT_PRIVACY_SETTINGS.discoverableByFit,
          machineLearning: p?.machineLearning ?? DEFAULT_PRIVACY_SETTINGS.machineLearning,
        },
      ];
    }),
  );
}

/** The style categories of each id (empty when none saved), in the order picked. */
export async function styleCategoriesById(ids: readonly string[]): Promise<Map<string, string[]>> {
  const keys = unique(ids).map((userId) => ({ userId }));
  const items = keys.length
    ? await batchGetAll(keys, (k) => db.entities.stylePreferences.get(k).go())
    : [];
  const saved = new Map(items.map((s) => [s.userId, s.styleCategories]));
  return new Map(keys.map(({ userId }) => [userId, saved.get(userId) ?? []]));
}

/** The fit-index entries of the ids that have one (people with a body who are discoverable). */
export async function fitIndexById(ids: readonly string[]): Promise<Map<string, FitIndexItem>> {
  const keys = unique(ids).map((userId) => ({ userId }));
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, (k) => db.entities.fitIndex.get(k).go());
  return new Map(items.map((f) => [f.userId, f]));
}

/** The latest measurements of a person (one Query, newest first, Limit 1), or null. */
export async function latestMeasurementsOf(userId: string): Promise<MeasurementsItem | null> {
  const { data } = await db.entities.measurements.query
    .byUser({ userId })
    .go({ order: 'desc', limit: 1 });
  return data[0] ?? null;
}

/** A person's body for matching (latest measurements) and the unit they entered, or null. */
export async function latestBodyOf(
  userId: string,
): Promise<{ body: FitBody; unit: 'inches' | 'cm' } | null> {
  const latest = await latestMeasurementsOf(userId);
  const body = latest ? fitBodyOf(latest) : null;
  return latest && body ? { body, unit: latest.unit } : null;
}
