/**
 * Data export benchmark (issue 22, "Data export": ready within a minute locally for a user with
 * 500 closet items), `npm run bench -- export`:
 *
 * - {@link RUNS} people, each with {@link EXPORT_BENCH_ITEMS} (500) closet items (every 3rd a
 *   catalogue product, the rest custom items with one real JPEG photo of ≈ 180 KB in the bucket
 *   under `closet/<id>/`) — written directly through the db service and the S3 client;
 * - issue 35 §4: {@link MARKS} suggestion comments and as many favourite marks in events the
 *   person is not a member of (left), a wear log on every catalogue item (a past event, an event
 *   next week, a manual wear) and {@link UPLOADS} photo uploads stored under bare keys;
 * - through the local gateway: `POST /api/users/{id}/export`, then `GET` every 100 ms until
 *   `ready`; the archive is downloaded with the presigned link and unzipped (fflate) to check its
 *   files: 1 JSON file per source + every photo, each photo named with an extension, the comments
 *   and marks all there, only past wears counted, manifest.json listing every file;
 * - figures: request → ready (ms; p50 / max over the runs), archive bytes and files, the process
 *   RSS before and at its peak while the job runs (the processors run in this process), load average.
 * Target: ready < 60 s. Writes tests/bench/results/export.json.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { generateNKeysBetween } from 'fractional-indexing';
import { benchRequest, percentile, round, writeResult } from './lib';

export const EXPORT_BENCH_ITEMS = Number(process.env.EXPORT_BENCH_ITEMS ?? 500);
const RUNS = Number(process.env.EXPORT_BENCH_RUNS ?? 3);
const TARGET_MS = 60_000;
/** Suggestion comments, and favourite marks, per person (issue 35 §4). */
const MARKS = 100;
/** Photo uploads per person stored under bare keys (no extension), `uploads/closet/<id>/<uuid>`. */
const UPLOADS = 20;

export async function benchExport(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  try {
    await runtime.settled();
    const { db } = await import('@seamline/functions/_core/aws-clients');
    const { s3, mediaBucket } = await import('@seamline/functions/media/s3');
    const { createSession } = await import('@seamline/functions/_core/sessions');
    const base = new URL(runtime.url);
    const agent = new http.Agent({ keepAlive: true });
    // One real photo (a noisy 600 × 800 JPEG, ≈ 180 KB),
    // stored once per custom item: ≈ 60 MB of photos, so the archive is a multipart upload.
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg({ quality: 80 })
      .toBuffer();

    const runs: { readyMs: number; sizeBytes: number; files: number; photos: number; rssBeforeMb: number; rssPeakMb: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const at = new Date().toISOString();
      const id = `bench-export-${Date.now()}-${run}`;
      await db.entities.user.create({ id, username: `export_${Date.now()}_${run}`, email: `export.${Date.now()}.${run}@bench.seamline.local`, firstName: 'Bench', lastName: 'Export', createdAt: at, updatedAt: at }).go();
      await db.entities.closet.create({ closetId: id, userId: id, createdAt: at, itemCount: EXPORT_BENCH_ITEMS }).go();
      const orders = generateNKeysBetween(null, null, EXPORT_BENCH_ITEMS);
      const rows = orders.map((order, i) => {
        const photoId = randomUUID();
        return {
          closetId: id,
          itemId: i % 3 === 0 ? `p-prd-${String((i % 216) + 1).padStart(4, '0')}-${i}` : `c-${photoId}`,
          userId: id,
          ...(i % 3 === 0
            ? { productId: `prd-${String((i % 216) + 1).padStart(4, '0')}` }
            : { name: `Item ${i}`, size: 'M', color: 'navy', category: 'tops', fitRating: 3, photos: [{ id: photoId, width: 600, height: 800 }] }),
          sectionId: 'unsectioned',
          order,
          savedAt: at,
        };
      });
      for (let i = 0; i < rows.length; i += 500) {
        const { unprocessed } = await db.entities.closetItem.put(rows.slice(i, i + 500)).go({ concurrency: 4 });
        if (unprocessed.length) throw new Error(`${unprocessed.length} closet items unprocessed`);
      }
      const custom = rows.flatMap((r) => ('photos' in r && r.photos ? [r.photos[0]!.id] : []));
      for (let i = 0; i < custom.length; i += 16) {
        await Promise.all(
          custom.slice(i, i + 16).map((photoId) =>
            s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: `closet/${id}/${photoId}.jpg`, Body: photo, ContentType: 'image/jpeg' })),
          ),
        );
      }
      // Issue 35 §4: comments and favourite marks in events the person has left (no membership),
      // a wear log per catalogue item (past event + next week's event + a manual wear), bare-key uploads.
      const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const marks = Array.from({ length: MARKS }, (_, i) => ({ suggestionId: randomUUID(), eventId: randomUUID(), i }));
      await db.entities.suggestionComment
        .put(marks.map((m) => ({ suggestionId: m.suggestionId, commentId: randomUUID(), eventId: m.eventId, userId: id, comment: `Comment ${m.i}`, createdAt: day(-m.i / 100) })))
        .go({ concurrency: 4 });
      await db.entities.suggestionFavorite.put(marks.map((m) => ({ suggestionId: m.suggestionId, userId: id, createdAt: day(-m.i / 100) }))).go({ concurrency: 4 });
      const worn = rows.filter((r) => 'productId' in r).map((r) => r.itemId);
      await db.entities.itemWear
        .put(worn.map((itemId) => ({ userId: id, itemId, wears: [`${day(-3)}|${randomUUID()}`, `${day(7)}|${randomUUID()}`, `${day(-1).slice(0, 10)}|manual:${randomUUID()}`] })))
        .go({ concurrency: 4 });
      for (let i = 0; i < UPLOADS; i++) {
        await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: `uploads/closet/${id}/${randomUUID()}`, Body: photo, ContentType: 'image/jpeg' }));
      }
      const { token } = await createSession(id, 'user');
      const cookie = `sl_session=${token}`;

      const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, process.memoryUsage().rss / 2 ** 20)), 50);
      const t0 = performance.now();
      const started = await benchRequest(agent, base, 'POST', `/api/users/${id}/export`, cookie, {});
      if (started.status !== 202) throw new Error(`export answered ${started.status}: ${JSON.stringify(started.body)}`);
      let ready: Record<string, unknown> | null = null;
      while (!ready) {
        if (performance.now() - t0 > 5 * TARGET_MS) throw new Error('export not ready after 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 100));
        const res = await benchRequest(agent, base, 'GET', `/api/users/${id}/export`, cookie);
        if (res.body?.status === 'failed') throw new Error('export failed');
        if (res.body?.status === 'ready') ready = res.body;
      }
      const readyMs = performance.now() - t0;
      clearInterval(sampler);
      const zip = new Uint8Array(await (await fetch(String(ready.url))).arrayBuffer());
      const unzipped = unzipSync(zip);
      const files = Object.keys(unzipped);
      const photos = files.filter((f) => f.startsWith(`photos/closet/${id}/`)).length;
      if (photos !== custom.length) throw new Error(`archive has ${photos} closet photos, expected ${custom.length}`);
      const json = <T>(name: string) => JSON.parse(strFromU8(unzipped[name]!)) as T;
      const bare = files.filter((f) => f.startsWith('photos/') && !/\.(jpg|png|webp|gif|heic|heif|avif)$/.test(f));
      if (bare.length) throw new Error(`${bare.length} photos without an extension, e.g. ${bare[0]}`);
      if (files.filter((f) => f.startsWith(`photos/uploads/closet/${id}/`) && f.endsWith('.jpg')).length !== UPLOADS) throw new Error('uploads not named .jpg');
      for (const name of ['suggestionComments', 'suggestionFavorites']) {
        const n = json<unknown[]>(`data/${name}.json`).length;
        if (n !== MARKS) throw new Error(`${name}.json has ${n} rows, expected ${MARKS}`);
      }
      const wearCounts = json<{ wearCount: number; upcoming: unknown[] }[]>('data/itemWears.json');
      if (wearCounts.length !== worn.length || wearCounts.some((w) => w.wearCount !== 2 || w.upcoming.length !== 1)) throw new Error('wear log counts a future event');
      const manifest = json<{ files: { name: string }[] }>('manifest.json');
      if (manifest.files.length !== files.length - 2) throw new Error(`manifest lists ${manifest.files.length} of ${files.length - 2} files`);
      runs.push({ readyMs: round(readyMs, 0), sizeBytes: zip.length, files: files.length, photos, rssBeforeMb: round(rssBeforeMb, 1), rssPeakMb: round(rssPeakMb, 1) });
      console.log(`run ${run + 1}: ready in ${round(readyMs / 1000, 2)} s, ${files.length} files, ${round(zip.length / 2 ** 20, 1)} MB, RSS ${round(rssBeforeMb, 0)} → peak ${round(rssPeakMb, 0)} MB`);
    }
    agent.destroy();
    const ready = runs.map((r) => r.readyMs);
    writeResult('export', {
      closetItems: EXPORT_BENCH_ITEMS,
      suggestionCommentsAndMarks: MARKS,
      bareKeyUploads: UPLOADS,
      photoBytes: photo.length,
      readyP50Ms: round(percentile(ready, 50), 0),
      readyMaxMs: round(Math.max(...ready), 0),
      targetMs: TARGET_MS,
      meetsTarget: Math.max(...ready) < TARGET_MS,
      runs,
      loadAverage1m: round(loadavg()[0]!, 2),
    });
  } finally {
    await runtime.stop();
  }
}
