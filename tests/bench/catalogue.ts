/**
 * Catalogue benchmarks (issue 6 "Benchmarks"), `npm run bench -- catalogue`:
 *
 * - the seeded catalogue grown to {@link CATALOGUE_BENCH_SIZE} (10,000) products with the
 *   seeder's own generator (`catalogueProducts`, infra/local/seeders/catalogue-data.ts) and
 *   item builder (`productWriteItems`, shared/db/catalogue-items.ts): Product + one ProductTag
 *   per style, written DIRECTLY with BatchWriteItem through the db service (no stream
 *   processor reads products, so nothing has to drain);
 * - one shopper with measurements, 3 styles and some saves (written like the API writes them);
 * - through the local gateway (HTTP, keep-alive, sequential, after a warm-up), p50 / p95 / max
 *   of `GET /api/products` (first page, all), a category page, a deep page (the cursor of page
 *   {@link DEEP_PAGE}, walked first), and `GET /api/users/{id}/recommendations` (warm: the
 *   candidate lists cached by the function, as in steady use; and uncached: the cache cleared
 *   before every request, so all 8 reads run);
 * - DynamoDB calls per request and Scans seen (counted by a middleware on the functions'
 *   client: handlers run in this process), which must be 0.
 * Targets: products pages p50 ≤ 20 ms, recommendations p50 ≤ 50 ms.
 * Writes tests/bench/results/catalogue.json and prints a table.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import type { DbService } from '@seamline/shared/db/service';
import { productWriteItems } from '@seamline/shared/db/catalogue-items';
import { CATALOGUE_SIZE, catalogueProducts } from '../../infra/local/seeders/catalogue-data';
import { commandCounter, latencySummary, round, writeResult } from './lib';

export const CATALOGUE_BENCH_SIZE = Number(process.env.CATALOGUE_BENCH_SIZE ?? 10_000);
const WARM_UP = 15;
const REQUESTS = Number(process.env.CATALOGUE_BENCH_REQUESTS ?? 200);
/** The deep page measured (page size 20: items 2,001–2,020 of the catalogue). */
const DEEP_PAGE = 100;
const LOAD_CHUNK = 500;
const SHOPPER_STYLES = ['Minimalist', 'Casual', 'Bohemian'];
const SHOPPER_SAVES = ['prd-0002', 'prd-0031', 'prd-0104', 'prd-0517', 'prd-2040', 'prd-7777'];


function allProcessed({ unprocessed }: { unprocessed: unknown[] }): void {
  if (unprocessed.length) throw new Error(`${unprocessed.length} items unprocessed`);
}

/** Products [from, to) of the generator straight into the table. @returns items written and ms. */
async function loadProducts(db: DbService, from: number, to: number) {
  const started = performance.now();
  const all = catalogueProducts(to).slice(from);
  let items = 0;
  for (let i = 0; i < all.length; i += LOAD_CHUNK) {
    const written = all.slice(i, i + LOAD_CHUNK).map(productWriteItems);
    const tags = written.flatMap((w) => w.tags);
    const go = { concurrency: 4 };
    const results = await Promise.all([
      db.entities.product.put(written.map((w) => w.product)).go(go),
      db.entities.productTag.put(tags).go(go),
    ]);
    results.forEach(allProcessed);
    items += written.length + tags.length;
  }
  return { products: to - from, items, ms: Math.round(performance.now() - started) };
}

/** The shopper: User, Measurements (manual save), StylePreferences, CollectionItems, a session. */
async function createShopper(db: DbService) {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const { toItem } = await import('@seamline/functions/measurements/measurements-mapping');
  const now = new Date();
  const at = now.toISOString();
  const id = `bench-shopper-${now.getTime()}`;
  await db.entities.user
    .create({
      id,
      username: `shopper_${now.getTime()}`,
      email: `shopper.${now.getTime()}@bench.seamline.local`,
      firstName: 'Bench',
      lastName: 'Shopper',
      createdAt: at,
      updatedAt: at,
    })
    .go();
  const body = {
    unit: 'cm' as const,
    weightUnit: 'kg' as const,
    height: 168,
    bust: 90,
    waist: 72,
    hips: 98,
    weight: 62,
  };
  await db.entities.measurements.create(toItem(id, body, now)).go();
  await db.entities.stylePreferences
    .put({ userId: id, styleCategories: SHOPPER_STYLES, updatedAt: at })
    .go();
  for (const [k, productId] of SHOPPER_SAVES.entries())
    await db.entities.collectionItem
      .create({
        userId: id,
        productId,
        sourceType: 'discover',
        savedAt: new Date(now.getTime() - k * 60_000).toISOString(),
      })
      .go();
  const { token } = await createSession(id, 'user');
  return { id, cookie: `sl_session=${token}` };
}

/** One keep-alive GET; @returns status, ms and the parsed body. */
function get(
  agent: http.Agent,
  base: URL,
  pathname: string,
  cookie: string,
): Promise<{
  status: number;
  ms: number;
  body: { items?: unknown[]; nextCursor?: string | null } | null;
}> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      { host: base.hostname, port: base.port, path: pathname, agent, headers: { cookie } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          resolve({
            status: res.statusCode ?? 0,
            ms,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function benchCatalogue(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  let result: Record<string, unknown>;
  try {
    const { db, dynamo, documentClient } = await import('@seamline/functions/_core/aws-clients');
    const commands = commandCounter([dynamo, documentClient], 'benchCatalogueCounter');
    const counter = {
      take: () => {
        const sent = commands.take();
        return { calls: sent.length, scans: sent.filter((c) => c === 'ScanCommand').length };
      },
    };
    const load = await loadProducts(db, CATALOGUE_SIZE, CATALOGUE_BENCH_SIZE);
    console.log(
      `catalogue: grew from ${CATALOGUE_SIZE} to ${CATALOGUE_BENCH_SIZE} products (${load.items} items) in ${load.ms} ms`,
    );
    const shopper = await createShopper(db);
    const base = new URL(runtime.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const run = async (pathname: string) => {
      counter.take();
      const r = await get(agent, base, pathname, shopper.cookie);
      if (r.status !== 200)
        throw new Error(`GET ${pathname} answered ${r.status}: ${JSON.stringify(r.body)}`);
      return { ...r, ...counter.take() };
    };

    // The deep page's cursor: walk DEEP_PAGE − 1 pages of 20 (every page checked to be full).
    let cursor: string | null | undefined = null;
    for (let page = 1; page < DEEP_PAGE; page++) {
      const r = await run(`/api/products${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (r.body?.items?.length !== 20)
        throw new Error(`page ${page} has ${r.body?.items?.length} items`);
      cursor = r.body.nextCursor;
    }
    if (!cursor) throw new Error('the catalogue ended before the deep page');
    const paths = {
      productsFirstPage: '/api/products',
      categoryPage: '/api/products?category=dresses',
      deepPage: `/api/products?cursor=${encodeURIComponent(cursor)}`,
      recommendations: `/api/users/${shopper.id}/recommendations`,
    };
    for (const p of Object.values(paths)) for (let i = 0; i < WARM_UP; i++) await run(p);
    const measured: Record<string, Awaited<ReturnType<typeof run>>[]> = {};
    // Interleaved, so a slow moment of the machine hits every route alike.
    for (let i = 0; i < REQUESTS; i++)
      for (const [name, p] of Object.entries(paths)) (measured[name] ??= []).push(await run(p));
    // AI Picks with the candidate lists read on every request (a cold cache each time).
    const { clearCandidateCache } =
      await import('@seamline/functions/catalogue/recommendations.service');
    for (let i = 0; i < REQUESTS; i++) {
      clearCandidateCache();
      (measured.recommendationsUncached ??= []).push(await run(paths.recommendations));
    }
    agent.destroy();

    const routes = Object.fromEntries(
      Object.entries(measured).map(([name, rs]) => [
        name,
        {
          path:
            name === 'deepPage'
              ? `/api/products?cursor=<page ${DEEP_PAGE}>`
              : (name === 'recommendationsUncached'
                  ? paths.recommendations
                  : paths[name as keyof typeof paths]
                ).replace(shopper.id, '{id}'),
          latency: latencySummary(rs.map((r) => r.ms)),
          dynamoCallsPerRequest: {
            min: Math.min(...rs.map((r) => r.calls)),
            max: Math.max(...rs.map((r) => r.calls)),
          },
          itemsReturned: rs[0]!.body?.items?.length ?? 0,
          scans: rs.reduce((n, r) => n + r.scans, 0),
        },
      ]),
    ) as Record<
      string,
      {
        path: string;
        latency: { p50Ms: number; p95Ms: number; maxMs: number };
        scans: number;
        itemsReturned: number;
        dynamoCallsPerRequest: { min: number; max: number };
      }
    >;
    const targets = { productsP50Ms: 20, recommendationsP50Ms: 50, scans: 0 };
    const pages = ['productsFirstPage', 'categoryPage', 'deepPage'].map((k) => routes[k]!);
    result = {
      method:
        "One local runtime in memory in this process (DynamoDB Local, the gateway, the area handlers in-process); the seeded catalogue grown to the size below with the seeder's generator, Product + ProductTag items written with BatchWriteItem; one shopper with manual measurements, 3 styles and 6 saves; sequential keep-alive GETs through the gateway with a session cookie after a warm-up, the four routes interleaved; latency from request to the end of the body.",
      catalogueSize: CATALOGUE_BENCH_SIZE,
      /** The machine's 1/5/15-minute load averages when measuring ended (2 cores, shared). */
      loadAverage: loadavg().map((l) => round(l, 2)),
      load,
      routes,
      targets,
      pass:
        pages.every((r) => r.latency.p50Ms <= targets.productsP50Ms) &&
        routes.recommendations!.latency.p50Ms <= targets.recommendationsP50Ms &&
        Object.values(routes).every((r) => r.scans === 0),
    };
    console.table(
      Object.fromEntries(
        Object.entries(routes).map(([name, r]) => [
          name,
          {
            p50: r.latency.p50Ms,
            p95: r.latency.p95Ms,
            max: r.latency.maxMs,
            items: r.itemsReturned,
            calls: `${r.dynamoCallsPerRequest.min}–${r.dynamoCallsPerRequest.max}`,
            scans: r.scans,
          },
        ]),
      ),
    );
  } finally {
    await runtime.stop();
  }
  writeResult('catalogue', result);
}
