/**
 * Closet benchmarks (issue 7 "Benchmarks"), `npm run bench -- closet`:
 *
 * - a closet of {@link CLOSET_BENCH_SIZE} (2,000) items (every 3rd a catalogue product, the rest
 *   custom items with a photo, a third of them in 4 sections), written DIRECTLY with
 *   BatchWriteItem through the db service, plus the Closet with its itemCount, and a wear log
 *   (ItemWear, 20 wears) on every other item — the owner's page reads them (issue 34 §4);
 * - through the local gateway (HTTP, keep-alive, sequential, after a warm-up), p50 / p95 / max of
 *   the profile's first page `GET /api/closets/{id}/items?limit=10` (10 items + the total), and of
 *   one section's first page (`?sectionId=`);
 * - a reorder (`PATCH /api/closet-items/{itemId}` between two neighbours) in closets of 200 and
 *   2,000 items: the DynamoDB write calls it makes (counted by a middleware on the functions'
 *   client: handlers run in this process) and the stored items that changed (all items read
 *   before and after), both must be 1 whatever the closet size.
 * Target: first page p50 ≤ 20 ms; a reorder is one write.
 * Writes tests/bench/results/closet.json and prints a table.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { DbService } from '@seamline/shared/db/service';
import { UNSECTIONED } from '@seamline/shared/contracts/closet';
import { benchRequest, commandCounter, latencySummary, round, writeResult } from './lib';

export const CLOSET_BENCH_SIZE = Number(process.env.CLOSET_BENCH_SIZE ?? 2000);
const SMALL_CLOSET = 200;
const WARM_UP = 15;
const REQUESTS = Number(process.env.CLOSET_BENCH_REQUESTS ?? 300);
const SECTIONS = 4;
const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);


/** A user with a session, and a closet of `size` items written straight into the table. */
async function closetOf(db: DbService, size: number) {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const now = new Date();
  const at = now.toISOString();
  const id = `bench-closet-${size}-${now.getTime()}`;
  await db.entities.user
    .create({ id, username: `closet_${size}_${now.getTime()}`, email: `closet.${size}.${now.getTime()}@bench.seamline.local`, firstName: 'Bench', lastName: 'Closet', createdAt: at, updatedAt: at })
    .go();
  await db.entities.closet.create({ closetId: id, userId: id, createdAt: at, itemCount: size }).go();
  const sectionIds = Array.from({ length: SECTIONS }, () => randomUUID());
  const sectionOrders = generateNKeysBetween(null, null, SECTIONS);
  await db.entities.closetSection
    .put(sectionIds.map((sectionId, i) => ({ closetId: id, sectionId, userId: id, name: `Section ${i + 1}`, order: sectionOrders[i]!, createdAt: at })))
    .go();
  const orders = generateNKeysBetween(null, null, size);
  const rows = orders.map((order, i) => ({
    closetId: id,
    itemId: i % 3 === 0 ? `p-prd-${String((i % 216) + 1).padStart(4, '0')}-${i}` : `c-${randomUUID()}`,
    userId: id,
    ...(i % 3 === 0 ? { productId: `prd-${String((i % 216) + 1).padStart(4, '0')}` } : { name: `Item ${i}`, size: 'M', color: 'navy', category: 'tops', fitRating: 3, photos: [{ id: randomUUID(), width: 1200, height: 1600 }] }),
    sectionId: i % 3 === 1 ? sectionIds[i % SECTIONS]! : UNSECTIONED,
    order,
    savedAt: at,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const { unprocessed } = await db.entities.closetItem.put(rows.slice(i, i + 500)).go({ concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} closet items unprocessed`);
  }
  // Issue 34 §4: every other item has a wear log (20 wears, 2 of them still ahead, a wash mark),
  // so the owner's pages read real ItemWear rows (one BatchGet per page).
  const day = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
  const wearRows = rows
    .filter((_, i) => i % 2 === 0)
    .map((r) => ({ userId: id, itemId: r.itemId, wears: Array.from({ length: 20 }, (_, k) => `${day(k < 2 ? k + 1 : -k)}|bench-event-${k}`), washedAt: day(-5) }));
  for (let i = 0; i < wearRows.length; i += 500) {
    const { unprocessed } = await db.entities.itemWear.put(wearRows.slice(i, i + 500)).go({ concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} wear rows unprocessed`);
  }
  const { token } = await createSession(id, 'user');
  return { id, cookie: `sl_session=${token}`, sectionId: sectionIds[0]!, rows };
}

/** All stored items of a closet, as JSON per item id. */
async function stored(db: DbService, closetId: string) {
  const { data } = await db.entities.closetItem.query.byId({ closetId }).go({ pages: 'all' });
  return new Map(data.map((r) => [r.itemId, JSON.stringify(r)]));
}

export async function benchCloset(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  let result: Record<string, unknown>;
  try {
    const { db, dynamo, documentClient } = await import('@seamline/functions/_core/aws-clients');
    const commands = commandCounter([dynamo, documentClient], 'benchClosetCounter');
    const counter = {
      take: () => {
        const sent = commands.take();
        return { calls: sent.length, writes: sent.filter((c) => WRITE_COMMANDS.has(c)).length };
      },
    };
    const base = new URL(runtime.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const t0 = performance.now();
    const big = await closetOf(db, CLOSET_BENCH_SIZE);
    const small = await closetOf(db, SMALL_CLOSET);
    console.log(`closet: wrote closets of ${CLOSET_BENCH_SIZE} and ${SMALL_CLOSET} items in ${Math.round(performance.now() - t0)} ms`);

    const paths = {
      firstPage: `/api/closets/${big.id}/items?limit=10`,
      sectionFirstPage: `/api/closets/${big.id}/items?limit=10&sectionId=${big.sectionId}`,
    };
    const run = async (path: string) => {
      counter.take();
      const r = await benchRequest(agent, base, 'GET', path, big.cookie);
      if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
      return { ...r, ...counter.take() };
    };
    const first = await run(paths.firstPage);
    if ((first.body?.items as unknown[]).length !== 10 || first.body?.total !== CLOSET_BENCH_SIZE) throw new Error(`first page: ${JSON.stringify(first.body).slice(0, 300)}`);
    for (const p of Object.values(paths)) for (let i = 0; i < WARM_UP; i++) await run(p);
    const measured: Record<string, Awaited<ReturnType<typeof run>>[]> = {};
    for (let i = 0; i < REQUESTS; i++) for (const [name, p] of Object.entries(paths)) (measured[name] ??= []).push(await run(p));

    // A reorder in each closet: the last item moves between the first two.
    const reorders: Record<string, { status: number; ms: number; dynamoWriteCalls: number; storedItemsChanged: number }> = {};
    for (const c of [small, big]) {
      const before = await stored(db, c.id);
      const [a, b] = c.rows;
      const last = c.rows.at(-1)!;
      counter.take();
      const r = await benchRequest(agent, base, 'PATCH', `/api/closet-items/${last.itemId}`, c.cookie, { order: generateKeyBetween(a!.order, b!.order) });
      const { writes } = counter.take();
      if (r.status !== 200) throw new Error(`PATCH answered ${r.status}: ${JSON.stringify(r.body)}`);
      const after = await stored(db, c.id);
      const changed = [...after].filter(([id, row]) => before.get(id) !== row).length;
      reorders[`closetOf${c.rows.length}`] = { status: r.status, ms: round(r.ms, 2), dynamoWriteCalls: writes, storedItemsChanged: changed };
    }
    agent.destroy();

    const routes = Object.fromEntries(
      Object.entries(measured).map(([name, rs]) => [
        name,
        {
          path: paths[name as keyof typeof paths].replace(big.id, '{id}').replace(big.sectionId, '{sectionId}'),
          latency: latencySummary(rs.map((r) => r.ms)),
          dynamoCallsPerRequest: { min: Math.min(...rs.map((r) => r.calls)), max: Math.max(...rs.map((r) => r.calls)) },
          itemsReturned: (rs[0]!.body?.items as unknown[]).length,
        },
      ]),
    ) as Record<string, { latency: { p50Ms: number } }>;
    const targets = { firstPageP50Ms: 20, reorderWrites: 1 };
    result = {
      method:
        'One local runtime in memory in this process (DynamoDB Local, the gateway, the area handlers in-process); closets written straight into the table; sequential keep-alive requests through the gateway with a session cookie after a warm-up, the two reads interleaved; latency from request to the end of the body. Reorder: DynamoDB write calls counted on the functions\' client and stored items compared before/after.',
      closetSize: CLOSET_BENCH_SIZE,
      loadAverage: loadavg().map((l) => round(l, 2)),
      routes,
      reorders,
      targets,
      pass:
        routes.firstPage!.latency.p50Ms <= targets.firstPageP50Ms &&
        Object.values(reorders).every((r) => r.dynamoWriteCalls === 1 && r.storedItemsChanged === 1),
    };
    console.table(Object.fromEntries(Object.entries(measured).map(([n, rs]) => [n, latencySummary(rs.map((r) => r.ms))])));
    console.table(reorders);
  } finally {
    await runtime.stop();
  }
  writeResult('closet', result);
}
