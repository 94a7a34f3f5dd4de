/**
 * `npx tsx shared/scripts/stylist-timing.ts [runs]`: times `suggestOutfit` and
 * `analyzeCompatibility` on synthetic closets of 50 and 500 items (tests/fixtures/closets.ts),
 * after 3 warm-up calls each, and prints p50 / p95 of wall-clock and CPU time (ms) and the number
 * of outfits scored. Issue 20 budget: suggestOutfit ≤ 150 ms at 500 items, analysis ≤ 50 ms.
 * Wall time includes waiting for a core on a busy machine; CPU time does not.
 */
import { analyzeCompatibility } from '../domain/outfits/analyze';
import { suggestOutfit } from '../domain/outfits/suggest';
import { syntheticCloset } from '../../tests/fixtures/closets';

const runs = Number(process.argv[2] ?? 30);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

function time(fn: () => unknown): { wall: number[]; cpu: number[] } {
  for (let i = 0; i < 3; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall, cpu };
}

const events = [
  { vibe: 'formal', eventType: 'wedding', location: 'Boston', eventDate: '2026-03-14T22:00:00Z', timeOfDay: 'evening' },
  { vibe: 'casual', location: 'Sydney', eventDate: '2026-03-07T02:00:00Z', timeOfDay: 'afternoon' },
];
for (const size of [50, 500]) {
  const items = syntheticCloset(size);
  for (const event of events) {
    let scored = 0;
    const t = time(() => {
      const r = suggestOutfit({ items, event, now: '2026-03-01T12:00:00Z', userLocation: 'Boston', laundry: true, stylePreferences: ['Minimalist'], favoriteBrands: ['Harbor Thread'] });
      scored = r.considered.combinationsScored;
    });
    console.log(
      `suggestOutfit ${size} items, ${event.vibe} in ${event.location}: wall p50 ${pct(t.wall, 50).toFixed(1)} ms p95 ${pct(t.wall, 95).toFixed(1)} ms; CPU p50 ${pct(t.cpu, 50).toFixed(1)} ms p95 ${pct(t.cpu, 95).toFixed(1)} ms; ${scored} outfits scored`,
    );
  }
  const analysisItems = items.slice(0, 8).map(({ id, name, category, style, occasion, season, material, colors }) => ({ id, name, category, style, occasion, season, material, colors }));
  const a = time(() => analyzeCompatibility({ items: analysisItems, targetOccasion: 'formal', targetSeason: 'spring', eventDetails: { eventType: 'wedding', location: 'Boston', timeOfDay: 'evening', weatherConditions: 'Not specified' } }));
  console.log(`analyzeCompatibility 8 pieces: wall p50 ${pct(a.wall, 50).toFixed(2)} ms p95 ${pct(a.wall, 95).toFixed(2)} ms`);
}
