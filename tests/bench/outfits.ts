/**
 * Outfit planning benchmarks (issue 20 "Shown by"), `npm run bench -- outfits`:
 *
 * - `POST /api/outfit-events/{id}/ai-suggestion` p50 / p95 for closets of 50 and 500 items
 *   (target p50 ≤ 150 ms at 500): the whole route — the closet, wear log, preferences, the week's
 *   suggestions and the products read, the weather port (the local fixture), the stylist's search,
 *   the suggestion written and answered with its items;
 * - `POST /api/analyze-occasion-season-compatibility` p50 with 6 items, with and without an event
 *   (target p50 ≤ 50 ms);
 * - `GET /api/outfit-events/{userId}?limit=200` p50 for a person with 200 events, half of them
 *   finalized with 8 thumbnails (target p50 ≤ 20 ms), and its DynamoDB calls.
 *
 * Closets (a mix of catalogue products of every category and custom items with a category and a
 * colour, about a third worn recently) and the 200 events are written straight into the table;
 * requests go through the local gateway over HTTP (keep-alive, sequential, after a warm-up).
 * The AI route's per-person rate limit (10 a minute) is reset between calls, outside the timing.
 * Writes tests/bench/results/outfits.json and prints a table.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import type { DbService } from '@seamline/shared/db/service';
import { UNSECTIONED } from '@seamline/shared/contracts/closet';
import { wearEntryOf } from '@seamline/shared/db/entities/item-wear';
import { memberCopyOf } from '@seamline/functions/outfits/event-card';
import { benchRequest, commandCounter, latencySummary, round, writeResult } from './lib';

const WARM_UP = 5;
const AI_REQUESTS = Number(process.env.OUTFITS_BENCH_AI ?? 40);
const READS = Number(process.env.OUTFITS_BENCH_READS ?? 100);
const EVENTS = 200;

const CUSTOM = [
  ['Oxford Shirt', 'tops', 'white'],
  ['Merino Sweater', 'tops', 'navy'],
  ['Linen Tee', 'tops', 'beige'],
  ['Slim Chinos', 'bottoms', 'khaki'],
  ['Dark Jeans', 'bottoms', 'indigo'],
  ['Pleated Skirt', 'bottoms', 'black'],
  ['Wrap Dress', 'dresses', 'burgundy'],
  ['Wool Overcoat', 'outerwear', 'camel'],
  ['Rain Jacket', 'outerwear', 'olive'],
  ['Leather Loafers', 'shoes', 'brown'],
  ['White Sneakers', 'shoes', 'white'],
  ['Silk Scarf', 'accessories', 'red'],
  ['Running Leggings', 'activewear', 'black'],
] as const;

/** A person with a session. */
async function person(db: DbService, label: string) {
  const { createSession } = await import('@seamline/functions/_core/sessions');
  const at = new Date().toISOString();
  const id = `bench-outfits-${label}-${Date.now()}`;
  await db.entities.user.create({ id, username: `outfits_${label}_${Date.now()}`, email: `${id}@bench.seamline.local`, firstName: 'Bench', lastName: label, location: 'Boston, MA', createdAt: at, updatedAt: at }).go();
  await db.entities.stylePreferences.put({ userId: id, styleCategories: ['Classic', 'Minimalist'], favoriteBrands: ['Northwind Atelier'], updatedAt: at }).go();
  const { token } = await createSession(id, 'user');
  return { id, cookie: `sl_session=${token}` };
}

/** A closet of `size` items written straight into the table: half catalogue products, half custom items; a third worn in the last weeks. */
async function fillCloset(db: DbService, userId: string, size: number) {
  const at = new Date().toISOString();
  await db.entities.closet.create({ closetId: userId, userId, createdAt: at, itemCount: size }).go();
  const orders = generateNKeysBetween(null, null, size);
  const rows = orders.map((order, i) => {
    const base = { closetId: userId, userId, sectionId: UNSECTIONED, order, savedAt: at };
    if (i % 2 === 0 && i < 2 * 216) {
      const productId = `prd-${String(i / 2 + 1).padStart(4, '0')}`;
      return { ...base, itemId: `p-${productId}`, productId, fitRating: (i % 5) + 1 };
    }
    const [name, category, color] = CUSTOM[i % CUSTOM.length]!;
    return { ...base, itemId: `c-${randomUUID()}`, name: `${name} ${i}`, category, color, size: 'M', fitRating: 3, price: 40 + (i % 9) * 10 };
  });
  const unique = [...new Map(rows.map((r) => [r.itemId, r])).values()];
  for (let i = 0; i < unique.length; i += 500) await db.entities.closetItem.put(unique.slice(i, i + 500)).go({ concurrency: 4 });
  const worn = unique.filter((_, i) => i % 3 === 0);
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
  await db.entities.itemWear.put(worn.map((r, i) => ({ userId, itemId: r.itemId, wears: [wearEntryOf(day(i % 20), `past-${i}`)] }))).go({ concurrency: 4 });
  return unique.length;
}

/** `count` events of one person written straight into the table (half finalized with 8 thumbnails). */
async function fillEvents(db: DbService, userId: string, count: number) {
  const at = new Date().toISOString();
  const thumbs = Array.from({ length: 8 }, (_, i) => `/catalogue/bench-${i}.svg`);
  const events = Array.from({ length: count }, (_, i) => {
    const eventDate = new Date(Date.now() + (i - count / 2) * 86_400_000).toISOString();
    const finalized = i % 2 === 0;
    return {
      eventId: randomUUID(),
      creatorId: userId,
      eventName: `Event ${i}`,
      eventDate,
      vibe: 'casual' as const,
      location: 'Boston, MA',
      place: { name: 'Boston', latitude: 42.36, longitude: -71.06, country: 'US' },
      notes: 'Bench event with a short note',
      isPublic: false,
      status: finalized ? ('finalized' as const) : ('planning' as const),
      ...(finalized ? { finalOutfitId: randomUUID(), finalItemCount: 11, finalThumbs: thumbs, finalizedAt: at } : { finalItemCount: 0 }),
      collaboratorCount: 0,
      suggestionCount: 1,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.entities.outfitEvent.put(events).go({ concurrency: 4 });
  await db.entities.eventMember
    .put(events.map((e) => ({ eventId: e.eventId, userId, role: 'creator' as const, addedBy: userId, addedAt: at, ...memberCopyOf(e) })))
    .go({ concurrency: 4 });
}

export async function benchOutfits(): Promise<void> {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  const { startLocalRuntime } = await import('../../infra/local/runtime');
  const runtime = await startLocalRuntime({ inMemory: true, port: 0, webDist: false, quiet: true });
  let result: Record<string, unknown>;
  try {
    const { db, dynamo, documentClient } = await import('@seamline/functions/_core/aws-clients');
    const counter = commandCounter([dynamo, documentClient], 'benchOutfitsCounter');
    const base = new URL(runtime.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // The in-process stream processors catch up on the seed's records first (feed fan-out, people
    // index…): measure only once the functions' client has been quiet for 2 s.
    const quietSince = performance.now();
    for (let quiet = 0; quiet < 2; ) {
      counter.take();
      await new Promise((r) => setTimeout(r, 1000));
      quiet = counter.take().length === 0 ? quiet + 1 : 0;
      if (performance.now() - quietSince > 600_000) throw new Error('the stream processors never went quiet');
    }
    console.log(`outfits: processors quiet after ${Math.round((performance.now() - quietSince) / 1000).toString()} s`);
    const call = async (method: string, path: string, who: { cookie: string }, body?: unknown, expect = 200) => {
      counter.take();
      const cpu0 = process.cpuUsage();
      const r = await benchRequest(agent, base, method, path, who.cookie, body);
      const cpu = process.cpuUsage(cpu0);
      if (r.status !== expect) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
      return { ...r, calls: counter.take().length, cpuMs: (cpu.user + cpu.system) / 1000 };
    };

    // 1. AI suggestion at closets of 50 and 500 items.
    const ai: Record<string, unknown> = {};
    for (const size of [50, 500]) {
      const who = await person(db, `closet${size}`);
      const items = await fillCloset(db, who.id, size);
      const event = await call('POST', '/api/outfit-events', who, { eventName: 'Dinner in Boston', vibe: 'date', eventDate: new Date(Date.now() + 5 * 86_400_000).toISOString(), location: 'Boston, MA', timeOfDay: 'evening' }, 201);
      const eventId = (event.body as { id: string }).id;
      const times: { ms: number; calls: number; cpuMs: number; score: number }[] = [];
      for (let i = 0; i < WARM_UP + AI_REQUESTS; i++) {
        // The stylist's limit (10 a minute) would refuse the bench's requests: empty its slots.
        const key = `outfit-ai#${who.id}`;
        await db.entities.limitSlot.query.byKey({ key }).go().then(({ data }) => (data.length ? db.entities.limitSlot.delete(data).go() : null));
        const r = await call('POST', `/api/outfit-events/${eventId}/ai-suggestion`, who, undefined, 201);
        if (i >= WARM_UP) times.push({ ms: r.ms, calls: r.calls, cpuMs: r.cpuMs, score: (r.body as { score: number }).score });
      }
      const last = await call('GET', `/api/outfit-events/details/${eventId}`, who);
      const latest = (last.body as { suggestions: { items: unknown[]; reasons: string[]; weather: unknown }[] }).suggestions[0]!;
      ai[`closetOf${size}`] = {
        closetItems: items,
        latency: latencySummary(times.map((t) => t.ms)),
        nodeCpuMs: latencySummary(times.map((t) => t.cpuMs)),
        dynamoCallsPerRequest: { min: Math.min(...times.map((t) => t.calls)), max: Math.max(...times.map((t) => t.calls)) },
        exampleItems: latest.items.length,
        exampleReasons: latest.reasons.slice(0, 4),
        exampleWeather: latest.weather,
      };
    }

    // 2. Analysis of 6 items, with and without an event.
    const analyst = await person(db, 'analysis');
    const analysisEvent = await call('POST', '/api/outfit-events', analyst, { eventName: 'Gala', vibe: 'formal', eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), location: 'Boston, MA' }, 201);
    const items = [
      { id: '1', name: 'Wool Overcoat', category: 'outerwear', material: 'Wool', colors: ['camel'], season: ['winter'], occasion: ['formal'] },
      { id: '2', name: 'Silk Blouse', category: 'tops', material: 'Silk', colors: ['ivory'], style: ['Classic'] },
      { id: '3', name: 'Tailored Trousers', category: 'bottoms', colors: ['navy'], occasion: ['work', 'formal'] },
      { id: '4', name: 'Leather Pumps', category: 'shoes', colors: ['black'] },
      { id: '5', name: 'Pearl Earrings', category: 'accessories', colors: ['white'] },
      { id: '6', name: 'Clutch Bag', category: 'accessories', colors: ['gold'] },
    ];
    const analysis: Record<string, unknown> = {};
    for (const [name, body] of [
      ['withoutEvent', { items, targetOccasion: 'formal', targetSeason: 'winter', eventDetails: { eventType: 'Gala', location: 'Boston, MA', timeOfDay: 'evening', weatherConditions: 'Not specified' } }],
      ['withEvent', { items, eventId: (analysisEvent.body as { id: string }).id }],
    ] as const) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < WARM_UP + READS; i++) {
        const r = await call('POST', '/api/analyze-occasion-season-compatibility', analyst, body);
        if (i >= WARM_UP) {
          times.push(r.ms);
          cpu.push(r.cpuMs);
        }
      }
      analysis[name] = { latency: latencySummary(times), nodeCpuMs: latencySummary(cpu) };
    }

    // 3. The events list of a person with 200 events.
    const planner = await person(db, 'events');
    await fillEvents(db, planner.id, EVENTS);
    const list: { ms: number; calls: number; cpuMs: number; n: number }[] = [];
    for (let i = 0; i < WARM_UP + READS; i++) {
      const r = await call('GET', `/api/outfit-events/${planner.id}?limit=${EVENTS}`, planner);
      if (i >= WARM_UP) list.push({ ms: r.ms, calls: r.calls, cpuMs: r.cpuMs, n: (r.body as { items: unknown[] }).items.length });
    }
    agent.destroy();

    const ai500 = (ai.closetOf500 as { latency: { p50Ms: number } }).latency.p50Ms;
    const analysisP50 = Math.max(...Object.values(analysis).map((a) => (a as { latency: { p50Ms: number } }).latency.p50Ms));
    const listP50 = latencySummary(list.map((l) => l.ms)).p50Ms;
    const targets = { aiSuggestionP50MsAt500: 150, analysisP50Ms: 50, eventsListP50MsAt200: 20 };
    result = {
      method:
        'One local runtime in memory in this process (DynamoDB Local, the gateway, the area handlers in-process, the weather fixture); closets, wears and events written straight into the table; sequential keep-alive requests through the gateway with a session cookie after 5 warm-up requests; latency from request to the end of the body; nodeCpuMs = CPU time of this process (gateway + handler, not DynamoDB Local\'s JVM) per request; DynamoDB calls counted on the functions\' client. The machine is shared (loadAverage): wall times include waiting for a core.',
      loadAverage: loadavg().map((l) => round(l, 2)),
      aiSuggestion: ai,
      analysis,
      eventsList: {
        events: EVENTS,
        itemsReturned: list[0]!.n,
        latency: latencySummary(list.map((l) => l.ms)),
        nodeCpuMs: latencySummary(list.map((l) => l.cpuMs)),
        dynamoCallsPerRequest: { min: Math.min(...list.map((l) => l.calls)), max: Math.max(...list.map((l) => l.calls)) },
      },
      targets,
      pass: ai500 <= targets.aiSuggestionP50MsAt500 && analysisP50 <= targets.analysisP50Ms && listP50 <= targets.eventsListP50MsAt200,
    };
    console.table({
      'ai-suggestion, 50 items': (ai.closetOf50 as { latency: object }).latency,
      'ai-suggestion, 500 items': (ai.closetOf500 as { latency: object }).latency,
      'analysis (no event)': (analysis.withoutEvent as { latency: object }).latency,
      'analysis (event)': (analysis.withEvent as { latency: object }).latency,
      'events list (200)': latencySummary(list.map((l) => l.ms)),
    });
  } finally {
    await runtime.stop();
  }
  writeResult('outfits', result);
}
