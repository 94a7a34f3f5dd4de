/**
 * Seeder: the demo people (`demo-people-data.ts`) so a fresh `npm start` shows fit matches,
 * suggestions, search results and followers (issue 5 "Demo data").
 *
 * Writes SOURCE items only, as sign-up, onboarding and the settings pages would: per person
 * the User, its username/email uniqueness markers, the Measurements version (canonical cm and
 * as entered: `toItem` of the measurements save), StylePreferences and, when not the defaults,
 * PrivacySettings; then the Follow items (Dana's included). Every item is a conditional create
 * (`attribute_not_exists`), written in transactions of up to 100 items. The stream processors
 * derive FitIndex, SearchToken, StyleMember and ProfileStats from them exactly as for real
 * people. Demo people have no password: they cannot sign in.
 *
 * Idempotent: people and follows that exist are read first (BatchGet) and skipped, so a second
 * run writes nothing. A person whose username or email a real sign-up took is skipped (their
 * units are retried one by one when a transaction is refused), and so are their follows.
 */
import { toItem } from '@seamline/functions/measurements/measurements-mapping';
import { uniqueValue } from '@seamline/shared/db/entities/uniqueness';
import type { SeedContext, Seeder } from '../seed';
import { DANA_FOLLOWS_IDS, demoPeople, demoSizeSystem, type DemoPerson } from './demo-people-data';
import { DEMO_USER } from './demo-user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** TransactWriteItems limit. */
const MAX_TRANSACTION_ITEMS = 100;
/** Transactions in flight at a time. */
const POOL = 4;

type Db = SeedContext['db'];
type TxEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];
type Commit = ReturnType<ReturnType<TxEntities['follow']['create']>['commit']>;
/** One all-or-nothing unit (a person, a follow, a post): the number of its items and their creates. */
export interface Unit {
  items: number;
  build: (e: TxEntities) => Commit[];
}

/** Run `fn` over `items`, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The creates of one person (5–6 items, see module doc). */
function personUnit(now: Date, person: DemoPerson, index: number): Unit {
  const joined = new Date(now.getTime() - person.joinedDaysAgo * DAY_MS);
  const at = joined.toISOString();
  const measuredAt = new Date(joined.getTime() + 60 * 60 * 1000);
  const measurements = {
    ...toItem(person.id, { ...person.measurements, sizeSystem: demoSizeSystem(person.sex, index) }, measuredAt),
    versionId: `${measuredAt.toISOString()}-${index.toString(16).padStart(8, '0')}`,
  };
  const marker = (kind: 'username' | 'email', value: string) => ({ kind, value: uniqueValue(value), userId: person.id, createdAt: at });
  const { id, username, email, firstName, lastName, bio, location } = person;
  const build = (e: TxEntities): Commit[] => [
    e.uniqueness.create(marker('username', username)).commit(),
    e.uniqueness.create(marker('email', email)).commit(),
    e.user.create({ id, username, email, firstName, lastName, bio, location, isEmailVerified: true, createdAt: at, updatedAt: at }).commit(),
    e.measurements.create(measurements).commit(),
    e.stylePreferences.create({ userId: id, styleCategories: person.styleCategories, updatedAt: at }).commit(),
    // The hidden set starts complete and empty, as registration writes it (functions/people/hidden-set.ts).
    e.blockCount.create({ userId: id, hiddenComplete: true, hiddenVersion: 0 }).commit(),
    ...(person.privacy ? [e.privacySettings.create({ userId: id, ...person.privacy, updatedAt: at }).commit()] : []),
  ];
  return { items: person.privacy ? 7 : 6, build };
}

/**
 * Write the units in transactions of up to 100 items; a refused transaction is retried one
 * unit at a time, so one taken username only loses its own person.
 * @returns for each unit, whether it was written.
 */
export async function writeUnits(db: Db, units: readonly Unit[]): Promise<boolean[]> {
  const done = new Array<boolean>(units.length).fill(false);
  const transact = async (indexes: number[]) => {
    const { canceled } = await db.transaction.write((e) => indexes.flatMap((i) => units[i]!.build(e))).go();
    return !canceled;
  };
  const groups: number[][] = [];
  let size = MAX_TRANSACTION_ITEMS;
  units.forEach((unit, i) => {
    if (size + unit.items > MAX_TRANSACTION_ITEMS) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(i);
    size += unit.items;
  });
  await inPool(groups, POOL, async (group) => {
    if (await transact(group)) group.forEach((i) => (done[i] = true));
    else for (const i of group) done[i] = await transact([i]);
  });
  return done;
}

/** Every follow of the demo data: the people's and Dana's. */
export function demoFollows(people: readonly DemoPerson[]): { followerId: string; followingId: string }[] {
  return [
    ...people.flatMap((p) => p.follows.map((followingId) => ({ followerId: p.id, followingId }))),
    ...DANA_FOLLOWS_IDS.map((followingId) => ({ followerId: DEMO_USER.id, followingId })),
  ];
}

export const demoPeopleSeeder: Seeder = {
  name: 'demo people',
  run: async ({ db, now }) => {
    const people = demoPeople();
    const follows = demoFollows(people);
    const [{ data: users }, { data: existingFollows }] = await Promise.all([
      db.entities.user.get([DEMO_USER, ...people].map(({ id }) => ({ id }))).go(),
      db.entities.follow.get(follows).go({ concurrency: 3 }),
    ]);
    const present = new Set(users.map((u) => u.id));
    const followed = new Set(existingFollows.map((f) => `${f.followerId}:${f.followingId}`));
    const missing = people.map((p, i) => [p, i] as const).filter(([p]) => !present.has(p.id));
    const demoIds = new Set(people.map((p) => p.id));
    const possible = (id: string) => present.has(id) || demoIds.has(id);
    const missingFollows = follows.filter(
      (f) => !followed.has(`${f.followerId}:${f.followingId}`) && possible(f.followerId) && possible(f.followingId),
    );
    if (!missing.length && !missingFollows.length) {
      throw Object.assign(new Error('already seeded'), { name: 'ConditionalCheckFailedException' });
    }
    const written = await writeUnits(db, missing.map(([p, i]) => personUnit(now, p, i)));
    missing.forEach(([p], k) => written[k] && present.add(p.id));

    const joined = new Map(people.map((p) => [p.id, p.joinedDaysAgo]));
    const followUnits = missingFollows
      .filter((f) => present.has(f.followerId) && present.has(f.followingId))
      .map((f): Unit => {
        // After both joined (Dana joins at seed time): half a day after the later join.
        const days = Math.max(0, Math.min(joined.get(f.followerId) ?? 0, joined.get(f.followingId) ?? 0) - 0.5);
        const createdAt = new Date(now.getTime() - days * DAY_MS).toISOString();
        return { items: 1, build: (e) => [e.follow.create({ ...f, createdAt }).commit()] };
      });
    await writeUnits(db, followUnits);
  },
};
