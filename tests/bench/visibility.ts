/**
 * `npm run bench -- visibility` (issue 33 §1 "block-aware reads add ≤ 2 ms p50 to the feed and
 * people routes") → tests/bench/results/visibility.json.
 *
 * One local runtime in memory (DynamoDB Local), in this process. The bench is a list of CASES
 * ({@link visibilityCases}); each gets the runtime and the shared people and answers its own
 * figures under its name, and passes when its own target holds. To add one (the feed side, say),
 * write a `VisibilityCase` and append it to the list.
 *
 * Case `people`:
 * - the block-aware reads themselves, in process, sequentially, {@link SAMPLES} each, for a viewer
 *   with no Block rows and for one with {@link BLOCK_ROWS} (each blocked or blocked by someone):
 *   `blockBetween` (profile, follow), `assertCanSeePerson` (closets, moodboards, avatar, outfits:
 *   Query of ≤ 2 rows beside a GetItem), `hiddenAmong` (every list: one GetItem of the viewer's
 *   hidden set, `functions/people/hidden-set.ts`), each alone and as the routes run it: beside the
 *   read the route made anyway (the person's GetItem; a list page's BatchGet of 50 people), all
 *   taken in turns. The time ADDED is the p50 of "read + check in parallel" less the p50 of the
 *   read alone (`assertCanSeePerson` reads the person itself: its p50 less one GetItem's) — the
 *   figure held to the 2 ms target;
 * - for scale, the people routes over HTTP as those two viewers: profile, followers (50 rows),
 *   search, suggested connections, p50 / p95 of {@link HTTP_SAMPLES} requests each. The block-
 *   heavy viewer's routes read a 200-id hidden set (≈ 7.5 KB) where the other reads an empty one.
 */
import { randomUUID } from 'node:crypto';
import { APP_REQUEST_HEADER } from '@seamline/shared/contracts/session';
import { waitFor } from '../fixtures/poll';
import type { UserWithSession } from '../fixtures/users';
import { latencySummary, writeResult } from './lib';
import { feedCase } from './visibility-feed';

export const TARGETS = { addedP50Ms: 2 } as const;
const SAMPLES = 400;
const HTTP_SAMPLES = 60;
const BLOCK_ROWS = 200;
const FOLLOWERS = 50;

/** What every case gets. */
export interface VisibilityContext {
  /** The runtime's base URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** GET `path` as `s`; resolves to the status after reading the body. */
  get: (s: UserWithSession, path: string) => Promise<number>;
  /** Times `work` `n` times, sequentially, after 20 warm-up runs. */
  time: (n: number, work: () => Promise<unknown>) => Promise<ReturnType<typeof latencySummary>>;
}

/** One case of the bench: its figures and whether its target holds (`pass`). */
export interface VisibilityCase {
  name: string;
  run: (ctx: VisibilityContext) => Promise<Record<string, unknown> & { pass: boolean }>;
}

/**
 * Times each of `works` `n` times in turns (one of each per round, after 20 warm-up rounds), so
 * a change of the machine's load touches all of them alike.
 */
export async function interleaved(n: number, works: Record<string, () => Promise<unknown>>) {
  const ms = Object.fromEntries(Object.keys(works).map((k) => [k, [] as number[]]));
  for (let round = -20; round < n; round++)
    for (const [k, work] of Object.entries(works)) {
      const t = performance.now();
      await work();
      if (round >= 0) ms[k]!.push(performance.now() - t);
    }
  return Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, latencySummary(v)]));
}

const peopleCase: VisibilityCase = {
  name: 'people',
  async run({ get, time }) {
    const { createUserWithSession } = await import('../fixtures/users');
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { blockBetween } = await import('@seamline/functions/people/block-graph');
    const { assertCanSeePerson, hiddenAmong } = await import('@seamline/functions/people/visibility');
    const tag = `vis${randomUUID().replace(/\D/g, '').slice(0, 8)}`;
    const person = (name: string) => createUserWithSession({ privacy: { publicDisplay: true }, user: { firstName: name, lastName: tag } });
    const [plain, heavy, target, hub] = await Promise.all([person('Plain'), person('Heavy'), person('Target'), person('Hub')]);
    const followers = await Promise.all(Array.from({ length: FOLLOWERS }, (_, i) => person(`F${i}`)));
    const now = new Date().toISOString();
    // Follows straight into the table (the stream counts them); hub's followers are the list read.
    await db.entities.follow.put([
      ...followers.map((f) => ({ followerId: f.userId, followingId: hub.userId, createdAt: now })),
      ...[plain, heavy].map((v) => ({ followerId: v.userId, followingId: hub.userId, createdAt: now })),
      { followerId: hub.userId, followingId: target.userId, createdAt: now },
    ]).go();
    // The heavy viewer: half blocked by them, half blocking them (both rows of each block).
    const others = Array.from({ length: BLOCK_ROWS }, () => randomUUID());
    await db.entities.block.put(
      others.flatMap((other, i) => {
        const [blocker, blocked] = i % 2 ? [heavy.userId, other] : [other, heavy.userId];
        return [
          { userId: blocker, otherUserId: blocked, direction: 'blocks' as const, createdAt: now },
          { userId: blocked, otherUserId: blocker, direction: 'blocked_by' as const, createdAt: now },
        ];
      }),
    ).go();
    // What the block transactions keep beside those rows: the heavy viewer's hidden set.
    const { rebuildHiddenSet } = await import('@seamline/functions/people/hidden-set');
    if ((await rebuildHiddenSet(heavy.userId)).hidden !== BLOCK_ROWS) throw new Error('the hidden set does not hold every Block row');
    const ids = followers.map((f) => f.userId);
    await waitFor('search tokens', async () => (await get(plain, `/api/users/search?q=${tag}`)) === 200, { timeoutMs: 30_000 });

    const { usersById } = await import('@seamline/functions/people/people-reads');
    const reads: Record<string, Record<string, { p50Ms: number }>> = {};
    const added: Record<string, Record<string, number>> = {};
    for (const [label, viewer] of [['noBlocks', plain], [`${BLOCK_ROWS}BlockRows`, heavy]] as const) {
      const getItem = () => db.entities.user.get({ id: target.userId }).go();
      const page = () => usersById(ids);
      const r = await interleaved(SAMPLES, {
        // The reads the routes made anyway: the person (profile, closets, …) and a list page's people.
        oneGetItem: getItem,
        pageBatchGet50: page,
        // The block-aware reads, alone and as the routes run them (beside those reads).
        blockBetween: () => blockBetween(viewer.userId, target.userId),
        getItemWithBlockBetween: () => Promise.all([getItem(), blockBetween(viewer.userId, target.userId)]),
        assertCanSeePerson: () => assertCanSeePerson(viewer.userId, target.userId, 'User not found'),
        hiddenAmong50: () => hiddenAmong(viewer.userId, ids),
        pageWithHiddenAmong50: () => Promise.all([page(), hiddenAmong(viewer.userId, ids)]),
      });
      reads[label] = r;
      const over = (a: string, b: string) => Math.round(Math.max(0, r[a]!.p50Ms - r[b]!.p50Ms) * 100) / 100;
      added[label] = {
        profile: over('getItemWithBlockBetween', 'oneGetItem'),
        // It reads the person itself, so the whole Block Query beside it is what it adds.
        assertCanSeePerson: over('assertCanSeePerson', 'oneGetItem'),
        list: over('pageWithHiddenAmong50', 'pageBatchGet50'),
      };
    }
    const routes: Record<string, unknown> = {};
    for (const [label, viewer] of [['noBlocks', plain], [`${BLOCK_ROWS}BlockRows`, heavy]] as const) {
      const check = (path: string) => async () => {
        const status = await get(viewer, path);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
      };
      routes[label] = {
        profile: await time(HTTP_SAMPLES, check(`/api/users/${target.userId}/profile`)),
        followers: await time(HTTP_SAMPLES, check(`/api/users/${hub.userId}/followers?limit=50`)),
        search: await time(HTTP_SAMPLES, check(`/api/users/search?q=${tag}&limit=20`)),
        suggestions: await time(HTTP_SAMPLES, check(`/api/users/${viewer.userId}/suggested-connections`)),
      };
    }
    const worst = Math.max(...Object.values(added).flatMap((a) => Object.values(a)));
    // p50 as a multiple of one GetItem's p50 taken in the same rounds: steadier than milliseconds
    // on a loaded machine (a GetItem on DynamoDB Local is ~1 ms p50 when the machine is quiet).
    const relativeToGetItem = Object.fromEntries(
      Object.entries(reads).map(([label, r]) => [
        label,
        Object.fromEntries(
          (['blockBetween', 'assertCanSeePerson', 'hiddenAmong50'] as const).map((k) => [k, Math.round((r[k]!.p50Ms / r.oneGetItem!.p50Ms) * 100) / 100]),
        ),
      ]),
    );
    return { reads, addedP50Ms: added, relativeToGetItem, routes, worstAddedP50Ms: worst, pass: worst <= TARGETS.addedP50Ms };
  },
};

/** The cases, in order. Append a case here to add it. `feed`: `visibility-feed.ts`. */
export const visibilityCases: VisibilityCase[] = [peopleCase, feedCase];

export async function benchVisibility(): Promise<void> {
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  try {
    const ctx: VisibilityContext = {
      url: runtime.url,
      get: async (s, path) => {
        const res = await fetch(`${runtime.url}${path}`, { headers: { cookie: s.cookie, [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value } });
        await res.arrayBuffer();
        return res.status;
      },
      time: async (n, work) => {
        for (let i = 0; i < 20; i++) await work();
        const ms: number[] = [];
        for (let i = 0; i < n; i++) {
          const t = performance.now();
          await work();
          ms.push(performance.now() - t);
        }
        return latencySummary(ms);
      },
    };
    const results: Record<string, unknown> = {};
    let pass = true;
    for (const c of visibilityCases) {
      const figures = await c.run(ctx);
      results[c.name] = figures;
      pass &&= figures.pass;
    }
    writeResult('visibility', {
      targets: TARGETS,
      cases: results,
      loadAverage: (await import('node:os')).loadavg().map((l) => Math.round(l * 100) / 100),
      pass,
    });
  } finally {
    await runtime.stop();
  }
}
