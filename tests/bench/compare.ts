/**
 * `npm run bench -- compare` (issue 36 §1): the turn-1 read routes of TWO trees side by side in
 * ONE run — the previous release (a git worktree at `BASELINE_REF`, default
 * {@link DEFAULT_BASELINE_REF}) and the current working tree — so that the machine's load (shared,
 * often at load average 15–20) weighs on both alike and the ratio is meaningful even when the
 * absolute figures are not.
 *
 * - Each tree runs `infra/local/start.ts --in-memory` (npm start's program: gateway, authorizer,
 *   area handlers, DynamoDB Local) as its own child process on its own port, each after its
 *   background seed has completed. The worktree is made at `../wt-<sha>` next to the checkout
 *   (outside it) with `node_modules` entries symlinked from this checkout except `@seamline/*`,
 *   which point at the worktree's own workspaces, and `web/dist` symlinked (the API does not
 *   depend on it); it is removed afterwards when this run made it.
 * - Per tree, over HTTP: two registered people (the owner of an EMPTY closet and a visitor), and
 *   a person with a closet of {@link BIG_CLOSET} (2,000) items written straight into that tree's
 *   table (endpoint from its `runtime-env.json`) through this tree's entities.
 * - Routes: gateway overhead (`GET /api/health`), `GET /api/auth/user`, people (profile,
 *   connect-matches), catalogue (products first page, one product), closet first page (empty,
 *   2,000 items; as the owner).
 * - autocannon, 10 connections, {@link SECONDS} s per route and tree, {@link ROUNDS} rounds; in each
 *   round every route runs on both trees back to back, the order alternating per round
 *   (A B, then B A), after a 1 s warm-up of each.
 * Records per route and tree: requests/s (all rounds' requests ÷ their seconds), the median of the
 * rounds' p50 and p99 latency (ms), non-2xx answers; the ratio current ÷ baseline of requests/s
 * and `slowerPct` (how much less throughput the current tree has; > 10 needs a reason in
 * docs/architecture.md 'Performance'); and each tree's requests/s of every route ÷ its own
 * auth/user (the issue's yardstick). Writes tests/bench/results/compare.json and prints a table.
 * Env: BASELINE_REF, COMPARE_SECONDS (3), COMPARE_ROUNDS (3), COMPARE_ROUTES (comma list), COMPARE_RESULT (result name, 'compare'), COMPARE_KEEP_WORKTREE.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { generateNKeysBetween } from 'fractional-indexing';
import { freePort, registerBenchUser, repoRoot, round, stopApp, waitForOk, waitForOutput, writeResult } from './lib';

/** The release the comparison runs against by default: the last commit a stop landed on before issue 36 (2026-12-06 06:19 UTC). */
export const DEFAULT_BASELINE_REF = '5e19eb4';
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 3);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 3);
const CONNECTIONS = 10;
const BIG_CLOSET = 2000;
/** Slower than this (% less throughput than the baseline) needs a reason in the docs (issue 36). */
export const SLOWER_LIMIT_PCT = 10;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** A worktree of `sha` next to the checkout with this checkout's installed packages. @returns its path and whether this call made it. */
function worktreeOf(sha: string): { dir: string; made: boolean } {
  const dir = path.resolve(repoRoot, '..', `wt-${sha.slice(0, 7)}`);
  if (existsSync(path.join(dir, 'package.json'))) return { dir, made: false };
  git('worktree', 'add', '--detach', dir, sha);
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@seamline'), { recursive: true });
  for (const name of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name === '@seamline' || name.startsWith('.vite')) continue;
    symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
  }
  for (const ws of readdirSync(path.join(repoRoot, 'node_modules', '@seamline'))) {
    symlinkSync(path.join('..', '..', ws), path.join(modules, '@seamline', ws));
    const own = path.join(repoRoot, ws, 'node_modules');
    if (existsSync(own) && !existsSync(path.join(dir, ws, 'node_modules'))) symlinkSync(own, path.join(dir, ws, 'node_modules'));
  }
  const dist = path.join(repoRoot, 'web', 'dist');
  if (existsSync(dist) && !existsSync(path.join(dir, 'web', 'dist'))) symlinkSync(dist, path.join(dir, 'web', 'dist'));
  return { dir, made: true };
}

interface Tree {
  label: 'baseline' | 'current';
  ref: string;
  dir: string;
  child?: ChildProcess;
  dataDir: string;
  base: string;
  paths: Record<string, { path: string; cookie?: string }>;
}

/** Start `infra/local/start.ts --in-memory` of `tree` and wait for its seed to complete. */
async function start(tree: Tree): Promise<void> {
  const port = await freePort();
  mkdirSync(tree.dataDir, { recursive: true });
  tree.base = `http://127.0.0.1:${port}`;
  tree.child = spawn(path.join(tree.dir, 'node_modules/.bin/tsx'), ['--max-semi-space-size=25', '--max-old-space-size=461', 'infra/local/start.ts', '--in-memory'], {
    cwd: tree.dir,
    // An in-memory runtime keeps its data folder (with runtime-env.json) under os.tmpdir().
    env: { ...process.env, PORT: String(port), TMPDIR: tree.dataDir, POWERTOOLS_LOG_LEVEL: 'SILENT' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  tree.child.stderr?.resume();
  const seeded = waitForOutput(tree.child, /seed .*complete/, 300_000);
  await waitForOk(`${tree.base}/api/health`, 300_000, tree.child);
  await seeded;
}

/** A closet of BIG_CLOSET items for a new person, written straight into `tree`'s table. */
async function bigCloset(tree: Tree, userId: string): Promise<void> {
  const folder = readdirSync(tree.dataDir).find((d) => existsSync(path.join(tree.dataDir, d, 'runtime-env.json')));
  if (!folder) throw new Error(`${tree.label}: no runtime-env.json under ${tree.dataDir}`);
  const env = JSON.parse(readFileSync(path.join(tree.dataDir, folder, 'runtime-env.json'), 'utf8')) as Record<string, string>;
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
  const { createDbService } = await import('@seamline/shared/db/service');
  const { UNSECTIONED } = await import('@seamline/shared/contracts/closet');
  const client = new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const db = createDbService(DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }), env.TABLE_NAME!, { isolated: true });
    const at = new Date().toISOString();
    await db.entities.closet.put({ closetId: userId, userId, createdAt: at, itemCount: BIG_CLOSET, sectionIndexVersion: 1 }).go();
    const orders = generateNKeysBetween(null, null, BIG_CLOSET);
    const rows = orders.map((order, i) => ({
      closetId: userId,
      itemId: i % 3 === 0 ? `p-prd-${String((i % 216) + 1).padStart(4, '0')}-${i}` : `c-${randomUUID()}`,
      userId,
      ...(i % 3 === 0 ? { productId: `prd-${String((i % 216) + 1).padStart(4, '0')}` } : { name: `Item ${i}`, size: 'M', color: 'navy', category: 'tops', fitRating: 3 }),
      sectionId: UNSECTIONED,
      order,
      savedAt: at,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const { unprocessed } = await db.entities.closetItem.put(rows.slice(i, i + 500)).go({ concurrency: 4 });
      if (unprocessed.length) throw new Error(`${unprocessed.length} closet items unprocessed`);
    }
  } finally {
    client.destroy();
  }
}

/** Register the bench people of `tree` and settle the route paths. */
async function prepare(tree: Tree): Promise<void> {
  const owner = await registerBenchUser(tree.base);
  const big = await registerBenchUser(tree.base);
  const idOf = async (cookie: string) => ((await (await fetch(`${tree.base}/api/auth/user`, { headers: { cookie } })).json()) as { id: string }).id;
  const ownerId = await idOf(owner.cookie);
  const bigId = await idOf(big.cookie);
  await bigCloset(tree, bigId);
  const products = (await (await fetch(`${tree.base}/api/products`, { headers: { cookie: owner.cookie } })).json()) as { items?: { id: string }[]; products?: { id: string }[] };
  const productId = (products.items ?? products.products ?? [])[0]?.id ?? 'prd-0001';
  tree.paths = {
    gatewayHealth: { path: '/api/health' },
    authUser: { path: '/api/auth/user', cookie: owner.cookie },
    peopleProfile: { path: `/api/users/${ownerId}/profile`, cookie: owner.cookie },
    peopleMatches: { path: `/api/users/${ownerId}/connect-matches`, cookie: owner.cookie },
    catalogueProducts: { path: '/api/products', cookie: owner.cookie },
    catalogueProduct: { path: `/api/products/${productId}`, cookie: owner.cookie },
    closetEmptyFirstPage: { path: `/api/closets/${ownerId}/items?limit=10`, cookie: owner.cookie },
    closet2000FirstPage: { path: `/api/closets/${bigId}/items?limit=10`, cookie: big.cookie },
  };
  for (const [name, p] of Object.entries(tree.paths)) {
    const res = await fetch(`${tree.base}${p.path}`, { headers: p.cookie ? { cookie: p.cookie } : {} });
    if (res.status !== 200) throw new Error(`${tree.label} ${name} ${p.path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}

interface Sample {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(tree: Tree, route: string, seconds: number): Promise<Sample> {
  const p = tree.paths[route]!;
  const r = await autocannon({ url: `${tree.base}${p.path}`, connections: CONNECTIONS, duration: seconds, headers: p.cookie ? { cookie: p.cookie } : {} });
  return { requests: r.requests.total, seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchCompare(): Promise<void> {
  const ref = process.env.BASELINE_REF ?? DEFAULT_BASELINE_REF;
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const head = git('rev-parse', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
  const wt = worktreeOf(sha);
  const tmp = mkdtempSync(path.join(tmpdir(), 'seamline-compare-'));
  const trees: Tree[] = [
    { label: 'baseline', ref: `${ref} (${sha.slice(0, 10)})`, dir: wt.dir, dataDir: path.join(tmp, 'baseline'), base: '', paths: {} },
    { label: 'current', ref: `HEAD ${head.slice(0, 10)}${dirty ? ' + working tree' : ''}`, dir: repoRoot.replace(/\/$/, ''), dataDir: path.join(tmp, 'current'), base: '', paths: {} },
  ];
  const loadBefore = loadavg().map((l) => round(l, 2));
  let result: Record<string, unknown>;
  try {
    // One at a time: two JVMs and two seeds at once on 2 cores take far longer than in turn.
    for (const t of trees) {
      const t0 = performance.now();
      await start(t);
      await prepare(t);
      console.log(`compare: ${t.label} ${t.ref} ready and prepared in ${Math.round(performance.now() - t0)} ms`);
    }
    const wanted = process.env.COMPARE_ROUTES?.split(',') ?? Object.keys(trees[1]!.paths);
    for (const route of wanted) for (const t of trees) await load(t, route, 1);
    const samples: Record<string, Record<Tree['label'], Sample[]>> = {};
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      const order = round_ % 2 === 0 ? trees : [...trees].reverse();
      for (const route of wanted) for (const t of order) ((samples[route] ??= { baseline: [], current: [] })[t.label]).push(await load(t, route, SECONDS));
      console.log(`compare: round ${round_ + 1}/${ROUNDS} done (load ${loadavg()[0]!.toFixed(1)})`);
    }
    const summary = (s: Sample[]) => ({
      rps: round(s.reduce((a, x) => a + x.requests, 0) / s.reduce((a, x) => a + x.seconds, 0), 1),
      p50Ms: median(s.map((x) => x.p50)),
      p99Ms: median(s.map((x) => x.p99)),
      non2xx: s.reduce((a, x) => a + x.non2xx, 0),
    });
    const routes = Object.fromEntries(
      Object.entries(samples).map(([route, s]) => {
        const baseline = summary(s.baseline);
        const current = summary(s.current);
        const ratio = round(current.rps / baseline.rps, 3);
        return [route, { path: trees[1]!.paths[route]!.path.replace(/[0-9a-f-]{36}/g, '{id}'), baseline, current, ratio, slowerPct: round((1 - ratio) * 100, 1) }];
      }),
    ) as Record<string, { baseline: { rps: number; p50Ms: number }; current: { rps: number; p50Ms: number }; ratio: number; slowerPct: number }>;
    const yardstick = routes.authUser;
    const vsAuthUser = yardstick
      ? Object.fromEntries(Object.entries(routes).map(([r, v]) => [r, { baseline: round(v.baseline.rps / yardstick.baseline.rps, 2), current: round(v.current.rps / yardstick.current.rps, 2) }]))
      : undefined;
    result = {
      method: `Two trees in one run, each its own npm-start child (--in-memory, seeded): baseline = git worktree at BASELINE_REF, current = this working tree. autocannon ${CONNECTIONS} connections, ${SECONDS} s per route and tree, ${ROUNDS} rounds, A/B order alternating per round, 1 s warm-up each. rps = requests of all rounds / their seconds; p50/p99 = median of the rounds' autocannon percentiles (ms). ratio = current rps / baseline rps; slowerPct = (1 - ratio) x 100.`,
      baseline: trees[0]!.ref,
      current: trees[1]!.ref,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((l) => round(l, 2)),
      slowerLimitPct: SLOWER_LIMIT_PCT,
      routes,
      vsAuthUser,
      slowerThanLimit: Object.entries(routes).filter(([, v]) => v.slowerPct > SLOWER_LIMIT_PCT).map(([r]) => r),
    };
    console.table(
      Object.fromEntries(
        Object.entries(routes).map(([r, v]) => [r, { 'baseline rps': v.baseline.rps, 'current rps': v.current.rps, ratio: v.ratio, 'baseline p50': v.baseline.p50Ms, 'current p50': v.current.p50Ms, 'slower %': v.slowerPct }]),
      ),
    );
  } finally {
    for (const t of trees) if (t.child) await stopApp(t.child);
    rmSync(tmp, { recursive: true, force: true });
    if (wt.made && !process.env.COMPARE_KEEP_WORKTREE) git('worktree', 'remove', '--force', wt.dir);
  }
  writeResult(process.env.COMPARE_RESULT ?? 'compare', result);
}
